// The analyse job with an LLM writer: items cite only their own commits, unchanged days are not
// sent to the model again, and a day the model failed on is retried on the next run.
import {
  listFeedItemCommits,
  findRepository,
  insertCommits,
  listFeedItems,
  listLlmCallsSince,
  countLlmSpendingSince,
  saveRegistryProjects,
  type DatabaseHandle,
  type NewCommit,
} from '@gitsignals/db';
import { createTestDatabase } from '@gitsignals/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFeedItems, writtenPhrase } from '../src/use-cases/analyse-projects/build-feed-items';
import { shaTokens } from '../src/writers/citations';
import { createWriter } from '../src/writers/create-writer';
import { spendingLine } from '../src/writers/spending';
import { registryProject } from './helpers';
import { commitsOfDay } from './stand-ins/llm-fixtures';
import { startLlmStandIn, type LlmStandIn } from '../testing/llm-stand-in';

let handle: DatabaseHandle;
let standIn: LlmStandIn;
let repositoryId: number;
let projectId: number;
const logs: string[] = [];

const DAYS = ['2026-11-18', '2026-11-19', '2026-11-20'];

function stored(day: string, seed: string, count: number): NewCommit[] {
  return commitsOfDay(count, day, seed).map((c) => ({
    sha: c.sha,
    parents: c.parents,
    authorName: c.authorName,
    authorLogin: null,
    authoredAt: new Date(c.committedAt),
    committedAt: new Date(c.committedAt),
    recordedCommittedAt: new Date(c.committedAt),
    message: c.message,
    signals: [],
    noiseReason: null,
    files: c.files.map((f) => ({
      path: f.path,
      status: f.status ?? 'M',
      oldPath: null,
      additions: f.additions ?? 0,
      deletions: f.deletions ?? 0,
    })),
  }));
}

const writer = () =>
  createWriter(
    {
      provider: 'openai',
      model: 'gpt-4.1-mini',
      baseUrl: standIn.baseUrl('openai'),
      apiKey: 'test-key',
      timeoutMs: 5000,
      maxRetries: 0,
      maxInputCommits: 40,
      concurrency: 2,
    },
    { db: handle.db, log: (_level, message) => logs.push(message), now: () => new Date() },
  );

const run = () => buildFeedItems({ db: handle.db, writer: writer() }, {});
const items = async () =>
  (await listFeedItems(handle.db, { projectIds: [projectId] }, 100, 0)).sort((a, b) =>
    a.analysisDate < b.analysisDate ? -1 : 1,
  );

beforeAll(async () => {
  handle = await createTestDatabase();
  standIn = await startLlmStandIn();
  const project = registryProject('uniswap', { name: 'Uniswap', repos: ['Uniswap/v4-core'] });
  projectId = (await saveRegistryProjects(handle.db, [project])).get('uniswap')!;
  repositoryId = (await findRepository(handle.db, projectId, 'Uniswap/v4-core'))!.id;
  for (const [i, day] of DAYS.entries())
    await insertCommits(handle.db, repositoryId, stored(day, day, 3 + i));
});

afterAll(async () => {
  await standIn.close();
  await handle.close();
});

