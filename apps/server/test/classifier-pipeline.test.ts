// CLASSIFIER=llm in the analyse step, on a real database against the provider stand-in: the days'
// meaningful commits go to the model in batches (noise never does), its verdicts decide the
// items' signals, every call is an llm_calls row, every decision a commit_classifications row
// with its reason, a day analysed again costs nothing, and failures are asked again later.
import { startOfUtcDay } from '@gitsignals/domain';
import {
  countLlmSpendingSince,
  findRepository,
  insertCommits,
  listCommitIdsBySha,
  listCommitClassifications,
  listFeedItems,
  listLlmCallsSince,
  saveRegistryProjects,
  type DatabaseHandle,
  type NewCommit,
} from '@gitsignals/db';
import { createTestDatabase } from '@gitsignals/db/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LlmClassifierConfig } from '../src/classifiers/classifier-config';
import { createLlmClassifier } from '../src/classifiers/llm-classifier';
import { readEnv } from '../src/env';
import { silentProgress } from '../src/reporting/progress';
import { buildFeedItems } from '../src/use-cases/analyse-projects/build-feed-items';
import { analyseCommand } from '../src/use-cases/operator-commands/analyse';
import { classifierFor, operatorContextFor } from '../src/wiring';
import { startLlmStandIn, type LlmStandIn } from '../testing/llm-stand-in';
import { tempOutboxMailer } from './digest-fixtures';
import { registryProject } from './helpers';
import { commitsOfDay, shaOf } from './stand-ins/llm-fixtures';

let handle: DatabaseHandle;
let standIn: LlmStandIn;
let repositoryId: number;
let projectId: number;
let dataDir: string;

const DAYS = ['2026-11-18', '2026-11-19', '2026-11-20'];
const NOISE_SHA = shaOf('noise-typo');

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
      status: f.status,
      oldPath: null,
      additions: f.additions,
      deletions: f.deletions,
    })),
  }));
}

const typo: NewCommit = {
  ...stored(DAYS[0]!, 'noise', 1)[0]!,
  sha: NOISE_SHA,
  message: 'docs: fix typo in README',
  files: [{ path: 'README.md', status: 'M', oldPath: null, additions: 1, deletions: 1 }],
};

/** A classifier as wiring builds it, with a short timeout for the failure cases. */
const classifier = (overrides: Partial<LlmClassifierConfig> = {}) =>
  createLlmClassifier(
    {
      llm: {
        provider: 'openai-compatible',
        model: 'gpt-4o-mini',
        baseUrl: standIn.baseUrl('openai-compatible'),
        apiKey: undefined,
        timeoutMs: 400,
        maxRetries: 0,
        maxInputCommits: 40,
        concurrency: 2,
      },
      batchSize: 5,
      minConfidence: 0.7,
      budget: { maxUsd: 10, maxCalls: 1000 },
      ...overrides,
    },
    { db: handle.db, log: () => undefined, now: () => new Date() },
  );

const analyseDay = (day: string, overrides: Partial<LlmClassifierConfig> = {}) =>
  buildFeedItems({ db: handle.db, classifier: classifier(overrides) }, { since: day });

async function rowsOf(shas: string[], name = 'openai-compatible:gpt-4o-mini') {
  const ids = await listCommitIdsBySha(handle.db, repositoryId, shas);
  const rows = await listCommitClassifications(handle.db, name, [...ids.values()]);
  const shaOfId = new Map([...ids].map(([sha, id]) => [id, sha]));
  return new Map([...rows.values()].map((r) => [shaOfId.get(r.commitId)!, r]));
}

async function addDay(day: string, count: number) {
  const commits = stored(day, day, count);
  await insertCommits(handle.db, repositoryId, commits);
  return commits.map((c) => c.sha);
}

beforeAll(async () => {
  handle = await createTestDatabase();
  standIn = await startLlmStandIn();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'gitsignals-classifier-'));
  const project = registryProject('uniswap', { name: 'Uniswap', repos: ['Uniswap/v4-core'] });
  projectId = (await saveRegistryProjects(handle.db, [project])).get('uniswap')!;
  repositoryId = (await findRepository(handle.db, projectId, 'Uniswap/v4-core'))!.id;
  for (const [i, day] of DAYS.entries()) await addDay(day, 3 + i);
  await insertCommits(handle.db, repositoryId, [typo]);
});

