// The insights run on real pg-boss queues: it follows the daily run and the analyses after a
// short wait, a burst of analyses folds into one run (one more at most if analyses end during
// it), and runInsightsNow queues a run for the users named.
import type { DatabaseHandle } from '@gitsignals/db';
import { createTestDatabase } from '@gitsignals/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerateInsightsPayload } from '../src/jobs/generate-insights.job';
import type { PipelineSteps } from '../src/jobs/pipeline';
import { startJobs, type Jobs } from '../src/jobs/scheduler';
import { tempOutboxMailer } from './digest-fixtures';

const PROJECTS = ['project-a', 'project-b', 'project-c', 'project-d'];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the insights job', () => {
  let handle: DatabaseHandle;
  let jobs: Jobs | undefined;
  const mailer = tempOutboxMailer(() => handle.db);
  const runs: GenerateInsightsPayload[] = [];
  const analysed: string[] = [];

  beforeAll(async () => {
    handle = await createTestDatabase();
    const steps: PipelineSteps = {
      plan: async () => ({ projects: PROJECTS, bulk: false }),
      collectProject: async () => ({ newCommits: 1, since: '2026-11-20' }),
      collectBulk: async () => ({}),
      analyseProject: async (slug) => {
        analysed.push(slug);
        return { items: 1, changed: 1, written: 0, fallbacks: {} };
      },
    };
    jobs = await startJobs({
      handle,
      databaseUrl: handle.pool?.options.connectionString,
      digests: { db: handle.db, mailer, publicUrl: 'http://localhost:3000', now: () => new Date() },
      pipeline: { steps, dailyCron: '40 23 * * *', concurrency: 1, pollingSeconds: 0.5 },
      insights: {
        run: async (payload) => {
          runs.push(payload);
          return { users: 0, items: 0, matches: 0, written: 0 };
        },
        delaySeconds: 2,
      },
      log: () => undefined,
    });
  });
  afterAll(async () => {
    await jobs?.stop();
    mailer.close();
    await handle?.close();
  });

  it('runs after the daily run and its analyses, once or twice, not once per project', async () => {
    await jobs!.runDailyNow();
    await expect.poll(() => analysed.length, { timeout: 60_000, interval: 250 }).toBe(4);
    await expect.poll(() => runs.length, { timeout: 30_000, interval: 250 }).toBeGreaterThan(0);
    await sleep(4_000); // a run asked for during the first one would have started by now
    expect(runs.length).toBeLessThanOrEqual(2);
    expect(runs.every((r) => r.userIds === undefined)).toBe(true);
  }, 90_000);

  it('runs on demand for the users named', async () => {
    const before = runs.length;
    expect(await jobs!.runInsightsNow(['user-1'])).toBe(true);
    await expect.poll(() => runs.length, { timeout: 20_000, interval: 250 }).toBe(before + 1);
    expect(runs.at(-1)).toEqual({ userIds: ['user-1'] });
  }, 30_000);
});
