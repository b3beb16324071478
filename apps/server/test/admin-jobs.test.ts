// The console's jobs screen over the real queues, with steps the test controls: the last daily
// run tells each project's outcome (collected and analysed, or failed with its error), counts per
// queue follow the jobs, and "Collect now" while the project's collect waits names that job.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { saveRegistryProjects } from '@gitsignals/db';
import type { PipelineSteps } from '../src/jobs/pipeline';
import { registryProject } from './helpers';
import { callAs } from './user-api-helpers';
import { jobReaching, startConsole, type ConsoleUnderTest } from './admin-console-helpers';

let t: ConsoleUnderTest;
let asAdmin: ReturnType<typeof callAs>;
/** Collects of `held` wait on this until the test lets them go. */
let release: () => void = () => undefined;
let held = '';

const steps = (): PipelineSteps => ({
  plan: async () => ({ projects: ['aave', 'lido', 'uniswap'], bulk: false }),
  collectProject: async (slug) => {
    if (slug === 'lido')
      throw new Error('lido: all 1 repositories failed (lido/core: unreachable)');
    if (slug === held) await new Promise<void>((resolve) => (release = resolve));
    return { newCommits: slug === 'aave' ? 3 : 0, since: '2026-11-20' };
  },
  collectBulk: async () => ({}),
  analyseProject: async (slug) => {
    const items = slug === 'aave' ? 1 : 0;
    return { items, changed: items, written: 0, fallbacks: {} };
  },
});

beforeAll(async () => {
  t = await startConsole({ steps });
  asAdmin = callAs(t.app, t.admin);
  await saveRegistryProjects(t.handle.db, [
    registryProject('aave'),
    registryProject('lido'),
    registryProject('uniswap'),
  ]);
}, 120_000);
afterAll(async () => {
  release();
  await t?.close();
});

const screen = async () => {
  const res = await asAdmin('GET', '/api/admin/jobs');
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('the jobs screen', () => {
  it('shows no daily run before the first', async () => {
    const { lastDailyRun, failed } = await screen();
    expect(lastDailyRun).toBeNull();
    expect(failed).toEqual([]);
  });

  it("tells the last daily run's outcome per project, and lists the failure with its error", async () => {
    await t.jobs.runDailyNow();
    const settled = await vi.waitFor(
      async () => {
        const { lastDailyRun } = await screen();
        const states = (lastDailyRun?.projects ?? []).map(
          (p: { collect: { state: string } | null; analyse: { state: string } | null }) =>
            `${p.collect?.state}/${p.analyse?.state ?? '-'}`,
        );
        if (states.join(' ') !== 'completed/completed failed/- completed/completed') {
          throw new Error(`not settled: ${states.join(' ')}`);
        }
        return lastDailyRun;
      },
      { timeout: 60_000, interval: 300 },
    );
    expect(settled.job).toMatchObject({ queue: 'daily-run', state: 'completed' });
    expect(settled.bulk).toBe(false);
    const [aave, lido, uniswap] = settled.projects;
    expect(aave).toMatchObject({
      project: 'aave',
      collect: { queue: 'collect-project', output: { newCommits: 3, since: '2026-11-20' } },
      analyse: { queue: 'analyse-project', state: 'completed', output: { items: 1 } },
    });
    expect(lido).toMatchObject({
      project: 'lido',
      collect: {
        state: 'failed',
        error: 'lido: all 1 repositories failed (lido/core: unreachable)',
      },
      analyse: null,
    });
    expect(uniswap.project).toBe('uniswap');

    const { failed, queues } = await screen();
    expect(failed).toEqual([lido.collect]);
    // No stack trace reaches the console, only the message.
    expect(JSON.stringify(failed)).not.toContain('    at ');
    const count = (queue: string) => queues.find((q: { queue: string }) => q.queue === queue);
    expect(count('collect-project')).toEqual({
      queue: 'collect-project',
      waiting: 0,
      active: 0,
      failed: 1,
      completed: 2,
    });
    expect(count('analyse-project')).toMatchObject({ completed: 2, failed: 0 });
    expect(count('daily-run')).toMatchObject({ completed: 1 });
  });

  it('refuses "Collect now" while a collect of the project waits, naming it', async () => {
    const [repository] = (await asAdmin('GET', '/api/admin/repositories?search=uniswap')).json()
      .projects[0].repositories;
    held = 'uniswap';
    const first = (
      await asAdmin('POST', `/api/admin/repositories/${repository.id}/collect`)
    ).json();
    await jobReaching(t, 'collect-project', first.jobId, ['active']);
    expect(
      (await screen()).queues.find((q: { queue: string }) => q.queue === 'collect-project'),
    ).toMatchObject({ active: 1 });
    // One may wait while one runs…
    const second = await asAdmin('POST', `/api/admin/repositories/${repository.id}/collect`);
    expect(second.statusCode).toBe(202);
    expect((await jobReaching(t, 'collect-project', second.json().jobId, ['waiting'])).state).toBe(
      'waiting',
    );
    // …and a third names the one waiting.
    const third = await asAdmin('POST', `/api/admin/repositories/${repository.id}/collect`);
    expect(third.statusCode).toBe(409);
    expect(third.json().error).toEqual({
      code: 'collect_waiting',
      message: `A collect of uniswap is already waiting (job ${second.json().jobId}); try again once it has started.`,
    });
    held = '';
    release();
    await jobReaching(t, 'collect-project', second.json().jobId, ['completed']);
  });
});
