// One insights test prompt through one model family: the model's raw text, its usage and cost,
// and a row in llm_calls (purpose 'insights_test') whatever the outcome. Failures become
// InsightsTestFailures whose messages say what happened and to which model.
import type { InsightsTestModel, InsightsTestResponse } from '@gitsignals/contracts';
import { insertLlmCall, type Database, type LlmCallOutcome } from '@gitsignals/db';
import { APICallError, generateText, RetryError } from 'ai';
import { languageModelOf } from '../writers/llm-model';
import { costOf } from '../writers/prices';
import { InsightsTestFailure } from './failure';
import { FAMILIES, llmConfigOf, type InsightsTestConfig } from './models';

/** Room for a long answer, and for a reasoning model's hidden thinking before it. */
const MAX_OUTPUT_TOKENS = 8000;

export interface RunPromptDeps {
  db: Database;
  now: () => Date;
  log: (message: string, details: Record<string, unknown>) => void;
}

/** The provider's own message, without the SDK's wrapping ("Failed after 3 attempts…"). */
function providerMessage(error: unknown): { status: number | undefined; message: string } {
  const last = RetryError.isInstance(error) ? error.lastError : error;
  if (APICallError.isInstance(last)) return { status: last.statusCode, message: last.message };
  return { status: undefined, message: last instanceof Error ? last.message : String(last) };
}

export async function runPrompt(
  config: InsightsTestConfig,
  model: InsightsTestModel,
  prompt: string,
  deps: RunPromptDeps,
): Promise<InsightsTestResponse> {
  const setup = llmConfigOf(config, model);
  if (!setup.ok)
    throw new InsightsTestFailure('model_not_configured', setup.message, setup.operatorDetail);
  const { llm } = setup;
  const label = FAMILIES[model].label;
  const started = deps.now().getTime();
  const signal = AbortSignal.timeout(config.timeoutMs);

  const record = (outcome: LlmCallOutcome, inputTokens: number, outputTokens: number) =>
    // A lost audit row must not cost the user the answer: log it and go on.
    insertLlmCall(deps.db, {
      purpose: 'insights_test',
      provider: llm.provider,
      model: llm.model,
      inputTokens,
      outputTokens,
      costUsd: costOf(llm.model, inputTokens, outputTokens),
      durationMs: deps.now().getTime() - started,
      outcome,
    }).catch((err: unknown) => deps.log('could not record an LLM call', { err: String(err) }));

  try {
    const result = await generateText({
      model: languageModelOf(llm),
      prompt,
      maxOutputTokens: MAX_OUTPUT_TOKENS,
      maxRetries: config.maxRetries,
      abortSignal: signal,
    });
    const inputTokens = result.totalUsage.inputTokens ?? 0;
    const outputTokens = result.totalUsage.outputTokens ?? 0;
    await record('ok', inputTokens, outputTokens);
    return {
      model,
      model_id: llm.model,
      provider: llm.provider,
      result: result.text,
      usage: { input_tokens: inputTokens, output_tokens: outputTokens },
      cost_usd: costOf(llm.model, inputTokens, outputTokens),
      duration_ms: Math.max(0, Math.round(deps.now().getTime() - started)),
      finish_reason: result.finishReason,
    };
  } catch (error) {
    if (signal.aborted) {
      await record('timeout', 0, 0);
      throw new InsightsTestFailure(
        'model_timeout',
        `The ${label} model (${llm.model}) did not answer within ${Math.round(config.timeoutMs / 1000)} seconds. Please try again.`,
      );
    }
    await record('error', 0, 0);
    const { status, message } = providerMessage(error);
    deps.log('insights test call failed', { model: llm.model, status, message });
    const refusedKey = status === 401 || status === 403;
    // A refused key is the operator's to fix: the user is told the model is unavailable, the
    // log says which variable to check.
    if (refusedKey)
      throw new InsightsTestFailure(
        'model_error',
        `The ${label} model isn't available on this GitSignals server right now. Please try another model or try again later.`,
        `the ${label} provider refused the configured key (${status}): check ${FAMILIES[model].keyVariable}`,
      );
    throw new InsightsTestFailure(
      'model_error',
      `The ${label} model (${llm.model}) failed: ${status ? `${status} ` : ''}${message}`,
    );
  }
}