describe('analyseFeed with an LLM writer', () => {
  it('writes every day through the model, citing only the commits of that day', async () => {
    const result = await run();
    expect(result).toMatchObject({ items: 3, changed: 3, written: 3 });
    expect(standIn.requests).toHaveLength(3);
    const written = await items();
    expect(written.map((i) => i.analysisDate)).toEqual(DAYS);
    for (const item of written) {
      expect(item.title).toBe('Uniswap prevent reentrancy in the swap callback');
      const own = (await listFeedItemCommits(handle.db, item.id)).map((c) => c.sha);
      const cited = shaTokens(
        item.content,
        own.map((sha) => ({ sha, shortSha: sha.slice(0, 7) })),
      );
      expect(cited.length).toBeGreaterThanOrEqual(own.length);
      for (const token of cited) expect(own.filter((sha) => sha.startsWith(token))).toHaveLength(1);
    }
    const calls = await listLlmCallsSince(handle.db);
    expect(calls.map((c) => c.outcome)).toEqual(['ok', 'ok', 'ok']);
    expect(calls.every((c) => c.inputTokens > 0 && c.costUsd > 0)).toBe(true);
  });

  it('does not send unchanged days to the model again', async () => {
    const before = await items();
    const result = await run();
    expect(result).toMatchObject({ items: 3, changed: 0, written: 0 });
    expect(standIn.requests).toHaveLength(3);
    expect(await listLlmCallsSince(handle.db)).toHaveLength(3);
    expect((await items()).map((i) => i.content)).toEqual(before.map((i) => i.content));
  });

  it('sends only the day that gained a commit', async () => {
    const [extra] = stored(DAYS[1]!, 'late', 2).slice(1);
    await insertCommits(handle.db, repositoryId, [extra!]);
    const result = await run();
    expect(result).toMatchObject({ changed: 1, written: 1 });
    expect(standIn.requests).toHaveLength(4);
    expect(standIn.requests[3]!.commits.map((c) => c.shortSha)).toContain(extra!.sha.slice(0, 7));
    expect(standIn.requests[3]!.prompt).toContain(`the day ${DAYS[1]}`);
  });

  it('keeps the local text when the model fails, and asks again on the next run', async () => {
    const newest = DAYS[2]!;
    await insertCommits(handle.db, repositoryId, stored(newest, 'later', 1));
    standIn.queue(500);
    const failed = await run();
    // Counted as a fallback with its reason, not as written by the model.
    expect(failed).toMatchObject({ changed: 1, written: 0 });
    expect(Object.values(failed.fallbacks)).toEqual([1]);
    const [reason] = Object.keys(failed.fallbacks);
    expect(logs.at(-1)).toBe(`LLM writer fell back to the local writer: ${reason}`);
    expect(writtenPhrase('openai-compatible:llama3', failed.written, failed.fallbacks)).toBe(
      `0 written by openai-compatible:llama3, 1 by the local writer after it failed (1 ${reason})`,
    );
    const fallback = (await items()).find((i) => i.analysisDate === newest)!;
    // The local writer's wording ("now prevents"), not the model's ("prevent").
    expect(fallback.title).toMatch(/^Uniswap now prevents reentrancy in the swap callback/);

    const retried = await run();
    expect(retried).toMatchObject({ changed: 1, written: 1 });
    expect(standIn.requests.map((r) => r.behaviour).slice(-2)).toEqual([500, 'ok']);
    const rewritten = (await items()).find((i) => i.analysisDate === newest)!;
    expect(rewritten.content).not.toBe(fallback.content);
    expect((await listLlmCallsSince(handle.db)).map((c) => c.outcome).slice(-2)).toEqual([
      'error',
      'ok',
    ]);
  });
});

describe('what a run spent', () => {
  it('sums calls, outcomes, tokens and cost into one line', async () => {
    const calls = await listLlmCallsSince(handle.db);
    const spending = await countLlmSpendingSince(handle.db, new Date(0));
    expect(spending).toMatchObject({
      calls: calls.length,
      inputTokens: calls.reduce((n, c) => n + c.inputTokens, 0),
      outputTokens: calls.reduce((n, c) => n + c.outputTokens, 0),
      outcomes: { ok: calls.length - 1, error: 1 },
    });
    expect(spending.costUsd).toBeCloseTo(
      calls.reduce((n, c) => n + c.costUsd, 0),
      6,
    );
    expect(spendingLine(spending)).toBe(
      `LLM: ${calls.length} calls (${calls.length - 1} ok, 1 error), ` +
        `${spending.inputTokens.toLocaleString('en-US')} input and ${spending.outputTokens.toLocaleString('en-US')} output tokens, ` +
        `$${spending.costUsd.toFixed(4)}`,
    );
    expect(
      spendingLine(await countLlmSpendingSince(handle.db, new Date(Date.now() + 60_000))),
    ).toBeNull();
  });
});
