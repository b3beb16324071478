// Counts, on the labelled dev commits, how precise each rule's evidence is, and chooses each
// signal's threshold: the confidence at which its matches are shown (ADR 037). Writes
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
  type SignalCalibration,
} from '../src/confidence/signal-confidence';
import { COMMIT_SIGNALS, labelledCommit, readLabels, type Label } from './evaluate';

/** Shown matches must be at least this precise on dev, measured out of fold. */
export const TARGET_PRECISION = 0.9;
/** Folds of the dev commits for the out-of-fold confidences the thresholds are chosen on. */
export const FOLDS = 5;

/** One rule match on a labelled commit: was the signal really there? */
export interface Match {
  sha: string;
  signal: SignalId;
  evidence: string;
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
      matches.push({ sha: label.sha, signal: c.signal, evidence: c.evidence, positive });
    }
  }
  return { matches, positives };
}

type Counts = [number, number];
const add = (counts: Counts | undefined, positive: boolean): Counts => {
  const [tp, fp] = counts ?? [0, 0];
  return positive ? [tp + 1, fp] : [tp, fp + 1];
};

/** [tp, fp] per signal and per evidence; thresholds left open. */
export function tally(matches: readonly Match[]): Calibration {
  const table: Calibration = {};
  for (const m of matches) {
    const entry: SignalCalibration = table[m.signal] ?? {
      threshold: 0,
      total: [0, 0],
      evidence: {},
    };
    entry.total = add(entry.total, m.positive);
    entry.evidence[m.evidence] = add(entry.evidence[m.evidence], m.positive);
    table[m.signal] = entry;
  }
  return table;
}

const foldOf = (sha: string): number => Number.parseInt(sha.slice(0, 8), 16) % FOLDS;

/** Each match's confidence under a calibration counted without its own fold. */
export function outOfFold(matches: readonly Match[]): { match: Match; confidence: number }[] {
  const out: { match: Match; confidence: number }[] = [];
  for (let fold = 0; fold < FOLDS; fold += 1) {
    const table = tally(matches.filter((m) => foldOf(m.sha) !== fold));
    for (const m of matches.filter((x) => foldOf(x.sha) === fold)) {
      out.push({ match: m, confidence: confidenceUnder(table, m.signal, m.evidence) });
    }
  }
  return out;
}

const round = (n: number): number => Math.round(n * 10_000) / 10_000;

/**
 * The lowest threshold whose shown matches keep TARGET_PRECISION, out of fold; among those the
 * one with the best F1. Null when no threshold keeps it: the signal is then only ever possible.
 */
export function chooseThreshold(
  scored: readonly { positive: boolean; confidence: number }[],
  positives: number,
): number | null {
  const levels = [...new Set(scored.map((s) => round(s.confidence)))].sort((a, b) => a - b);
  let best: { threshold: number; f1: number } | null = null;
  for (const t of levels) {
    const shown = scored.filter((s) => round(s.confidence) >= t);
    const tp = shown.filter((s) => s.positive).length;
    if (tp === 0 || tp / shown.length < TARGET_PRECISION) continue;
    const f1 = (2 * tp) / (shown.length + positives);
    if (best === null || f1 > best.f1) best = { threshold: t, f1 };
  }
  return best?.threshold ?? null;
}

/** The calibration of the rules on these labelled commits. */
export function calibrate(labels: readonly Label[]): Calibration {
  const { matches, positives } = matchesOf(labels);
  const table = tally(matches);
  const oof = outOfFold(matches);
  for (const signal of COMMIT_SIGNALS) {
    const entry = table[signal];
    if (entry === undefined) continue;
    const scored = oof
      .filter((o) => o.match.signal === signal)
      .map((o) => ({ positive: o.match.positive, confidence: o.confidence }));
    entry.threshold = chooseThreshold(scored, positives.get(signal) ?? 0);
  }
  return sortedKeys(table);
}

/** Signals in the vocabulary's order and evidence names sorted, so the file diffs cleanly. */
function sortedKeys(table: Calibration): Calibration {
  const out: Calibration = {};
  for (const signal of COMMIT_SIGNALS) {
    const entry = table[signal];
    if (entry === undefined) continue;
    const evidence = Object.fromEntries(
      Object.entries(entry.evidence).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    );
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
