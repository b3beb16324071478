// Scores classifier output against hand labels: per-signal precision/recall/F1, noise
// precision/recall, macro-F1 over the signals a split has positives for (and over those with
// enough positives to be steady), micro-F1 over all (commit, signal) pairs, and a bootstrap range
// for macro-F1. Pure: the caller brings labels, predictions and the random source.
import type { SignalId } from '@gitsignals/domain';

/**
 * Positives a signal needs before its F1 counts in the steady macro-F1: with fewer, one commit
 * moves the signal's F1 by 0.2 or more, and the mean by several hundredths.
 */
export const STEADY_SUPPORT = 5;

export interface Scored {
  signals: readonly SignalId[];
  noise: string | null;
}

export interface Pair {
  label: Scored;
  predicted: Scored;
}

export interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

export interface Score extends Counts {
  /** Labelled positives. */
  support: number;
  precision: number;
  recall: number;
  f1: number;
}

export interface SplitReport {
  commits: number;
  perSignal: Map<SignalId, Score>;
  noise: Score & { reasonAgreement: number };
  /** Mean F1 over signals with support in this split. */
  macroF1: number;
  /** Mean F1 over signals with at least STEADY_SUPPORT positives in this split. */
  steadyMacroF1: number;
  /** How many signals the steady macro-F1 averages over. */
  steadySignals: number;
  microF1: number;
  /** Of every (commit, signal) the classifier gave, the share the labels hold too. */
  microPrecision: number;
}

const meanF1 = (scores: readonly Score[]): number =>
  scores.length === 0 ? 0 : scores.reduce((sum, s) => sum + s.f1, 0) / scores.length;

export function score(c: Counts): Score {
  const precision = c.tp + c.fp === 0 ? (c.fn === 0 ? 1 : 0) : c.tp / (c.tp + c.fp);
  const recall = c.tp + c.fn === 0 ? 1 : c.tp / (c.tp + c.fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { ...c, support: c.tp + c.fn, precision, recall, f1 };
}

export function evaluateSplit(pairs: readonly Pair[], signals: readonly SignalId[]): SplitReport {
  const perSignal = new Map<SignalId, Score>();
  const micro: Counts = { tp: 0, fp: 0, fn: 0 };
  for (const id of signals) {
    const c: Counts = { tp: 0, fp: 0, fn: 0 };
    for (const { label, predicted } of pairs) {
      const want = label.signals.includes(id);
      const got = predicted.signals.includes(id);
      if (want && got) c.tp += 1;
      else if (got) c.fp += 1;
      else if (want) c.fn += 1;
    }
    micro.tp += c.tp;
    micro.fp += c.fp;
    micro.fn += c.fn;
    perSignal.set(id, score(c));
  }
  const noise: Counts = { tp: 0, fp: 0, fn: 0 };
  let sameReason = 0;
  for (const { label, predicted } of pairs) {
    const want = label.noise !== null;
    const got = predicted.noise !== null;
    if (want && got) {
      noise.tp += 1;
      if (label.noise === predicted.noise) sameReason += 1;
    } else if (got) noise.fp += 1;
    else if (want) noise.fn += 1;
  }
  const scores = [...perSignal.values()];
  const steady = scores.filter((s) => s.support >= STEADY_SUPPORT);
  return {
    commits: pairs.length,
    perSignal,
    noise: { ...score(noise), reasonAgreement: noise.tp === 0 ? 0 : sameReason / noise.tp },
    macroF1: meanF1(scores.filter((s) => s.support > 0)),
    steadyMacroF1: meanF1(steady),
    steadySignals: steady.length,
    microF1: score(micro).f1,
    microPrecision: score(micro).precision,
  };
}

export interface BootstrapRange {
  low: number;
  high: number;
}

/**
 * 95% percentile bootstrap of both macro-F1s: commits are resampled with replacement. The
 * steady set of signals is fixed by the full split, so a resample that happens to draw four
 * positives of a steady signal does not drop it; a signal without positives in a resample is left
 * out of that resample's mean (its F1 is undefined there).
 */
export function bootstrapMacroF1(
  pairs: readonly Pair[],
  signals: readonly SignalId[],
  random: () => number,
  resamples = 2000,
): { all: BootstrapRange; steady: BootstrapRange } {
  const full = evaluateSplit(pairs, signals);
  const steadyIds = signals.filter(
    (id) => (full.perSignal.get(id)?.support ?? 0) >= STEADY_SUPPORT,
  );
  const all: number[] = [];
  const steady: number[] = [];
  for (let r = 0; r < resamples; r += 1) {
    const sample = Array.from(
      { length: pairs.length },
      () => pairs[Math.floor(random() * pairs.length)] as Pair,
    );
    const report = evaluateSplit(sample, signals);
    all.push(report.macroF1);
    steady.push(
      meanF1(
        steadyIds
          .map((id) => report.perSignal.get(id))
          .filter((s): s is Score => s !== undefined && s.support > 0),
      ),
    );
  }
  return { all: percentileRange(all), steady: percentileRange(steady) };
}

function percentileRange(values: number[]): BootstrapRange {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number): number =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { low: at(0.025), high: at(0.975) };
}
