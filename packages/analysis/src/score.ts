// A 0–100 importance score for ranking items of the same priority. Deterministic: priority
// sets the band, distinct signals (each with its registry weight) and activity volume move the
// item inside it.
import { SIGNAL_REGISTRY, type Priority, type SignalId } from '@gitsignals/domain';

const BASE: Record<Priority, number> = { high: 60, medium: 35, low: 10 };

export interface ScoreInput {
  priority: Priority;
  signals: SignalId[];
  meaningfulCommits: number;
  contributors: number;
  majorRelease: boolean;
}

export function scoreFor(input: ScoreInput): number {
  let signalPoints = input.signals.reduce((sum, s) => sum + SIGNAL_REGISTRY[s].weight, 0);
  if (input.majorRelease) signalPoints += 12;
  // log2 keeps a 200-commit day from drowning a 3-commit security fix.
  const volume = 4 * Math.log2(1 + input.meaningfulCommits) + 2 * Math.log2(1 + input.contributors);
  const raw = BASE[input.priority] + Math.min(25, signalPoints) + Math.min(15, volume);
  return Math.max(0, Math.min(100, Math.round(raw)));
}
