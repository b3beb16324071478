// Counts, on the labelled dev commits, how precise each rule's evidence is in each context, and
// chooses each signal's threshold: the confidence at which its matches are shown (ADR 037). Writes
// src/confidence/calibration.json; the unit test fails when that file no longer matches the
// rules and labels, so a rule change is always recalibrated.
// Usage: npx tsx packages/analysis/eval/calibrate.ts
import { type SignalId } from '@gitsignals/domain';
import { writeFileSync } from 'node:fs';
import { format } from 'prettier';
import { analyseCommit } from '../src/classify-commit';
import {
  confidenceUnder,
  type Calibration,
  type Counts,
  type SignalCalibration,
} from '../src/confidence/signal-confidence';
import { COMMIT_SIGNALS, labelledCommit, readLabels, type Label } from './evaluate';

/**
 * Shown matches must be at least this precise on dev. Above the held-out target (0.85,
 * thresholds.ts): new repositories word things the dev ones did not, and precision drops there.
 */
export const TARGET_PRECISION = 0.9;
/**
 * No match is shown on evidence that was right less often than this on dev, however precise the
 * signal's other evidence: with the best-F1 threshold alone, a branch right 65% of the time was
 * shown because the strong branches left room for it, and on new repositories the weak one
 * decides precision.
 */
export const MIN_CONFIDENCE = 0.8;

/** One rule match on a labelled commit: was the signal really there? */
export interface Match {
  signal: SignalId;
  evidence: string;
  context: string;
  positive: boolean;
}

/** Every rule match (shown or not) on the labelled commits, and the positives per signal. */
export function matchesOf(labels: readonly Label[]): {
  matches: Match[];
  positives: Map<SignalId, number>;
} {
  const matches: Match[] = [];
  const positives = new Map<SignalId, number>();
  for (const label of labels) {
    for (const s of label.signals) positives.set(s, (positives.get(s) ?? 0) + 1);
    for (const c of analyseCommit(labelledCommit(label)).candidates) {
      const positive = label.noise === null && label.signals.includes(c.signal);
      const [evidence = c.evidence, context = ''] = c.evidence.split('@');
      matches.push({ signal: c.signal, evidence, context, positive });
    }
  }
  return { matches, positives };
}

const add = (counts: Counts | undefined, positive: boolean): Counts => {
  const [tp, fp] = counts ?? [0, 0];
  return positive ? [tp + 1, fp] : [tp, fp + 1];
};

/** [tp, fp] per signal, per evidence and per context; thresholds left open. */
export function tally(matches: readonly Match[]): Calibration {
  const table: Calibration = {};
  for (const m of matches) {
    const entry: SignalCalibration = table[m.signal] ?? {
      threshold: 0,
      total: [0, 0],
      evidence: {},
    };
    entry.total = add(entry.total, m.positive);
    const ev = entry.evidence[m.evidence] ?? { total: [0, 0], contexts: {} };
    ev.total = add(ev.total, m.positive);
    ev.contexts[m.context] = add(ev.contexts[m.context], m.positive);
    entry.evidence[m.evidence] = ev;
    table[m.signal] = entry;
  }
  return table;
}

/** Rounded down, so the stored threshold never rises above the confidence it was chosen at. */
const floor4 = (n: number): number => Math.floor(n * 10_000) / 10_000;

/**
 * The threshold, at least MIN_CONFIDENCE, whose shown matches keep TARGET_PRECISION with the
 * best F1. Null when no threshold keeps it: the signal is then only ever possible.
 */
export function chooseThreshold(
  scored: readonly { positive: boolean; confidence: number }[],
  positives: number,
): number | null {
  const levels = [...new Set(scored.map((s) => s.confidence))].sort((a, b) => a - b);
  let best: { threshold: number; f1: number } | null = null;
  for (const t of levels) {
    const shown = scored.filter((s) => s.confidence >= t);
    const tp = shown.filter((s) => s.positive).length;
    if (tp === 0 || tp / shown.length < TARGET_PRECISION) continue;
    const f1 = (2 * tp) / (shown.length + positives);
    if (t < MIN_CONFIDENCE) continue;
    if (best === null || f1 > best.f1) best = { threshold: floor4(t), f1 };
  }
  return best?.threshold ?? null;
}

/** The calibration of the rules on these labelled commits. */
export function calibrate(labels: readonly Label[]): Calibration {
  const { matches, positives } = matchesOf(labels);
  const table = tally(matches);
  for (const signal of COMMIT_SIGNALS) {
    const entry = table[signal];
    if (entry === undefined) continue;
    // Each branch and context seen on few commits is already shrunk towards its signal, so a
    // threshold on these confidences does not chase a lucky pair of commits.
    const scored = matches
      .filter((m) => m.signal === signal)
      .map((m) => ({
        positive: m.positive,
        confidence: confidenceUnder(table, signal, m.evidence, m.context),
      }));
    entry.threshold = chooseThreshold(scored, positives.get(signal) ?? 0);
  }
  return sortedKeys(table);
}

const byKey = <T>(record: Record<string, T>): Record<string, T> =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/** Signals in the vocabulary's order, evidence and contexts sorted, so the file diffs cleanly. */
function sortedKeys(table: Calibration): Calibration {
  const out: Calibration = {};
  for (const signal of COMMIT_SIGNALS) {
    const entry = table[signal];
    if (entry === undefined) continue;
    const evidence = byKey(entry.evidence);
    for (const ev of Object.values(evidence)) ev.contexts = byKey(ev.contexts);
    out[signal] = { ...entry, evidence };
  }
  return out;
}

export const CALIBRATION_FILE = new URL('../src/confidence/calibration.json', import.meta.url);

export const devLabels = (): Label[] => readLabels().filter((l) => l.split === 'dev');

async function main(): Promise<void> {
  const table = calibrate(devLabels());
  const text = await format(JSON.stringify(table), { parser: 'json' });
  writeFileSync(CALIBRATION_FILE, text);
  for (const [signal, entry] of Object.entries(table)) {
    const [tp, fp] = entry.total;
    process.stdout.write(
      `${signal.padEnd(24)} threshold ${entry.threshold === null ? 'never' : entry.threshold.toFixed(3)}  matches tp ${tp} fp ${fp}\n`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) void main();
