// Renders the cards of a day set with the engine as it is on this checkout.
// Usage: npx tsx packages/analysis/eval/cards/render.ts review-days.json cards-before.jsonl
// (paths relative to this folder).
import { readFileSync, writeFileSync } from 'node:fs';
import { renderCard } from './card-record';
import { loadHistories } from './load-histories';
import type { DaySet } from './select-days';

function main(): void {
  const [daysFile, outFile] = process.argv.slice(2);
  if (daysFile === undefined || outFile === undefined) {
    throw new Error('usage: render.ts <days.json> <cards.jsonl> (paths relative to eval/cards)');
  }
  const here = new URL('./', import.meta.url);
  const set = JSON.parse(readFileSync(new URL(daysFile, here), 'utf8')) as DaySet;
  const histories = loadHistories();
  const lines: string[] = [];
  for (const d of set.days) {
    const card = renderCard(histories.historyOf(d.slug), d.day);
    // A day the engine now finds noise-only keeps its place, with no card.
    lines.push(JSON.stringify(card ?? { key: d.key, card: null }));
  }
  writeFileSync(new URL(outFile, here), `${lines.join('\n')}\n`);
  process.stdout.write(`${lines.length} cards → ${outFile}\n`);
}

main();
