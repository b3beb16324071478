// One classification call for one batch: the prompt, the structured answer, its check, and the
// call's llm_calls row. Any failure (timeout, refusal, not JSON, not the schema, a provider error)
// hands every commit of the batch back to the rules with that reason.
import type { CommitInput } from '@gitsignals/analysis';
import type { DroppedCandidate, LlmCallRecord } from '@gitsignals/db';
import { generateText, Output } from 'ai';
import { MAX_OUTPUT_TOKENS, paidUsage, recordCall, type LlmWriting } from '../writers/llm-call';
import { failureOf, isRefusal, type CallFailure } from './call-failure';
import {
  checkAnswer,
  classificationSchema,
  type CheckedAnswer,
  type ClassificationAnswer,
} from './classification-answer';
import {
  CLASSIFICATION_SYSTEM_PROMPT,
  classificationPrompt,
  promptCommitsOf,
} from './classification-prompt';
import type { CommitDecision, FallbackReason } from './commit-classifier';
import { CLASSIFICATION_PURPOSE } from './daily-budget';

export interface BatchResult {
  decisions: CommitDecision[];
  strays: DroppedCandidate[];
  call: LlmCallRecord | null;
}

/** The commits of a batch, each handed to the rules for the same reason. */
export const fellBack = (
  batch: readonly CommitInput[],
  reason: FallbackReason,
  asked: boolean,
): CommitDecision[] =>
  batch.map((c) => ({ sha: c.sha, decidedBy: 'rules', reason, dropped: [], asked }));

function decisionsOf(batch: readonly CommitInput[], checked: CheckedAnswer): CommitDecision[] {
  return batch.map((c): CommitDecision => {
    const answer = checked.answered.get(c.sha);
    if (!answer)
      return { sha: c.sha, decidedBy: 'rules', reason: 'missing', dropped: [], asked: true };
    return { sha: c.sha, decidedBy: 'llm', candidates: answer.candidates, dropped: answer.dropped };
  });
}

/** The parsed answer, or why there is none (an empty answer throws when read). */
function outputOf(
  result: { output: ClassificationAnswer },
  signal: AbortSignal,
): { output: ClassificationAnswer } | { failure: CallFailure } {
  try {
    return { output: result.output };
  } catch (error) {
    return { failure: failureOf(error, signal) };
  }
}

/** Asks the model about one batch; never throws for the model's failures. */
export async function classifyBatch(
  writing: LlmWriting,
  batch: readonly CommitInput[],
): Promise<BatchResult> {
  const { config, deps, model } = writing;
  let call: LlmCallRecord | null = null;
  const recording: LlmWriting = {
    ...writing,
    deps: {
      ...deps,
      onCall: (c) => {
        call = c;
        deps.onCall?.(c);
      },
    },
  };
  const prompted = promptCommitsOf(batch);
  const started = deps.now().getTime();
  const signal = AbortSignal.timeout(config.timeoutMs);
  let failure: CallFailure;
  try {
    const result = await generateText({
      model,
      system: CLASSIFICATION_SYSTEM_PROMPT,
      prompt: classificationPrompt(prompted),
      output: Output.object({ schema: classificationSchema, name: 'commit_signals' }),
      maxOutputTokens: MAX_OUTPUT_TOKENS,
      maxRetries: config.maxRetries,
      abortSignal: signal,
    });
    const usage = result.totalUsage;
    // A refusal with no text leaves no output to read: say why before asking for it.
    if (isRefusal(result.finishReason, result.response.body)) {
      failure = { reason: 'refusal', outcome: 'refused', detail: 'refused' };
    } else {
      const answer = outputOf(result, signal);
      if ('failure' in answer) failure = answer.failure;
      else {
        const checked = checkAnswer(answer.output, prompted);
        await recordCall(recording, CLASSIFICATION_PURPOSE, started, 'ok', usage);
        return { decisions: decisionsOf(batch, checked), strays: checked.strays, call };
      }
    }
    await recordCall(recording, CLASSIFICATION_PURPOSE, started, failure.outcome, usage);
  } catch (error) {
    failure = failureOf(error, signal);
    await recordCall(recording, CLASSIFICATION_PURPOSE, started, failure.outcome, paidUsage(error));
  }
  deps.log('warn', `LLM classifier fell back to the rules: ${failure.detail}`, {
    commits: batch.length,
    provider: config.provider,
    model: config.model,
  });
  return {
    decisions: fellBack(batch, failure.reason, true),
    strays: [],
    call,
  };
}
