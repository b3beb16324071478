// POST /api/feeds/insights: the insights test page's prompt through the real AI SDK against local
// stand-ins of the three providers' APIs (OpenAI Responses, Anthropic Messages, Google
// generateContent): each family answers; an unconfigured family tells the user it is not enabled
// on this server and the operator, in the log, which variable to set; the owner, subscription
// and prompt rules hold. Every call is an llm_calls row.
import { INSIGHTS_PROMPT_MAX_CHARS } from '@gitsignals/contracts';
import { listLlmCallsSince } from '@gitsignals/db';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readEnv } from '../src/env';
import {
  insightsTestConfigOf,
  unconfiguredInsightsTest,
  type InsightsTestConfig,
} from '../src/insights-test/models';
import { signUp, type SignedInUser } from './auth-helpers';
import { giveSubscription } from './billing-helpers';
import { createTestApp, type TestApp } from './helpers';
import { startLlmStandIn, type LlmStandIn } from '../testing/llm-stand-in';
import { callAs } from './user-api-helpers';

let standIn: LlmStandIn;
let t: TestApp;
/** Only the OpenAI family is configured here; its log lines are kept. */
let partial: TestApp;
const partialLog: { level: number; msg: string; [key: string]: unknown }[] = [];
let subscriber: SignedInUser;
let free: SignedInUser;
let partialSubscriber: SignedInUser;

function standInConfig(only?: 'openai'): InsightsTestConfig {
  const base = unconfiguredInsightsTest();
  const key = (configured: boolean) => (configured ? 'test-key' : undefined);
  return {
    models: {
      openai: { ...base.models.openai, apiKey: 'test-key', baseUrl: standIn.baseUrl('openai') },
      claude: {
        ...base.models.claude,
        apiKey: key(only === undefined),
        baseUrl: standIn.baseUrl('anthropic'),
      },
      gemini: {
        ...base.models.gemini,
        apiKey: key(only === undefined),
        baseUrl: standIn.baseUrl('google'),
      },
    },
    timeoutMs: 1500,
    maxRetries: 0,
  };
}

beforeAll(async () => {
  standIn = await startLlmStandIn({ output: 'text' });
  t = await createTestApp({ insightsTest: standInConfig() });
  partial = await createTestApp({
    insightsTest: standInConfig('openai'),
    logLevel: 'warn',
    logStream: { write: (line) => void partialLog.push(JSON.parse(line)) },
  });
  subscriber = await signUp(t.app);
  free = await signUp(t.app);
  partialSubscriber = await signUp(partial.app);
  await giveSubscription(t.handle, subscriber.id);
  await giveSubscription(partial.handle, partialSubscriber.id);
});

afterAll(async () => {
  await t?.close();
  await partial?.close();
  await standIn?.close();
});

beforeEach(() => {
  standIn.requests.length = 0;
});

const ask = (app: TestApp, user: SignedInUser | null, body: Record<string, unknown>) =>
  callAs(app.app, user)('POST', '/api/feeds/insights', body);

describe('POST /api/feeds/insights: each model family answers', () => {
  it.each([
    ['openai', 'gpt-5-mini', 'openai', 'openai-responses', '/v1/responses'],
    ['claude', 'claude-sonnet-4-5', 'anthropic', 'anthropic', '/v1/messages'],
    [
      'gemini',
      'gemini-2.5-flash',
      'google',
      'google',
      '/v1beta/models/gemini-2.5-flash:generateContent',
    ],
  ])(
    '%s runs %s through its provider and answers the raw text',
    async (model, id, provider, format, path) => {
      const before = (await listLlmCallsSince(t.handle.db)).length;
      const prompt = `  Which DEX shipped the most hooks this week? (${model})\n`;
      const response = await ask(t, subscriber, { userId: subscriber.id, prompt, model });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body).toEqual({
        model,
        model_id: id,
        provider,
        // The prompt is sent trimmed; the stand-in echoes what it was asked.
        result: `Stand-in ${id} answers:\n${prompt.trim()}`,
        usage: { input_tokens: expect.any(Number), output_tokens: expect.any(Number) },
        cost_usd: expect.any(Number),
        duration_ms: expect.any(Number),
        finish_reason: 'stop',
      });
      expect(body.usage.input_tokens).toBeGreaterThan(0);
      expect(body.cost_usd).toBeGreaterThan(0);

      expect(standIn.requests).toHaveLength(1);
      expect(standIn.requests[0]).toMatchObject({ format, path, model: id });

      const calls = (await listLlmCallsSince(t.handle.db)).slice(before);
      expect(calls).toEqual([
        expect.objectContaining({
          purpose: 'insights_test',
          provider,
          model: id,
          inputTokens: body.usage.input_tokens,
          outputTokens: body.usage.output_tokens,
          outcome: 'ok',
        }),
      ]);
    },
  );
});

