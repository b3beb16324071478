// Scores classifier output against hand labels: per-signal precision/recall/F1, noise
// precision/recall, macro-F1 over the signals a split has positives for, and micro-F1 over all
// (commit, signal) pairs. Pure: the caller brings labels and predictions.
import type { SignalId } from '../src/signal-ids';

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
  microF1: number;
}

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
  const supported = [...perSignal.values()].filter((s) => s.support > 0);
  const macroF1 =
    supported.length === 0 ? 0 : supported.reduce((sum, s) => sum + s.f1, 0) / supported.length;
  return {
    commits: pairs.length,
    perSignal,
    noise: { ...score(noise), reasonAgreement: noise.tp === 0 ? 0 : sameReason / noise.tp },
    macroF1,
    microF1: score(micro).f1,
  };
}
