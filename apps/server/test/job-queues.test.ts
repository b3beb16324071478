// What every queue promises about a job whose process dies: it sends heartbeats (so a supervisor
// takes it for lost 30 s after its last one and hands it to a live worker), and it is retried
// with back-off starting at 15 s. Queues an earlier version created without heartbeats are
// brought up to date at start, or their jobs would stay `active` for two hours after a kill.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@gitsignals/db';
import { createTestDatabase } from '@gitsignals/db/testing';
import type { PipelineSteps } from '../src/jobs/pipeline';
import { startJobs, type Jobs } from '../src/jobs/scheduler';
import { rawQuery, tempOutboxMailer } from './digest-fixtures';

const LONG_JOBS = [
  'analyse-project',
  'collect-bulk',
  'collect-project',
  'daily-run',
  'generate-insights',
  'send-digests',
];

interface QueueRow {
  name: string;
  heartbeat_seconds: number | null;
  retry_limit: number;
  retry_delay: number;
  retry_backoff: boolean;
  expire_seconds: number;
}

describe('job queues', () => {
  let handle: DatabaseHandle;
  let jobs: Jobs | undefined;
  const mailer = tempOutboxMailer(() => handle.db);
  const steps: PipelineSteps = {
    plan: async () => ({ projects: ['uniswap'], bulk: false }),
    collectProject: async () => ({ newCommits: 0 }),
    collectBulk: async () => ({}),
    analyseProject: async () => ({ items: 0, changed: 0, written: 0, fallbacks: {} }),
  };
  const start = () =>
    startJobs({
      handle,
      databaseUrl: handle.pool?.options.connectionString,
      digests: { db: handle.db, mailer, publicUrl: 'http://localhost:3000', now: () => new Date() },
      pipeline: { steps, dailyCron: '40 23 * * *', concurrency: 1, pollingSeconds: 0.5 },
      insights: { run: async () => ({ users: 0, items: 0, matches: 0, written: 0 }) },
      log: () => undefined,
    });
  const queues = () =>
    rawQuery<QueueRow>(
      handle,
      `select name, heartbeat_seconds, retry_limit, retry_delay, retry_backoff, expire_seconds
         from pgboss.queue where name = any($1) order by name`,
      [LONG_JOBS],
    );

  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await jobs?.stop();
    mailer.close();
    await handle?.close();
  });

  it('gives every long job a heartbeat and retries with back-off', async () => {
    jobs = await start();
    const rows = await queues();
    expect(rows.map((q) => q.name)).toEqual(LONG_JOBS);
    for (const queue of rows) {
      expect(queue).toMatchObject({
        heartbeat_seconds: 30,
        retry_limit: 6,
        retry_delay: 15,
        retry_backoff: true,
      });
    }
    // A job carries its queue's heartbeat from the moment it is sent.
    await jobs.runDailyNow();
    const sent = await rawQuery<{ heartbeat_seconds: number | null }>(
      handle,
      `select heartbeat_seconds from pgboss.job where name = 'daily-run'`,
    );
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((job) => job.heartbeat_seconds === 30)).toBe(true);
  });

  it('brings queues an earlier version created up to date', async () => {
    await jobs?.stop();
    // As the version before heartbeats left them: no heartbeat, three retries from a minute.
    await rawQuery(
      handle,
      `update pgboss.queue set heartbeat_seconds = null, retry_limit = 3, retry_delay = 60
        where name = any($1)`,
      [LONG_JOBS],
    );
    jobs = await start();
    const rows = await queues();
    expect(rows.map((q) => [q.name, q.heartbeat_seconds, q.retry_limit, q.retry_delay])).toEqual(
      LONG_JOBS.map((name) => [name, 30, 6, 15]),
    );
    // What the policy of a queue cannot change, the rest of its settings keep.
    expect(rows.find((q) => q.name === 'collect-project')?.expire_seconds).toBe(7200);
  });
});
