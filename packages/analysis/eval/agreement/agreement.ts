// How far two people reading the same commits agree, in the same metric the classifier is held
// to (per-signal F1, macro-F1 over signals with enough positives). Reader A's labels are those in
// labels.jsonl; reader B relabelled a random sample blind (second-reader.jsonl). Also scores the
// classifier against each reader on the same commits, so the classifier's figure can be read
// against the human one. Usage: npx tsx packages/analysis/eval/agreement/agreement.ts
import type { SignalId } from '@gitsignals/domain';
import { readFileSync } from 'node:fs';
import { classifyCommit } from '../../src/classify-commit';
import { commitFromDatasetRecord } from '../../src/dataset-record';
import { COMMIT_SIGNALS, readLabels } from '../evaluate';
import { evaluateSplit, type Pair, type Scored, type SplitReport } from '../metrics';
import { activityFileOf, readActivity } from '../read-activity';

interface SecondLabel {
  repo: string;
  sha: string;
  signals: SignalId[];
  noise: string | null;
}

const readerB: SecondLabel[] = readFileSync(
  new URL('./second-reader.jsonl', import.meta.url),
  'utf8',
)
  .split('\n')
  .filter((l) => l.trim() !== '')
  .map((l) => JSON.parse(l) as SecondLabel);
const readerA = new Map(readLabels().map((l) => [`${l.repo}@${l.sha}`, l]));

const commits = new Map<string, ReturnType<typeof commitFromDatasetRecord>[]>();
function predict(repo: string, sha: string): Scored {
  if (!commits.has(repo))
    commits.set(repo, readActivity(activityFileOf(repo)).map(commitFromDatasetRecord));
  const commit = commits.get(repo)?.find((c) => c.sha === sha);
  if (!commit) throw new Error(`${repo}@${sha} is not in data/`);
  return classifyCommit(commit);
}

const pairsAB: Pair[] = [];
const pairsA: Pair[] = [];
const pairsB: Pair[] = [];
for (const b of readerB) {
  const a = readerA.get(`${b.repo}@${b.sha}`);
  if (!a) throw new Error(`${b.repo}@${b.sha} has no first-reader label`);
  const predicted = predict(b.repo, b.sha);
  pairsAB.push({ label: a, predicted: b });
  pairsA.push({ label: a, predicted });
  pairsB.push({ label: b, predicted });
}

const f = (n: number): string => n.toFixed(2).padStart(5);
function line(r: SplitReport): string {
  return `steady macro-F1 ${f(r.steadyMacroF1)} (${r.steadySignals} signals)  all-signal ${f(r.macroF1)}  micro ${f(r.microF1)}  noise F1 ${f(r.noise.f1)}`;
}
const ab = evaluateSplit(pairsAB, COMMIT_SIGNALS);
console.log(`${readerB.length} commits read by both readers\n`);
console.log(`${'signal'.padEnd(24)} A+ B+  both  F1(B vs A)`);
for (const id of COMMIT_SIGNALS) {
  const s = ab.perSignal.get(id);
  if (!s || s.support + s.fp === 0) continue;
  console.log(
    `${id.padEnd(24)} ${String(s.support).padStart(2)} ${String(s.tp + s.fp).padStart(2)}  ${String(s.tp).padStart(4)}  ${f(s.f1)}`,
  );
}
console.log(`\nreader B vs reader A:    ${line(ab)}`);
console.log(`classifier vs reader A:  ${line(evaluateSplit(pairsA, COMMIT_SIGNALS))}`);
console.log(`classifier vs reader B:  ${line(evaluateSplit(pairsB, COMMIT_SIGNALS))}`);
