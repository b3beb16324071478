// LLM calls: one row per request to a model, with its tokens, cost and outcome, so spending can
// be audited and budgeted.
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { llmCalls } from '../schema/index';

/** `refused`: the model declined to answer (a refusal, a content filter). */
export type LlmCallOutcome = 'ok' | 'invalid' | 'refused' | 'error' | 'timeout';

export interface LlmCallRecord {
  /** What the call was for, e.g. 'feed_item'. */
  purpose: string;
  provider: string;
  model: string;
  inputTokens: number;
  outputTokens: number;
  costUsd: number;
  durationMs: number;
  outcome: LlmCallOutcome;
}

export async function insertLlmCall(db: Database, call: LlmCallRecord): Promise<void> {
  await db.insert(llmCalls).values({
    ...call,
    // numeric(12, 6): six decimals is a millionth of a dollar, finer than any price list.
    costUsd: call.costUsd.toFixed(6),
    durationMs: Math.round(call.durationMs),
  });
}

/** Calls recorded since a moment (all when omitted), oldest first. */
export async function listLlmCallsSince(db: Database, since?: Date) {
  const rows = await db
    .select()
    .from(llmCalls)
    .where(since ? gte(llmCalls.createdAt, since) : undefined)
    .orderBy(asc(llmCalls.id));
  return rows.map((r) => ({ ...r, costUsd: Number(r.costUsd) }));
}

export interface LlmSpending {
  calls: number;
  inputTokens: number;
  outputTokens: number;
  costUsd: number;
  /** Calls per outcome. */
  outcomes: Partial<Record<LlmCallOutcome, number>>;
}

/** Calls, tokens and cost since a moment (of one purpose, or all), for a run's closing line and budgets. */
export async function countLlmSpendingSince(
  db: Database,
  since: Date,
  purpose?: string,
): Promise<LlmSpending> {
  const rows = await db
    .select({
      outcome: llmCalls.outcome,
      calls: sql<number>`count(*)::int`,
      inputTokens: sql<number>`coalesce(sum(${llmCalls.inputTokens}), 0)::int`,
      outputTokens: sql<number>`coalesce(sum(${llmCalls.outputTokens}), 0)::int`,
      costUsd: sql<string>`coalesce(sum(${llmCalls.costUsd}), 0)`,
    })
    .from(llmCalls)
    .where(
      and(
        gte(llmCalls.createdAt, since),
        purpose === undefined ? undefined : eq(llmCalls.purpose, purpose),
      ),
    )
    .groupBy(llmCalls.outcome);
  const total: LlmSpending = {
    calls: 0,
    inputTokens: 0,
    outputTokens: 0,
    costUsd: 0,
    outcomes: {},
  };
  for (const r of rows) {
    total.calls += Number(r.calls);
    total.inputTokens += Number(r.inputTokens);
    total.outputTokens += Number(r.outputTokens);
    total.costUsd += Number(r.costUsd);
    total.outcomes[r.outcome as LlmCallOutcome] = Number(r.calls);
  }
  return total;
}

/** Calls, tokens, cost and fallbacks (calls not answered `ok`) per UTC day and model since a moment. */
export async function countLlmCallsPerDayAndModel(db: Database, since: Date) {
  const day = sql<string>`to_char(${llmCalls.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day,
      provider: llmCalls.provider,
      model: llmCalls.model,
      calls: sql<number>`count(*)::int`,
      inputTokens: sql<number>`coalesce(sum(${llmCalls.inputTokens}), 0)::bigint`,
      outputTokens: sql<number>`coalesce(sum(${llmCalls.outputTokens}), 0)::bigint`,
      costUsd: sql<string>`coalesce(sum(${llmCalls.costUsd}), 0)`,
      fallbacks: sql<number>`(count(*) filter (where ${llmCalls.outcome} <> 'ok'))::int`,
    })
    .from(llmCalls)
    .where(gte(llmCalls.createdAt, since))
    .groupBy(day, llmCalls.provider, llmCalls.model)
    .orderBy(sql`1 desc`, asc(llmCalls.provider), asc(llmCalls.model));
  return rows.map((r) => ({
    ...r,
    calls: Number(r.calls),
    inputTokens: Number(r.inputTokens),
    outputTokens: Number(r.outputTokens),
    costUsd: Number(r.costUsd),
    fallbacks: Number(r.fallbacks),
  }));
}
