// What each provider's API answers, byte for byte in shape: a success carrying the model's JSON
// text (and its usage), and an error body. Shapes follow the providers' API references and what
// the AI SDK's response schemas parse (@ai-sdk/openai, anthropic, google, openai-compatible).

export type WireFormat = 'openai-chat' | 'openai-responses' | 'anthropic' | 'google';

export interface Usage {
  inputTokens: number;
  outputTokens: number;
}

let counter = 0;
const id = (prefix: string): string =>
  `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;
const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** What a success body is built from. `viaTool`: Anthropic's json tool mode. */
interface Answer {
  model: string;
  text: string;
  usage: Usage;
  viaTool: boolean;
}

/** One success shape per wire format: a table, so a new format must add its own. */
const SUCCESS_BODIES: Record<WireFormat, (answer: Answer) => unknown> = {
  'openai-chat': ({ model, text, usage }) => ({
    id: id('chatcmpl-'),
    object: 'chat.completion',
    created: nowSeconds(),
    model,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: text, refusal: null, annotations: [] },
        logprobs: null,
        finish_reason: 'stop',
      },
    ],
    usage: {
      prompt_tokens: usage.inputTokens,
      completion_tokens: usage.outputTokens,
      total_tokens: usage.inputTokens + usage.outputTokens,
      prompt_tokens_details: { cached_tokens: 0, audio_tokens: 0 },
      completion_tokens_details: {
        reasoning_tokens: 0,
        audio_tokens: 0,
        accepted_prediction_tokens: 0,
        rejected_prediction_tokens: 0,
      },
    },
    service_tier: 'default',
    system_fingerprint: null,
  }),
  'openai-responses': ({ model, text, usage }) => ({
    id: id('resp_'),
    object: 'response',
    created_at: nowSeconds(),
    status: 'completed',
    error: null,
    incomplete_details: null,
    instructions: null,
    model,
    output: [
      {
        type: 'message',
        id: id('msg_'),
        status: 'completed',
        role: 'assistant',
        content: [{ type: 'output_text', text, annotations: [], logprobs: [] }],
      },
    ],
    parallel_tool_calls: true,
    store: true,
    text: { format: { type: 'json_schema' } },
    usage: {
      input_tokens: usage.inputTokens,
      input_tokens_details: { cached_tokens: 0 },
      output_tokens: usage.outputTokens,
      output_tokens_details: { reasoning_tokens: 0 },
      total_tokens: usage.inputTokens + usage.outputTokens,
    },
  }),
  anthropic: ({ model, text, usage, viaTool }) => ({
    id: id('msg_'),
    type: 'message',
    role: 'assistant',
    model,
    content: viaTool
      ? [{ type: 'tool_use', id: id('toolu_'), name: 'json', input: JSON.parse(text) }]
      : [{ type: 'text', text }],
    stop_reason: viaTool ? 'tool_use' : 'end_turn',
    stop_sequence: null,
    usage: {
      input_tokens: usage.inputTokens,
      output_tokens: usage.outputTokens,
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 0,
      service_tier: 'standard',
    },
  }),
  google: ({ model, text, usage }) => ({
    candidates: [{ content: { parts: [{ text }], role: 'model' }, finishReason: 'STOP', index: 0 }],
    usageMetadata: {
      promptTokenCount: usage.inputTokens,
      candidatesTokenCount: usage.outputTokens,
      totalTokenCount: usage.inputTokens + usage.outputTokens,
      promptTokensDetails: [{ modality: 'TEXT', tokenCount: usage.inputTokens }],
    },
    modelVersion: model,
    responseId: id(''),
  }),
};

/** The model's answer as the provider returns it. `viaTool`: Anthropic's json tool mode. */
export function successBody(
  format: WireFormat,
  model: string,
  text: string,
  usage: Usage,
  options: { viaTool?: boolean } = {},
): unknown {
  return SUCCESS_BODIES[format]({ model, text, usage, viaTool: options.viaTool ?? false });
}

/** The provider's error body for a status (400, 401, 429, 500). */
export function errorBody(format: WireFormat, status: number, message: string): unknown {
  switch (format) {
    case 'openai-chat':
    case 'openai-responses': {
      const type =
        status === 429
          ? 'rate_limit_exceeded'
          : status >= 500
            ? 'server_error'
            : 'invalid_request_error';
      return {
        error: { message, type, param: null, code: status === 429 ? 'rate_limit_exceeded' : null },
      };
    }
    case 'anthropic': {
      const type =
        status === 429
          ? 'rate_limit_error'
          : status === 401
            ? 'authentication_error'
            : status >= 500
              ? 'api_error'
              : 'invalid_request_error';
      return { type: 'error', error: { type, message } };
    }
    case 'google': {
      const grpc =
        status === 429
          ? 'RESOURCE_EXHAUSTED'
          : status === 401
            ? 'UNAUTHENTICATED'
            : status >= 500
              ? 'INTERNAL'
              : 'INVALID_ARGUMENT';
      return { error: { code: status, message, status: grpc } };
    }
  }
}

const REFUSAL = "I'm sorry, but I can't help with that request.";

/**
 * A refusal as each provider sends it: Chat Completions sets `message.refusal` (content null),
 * Responses a content part of type "refusal", Anthropic the stop reason "refusal" with no
 * content, Gemini a candidate finished for SAFETY with no content.
 */
export function refusalBody(format: WireFormat, model: string, usage: Usage): unknown {
  const success = (text: string) =>
    SUCCESS_BODIES[format]({ model, text, usage, viaTool: false }) as Record<string, unknown>;
  switch (format) {
    case 'openai-chat':
      return {
        ...success(''),
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: null, refusal: REFUSAL, annotations: [] },
            logprobs: null,
            finish_reason: 'stop',
          },
        ],
      };
    case 'openai-responses':
      return {
        ...success(''),
        output: [
          {
            type: 'message',
            id: id('msg_'),
            status: 'completed',
            role: 'assistant',
            content: [{ type: 'refusal', refusal: REFUSAL }],
          },
        ],
      };
    case 'anthropic':
      return { ...success(''), content: [], stop_reason: 'refusal' };
    case 'google':
      return {
        ...success(''),
        candidates: [
          {
            finishReason: 'SAFETY',
            index: 0,
            safetyRatings: [
              { category: 'HARM_CATEGORY_DANGEROUS_CONTENT', probability: 'HIGH', blocked: true },
            ],
          },
        ],
      };
  }
}
