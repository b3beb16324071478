// Adjudicated labels: two readers label the same commits blind and independently, a third settles
// every commit they disagree on (adjudication/README.md). Their own files are kept, so the
// classifier's figure can be read beside the readers' agreement on the very same commits.
import type { SignalId } from '@gitsignals/domain';
import { existsSync, readFileSync } from 'node:fs';
import { evaluateSplit, type Pair, type Scored, type SplitReport } from './metrics';

/** One reader's label of one commit, as written in adjudication/<set>-reader-<a|b>.jsonl. */
export interface ReaderLabel extends Scored {
  repo: string;
  sha: string;
  note: string;
}

const ADJUDICATION_DIR = new URL('./adjudication/', import.meta.url);

export function readReader(set: string, reader: 'a' | 'b'): ReaderLabel[] | null {
  const file = new URL(`${set}-reader-${reader}.jsonl`, ADJUDICATION_DIR);
  if (!existsSync(file)) return null;
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as ReaderLabel);
}

/** The same commits seen four ways: reader against reader, the classifier against each. */
export interface Agreement {
  set: string;
  commits: number;
  /** Commits on which the readers disagreed, each settled by the third. */
  settled: number;
  readerBvsA: SplitReport;
  classifierVsAdjudicated: SplitReport;
  classifierVsA: SplitReport;
  classifierVsB: SplitReport;
}

/**
 * Agreement on one adjudicated set, or null when its reader files are not in the repository.
 * `adjudicated` and `predicted` are keyed by sha; every commit the readers read must have both.
 */
export function agreementOn(
  set: string,
  adjudicated: ReadonlyMap<string, Scored>,
  predicted: ReadonlyMap<string, Scored>,
  signals: readonly SignalId[],
): Agreement | null {
  const a = readReader(set, 'a');
  const b = readReader(set, 'b');
  if (a === null || b === null) return null;
  const bySha = new Map(b.map((l) => [l.sha, l]));
  const pairs = { ab: [] as Pair[], adj: [] as Pair[], a: [] as Pair[], b: [] as Pair[] };
  for (const la of a) {
    const lb = bySha.get(la.sha);
    const label = adjudicated.get(la.sha);
    const got = predicted.get(la.sha);
    if (lb === undefined || label === undefined || got === undefined)
      throw new Error(`${set}: ${la.sha} lacks a second reading, a label or a prediction`);
    pairs.ab.push({ label: la, predicted: lb });
    pairs.adj.push({ label, predicted: got });
    pairs.a.push({ label: la, predicted: got });
    pairs.b.push({ label: lb, predicted: got });
  }
  const differ = (x: Scored, y: Scored): boolean =>
    x.noise !== y.noise || [...x.signals].sort().join() !== [...y.signals].sort().join();
  return {
    set,
    commits: a.length,
    settled: pairs.ab.filter((p) => differ(p.label, p.predicted)).length,
    readerBvsA: evaluateSplit(pairs.ab, signals),
    classifierVsAdjudicated: evaluateSplit(pairs.adj, signals),
    classifierVsA: evaluateSplit(pairs.a, signals),
    classifierVsB: evaluateSplit(pairs.b, signals),
  };
}
