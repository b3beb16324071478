// The daily pipeline on real pg-boss queues: the run fans out to one collect job per project, each
// collect is followed by one analysis, and two workers on one PostgreSQL database share the jobs
// without doing any of them twice. (PGlite is a single connection: one process, one worker.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@gitsignals/db';
import { createTestDatabase } from '@gitsignals/db/testing';
import { startJobs, type Jobs } from '../src/jobs/scheduler';
import type { PipelineSteps } from '../src/jobs/pipeline';
import { tempOutboxMailer } from './digest-fixtures';

const PROJECTS = Array.from({ length: 12 }, (_, i) => `project-${String(i).padStart(2, '0')}`);
/** Projects whose repositories live on GitHub: collected together by the bulk job. */
const API_PROJECTS = ['api-project-a', 'api-project-b'];
const ALL = [...PROJECTS, ...API_PROJECTS].sort();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Ledger {
  collected: { worker: string; slug: string }[];
  bulkRuns: number;
  analysed: { worker: string; slug: string; since: string | undefined }[];
}

/** Steps that take a little time (like a git fetch) and write down who ran what. */
function countingSteps(
  worker: string,
  ledger: Ledger,
  failOnce = new Set<string>(),
): PipelineSteps {
  return {
    plan: async () => ({ projects: PROJECTS, bulk: true }),
    collectBulk: async () => {
      await sleep(150);
      ledger.bulkRuns += 1;
      for (const slug of API_PROJECTS) ledger.collected.push({ worker, slug });
      return Object.fromEntries(
        API_PROJECTS.map((slug) => [slug, { newCommits: 1, since: '2026-11-20' }]),
      );
    },
    collectProject: async (slug) => {
      await sleep(150);
      if (failOnce.delete(slug)) throw new Error(`git fetch of ${slug} timed out`);
      ledger.collected.push({ worker, slug });
      if (slug === 'project-00') {
        const failures = [{ repository: 'org/gone', reason: 'repository not found' }];
        return { newCommits: 3, since: '2026-11-20', repositoriesRead: 1, failures };
      }
      return { newCommits: 3, since: '2026-11-20', repositoriesRead: 1 };
    },
    analyseProject: async (slug, since) => {
      await sleep(50);
      ledger.analysed.push({ worker, slug, since });
      if (slug === 'project-01') {
        const fallbacks = { 'timed out': 2 };
        return { items: 3, changed: 3, written: 1, fallbacks, writer: 'openai:gpt-5-mini' };
      }
      return { items: 1, changed: 1, written: 0, fallbacks: {} };
    },
  };
}

describe('the daily pipeline', () => {
  let handle: DatabaseHandle;
  const running: Jobs[] = [];
  /** What the jobs wrote to the log: level and message. */
  const lines: string[] = [];
  const mailer = tempOutboxMailer(() => handle.db);

  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(running.map((jobs) => jobs.stop()));
    mailer.close();
    await handle?.close();
  });

  const start = async (steps: PipelineSteps) => {
    const jobs = await startJobs({
      handle,
      databaseUrl: handle.pool?.options.connectionString,
      digests: { db: handle.db, mailer, publicUrl: 'http://localhost:3000', now: () => new Date() },
      pipeline: {
        steps,
        dailyCron: '40 23 * * *',
        concurrency: 1,
        retryDelaySeconds: 1,
        pollingSeconds: 0.5,
      },
      log: (level, message) => lines.push(`${level} ${message}`),
    });
    running.push(jobs);
    return jobs;
  };

  it('runs every collect and analysis exactly once when two workers share the queue', async (ctx) => {
    if (handle.kind !== 'postgres') ctx.skip();
    const ledger: Ledger = { collected: [], bulkRuns: 0, analysed: [] };
    // One collect fails the first time: pg-boss retries it (with back-off) on either worker.
    const flaky = new Set(['project-03']);
    const first = await start(countingSteps('worker-a', ledger, flaky));
    await start(countingSteps('worker-b', ledger, flaky));

    // Both schedulers firing at once must not double the work.
    await Promise.all([first.runDailyNow(), running[1]!.runDailyNow()]);

    await expect
      .poll(() => ledger.analysed.length, { timeout: 60_000, interval: 250 })
      .toBe(ALL.length);
    await sleep(1_500); // anything duplicated would show up now
    expect(ledger.collected.map((c) => c.slug).sort()).toEqual(ALL);
    expect(ledger.bulkRuns).toBe(1);
    expect(ledger.analysed.map((a) => a.slug).sort()).toEqual(ALL);
    expect(new Set(ledger.analysed.map((a) => a.since))).toEqual(new Set(['2026-11-20']));
    const workers = new Set(ledger.collected.map((c) => c.worker));
    expect(workers).toEqual(new Set(['worker-a', 'worker-b']));
    expect(flaky.size).toBe(0);
    // The failed attempt is one error line with its cause; the retry's success its info line.
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^error collect-project project-03 failed after \d+\.\d s: git fetch of project-03 timed out; the queue retries it with back-off$/,
      ),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^info collect-project project-03: 1 repository read, 3 new commits from 2026-11-20, \d+\.\d s$/,
      ),
    );
  }, 90_000);

  it('runs the whole chain in one embedded process', async (ctx) => {
    if (handle.kind !== 'pglite') ctx.skip();
    const ledger: Ledger = { collected: [], bulkRuns: 0, analysed: [] };
    const jobs = await start(countingSteps('embedded', ledger));
    await jobs.runDailyNow();
    await expect
      .poll(() => ledger.analysed.length, { timeout: 60_000, interval: 250 })
      .toBe(ALL.length);
    expect(ledger.collected.map((c) => c.slug).sort()).toEqual(ALL);
    // One line per job: what it read or wrote, and a warning per repository it could not read.
    const infoOf = (prefix: string) => lines.filter((l) => l.startsWith(`info ${prefix}`));
    expect(infoOf('collect-project ')).toHaveLength(PROJECTS.length);
    expect(infoOf('collect-bulk ')).toHaveLength(API_PROJECTS.length);
    expect(infoOf('analyse-project ')).toHaveLength(ALL.length);
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^info daily-run: 12 projects to collect over git \(12 queued\); the GitHub API collect queued$/,
      ),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^info collect-project project-00: 1 repository read, 3 new commits from 2026-11-20, 1 repository failed, \d+\.\d s$/,
      ),
    );
    expect(lines).toContain(
      'warn collect-project project-00: org/gone could not be read: repository not found',
    );
    // LLM-written and fallback texts counted apart, with the reason.
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^info analyse-project project-01: 3 feed items from 2026-11-20 \(3 new or changed; 1 written by openai:gpt-5-mini, 2 by the local writer after it failed \(2 timed out\)\), \d+\.\d s$/,
      ),
    );
    expect(await jobs.requestAnalysis('project-00')).toBe(true);
    await expect.poll(() => ledger.analysed.length, { timeout: 20_000 }).toBe(ALL.length + 1);
  }, 90_000);
});
