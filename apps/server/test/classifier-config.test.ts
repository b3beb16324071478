// CLASSIFIER settings: the rules by default; llm needs the writers' provider settings and says
// which to set when they are missing; the classifier's own knobs have their defaults.
import { describe, expect, it } from 'vitest';
import { classifierConfigOf } from '../src/classifiers/classifier-config';
import { readEnv } from '../src/env';

describe('CLASSIFIER', () => {
  it('defaults to the rules', () => {
    expect(classifierConfigOf(readEnv({}))).toEqual({ kind: 'rules' });
  });

  it('refuses llm on the local writer’s settings, naming both settings and the fix', () => {
    expect(() => readEnv({ CLASSIFIER: 'llm' })).toThrow(
      'Invalid configuration: CLASSIFIER: CLASSIFIER=llm needs a model, but LLM_PROVIDER is local: set LLM_PROVIDER (openai, anthropic, google or openai-compatible) with LLM_MODEL and its key, or set CLASSIFIER=rules',
    );
    expect(() => readEnv({ CLASSIFIER: 'gpt' })).toThrow('CLASSIFIER');
  });

  it('takes the provider, model, key and limits of the LLM settings, and its own knobs', () => {
    const env = readEnv({
      CLASSIFIER: 'llm',
      LLM_PROVIDER: 'anthropic',
      LLM_MODEL: 'claude-haiku-4-5',
      ANTHROPIC_API_KEY: 'k',
      LLM_TIMEOUT_MS: '20000',
      LLM_CONCURRENCY: '3',
      CLASSIFIER_BATCH_SIZE: '30',
    });
    expect(classifierConfigOf(env)).toEqual({
      kind: 'llm',
      llm: {
        provider: 'anthropic',
        model: 'claude-haiku-4-5',
        baseUrl: undefined,
        apiKey: 'k',
        timeoutMs: 20_000,
        maxRetries: 2,
        maxInputCommits: 40,
        concurrency: 3,
      },
      batchSize: 30,
      minConfidence: 0.7,
      budget: { maxUsd: 2, maxCalls: 2000 },
    });
    expect(() => readEnv({ CLASSIFIER_MIN_CONFIDENCE: '1.5' })).toThrow(
      'CLASSIFIER_MIN_CONFIDENCE',
    );
    expect(() => readEnv({ CLASSIFIER_DAILY_BUDGET_USD: '0' })).toThrow(
      'CLASSIFIER_DAILY_BUDGET_USD',
    );
  });
});