describe('POST /api/feeds/insights: configuration, failures and limits', () => {
  it.each([
    ['claude', 'Claude', 'ANTHROPIC_API_KEY', 'INSIGHTS_CLAUDE_MODEL=claude-sonnet-4-5'],
    ['gemini', 'Gemini', 'GOOGLE_GENERATIVE_AI_API_KEY', 'INSIGHTS_GEMINI_MODEL=gemini-2.5-flash'],
  ])(
    'an unconfigured %s family answers 503 that it is not enabled, and logs the key to set',
    async (model, label, variable, modelSetting) => {
      partialLog.length = 0;
      const response = await ask(partial, partialSubscriber, {
        userId: partialSubscriber.id,
        prompt: 'Hello',
        model,
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        error: {
          code: 'model_not_configured',
          message: `The ${label} model isn't enabled on this GitSignals server.`,
        },
      });
      expect(response.body).not.toContain('_KEY');
      expect(partialLog).toContainEqual(
        expect.objectContaining({
          level: 40,
          model,
          msg: `the insights test page's ${label} model is off: set ${variable} (model ${modelSetting}) to enable it`,
        }),
      );
      expect(standIn.requests).toHaveLength(0);
    },
  );

  it('GET /api/feeds/insights/models says which models this server runs, to subscribers', async () => {
    const models = await callAs(partial.app, partialSubscriber)(
      'GET',
      '/api/feeds/insights/models',
    );
    expect(models.statusCode).toBe(200);
    expect(models.json()).toEqual({
      models: [
        { model: 'openai', enabled: true },
        { model: 'claude', enabled: false },
        { model: 'gemini', enabled: false },
      ],
    });
    expect((await callAs(t.app, null)('GET', '/api/feeds/insights/models')).statusCode).toBe(401);
    expect((await callAs(t.app, free)('GET', '/api/feeds/insights/models')).statusCode).toBe(403);
  });

  it("a key the provider refuses is the operator's to fix: the user is told the model is unavailable", async () => {
    partialLog.length = 0;
    standIn.queue(401);
    const response = await ask(partial, partialSubscriber, {
      userId: partialSubscriber.id,
      prompt: 'Hello',
      model: 'openai',
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().error.message).toBe(
      "The OpenAI model isn't available on this GitSignals server right now. Please try another model or try again later.",
    );
    expect(partialLog).toContainEqual(
      expect.objectContaining({
        msg: 'the OpenAI provider refused the configured key (401): check OPENAI_API_KEY',
      }),
    );
  });

  it('the configured family of the same server still answers', async () => {
    const response = await ask(partial, partialSubscriber, {
      userId: partialSubscriber.id,
      prompt: 'Hello',
      model: 'openai',
    });
    expect(response.statusCode).toBe(200);
  });

  it('a provider error answers 502 with its message, recorded as an error', async () => {
    const before = (await listLlmCallsSince(t.handle.db)).length;
    standIn.queue(500);
    const response = await ask(t, subscriber, {
      userId: subscriber.id,
      prompt: 'Hello',
      model: 'claude',
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().error.message).toMatch(
      /^The Claude model \(claude-sonnet-4-5\) failed: 500 /,
    );
    const calls = (await listLlmCallsSince(t.handle.db)).slice(before);
    expect(calls.map((c) => c.outcome)).toEqual(['error']);
  });

  it('a model that does not answer in time answers 504; a second prompt meanwhile is 429', async () => {
    const before = (await listLlmCallsSince(t.handle.db)).length;
    standIn.queue('hang');
    const first = ask(t, subscriber, { userId: subscriber.id, prompt: 'Slow', model: 'gemini' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const second = await ask(t, subscriber, {
      userId: subscriber.id,
      prompt: 'Again',
      model: 'openai',
    });
    expect(second.statusCode).toBe(429);
    expect(second.json().error.message).toBe(
      'Your previous prompt is still running. Please wait for its answer.',
    );
    const response = await first;
    expect(response.statusCode).toBe(504);
    expect(response.json().error.message).toBe(
      'The Gemini model (gemini-2.5-flash) did not answer within 2 seconds. Please try again.',
    );
    const calls = (await listLlmCallsSince(t.handle.db)).slice(before);
    expect(calls.map((c) => c.outcome)).toEqual(['timeout']);
  });
});

describe('POST /api/feeds/insights: who may ask, and what', () => {
  it('401 without a session', async () => {
    const response = await ask(t, null, { userId: subscriber.id, prompt: 'Hi', model: 'openai' });
    expect(response.statusCode).toBe(401);
  });

  it("403 for another user's id, even with an invalid body", async () => {
    const response = await ask(t, free, { userId: subscriber.id, prompt: '', model: 'openai' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('forbidden');
  });

  it('403 without an active subscription, pointing to an upgrade', async () => {
    const response = await ask(t, free, { userId: free.id, prompt: 'Hi', model: 'openai' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: {
        code: 'subscription_required',
        message: 'Please upgrade your plan to access this feature.',
      },
    });
    expect(standIn.requests).toHaveLength(0);
  });

  it.each(['', '   \n\t '])("400 'Please enter a prompt' for %j", async (prompt) => {
    const response = await ask(t, subscriber, { userId: subscriber.id, prompt, model: 'openai' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Please enter a prompt');
    expect(standIn.requests).toHaveLength(0);
  });

  it('400 naming the limit for a prompt over it', async () => {
    const prompt = 'a'.repeat(INSIGHTS_PROMPT_MAX_CHARS + 1);
    const response = await ask(t, subscriber, { userId: subscriber.id, prompt, model: 'openai' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      'The prompt is too long: at most 8,000 characters (it has 8,001).',
    );
    expect(standIn.requests).toHaveLength(0);
  });

  it('a prompt of exactly the limit is accepted', async () => {
    const prompt = 'b'.repeat(INSIGHTS_PROMPT_MAX_CHARS);
    const response = await ask(t, subscriber, { userId: subscriber.id, prompt, model: 'openai' });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    [{ userId: 'x', prompt: 'Hi', model: 'gpt-4' }, 'model'],
    [{ userId: 'x', model: 'openai' }, 'prompt'],
  ])('400 naming the field for %j', async (body, field) => {
    const response = await ask(t, subscriber, { ...body, userId: subscriber.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(field);
  });
});

describe('insightsTestConfigOf', () => {
  it('gives each family its provider key, env-configurable model ids and sensible defaults', () => {
    const config = insightsTestConfigOf(
      readEnv({ ANTHROPIC_API_KEY: 'sk-ant', INSIGHTS_GEMINI_MODEL: 'gemini-2.5-flash-lite' }),
    );
    expect(config.models).toEqual({
      openai: { provider: 'openai', model: 'gpt-5-mini', apiKey: undefined, baseUrl: undefined },
      claude: {
        provider: 'anthropic',
        model: 'claude-sonnet-4-5',
        apiKey: 'sk-ant',
        baseUrl: undefined,
      },
      gemini: {
        provider: 'google',
        model: 'gemini-2.5-flash-lite',
        apiKey: undefined,
        baseUrl: undefined,
      },
    });
  });

  it("points the writer's provider family at LLM_BASE_URL", () => {
    const config = insightsTestConfigOf(
      readEnv({
        LLM_PROVIDER: 'openai',
        LLM_MODEL: 'gpt-4.1-mini',
        OPENAI_API_KEY: 'sk-x',
        LLM_BASE_URL: 'http://proxy.local/v1',
      }),
    );
    expect(config.models.openai.baseUrl).toBe('http://proxy.local/v1');
    expect(config.models.claude.baseUrl).toBeUndefined();
  });
});
