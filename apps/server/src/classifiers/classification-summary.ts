// What a run's classification came to: commits decided by the model (now or before) and by the
// rules (and why), candidates dropped, calls, tokens and cost; and its closing line.
import type { LlmCallOutcome } from '@gitsignals/db';
import {
  DROP_REASON_TEXT,
  FALLBACK_REASON_TEXT,
  type ClassificationRun,
  type DropReason,
  type FallbackReason,
} from './commit-classifier';

export interface ClassificationSummary {
  classifier: string;
  /** Commits the rules do not call noise: the ones the model is for. */
  commits: number;
  /** Decided by the model in an earlier run: no call. */
  cached: number;
  /** Decided by the model in this run. */
  answered: number;
  /** Decided by the rules in this run, by reason. */
  fallbacks: Partial<Record<FallbackReason, number>>;
  /** Decided by the rules without asking: the model failed on them too often before. */
  givenUp: number;
  dropped: Partial<Record<DropReason, number>>;
  calls: number;
  outcomes: Partial<Record<LlmCallOutcome, number>>;
  inputTokens: number;
  outputTokens: number;
  costUsd: number;
}

export const emptySummary = (classifier: string): ClassificationSummary => ({
  classifier,
  commits: 0,
  cached: 0,
  answered: 0,
  fallbacks: {},
  givenUp: 0,
  dropped: {},
  calls: 0,
  outcomes: {},
  inputTokens: 0,
  outputTokens: 0,
  costUsd: 0,
});

function add<K extends string>(into: Partial<Record<K, number>>, key: K, n = 1): void {
  into[key] = (into[key] ?? 0) + n;
}

/** Adds what one classify() call decided and spent. */
export function addRun(summary: ClassificationSummary, run: ClassificationRun): void {
  for (const d of run.decisions) {
    if (d.decidedBy === 'llm') summary.answered += 1;
    else add(summary.fallbacks, d.reason);
    for (const x of d.dropped) add(summary.dropped, x.reason as DropReason);
  }
  for (const x of run.strays) add(summary.dropped, x.reason as DropReason);
  for (const call of run.calls) {
    summary.calls += 1;
    add(summary.outcomes, call.outcome);
    summary.inputTokens += call.inputTokens;
    summary.outputTokens += call.outputTokens;
    summary.costUsd += call.costUsd;
  }
}

/** Two runs' summaries as one (projects of one command). */
export function mergeSummaries(
  a: ClassificationSummary | null,
  b: ClassificationSummary | null,
): ClassificationSummary | null {
  if (!a || !b) return a ?? b;
  const out = { ...a, fallbacks: { ...a.fallbacks }, dropped: { ...a.dropped } };
  out.outcomes = { ...a.outcomes };
  for (const key of ['commits', 'cached', 'answered', 'givenUp', 'calls'] as const)
    out[key] += b[key];
  out.inputTokens += b.inputTokens;
  out.outputTokens += b.outputTokens;
  out.costUsd += b.costUsd;
  for (const [k, n] of Object.entries(b.fallbacks)) add(out.fallbacks, k as FallbackReason, n);
  for (const [k, n] of Object.entries(b.dropped)) add(out.dropped, k as DropReason, n);
  for (const [k, n] of Object.entries(b.outcomes)) add(out.outcomes, k as LlmCallOutcome, n);
  return out;
}

const n = (x: number): string => x.toLocaleString('en-US');

/** "3 timed out, 2 refused", most first; in the texts' order on a tie. */
function counted<K extends string>(counts: Partial<Record<K, number>>, text: Record<K, string>) {
  const order = Object.keys(text);
  return (Object.entries(counts) as [K, number][])
    .filter(([, c]) => c > 0)
    .sort((a, b) => b[1] - a[1] || order.indexOf(a[0]) - order.indexOf(b[0]))
    .map(([k, c]) => `${n(c)} ${text[k]}`)
    .join(', ');
}

export const fallbackCount = (s: ClassificationSummary): number =>
  Object.values(s.fallbacks).reduce((a, b) => a + b, 0) + s.givenUp;

/** "8 timed out, 2 missing from the answer": why the rules decided, most first. */
export function fallbackReasons(s: ClassificationSummary): string {
  const reasons = [counted(s.fallbacks, FALLBACK_REASON_TEXT)];
  if (s.givenUp > 0) reasons.push(`${n(s.givenUp)} no longer asked after failed attempts`);
  return reasons.filter(Boolean).join(', ');
}

/**
 * "Classification by openai:gpt-4.1-mini: 40 commits, 30 by the model (10 answered before), 10 by
 * the rules (8 timed out, 2 missing from the answer); 2 calls (1 ok, 1 timeout), 9,120 input and
 * 1,204 output tokens, $0.0056; 1 candidate dropped (1 unknown signal)". Null without commits.
 */
export function classificationLine(s: ClassificationSummary | null): string | null {
  if (!s || s.commits === 0) return null;
  const reasons = fallbackReasons(s);
  const outcomes = counted(s.outcomes, {
    ok: 'ok',
    invalid: 'invalid',
    refused: 'refused',
    error: 'error',
    timeout: 'timeout',
  });
  const dropped = Object.values(s.dropped).reduce((a, b) => a + b, 0);
  return [
    `Classification by ${s.classifier}: ${n(s.commits)} commits, `,
    `${n(s.answered + s.cached)} by the model`,
    s.cached > 0 ? ` (${n(s.cached)} answered before)` : '',
    `, ${n(fallbackCount(s))} by the rules${reasons ? ` (${reasons})` : ''}; `,
    `${n(s.calls)} call${s.calls === 1 ? '' : 's'}${outcomes ? ` (${outcomes})` : ''}, `,
    `${n(s.inputTokens)} input and ${n(s.outputTokens)} output tokens, $${s.costUsd.toFixed(4)}`,
    dropped > 0
      ? `; ${n(dropped)} candidate${dropped === 1 ? '' : 's'} dropped (${counted(s.dropped, DROP_REASON_TEXT)})`
      : '',
  ].join('');
}
