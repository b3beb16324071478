// Why a classification call gave no usable answer, as a fallback reason and an llm_calls outcome.
// Refusals arrive differently per provider: a stop reason the SDK maps to 'content-filter'
// (Anthropic's "refusal", Gemini's "SAFETY", a Chat Completions message with `refusal` set), or
// a Responses API content part of type "refusal", which only the raw body shows.
import type { LlmCallOutcome } from '@gitsignals/db';
import {
  JSONParseError,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  TypeValidationError,
  type FinishReason,
} from 'ai';
import type { FallbackReason } from './commit-classifier';

export interface CallFailure {
  reason: FallbackReason;
  outcome: LlmCallOutcome;
  detail: string;
}

function refusalInBody(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const { choices, output } = body as { choices?: unknown; output?: unknown };
  const chat = Array.isArray(choices) ? choices : [];
  const responses = Array.isArray(output) ? output : [];
  return (
    chat.some((c: { message?: { refusal?: unknown } }) => Boolean(c?.message?.refusal)) ||
    responses.some((o: { content?: unknown }) =>
      (Array.isArray(o?.content) ? o.content : []).some(
        (part: { type?: unknown }) => part?.type === 'refusal',
      ),
    )
  );
}

export function isRefusal(finishReason: FinishReason | undefined, body?: unknown): boolean {
  return finishReason === 'content-filter' || refusalInBody(body);
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function failureOf(error: unknown, signal: AbortSignal): CallFailure {
  if (signal.aborted) return { reason: 'timeout', outcome: 'timeout', detail: 'timed out' };
  if (NoObjectGeneratedError.isInstance(error)) {
    const body = (error.response as { body?: unknown } | undefined)?.body;
    if (isRefusal(error.finishReason, body))
      return { reason: 'refusal', outcome: 'refused', detail: `refused: ${error.text ?? ''}` };
    if (TypeValidationError.isInstance(error.cause))
      return { reason: 'schema', outcome: 'invalid', detail: messageOf(error) };
    if (JSONParseError.isInstance(error.cause) || error.cause === undefined)
      return { reason: 'malformed', outcome: 'invalid', detail: messageOf(error) };
    return { reason: 'schema', outcome: 'invalid', detail: messageOf(error) };
  }
  // No text at all, and no refusal said so: an empty answer is as useless as a malformed one.
  if (NoOutputGeneratedError.isInstance(error))
    return { reason: 'malformed', outcome: 'invalid', detail: messageOf(error) };
  return { reason: 'error', outcome: 'error', detail: messageOf(error) };
}
