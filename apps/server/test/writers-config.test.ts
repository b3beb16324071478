// LLM settings: a provider without its model or key refuses to start, naming the variable.
import { describe, expect, it } from 'vitest';
import { readEnv } from '../src/env';
import { writerConfigOf } from '../src/writers/llm-config';

describe('LLM settings', () => {
  it('default to the local writer', () => {
    expect(writerConfigOf(readEnv({}))).toEqual({ provider: 'local' });
  });

  it('name the missing model and key', () => {
    expect(() => readEnv({ LLM_PROVIDER: 'anthropic' })).toThrow(
      'Invalid configuration (2 settings):\n  LLM_MODEL: LLM_PROVIDER=anthropic needs LLM_MODEL\n  ANTHROPIC_API_KEY: LLM_PROVIDER=anthropic needs ANTHROPIC_API_KEY',
    );
    expect(() => readEnv({ LLM_PROVIDER: 'google', LLM_MODEL: 'gemini-2.5-flash' })).toThrow(
      'GOOGLE_GENERATIVE_AI_API_KEY: LLM_PROVIDER=google needs GOOGLE_GENERATIVE_AI_API_KEY',
    );
    expect(() => readEnv({ LLM_PROVIDER: 'openai-compatible', LLM_MODEL: 'qwen3' })).toThrow(
      'LLM_BASE_URL: LLM_PROVIDER=openai-compatible needs LLM_BASE_URL',
    );
    expect(() => readEnv({ LLM_PROVIDER: 'openai', LLM_MODEL: 'gpt-4.1-mini' })).toThrow(
      'OPENAI_API_KEY',
    );
  });

  it('shape a complete provider configuration', () => {
    const env = readEnv({
      LLM_PROVIDER: 'openai-compatible',
      LLM_MODEL: 'qwen3',
      LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
      LLM_TIMEOUT_MS: '20000',
      LLM_MAX_INPUT_COMMITS: '25',
    });
    expect(writerConfigOf(env)).toEqual({
      provider: 'openai-compatible',
      model: 'qwen3',
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: undefined,
      timeoutMs: 20_000,
      maxRetries: 2,
      maxInputCommits: 25,
      concurrency: 4,
    });
    const google = readEnv({
      LLM_PROVIDER: 'google',
      LLM_MODEL: 'gemini-2.5-flash',
      GOOGLE_GENERATIVE_AI_API_KEY: 'k',
    });
    expect(writerConfigOf(google)).toMatchObject({ provider: 'google', apiKey: 'k' });
  });
});
