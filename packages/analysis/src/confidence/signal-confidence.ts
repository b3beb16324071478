// How sure the rules are of a match, from what matched. Each (signal, evidence) pair's precision
// on the labelled dev commits, counted by eval/calibrate.ts into calibration.json and shrunk
// towards the signal's own precision when the pair was seen on few commits; a signal is shown
// when its confidence reaches the threshold chosen there (ADR 037).
import type { SignalId } from '@gitsignals/domain';
import calibration from './calibration.json' with { type: 'json' };

/** One signal's calibration: its threshold, its overall precision and its evidence counts. */
export interface SignalCalibration {
  /** Shown at or above this confidence; null: no threshold kept its matches precise on dev. */
  threshold: number | null;
  /** [true positives, false positives] of every match of the signal on dev. */
  total: [number, number];
  /** [true positives, false positives] per evidence name on dev. */
  evidence: Record<string, [number, number]>;
}

export type Calibration = Partial<Record<SignalId, SignalCalibration>>;

/** How many dev commits' worth of weight the signal's own precision gets against a pair's. */
export const PRIOR_WEIGHT = 4;

/** A signal or evidence the calibration has never seen: neither sure nor unsure. */
const UNSEEN_PRECISION = 0.5;

const ratio = ([tp, fp]: [number, number], fallback: number): number =>
  tp + fp === 0 ? fallback : tp / (tp + fp);

/** The confidence of a match of `signal` on `evidence` under a calibration. */
export function confidenceUnder(table: Calibration, signal: SignalId, evidence: string): number {
  const entry = table[signal];
  if (entry === undefined) return UNSEEN_PRECISION;
  const prior = ratio(entry.total, UNSEEN_PRECISION);
  const [tp, fp] = entry.evidence[evidence] ?? [0, 0];
  return (tp + PRIOR_WEIGHT * prior) / (tp + fp + PRIOR_WEIGHT);
}

// The file is calibrate()'s own output (a unit test keeps it so), hence of this shape.
const RULES_CALIBRATION = calibration as unknown as Calibration;

export const confidenceOf = (signal: SignalId, evidence: string): number =>
  confidenceUnder(RULES_CALIBRATION, signal, evidence);

/**
 * The threshold of a signal: null when its matches are only ever possible; 0 for a signal the
 * calibration has never seen (always shown).
 */
export const thresholdOf = (signal: SignalId): number | null => {
  const entry = RULES_CALIBRATION[signal];
  return entry === undefined ? 0 : entry.threshold;
};

export function isShown(signal: SignalId, confidence: number): boolean {
  const threshold = thresholdOf(signal);
  return threshold !== null && confidence >= threshold;
}
