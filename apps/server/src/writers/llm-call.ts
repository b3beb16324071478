// What an LLM writer's calls share (its config, deps and model), and the bookkeeping of one call:
// its llm_calls row (tokens, time, cost, outcome) and why it failed.
import { insertLlmCall, type LlmCallOutcome, type LlmCallRecord } from '@gitsignals/db';
import { NoObjectGeneratedError, type LanguageModel } from 'ai';
import type { LlmConfig } from './llm-config';
import { costOf } from './prices';
import type { WriterDeps } from './writer-deps';

export interface LlmWriting {
  config: LlmConfig;
  deps: WriterDeps;
  model: LanguageModel;
}

/** Room for the JSON answer (and a reasoning model's thinking) without letting a call run away. */
export const MAX_OUTPUT_TOKENS = 4000;

/** Tokens as the AI SDK reports them; a provider may leave either out. */
export interface Usage {
  inputTokens?: number | undefined;
  outputTokens?: number | undefined;
}

/** Records a call that began at `started` (ms): in llm_calls when there is a db, then onCall. */
export async function recordCall(
  { config, deps }: LlmWriting,
  purpose: 'feed_item' | 'insight' | 'classification',
  started: number,
  outcome: LlmCallOutcome,
  usage: Usage | undefined,
): Promise<void> {
  const inputTokens = usage?.inputTokens ?? 0;
  const outputTokens = usage?.outputTokens ?? 0;
  const full: LlmCallRecord = {
    purpose,
    provider: config.provider,
    model: config.model,
    costUsd: costOf(config.model, inputTokens, outputTokens),
    inputTokens,
    outputTokens,
    durationMs: deps.now().getTime() - started,
    outcome,
  };
  if (deps.db) {
    // A lost audit row must not cost the written text: log it and go on.
    await insertLlmCall(deps.db, full).catch((err: unknown) =>
      deps.log('error', 'could not record an LLM call', { err: String(err) }),
    );
  }
  deps.onCall?.(full);
}

export function failureOf(
  error: unknown,
  signal: AbortSignal,
): { outcome: LlmCallOutcome; reason: string } {
  if (signal.aborted) return { outcome: 'timeout', reason: 'timed out' };
  if (NoObjectGeneratedError.isInstance(error))
    return { outcome: 'invalid', reason: `output is not the schema: ${error.message}` };
  return { outcome: 'error', reason: error instanceof Error ? error.message : String(error) };
}

/** What a failed call still cost: a schema miss was paid for in full. */
export const paidUsage = (error: unknown): Usage | undefined =>
  NoObjectGeneratedError.isInstance(error) ? error.usage : undefined;
