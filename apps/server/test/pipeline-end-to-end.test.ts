// The daily pipeline with its real steps: a real git repository registered under a project is
// collected by the scheduled run into commits, analysed into feed items, and the next run, after
// new commits land upstream, adds the new day (and the stack change it brings).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findFeedItem,
  listFeedItems,
  saveRegistryProjects,
  type DatabaseHandle,
} from '@gitsignals/db';
import { createTestDatabase } from '@gitsignals/db/testing';
import { registerRepositoryFor } from '../src/collectors/collect-projects';
import { startJobs, type Jobs } from '../src/jobs/scheduler';
import { pipelineSteps } from '../src/jobs/pipeline-steps';
import { History } from '../testing/collect-git-fixtures';
import { tempOutboxMailer } from './digest-fixtures';
import { registryProject } from './helpers';

const dayAgo = (n: number, hour = 12) => {
  const d = new Date(Date.now() - n * 86_400_000);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};

describe('the daily pipeline over a real git repository', () => {
  let handle: DatabaseHandle;
  let jobs: Jobs | undefined;
  let workDir: string;
  const mailer = tempOutboxMailer(() => handle.db);

  beforeAll(async () => {
    handle = await createTestDatabase();
    workDir = mkdtempSync(path.join(tmpdir(), 'gitsignals-pipeline-'));
  });
  afterAll(async () => {
    await jobs?.stop();
    mailer.close();
    await handle?.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('collects, analyses and keeps up with new commits', async () => {
    await saveRegistryProjects(handle.db, [registryProject('uniswap', { repos: [] })]);
    const upstream = path.join(workDir, 'hooks.git');
    const history = new History();
    history.commit({
      at: dayAgo(3),
      message: 'feat(hooks): add dynamic fee hook',
      files: {
        'src/hooks/DynamicFee.sol': 'contract DynamicFee {}\n'.repeat(40),
        'package.json': '{"dependencies":{"@chainlink/contracts":"1.2.0"}}\n',
      },
    });
    history.commit({
      at: dayAgo(3, 14),
      message: 'chore: fix typo',
      files: { 'README.md': 'hooks\n' },
    });
    history.writeTo(upstream);
    await registerRepositoryFor(handle.db, {
      projectSlug: 'uniswap',
      urlOrPath: upstream,
      cwd: workDir,
    });

    const logLines: string[] = [];
    jobs = await startJobs({
      handle,
      databaseUrl: handle.pool?.options.connectionString,
      digests: { db: handle.db, mailer, publicUrl: 'http://localhost:3000', now: () => new Date() },
      pipeline: {
        steps: pipelineSteps({
          db: handle.db,
          dataDir: workDir,
          scope: 'all',
          now: () => new Date(),
          log: (line) => logLines.push(line),
        }),
        dailyCron: '40 23 * * *',
        concurrency: 1,
        retryDelaySeconds: 1,
        pollingSeconds: 0.5,
      },
      log: () => undefined,
    });

    const items = async () =>
      (await listFeedItems(handle.db, {}, 30, 0)).map((i) => ({
        day: i.analysisDate,
        title: i.title,
        signals: i.signals,
      }));

    await jobs.runDailyNow();
    await expect.poll(items, { timeout: 60_000, interval: 500 }).toHaveLength(1);
    const [first] = await items();
    expect(first).toMatchObject({ day: dayAgo(3).slice(0, 10), signals: ['new_feature'] });
    expect(first!.title).toMatch(/dynamic fee hook/i);

    // Upstream moves on: the next daily run adds the new day and leaves the old one as it was.
    const more = new History();
    more.continueBranch('main');
    more.commit({
      at: dayAgo(1),
      message: 'feat: deploy hooks to Base (chain 8453)',
      // hardhat-deploy's first deployment to a network writes the network's .chainId beside it.
      files: {
        'deployments/8453/.chainId': '8453',
        'deployments/8453/DynamicFee.json': '{"address":"0x1"}\n',
      },
    });
    more.writeTo(upstream);
    await jobs.runDailyNow();
    await expect.poll(items, { timeout: 60_000, interval: 500 }).toHaveLength(3);
    // The new day records the deployment to a new chain. A feat-typed commit of deployment
    // records was right too rarely on the labelled commits for its signals to be shown (ADR 037),
    // so they are kept as possible ones, which the item's page lists; the stack computed after it
    // notes the new chain.
    const byDay = (a: { day: string }, b: { day: string }) => a.day.localeCompare(b.day);
    const deployed = (await listFeedItems(handle.db, {}, 30, 0)).find(
      (i) => i.analysisDate === dayAgo(1).slice(0, 10),
    );
    const stored = await findFeedItem(handle.db, deployed!.id);
    expect(stored?.possibleSignals.map((p) => p.signal)).toEqual(['chain_expansion', 'deployment']);
    expect((await items()).sort(byDay)).toEqual(
      [
        {
          day: dayAgo(1).slice(0, 10),
          title: 'Uniswap deploys hooks to Base (chain 8453)',
          signals: [],
        },
        first!,
        {
          day: dayAgo(0).slice(0, 10),
          title: 'Uniswap added Base to its stack',
          signals: ['tech_stack_change'],
        },
      ].sort(byDay),
    );
    expect(logLines.filter((l) => /failed/.test(l))).toEqual([]);
  }, 120_000);
});
