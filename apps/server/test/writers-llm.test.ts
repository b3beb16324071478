// The LLM writer end to end through the real AI SDK against local stand-ins of each provider's
// API: what it writes, what it drops, how it splits a large day, and how it falls back.
import { localWriter, type WriterFacts } from '@gitsignals/analysis';
import { listLlmCallsSince, type DatabaseHandle, type LlmCallRecord } from '@gitsignals/db';
import { createTestDatabase } from '@gitsignals/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { shaTokens } from '../src/writers/citations';
import type { LlmConfig, LlmProvider } from '../src/writers/llm-config';
import { createLlmWriter } from '../src/writers/llm-writer';
import { commitsOfDay, factsOf } from './stand-ins/llm-fixtures';
import { startLlmStandIn, type LlmStandIn } from '../testing/llm-stand-in';

let standIn: LlmStandIn;

beforeAll(async () => {
  standIn = await startLlmStandIn();
});
afterAll(async () => {
  await standIn.close();
});
beforeEach(() => {
  standIn.requests.length = 0;
});

interface Logged {
  level: string;
  message: string;
  details?: Record<string, unknown> | undefined;
}

function writerFor(
  provider: LlmProvider,
  model: string,
  overrides: Partial<LlmConfig> & { db?: DatabaseHandle['db'] } = {},
) {
  const calls: LlmCallRecord[] = [];
  const logs: Logged[] = [];
  const { db, ...config } = overrides;
  const writer = createLlmWriter(
    {
      provider,
      model,
      baseUrl: standIn.baseUrl(provider),
      apiKey: 'test-key',
      timeoutMs: 5000,
      maxRetries: 2,
      maxInputCommits: 40,
      concurrency: 4,
      ...config,
    },
    {
      db,
      log: (level, message, details) => logs.push({ level, message, details }),
      now: () => new Date(),
      onCall: (call) => calls.push(call),
    },
  );
  return { writer, calls, logs };
}

/** Every sha-like token of the text names exactly one commit of the facts. */
function expectOnlyKnownCitations(text: string, facts: WriterFacts) {
  const commits = [
    ...new Map(
      facts.sections
        .flatMap((s) => s.commits)
        .concat(facts.otherChanges)
        .map((c) => [c.sha, c]),
    ).values(),
  ];
  const shas = commits.map((c) => c.sha);
  const tokens = shaTokens(text, commits);
  for (const token of tokens)
    expect(
      shas.filter((s) => s.startsWith(token.toLowerCase())),
      token,
    ).toHaveLength(1);
  return tokens;
}

const day = factsOf(commitsOfDay(6));

describe('the LLM writer against each provider', () => {
  const providers: [LlmProvider, string, string][] = [
    ['openai', 'gpt-4.1-mini', '/v1/responses'],
    ['anthropic', 'claude-haiku-4-5', '/v1/messages'],
    ['anthropic', 'claude-3-5-haiku-latest', '/v1/messages'],
    ['google', 'gemini-2.5-flash', '/v1beta/models/gemini-2.5-flash:generateContent'],
    ['openai-compatible', 'gpt-4o-mini', '/v1/chat/completions'],
  ];
  it.each(providers)(
    '%s (%s) writes a cited item in the local layout',
    async (provider, model, path) => {
      const { writer, calls } = writerFor(provider, model);
      const text = await writer.write(day);

      expect(standIn.requests.map((r) => r.path)).toEqual([path]);
      const request = standIn.requests[0]!;
      expect(request.model).toBe(model);
      // The prompt carries the facts: every commit's short sha and subject, no author.
      expect(request.commits.map((c) => c.shortSha).sort()).toEqual(
        [...new Set(day.sections.flatMap((s) => s.commits).concat(day.otherChanges))]
          .map((c) => c.shortSha)
          .sort(),
      );
      expect(request.prompt).not.toContain('dev1');

      expect(text).not.toEqual(localWriter.write(day));
      expect(text.title).toBe('Uniswap prevent reentrancy in the swap callback');
      expect(text.summary).toMatch(/^Uniswap prevent reentrancy in the swap callback\. It also /);
      expect(text.summary).toMatch(/6 meaningful commits by 6 contributors across 2 repositories/);
      const lines = text.content.split('\n');
      expect(lines[0]).toBe(
        `Security fixes: Prevent reentrancy in the swap callback (${day.sections[0]!.commits[0]!.shortSha}).`,
      );
      expect(lines.at(-2)).toMatch(/^Activity: 6 meaningful commits/);
      expect(lines.at(-1)).toBe('Filtered noise: none.');
      expect(expectOnlyKnownCitations(text.content, day).length).toBeGreaterThanOrEqual(6);

      expect(calls).toHaveLength(1);
      expect(calls[0]).toMatchObject({ provider, model, outcome: 'ok', purpose: 'feed_item' });
      expect(calls[0]!.inputTokens).toBeGreaterThan(200);
      expect(calls[0]!.outputTokens).toBeGreaterThan(20);
      expect(calls[0]!.costUsd).toBeGreaterThan(0);
    },
  );

  it('sends each provider its own auth and structured-output request', async () => {
    await writerFor('anthropic', 'claude-haiku-4-5').writer.write(day);
    await writerFor('anthropic', 'claude-3-5-haiku-latest').writer.write(day);
    await writerFor('openai', 'gpt-4.1-mini').writer.write(day);
    await writerFor('google', 'gemini-2.5-flash').writer.write(day);
    const [native, tool, openai, google] = standIn.requests;
    expect(native!.headers['x-api-key']).toBe('test-key');
    expect(native!.headers['anthropic-version']).toBeTruthy();
    expect(native!.body.output_config).toMatchObject({ format: { type: 'json_schema' } });
    // Older Claude models get the answer as a forced "json" tool call.
    expect(tool!.body.tools).toEqual([expect.objectContaining({ name: 'json' })]);
    expect(openai!.headers.authorization).toBe('Bearer test-key');
    expect(openai!.body.text).toMatchObject({ format: { type: 'json_schema', strict: true } });
    expect(google!.headers['x-goog-api-key']).toBe('test-key');
    expect(google!.body.generationConfig).toMatchObject({ responseMimeType: 'application/json' });
  });
});

