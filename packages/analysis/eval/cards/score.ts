// Prints the share of accurate, misleading and empty cards per version from a reader's verdicts.
// Usage: npx tsx packages/analysis/eval/cards/score.ts review-verdicts.jsonl review-key.json
//        review-blind.jsonl   (paths relative to this folder)
import { readFileSync } from 'node:fs';
import type { BlindEntry, BlindKey } from './blind-review';
import { formatScores, scoreVerdicts, type Verdict } from './score-verdicts';

const here = new URL('./', import.meta.url);
const read = (file: string): string => readFileSync(new URL(file, here), 'utf8');
const jsonl = <T>(file: string): T[] =>
  read(file)
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as T);

function main(): void {
  const [verdictFile, keyFile, blindFile] = process.argv.slice(2);
  if (!verdictFile || !keyFile || !blindFile) {
    throw new Error('usage: score.ts <verdicts.jsonl> <key.json> <blind.jsonl>');
  }
  const scores = scoreVerdicts(
    jsonl<Verdict>(verdictFile),
    JSON.parse(read(keyFile)) as BlindKey,
    jsonl<BlindEntry>(blindFile),
  );
  process.stdout.write(`${formatScores(scores)}\n`);
}

main();
