// LLM calls: one row per request to a model, with its tokens, cost and outcome, so spending can
// be audited and budgeted.
import { asc, gte } from 'drizzle-orm';
import type { Database } from '../client';
import { llmCalls } from '../schema/index';

export type LlmCallOutcome = 'ok' | 'invalid' | 'error' | 'timeout';

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

export async function recordLlmCall(db: Database, call: LlmCallRecord): Promise<void> {
  await db.insert(llmCalls).values({
    ...call,
    // numeric(12, 6): six decimals is a millionth of a dollar, finer than any price list.
    costUsd: call.costUsd.toFixed(6),
    durationMs: Math.round(call.durationMs),
  });
}

/** Calls recorded since a moment (all when omitted), oldest first. */
export async function llmCallsSince(db: Database, since?: Date) {
  const rows = await db
    .select()
    .from(llmCalls)
    .where(since ? gte(llmCalls.createdAt, since) : undefined)
    .orderBy(asc(llmCalls.id));
  return rows.map((r) => ({ ...r, costUsd: Number(r.costUsd) }));
}
