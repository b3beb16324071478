// The demo import on a slice of the real dataset: the whole registry and two small repositories.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentProgress } from '../src/reporting/progress';
import { importDemo } from '../src/collectors/demo/import-demo';
import { buildFeedItems } from '../src/use-cases/analyse-projects/build-feed-items';
import { createTestApp, type TestApp } from './helpers';
import { makeDemoSlice } from './demo-slice';

const SLICE = ['compound-finance/comet', 'morpho-org/morpho-blue'];
const NOW = new Date('2026-11-22T08:00:00Z');

let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = makeDemoSlice(SLICE);
  t = await createTestApp({ now: () => NOW });
});

afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('import-demo', () => {
  it('loads every project, replays history to end yesterday, and builds daily feed items', async () => {
    const first = await importDemo(t.handle.db, dataDir, NOW, silentProgress);
    expect(first.projects).toBe(649);
    expect(first.newCommits).toBe(8 + 57);
    const analysed = await buildFeedItems({ db: t.handle.db }, {});
    expect(analysed.projects).toBe(2);
    expect(analysed.items).toBeGreaterThan(0);

    const projects = (await t.app.inject({ method: 'GET', url: '/api/projects' })).json();
    expect(projects).toHaveLength(649);
    const morpho = projects.find((p: { slug: string }) => p.slug === 'morpho');
    expect(morpho.repositories[0]).toBe('morpho-org/morpho-blue');
    expect(morpho.commitCount).toBe(57);

    const feed = (
      await t.app.inject({ method: 'POST', url: '/api/feeds/daily', payload: { limit: 100 } })
    ).json();
    const dates = feed.data.map((f: { analysis_date: string }) => f.analysis_date).sort();
    // Each repository's newest day lands on the day before the import.
    expect(dates.at(-1)).toBe('2026-11-21');
    const item = feed.data.find((f: { analysis_date: string }) => f.analysis_date === '2026-11-21');
    expect(item.replay.recorded_date).toMatch(/^202[4-6]-\d\d-\d\d$/);
    expect(item.replay.recorded_date).not.toBe('2026-11-21');

    const detail = (await t.app.inject({ method: 'GET', url: `/api/feeds/${item.id}` })).json();
    expect(detail.commits.length).toBe(detail.total_commits);
    expect(detail.commits[0].recorded_at).not.toBeNull();
  });

  it('changes nothing when run twice', async () => {
    const before = (
      await t.app.inject({ method: 'POST', url: '/api/feeds/daily', payload: { limit: 100 } })
    ).json();
    const again = await importDemo(
      t.handle.db,
      dataDir,
      new Date('2026-12-05T08:00:00Z'),
      silentProgress,
    );
    expect(again.newCommits).toBe(0);
    const analysed = await buildFeedItems({ db: t.handle.db }, {});
    expect(analysed.changed).toBe(0);
    const after = (
      await t.app.inject({ method: 'POST', url: '/api/feeds/daily', payload: { limit: 100 } })
    ).json();
    expect(after).toEqual(before);
  });
});