describe('citations', () => {
  it('drops a highlight and a summary sentence citing a sha that is not in the input', async () => {
    standIn.queue('unknown-sha');
    const { writer, logs, calls } = writerFor('openai', 'gpt-4.1-mini');
    const text = await writer.write(day);
    expect(`${text.title}\n${text.summary}\n${text.content}`).not.toMatch(/f00ba47|consensus/);
    expect(text.summary).toMatch(/^Uniswap prevent reentrancy/);
    expectOnlyKnownCitations(text.content, day);
    expect(calls[0]!.outcome).toBe('ok');
    const dropped = logs.find((l) => l.message.startsWith('LLM claims dropped'));
    expect(dropped?.details?.dropped).toEqual([
      { text: 'Rewrote the consensus engine', reason: 'cites unknown sha f00ba47' },
      {
        text: 'Uniswap rewrote its consensus engine (f00ba47).',
        reason: 'cites unknown sha f00ba47',
      },
    ]);
  });

  it('drops a highlight and a summary sentence that cite no commit', async () => {
    standIn.queue('uncited');
    const { writer, logs } = writerFor('google', 'gemini-2.5-flash');
    const text = await writer.write(day);
    expect(`${text.summary}\n${text.content}`).not.toMatch(/exchange/);
    expect(text.content).toMatch(/^Security fixes: Prevent reentrancy/);
    const dropped = logs.find((l) => l.message.startsWith('LLM claims dropped'));
    expect(dropped?.details?.dropped).toContainEqual({
      text: 'Partnered with a major exchange',
      reason: 'cites no commit',
    });
  });
});

describe('a large day', () => {
  it('is written in parts of at most LLM_MAX_INPUT_COMMITS commits, every citation real', async () => {
    const big = factsOf(commitsOfDay(300));
    const { writer, calls } = writerFor('openai-compatible', 'gpt-4o-mini', {
      maxInputCommits: 40,
    });
    const text = await writer.write(big);

    expect(standIn.requests).toHaveLength(8);
    const sent = standIn.requests.flatMap((r) => r.commits.map((c) => c.shortSha));
    expect(Math.max(...standIn.requests.map((r) => r.commits.length))).toBe(40);
    expect(new Set(sent).size).toBe(300);
    expect(standIn.requests[7]!.prompt).toContain('part 8 of 8');
    expect(calls.map((c) => c.outcome)).toEqual(Array(8).fill('ok'));

    // Highlights from every part are merged onto their signal lines.
    const cited = expectOnlyKnownCitations(text.content, big);
    expect(cited.length).toBeGreaterThan(8);
    expect(text.content).toMatch(/and \d+ more commits\./);
    // The title and summary come from the first part: the most important commits.
    expect(text.title).toBe('Uniswap prevent reentrancy in the swap callback');
  });
});

