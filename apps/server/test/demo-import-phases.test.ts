// The demo import's two phases (ADR 035) on a slice of the real dataset, in this process: what the
// health check says as they run, the recent phase's feed, a stop between repositories and the
// resume, and the end state against the whole history imported and analysed in one go.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@gitsignals/db/testing';
import type { DatabaseHandle } from '@gitsignals/db';
import { importDemo } from '../src/collectors/demo/import-demo';
import { silentProgress, type Progress } from '../src/reporting/progress';
import { analyseProjects } from '../src/use-cases/analyse-projects/analyse-projects';
import type { DemoImportOptions } from '../src/use-cases/demo-import/deps';
import { importDemoHistory } from '../src/use-cases/demo-import/history-phase';
import { readDemoImportRecord } from '../src/use-cases/demo-import/progress-record';
import { importRecentDemo } from '../src/use-cases/demo-import/recent-phase';
import { makeDemoSlice } from './demo-slice';
import { createTestApp, type TestApp } from './helpers';
import { queryRows } from './user-api-helpers';

// Uniswap's two repositories: a project is analysed once both of them are whole. zkSync Era has a
// contributor surge two weeks before the newest day, against a baseline older than the month.
const SLICE = [
  'compound-finance/comet',
  'morpho-org/morpho-blue',
  'Uniswap/v4-core',
  'Uniswap/v4-periphery',
  'matter-labs/zksync-era',
];
const NOW = new Date('2026-11-22T08:00:00Z');
const now = () => NOW;

let t: TestApp;
let demoDataDir: string;
let options: DemoImportOptions;

beforeAll(async () => {
  demoDataDir = makeDemoSlice(SLICE);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gitsignals-data-'));
  options = { demoDataDir, dataDir, recentDays: 30, historyBatch: 50 };
  t = await createTestApp({ now, healthCacheMs: 0 });
});

afterAll(async () => {
  await t.close();
  rmSync(demoDataDir, { recursive: true, force: true });
  rmSync(options.dataDir, { recursive: true, force: true });
});

const deps = (extra: { signal?: AbortSignal; progress?: () => Progress } = {}) => ({
  db: t.handle.db,
  now,
  say: () => undefined,
  progress: () => silentProgress,
  // As import-demo passes it: each phase announces what it wrote, so the feed shows it at once.
  changes: t.handle.changes,
  ...extra,
});

const health = async () => (await t.app.inject({ method: 'GET', url: '/api/health' })).json();

const monthFeed = async () => {
  const page = (
    await t.app.inject({
      method: 'POST',
      url: '/api/feeds/daily',
      payload: { days: 30, limit: 100 },
    })
  ).json() as { data: { owner: string; analysis_date: string; priority: string }[] };
  return page.data.map((f) => `${f.owner} ${f.analysis_date} ${f.priority}`).sort();
};

/** Every stored feed item and the rows behind it, in a stable order. */
async function storedState(handle: DatabaseHandle) {
  const count = async (table: string) =>
    (await queryRows<{ n: number }>(handle, `select count(*)::int as n from ${table}`))[0]!.n;
  return {
    commits: await count('commits'),
    commitFiles: await count('commit_files'),
    tags: await count('tags'),
    dependencies: await count('repository_dependencies'),
    paths: await count('repository_paths'),
    stacks: await count('technology_profiles'),
    contributors: await count('contacts'),
    items: await queryRows(
      handle,
      `select p.slug, f.analysis_date, f.priority, f.signals, f.title, f.summary,
              (select count(*)::int from feed_item_commits c where c.feed_item_id = f.id) as commits
       from feed_items f join projects p on p.id = f.project_id
       order by p.slug, f.analysis_date`,
    ),
  };
}

describe('the demo import in two phases', () => {
  let recentFeed: string[];

  it('reports no demo import on a database without one', async () => {
    const answer = await health();
    expect(answer.status).toBe('ok');
    expect(answer).not.toHaveProperty('demoImport');
  });

  it('answers the 30-day feed after the recent phase, and reports the import under way', async () => {
    const recent = await importRecentDemo(deps(), options);
    expect(recent.recentFrom).toBe('2026-10-24');
    recentFeed = await monthFeed();
    expect(recentFeed.length).toBeGreaterThan(0);
    expect(await health()).toMatchObject({
      demoImport: { state: 'importing', repositoriesDone: 0, repositoriesTotal: 5 },
    });
    // Only the recent days' commits are in.
    const commits = await queryRows<{ oldest: string }>(
      t.handle,
      `select min(committed_at)::date::text as oldest from commits`,
    );
    expect(commits[0]!.oldest >= '2026-10-24').toBe(true);
  });

  it('stops between batches when asked, and resumes with what is left', async () => {
    const stop = new AbortController();
    // The first repository's history whole, then the stop: the next one ends after its first batch.
    const stopAfterOne = (): Progress => {
      let step = '';
      return {
        ...silentProgress,
        start: (label) => {
          step = label;
        },
        tick: (_amount, repo) => {
          if (step === 'Importing history' && repo) stop.abort();
        },
      };
    };
    const stopped = await importDemoHistory(
      deps({ signal: stop.signal, progress: stopAfterOne }),
      options,
    );
    expect(stopped.complete).toBe(false);
    const record = await readDemoImportRecord(t.handle.db);
    expect(record).toMatchObject({ phase: 'history' });
    expect(record!.done).toHaveLength(1);
    expect(await health()).toMatchObject({
      demoImport: { state: 'importing', repositoriesDone: 1, repositoriesTotal: 5 },
    });

    const resumed = await importDemoHistory(deps(), options);
    expect(resumed.complete).toBe(true);
    expect(await health()).toMatchObject({
      demoImport: { state: 'done', repositoriesDone: 5, repositoriesTotal: 5 },
    });
  });

  it('ends with the rows of the whole history imported and analysed at once, the month feed unchanged', async () => {
    const whole = await createTestDatabase();
    try {
      await importDemo(whole.db, demoDataDir, NOW, silentProgress);
      await analyseProjects({ db: whole.db, now }, {});
      const expected = await storedState(whole);
      expect(expected.commits).toBe(8 + 57 + 200 + 19 + 279);
      expect(
        expected.items.some((i) =>
          String((i as { signals: unknown }).signals).includes('contributor_surge'),
        ),
      ).toBe(true);
      expect(await storedState(t.handle)).toEqual(expected);
    } finally {
      await whole.close();
    }
    // The recent phase's month was whole: the same items, days and priorities.
    expect(await monthFeed()).toEqual(recentFeed);
  });
});
