// The closing line of a run that used an LLM: calls, outcomes, tokens and what they cost.
import type { LlmSpending } from '@gitsignals/db';

const n = (x: number): string => x.toLocaleString('en-US');

/** "LLM: 42 calls (40 ok, 2 timeout), 30,512 input and 5,021 output tokens, $0.0203"; null without calls. */
export function spendingLine(spending: LlmSpending): string | null {
  if (spending.calls === 0) return null;
  const outcomes = Object.entries(spending.outcomes)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([outcome, calls]) => `${n(calls)} ${outcome}`)
    .join(', ');
  return (
    `LLM: ${n(spending.calls)} call${spending.calls === 1 ? '' : 's'} (${outcomes}), ` +
    `${n(spending.inputTokens)} input and ${n(spending.outputTokens)} output tokens, ` +
    `$${spending.costUsd.toFixed(4)}`
  );
}
