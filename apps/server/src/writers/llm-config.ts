// Which writer the server uses, from the validated environment (env.ts checks that a provider
// has its model and key, so this only shapes them).
import type { Env } from '../env';

export type LlmProvider = 'openai' | 'anthropic' | 'google' | 'openai-compatible';

export interface LlmConfig {
  provider: LlmProvider;
  model: string;
  /** The provider's API root (…/v1, …/v1beta); the provider's own when unset. */
  baseUrl: string | undefined;
  apiKey: string | undefined;
  /** One call, retries included. */
  timeoutMs: number;
  maxRetries: number;
  /** Commits per call; a larger day is written in several calls. */
  maxInputCommits: number;
  /** Days written at once; further days wait their turn. */
  concurrency: number;
}

export type WriterConfig = { provider: 'local' } | LlmConfig;

const KEYS: Record<LlmProvider, (env: Env) => string | undefined> = {
  openai: (env) => env.OPENAI_API_KEY,
  anthropic: (env) => env.ANTHROPIC_API_KEY,
  google: (env) => env.GOOGLE_GENERATIVE_AI_API_KEY,
  'openai-compatible': (env) => env.LLM_API_KEY,
};

export function writerConfigOf(env: Env): WriterConfig {
  if (env.LLM_PROVIDER === 'local') return { provider: 'local' };
  return {
    provider: env.LLM_PROVIDER,
    // env.ts refuses to start without a model for an LLM provider.
    model: env.LLM_MODEL ?? '',
    baseUrl: env.LLM_BASE_URL,
    apiKey: KEYS[env.LLM_PROVIDER](env),
    timeoutMs: env.LLM_TIMEOUT_MS,
    maxRetries: env.LLM_MAX_RETRIES,
    maxInputCommits: env.LLM_MAX_INPUT_COMMITS,
    concurrency: env.LLM_CONCURRENCY,
  };
}