afterAll(async () => {
  await standIn.close();
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const classifications = () => standIn.requests.filter((r) => r.classified.length > 0);
const classificationCalls = async () =>
  (await listLlmCallsSince(handle.db)).filter((c) => c.purpose === 'classification');

/** `npm run cli -- analyse` as wiring builds it from the environment. */
async function analyseCli(): Promise<string[]> {
  const env = readEnv({
    DATA_DIR: dataDir,
    CLASSIFIER: 'llm',
    CLASSIFIER_BATCH_SIZE: '5',
    LLM_PROVIDER: 'openai-compatible',
    LLM_MODEL: 'gpt-4o-mini',
    LLM_BASE_URL: standIn.baseUrl('openai-compatible'),
    LLM_MAX_RETRIES: '0',
  });
  const lines: string[] = [];
  const context = operatorContextFor(
    env,
    handle,
    tempOutboxMailer(() => handle.db),
    {
      say: (line) => lines.push(line),
      progress: () => silentProgress,
    },
  );
  expect(await analyseCommand.run(context, {})).toBe(0);
  return lines;
}

describe('analyse with CLASSIFIER=llm', () => {
  it('asks about the meaningful commits in ceil(N / batch) calls; the verdicts decide the signals', async () => {
    const lines = await analyseCli();
    // 3 + 4 + 5 meaningful commits in batches of 5 (the typo is noise: never sent). The writer
    // is the provider's model too (LLM_PROVIDER): its three days are the other requests.
    expect(classifications()).toHaveLength(3);
    const sent = classifications().flatMap((r) => r.classified.map((c) => c.id));
    expect(sent).toHaveLength(12);
    expect(sent).not.toContain(NOISE_SHA.slice(0, 12));

    const calls = await classificationCalls();
    expect(calls).toHaveLength(3);
    for (const call of calls) {
      expect(call).toMatchObject({
        purpose: 'classification',
        model: 'gpt-4o-mini',
        outcome: 'ok',
      });
      expect(call.inputTokens).toBeGreaterThan(0);
      expect(call.costUsd).toBeGreaterThan(0);
    }
    const shas = commitsOfDay(3, DAYS[0], DAYS[0]).map((c) => c.sha);
    const rows = await rowsOf([...shas, NOISE_SHA]);
    expect(rows.has(NOISE_SHA)).toBe(false);
    expect([...rows.values()].map((r) => [r.decidedBy, r.fallbackReason, r.attempts])).toEqual(
      Array(3).fill(['llm', null, 1]),
    );
    // Day one: a security fix (0.95), a rounding fix (fee/rounding 0.45: only possible), perf (0.9).
    const [first] = (await listFeedItems(handle.db, { projectIds: [projectId] }, 10, 0)).filter(
      (i) => i.analysisDate === DAYS[0],
    );
    expect(first!.signals).toEqual(['security_fix', 'performance']);
    expect(lines[0]).toMatch(
      /^Classification by openai-compatible:gpt-4o-mini: 12 commits, 12 by the model, 0 by the rules; 3 calls \(3 ok\), [\d,]+ input and [\d,]+ output tokens, \$0\.\d{4}$/,
    );
  });

  it('analysing the same days again asks nothing', async () => {
    const before = classifications().length;
    const lines = await analyseCli();
    expect(classifications()).toHaveLength(before);
    expect(await classificationCalls()).toHaveLength(3);
    expect(lines[0]).toMatch(
      /12 commits, 12 by the model \(12 answered before\), 0 by the rules; 0 calls,/,
    );
  });

  it('with CLASSIFIER=rules nothing is asked', async () => {
    expect(classifierFor(readEnv({ DATA_DIR: dataDir }), handle)).toBeUndefined();
    const before = standIn.requests.length;
    const result = await buildFeedItems({ db: handle.db }, {});
    expect(result.classification).toBeNull();
    expect(standIn.requests).toHaveLength(before);
  });
});

describe('fallbacks are stored with their reason and asked again later', () => {
  it.each([
    ['2026-11-21', 'hang', 'timeout', 'timeout'],
    ['2026-11-22', 'refusal', 'refusal', 'refused'],
    ['2026-11-23', 'invalid-json', 'malformed', 'invalid'],
    ['2026-11-24', 'wrong-shape', 'schema', 'invalid'],
  ] as const)('%s: %s → %s', async (day, behaviour, reason, outcome) => {
    const shas = await addDay(day, 2);
    standIn.queue(behaviour);
    const result = await analyseDay(day);
    expect(result.classification).toMatchObject({
      commits: 2,
      answered: 0,
      fallbacks: { [reason]: 2 },
    });
    const rows = await rowsOf(shas);
    expect([...rows.values()].map((r) => [r.decidedBy, r.fallbackReason, r.attempts])).toEqual(
      Array(2).fill(['rules', reason, 1]),
    );
    expect((await listLlmCallsSince(handle.db)).at(-1)).toMatchObject({
      purpose: 'classification',
      outcome,
    });
    // The rules wrote the day meanwhile; the next run asks the model again.
    const again = await analyseDay(day);
    expect(again.classification).toMatchObject({ answered: 2, calls: 1 });
    expect([...(await rowsOf(shas)).values()].map((r) => [r.decidedBy, r.attempts])).toEqual(
      Array(2).fill(['llm', 2]),
    );
  });

  it('an unknown sha, or a commit left out: that commit falls back; an unknown signal is dropped', async () => {
    const shas = await addDay('2026-11-25', 3);
    standIn.queue('unknown-sha');
    await analyseDay('2026-11-25');
    // The stand-in renames the first commit of the prompt (the newest: they are sent newest first).
    const renamed = shas.find((sha) =>
      sha.startsWith(classifications().at(-1)!.classified[0]!.id),
    )!;
    let rows = await rowsOf(shas);
    expect(rows.get(renamed)).toMatchObject({ decidedBy: 'rules', fallbackReason: 'missing' });
    expect([...rows.values()].filter((r) => r.decidedBy === 'llm')).toHaveLength(2);

    standIn.queue('unknown-signal');
    await analyseDay('2026-11-25');
    rows = await rowsOf(shas);
    expect(rows.get(renamed)).toMatchObject({
      decidedBy: 'llm',
      attempts: 2,
      dropped: [expect.objectContaining({ signal: 'moon_landing', reason: 'unknown_signal' })],
    });
  });

  it('past the daily budget the rules decide, and the commits wait for a later run', async () => {
    const shas = await addDay('2026-11-26', 4);
    const today = await countLlmSpendingSince(
      handle.db,
      startOfUtcDay(new Date()),
      'classification',
    );
    const before = standIn.requests.length;
    const spent = await analyseDay('2026-11-26', { budget: { maxUsd: 10, maxCalls: today.calls } });
    expect(standIn.requests).toHaveLength(before);
    expect(spent.classification).toMatchObject({ fallbacks: { budget: 4 }, calls: 0 });
    expect([...(await rowsOf(shas)).values()].map((r) => [r.fallbackReason, r.attempts])).toEqual(
      Array(4).fill(['budget', 0]),
    );
    const later = await analyseDay('2026-11-26');
    expect(later.classification).toMatchObject({ answered: 4 });
  });

  it('a commit the model failed on three times is left to the rules', async () => {
    const [sha] = await addDay('2026-11-27', 1);
    for (let i = 0; i < 3; i += 1) {
      standIn.queue('invalid-json');
      await analyseDay('2026-11-27');
    }
    const before = standIn.requests.length;
    const fourth = await analyseDay('2026-11-27');
    expect(standIn.requests).toHaveLength(before);
    expect(fourth.classification).toMatchObject({ givenUp: 1, calls: 0 });
    expect((await rowsOf([sha!])).get(sha!)).toMatchObject({
      fallbackReason: 'malformed',
      attempts: 3,
    });
  });
});
