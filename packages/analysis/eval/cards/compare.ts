// Prints two renders of the same days side by side (title, and with --summary the summary), to
// read what a writer change did. For the development set only: never run it on the review set.
// Usage: npx tsx packages/analysis/eval/cards/compare.ts dev-cards-before.jsonl dev-cards-after.jsonl [--summary]
import { readFileSync } from 'node:fs';
import type { RenderedLine } from './blind-review';

const here = new URL('./', import.meta.url);
const read = (file: string): Map<string, RenderedLine> =>
  new Map(
    readFileSync(new URL(file, here), 'utf8')
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((l) => JSON.parse(l) as RenderedLine)
      .map((r) => [r.key, r]),
  );

function main(): void {
  const [beforeFile, afterFile, flag] = process.argv.slice(2);
  if (!beforeFile || !afterFile)
    throw new Error('usage: compare.ts <before.jsonl> <after.jsonl> [--summary]');
  if (/^cards-|review/.test(beforeFile)) throw new Error('compare.ts is for the development set');
  const before = read(beforeFile);
  const after = read(afterFile);
  for (const [key, b] of before) {
    const a = after.get(key);
    const out = [
      `== ${key} [${b.card?.priority ?? '-'}]`,
      `  - ${b.card?.title ?? '(no card)'}`,
      `  + ${a?.card?.title ?? '(no card)'}`,
    ];
    if (flag === '--summary')
      out.push(`  - ${b.card?.summary ?? ''}`, `  + ${a?.card?.summary ?? ''}`);
    process.stdout.write(`${out.join('\n')}\n`);
  }
}

main();
