// How sure the rules are of a match, from what matched and where. Each signal's matches are
// counted on the labelled dev commits (eval/calibrate.ts → calibration.json) at three levels: the
// signal, its evidence (the rule branch that matched) and the evidence's context (the commit type,
// or for new features whether a source file was added beside a more specific signal). A level
// seen on few commits is shrunk towards the level above it, so a rare branch borrows its
// signal's precision. A signal is shown when its confidence reaches the threshold chosen there
// (ADR 037).
import type { SignalId } from '@gitsignals/domain';
import calibration from './calibration.json' with { type: 'json' };

/** [true positives, false positives] of matches on the dev commits. */
export type Counts = [number, number];

export interface EvidenceCalibration {
  total: Counts;
  /** Per context of the match (matchContext). */
  contexts: Record<string, Counts>;
}

/** One signal's calibration: its threshold and its counts per evidence and context. */
export interface SignalCalibration {
  /** Shown at or above this confidence; null: no threshold kept its matches precise on dev. */
  threshold: number | null;
  total: Counts;
  evidence: Record<string, EvidenceCalibration>;
}

export type Calibration = Partial<Record<SignalId, SignalCalibration>>;

/** How many dev commits' worth of weight the level above gets against a level's own counts. */
export const PRIOR_WEIGHT = 4;

/** A signal the calibration has never seen: neither sure nor unsure. */
const UNSEEN_PRECISION = 0.5;

const shrunk = ([tp, fp]: Counts, prior: number): number =>
  (tp + PRIOR_WEIGHT * prior) / (tp + fp + PRIOR_WEIGHT);

/** The confidence of a match of `signal` on `evidence` in `context` under a calibration. */
export function confidenceUnder(
  table: Calibration,
  signal: SignalId,
  evidence: string,
  context: string,
): number {
  const entry = table[signal];
  if (entry === undefined) return UNSEEN_PRECISION;
  const ofSignal = shrunk(entry.total, UNSEEN_PRECISION);
  const ev = entry.evidence[evidence];
  if (ev === undefined) return ofSignal;
  const ofEvidence = shrunk(ev.total, ofSignal);
  return shrunk(ev.contexts[context] ?? [0, 0], ofEvidence);
}

// The file is calibrate()'s own output (a unit test keeps it so), hence of this shape.
const RULES_CALIBRATION = calibration as unknown as Calibration;

export const confidenceOf = (signal: SignalId, evidence: string, context: string): number =>
  confidenceUnder(RULES_CALIBRATION, signal, evidence, context);

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
