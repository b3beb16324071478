// The demo import on a slice of the real dataset: the whole registry and two small repositories.
import { cpSync, mkdtempSync, readFileSync, writeFileSync, mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { silentProgress } from '../src/cli/progress';
import { importDemo } from '../src/collectors/demo/import-demo';
import { analyseFeed } from '../src/jobs/analyse-feed.job';
import { createTestApp, type TestApp } from './helpers';

const DATA = fileURLToPath(new URL('../../../data', import.meta.url));
const SLICE = ['compound-finance/comet', 'morpho-org/morpho-blue'];
const NOW = new Date('2026-11-22T08:00:00Z');

let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'gitsignals-demo-'));
  mkdirSync(path.join(dataDir, 'activity'));
  cpSync(path.join(DATA, 'projects.json'), path.join(dataDir, 'projects.json'));
  const index = JSON.parse(readFileSync(path.join(DATA, 'activity', 'INDEX.json'), 'utf8'));
  index.repos = index.repos.filter((r: { repo: string }) => SLICE.includes(r.repo));
  writeFileSync(path.join(dataDir, 'activity', 'INDEX.json'), JSON.stringify(index));
  for (const r of index.repos) {
    cpSync(
      path.join(DATA, 'activity', r.commitsFile),
      path.join(dataDir, 'activity', r.commitsFile),
    );
    cpSync(path.join(DATA, 'activity', r.metaFile), path.join(dataDir, 'activity', r.metaFile));
  }
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
    const analysed = await analyseFeed(t.handle.db, {}, silentProgress);
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
    const analysed = await analyseFeed(t.handle.db, {}, silentProgress);
    expect(analysed.changed).toBe(0);
    const after = (
      await t.app.inject({ method: 'POST', url: '/api/feeds/daily', payload: { limit: 100 } })
    ).json();
    expect(after).toEqual(before);
  });
});