describe('failures fall back to the local writer', () => {
  it('a model that does not answer in time', async () => {
    standIn.queue('hang');
    const { writer, calls, logs } = writerFor('anthropic', 'claude-haiku-4-5', { timeoutMs: 300 });
    const started = Date.now();
    const text = await writer.write(day);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(text).toEqual({ ...localWriter.write(day), fallback: 'timed out' });
    expect(calls).toMatchObject([{ outcome: 'timeout', inputTokens: 0 }]);
    expect(logs.map((l) => l.message)).toContain(
      'LLM writer fell back to the local writer: timed out',
    );
  });

  it('a 500 is retried, then the answer is used', async () => {
    standIn.queue(500);
    const { writer, calls } = writerFor('openai', 'gpt-4.1-mini', { maxRetries: 1 });
    const text = await writer.write(day);
    expect(standIn.requests.map((r) => r.behaviour)).toEqual([500, 'ok']);
    expect(text.title).toBe('Uniswap prevent reentrancy in the swap callback');
    expect(calls).toMatchObject([{ outcome: 'ok' }]);
  }, 15_000);

  it('a 429 is retried after the provider’s retry-after', async () => {
    standIn.queue(429, 429);
    const { writer } = writerFor('google', 'gemini-2.5-flash', { maxRetries: 2 });
    const started = Date.now();
    const text = await writer.write(day);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(standIn.requests).toHaveLength(3);
    expect(text.title).toBe('Uniswap prevent reentrancy in the swap callback');
  });

  it('a provider error that outlasts the retries', async () => {
    standIn.queue(429, 429);
    const { writer, calls, logs } = writerFor('anthropic', 'claude-haiku-4-5', { maxRetries: 1 });
    expect(await writer.write(day)).toEqual({
      ...localWriter.write(day),
      fallback: expect.stringMatching(/Rate limit/),
    });
    expect(calls).toMatchObject([{ outcome: 'error' }]);
    expect(logs.at(-1)?.message).toMatch(/^LLM writer fell back to the local writer: .*Rate limit/);
  });

  it.each(['invalid-json', 'wrong-shape'] as const)(
    'an answer that is not the schema (%s)',
    async (behaviour) => {
      standIn.queue(behaviour);
      const { writer, calls, logs } = writerFor('openai-compatible', 'gpt-4o-mini');
      expect(await writer.write(day)).toEqual({
        ...localWriter.write(day),
        fallback: expect.stringMatching(/^output is not the schema/),
      });
      expect(calls).toMatchObject([{ outcome: 'invalid' }]);
      expect(calls[0]!.outputTokens).toBeGreaterThan(0);
      expect(logs.at(-1)?.message).toMatch(
        /fell back to the local writer: output is not the schema/,
      );
    },
  );

  it('a failing part of a large day stops the day before the remaining parts are paid for', async () => {
    standIn.queue('ok', 'invalid-json');
    const big = factsOf(commitsOfDay(120));
    const { writer, calls } = writerFor('openai', 'gpt-4.1-mini', { maxInputCommits: 40 });
    expect(await writer.write(big)).toEqual({
      ...localWriter.write(big),
      fallback: expect.stringMatching(/^output is not the schema/),
    });
    expect(standIn.requests).toHaveLength(2);
    expect(calls.map((c) => c.outcome)).toEqual(['ok', 'invalid']);
  });
});

describe('concurrency', () => {
  it('writes at most LLM_CONCURRENCY days at once, the rest in turn', async () => {
    standIn.delayMs = 150;
    try {
      const { writer } = writerFor('anthropic', 'claude-haiku-4-5', { concurrency: 2 });
      const days = ['2026-11-14', '2026-11-15', '2026-11-16', '2026-11-17', '2026-11-18'];
      const texts = await Promise.all(
        days.map((d) => writer.write(factsOf(commitsOfDay(3, d, d), d))),
      );
      expect(standIn.maxInFlight).toBe(2);
      expect(standIn.requests).toHaveLength(5);
      expect(texts.map((t) => t.title)).toEqual(
        Array(5).fill('Uniswap prevent reentrancy in the swap callback'),
      );
    } finally {
      standIn.delayMs = 0;
    }
  });
});

describe('llm_calls', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('records every call with tokens, cost, duration and outcome', async () => {
    standIn.queue('ok', 'hang');
    const { writer } = writerFor('openai', 'gpt-4.1-mini', { db: handle.db, timeoutMs: 400 });
    await writer.write(day);
    await writer.write(day);
    const rows = await listLlmCallsSince(handle.db);
    expect(rows).toHaveLength(2);
    const [ok, timeout] = rows;
    expect(ok).toMatchObject({
      purpose: 'feed_item',
      provider: 'openai',
      model: 'gpt-4.1-mini',
      outcome: 'ok',
    });
    const request = standIn.requests[0]!;
    expect(ok!.inputTokens).toBe(Math.ceil(JSON.stringify(request.body).length / 4));
    // gpt-4.1-mini: $0.40 in, $1.60 out per million tokens.
    expect(ok!.costUsd).toBeCloseTo((ok!.inputTokens * 0.4 + ok!.outputTokens * 1.6) / 1e6, 6);
    expect(ok!.durationMs).toBeGreaterThanOrEqual(0);
    expect(timeout).toMatchObject({
      outcome: 'timeout',
      inputTokens: 0,
      outputTokens: 0,
      costUsd: 0,
    });
    expect(timeout!.durationMs).toBeGreaterThanOrEqual(350);
  });
});
