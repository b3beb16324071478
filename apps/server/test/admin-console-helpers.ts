// The operators' console under test: the app on a database with its job queue running (the real
// pipeline steps over local git repositories unless a test gives others), an admin named in
// ADMIN_EMAILS, and fixture repositories to add and collect.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { vi } from 'vitest';
import type { DatabaseHandle } from '@gitsignals/db';
import { createTestDatabase } from '@gitsignals/db/testing';
import type { PipelineSteps } from '../src/jobs/pipeline';
import { pipelineSteps } from '../src/jobs/pipeline-steps';
import { startJobs, type Jobs } from '../src/jobs/scheduler';
import { signUp, type SignedInUser } from './auth-helpers';
import { createTestApp, type TestApp } from './helpers';
import { callAs } from './user-api-helpers';

export const ADMIN_EMAIL = 'Ops.Lead@Example.com';

export interface ConsoleUnderTest extends TestApp {
  jobs: Jobs;
  workDir: string;
  /** Signed in, an admin through ADMIN_EMAILS (listed in another case than it signed up with). */
  admin: SignedInUser;
  /** Signed in, no admin. */
  user: SignedInUser;
}

export async function startConsole(
  options: { steps?: (handle: DatabaseHandle, workDir: string) => PipelineSteps } = {},
): Promise<ConsoleUnderTest> {
  const handle = await createTestDatabase();
  const workDir = mkdtempSync(path.join(tmpdir(), 'gitsignals-console-'));
  const steps =
    options.steps?.(handle, workDir) ??
    pipelineSteps({
      db: handle.db,
      dataDir: workDir,
      scope: 'tracked',
      now: () => new Date(),
      log: () => undefined,
    });
  const jobs = await startJobs({
    handle,
    databaseUrl: handle.pool?.options.connectionString,
    // A failed collect stays failed at once, so the console's retry is what runs it again.
    pipeline: {
      steps,
      dailyCron: '40 23 * * *',
      concurrency: 1,
      pollingSeconds: 0.5,
      retryLimit: 0,
    },
    log: () => undefined,
  });
  const t = await createTestApp(
    { adminEmails: [ADMIN_EMAIL.toUpperCase()], jobConsole: jobs.console },
    handle,
  );
  const admin = await signUp(t.app, { email: ADMIN_EMAIL.toLowerCase(), name: 'Ops Lead' });
  const user = await signUp(t.app, { name: 'Plain Reader' });
  return {
    ...t,
    jobs,
    workDir,
    admin,
    user,
    close: async () => {
      await jobs.stop();
      await t.close();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}

/** Waits until the job reaches one of `states` through the console's API; answers it. */
export async function jobReaching(
  t: ConsoleUnderTest,
  queue: string,
  id: string,
  states: string[],
) {
  return vi.waitFor(
    async () => {
      const res = await callAs(t.app, t.admin)('GET', `/api/admin/jobs/${queue}/${id}`);
      const job = res.json();
      if (!states.includes(job.state)) throw new Error(`job ${id} is ${job.state}`);
      return job;
    },
    { timeout: 60_000, interval: 300 },
  );
}
