// Writes the blind review file and its key from two renders.
// Usage: npx tsx packages/analysis/eval/cards/blind.ts cards-before.jsonl cards-after.jsonl
//        review-blind.jsonl review-key.json [seed]   (paths relative to this folder)
// A later reading takes its own seed, so its ids never match an earlier reading's.
import { readFileSync, writeFileSync } from 'node:fs';
import { makeBlindReview, type BlindKey, type RenderedLine } from './blind-review';

/** The first reading's seed: fixed, so the file only changes when a card does. */
const BLIND_SEED = 20261203;

const here = new URL('./', import.meta.url);
const readLines = (file: string): RenderedLine[] =>
  readFileSync(new URL(file, here), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as RenderedLine);

/** The key with one line per card, the layout prettier keeps for short objects. */
function keyText(key: BlindKey): string {
  const ids = Object.entries(key.ids).map(
    ([id, k]) =>
      `    ${JSON.stringify(id)}: ${JSON.stringify(k)
        .replace(/^\{(.*)\}$/, '{ $1 }')
        .replace(/":/g, '": ')
        .replace(/,"/g, ', "')
        .replace(/","/g, '", "')}`,
  );
  return `{\n  "seed": ${key.seed},\n  "ids": {\n${ids.join(',\n')}\n  }\n}\n`;
}

function main(): void {
  const [before, after, blindFile, keyFile, seedText] = process.argv.slice(2);
  const seed = seedText === undefined ? BLIND_SEED : Number(seedText);
  if (!before || !after || !blindFile || !keyFile || !Number.isSafeInteger(seed)) {
    throw new Error('usage: blind.ts <before.jsonl> <after.jsonl> <blind.jsonl> <key.json> [seed]');
  }
  const { entries, key } = makeBlindReview(
    { before: readLines(before), after: readLines(after) },
    seed,
  );
  writeFileSync(new URL(blindFile, here), `${entries.map((e) => JSON.stringify(e)).join('\n')}\n`);
  writeFileSync(new URL(keyFile, here), keyText(key));
  process.stdout.write(`${entries.length} cards → ${blindFile}; key → ${keyFile}\n`);
}

main();
