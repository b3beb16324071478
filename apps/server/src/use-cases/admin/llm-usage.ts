// The console's LLM screen: calls, tokens, cost and fallbacks per UTC day and model over the last
// 30 days (today included), from `llm_calls`; each call's cost was recorded at the list prices of
// writers/prices.ts, and a model missing there is flagged, since its calls count as free.
import { countLlmCallsPerDayAndModel, type Database } from '@gitsignals/db';
import { daysAgo, utcMidnight } from '@gitsignals/domain';
import { priceOf } from '../../writers/prices';

export const LLM_USAGE_DAYS = 30;

export async function llmUsage(deps: { db: Database; now: () => Date }) {
  const since = daysAgo(deps.now(), LLM_USAGE_DAYS);
  const rows = (await countLlmCallsPerDayAndModel(deps.db, utcMidnight(since))).map((row) => ({
    ...row,
    priced: priceOf(row.model) !== null,
  }));
  const totals = { calls: 0, inputTokens: 0, outputTokens: 0, costUsd: 0, fallbacks: 0 };
  for (const row of rows) {
    totals.calls += row.calls;
    totals.inputTokens += row.inputTokens;
    totals.outputTokens += row.outputTokens;
    totals.costUsd += row.costUsd;
    totals.fallbacks += row.fallbacks;
  }
  totals.costUsd = Math.round(totals.costUsd * 1e6) / 1e6;
  return { since, rows, totals };
}
