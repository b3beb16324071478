import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registryProject, seedFeed, type TestApp } from './helpers';
import { PUBLIC_CACHE_CONTROL } from '../src/http/public-answer';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedFeed(
    t.handle,
    [
      registryProject('uniswap', {
        category: 'DEX',
        networks: ['Ethereum', 'Base'],
        repos: ['Uniswap/v4-core', 'Uniswap/v3-core'],
      }),
      registryProject('aave', { category: 'Lending', networks: ['Ethereum', 'Polygon'] }),
      registryProject('gmx', { category: 'DEX', networks: [] }),
    ],
    [
      {
        slug: 'aave',
        date: '2026-03-18',
        commits: [{ sha: 'c'.repeat(40), message: 'feat: e-mode', at: '2026-03-18T10:00:00Z' }],
      },
    ],
  );
});
afterAll(async () => t.close());

describe('GET /api/projects', () => {
  it('lists projects with repositories and activity counts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/projects' });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((p: { slug: string }) => p.slug)).toEqual(['gmx', 'uniswap', 'aave']);
    const aave = list.find((p: { slug: string }) => p.slug === 'aave');
    expect(aave).toMatchObject({
      repositoryCount: 1,
      commitCount: 1,
      feedCount: 1,
      activitySummary: 'Summary of Aave on 2026-03-18.',
    });
    expect(aave.lastUpdated).toMatch(/^\d{4}-\d\d-\d\dT/);
    const uniswap = list.find((p: { slug: string }) => p.slug === 'uniswap');
    expect(uniswap).toMatchObject({
      repositories: ['Uniswap/v4-core', 'Uniswap/v3-core'],
      commitCount: 0,
      lastUpdated: null,
    });
  });
});

describe('GET /api/projects/metadata', () => {
  it('groups project names by category and lists every network once, cacheable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/projects/metadata' });
    expect(res.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(res.json()).toEqual({
      projects_by_category: { DEX: ['Gmx', 'Uniswap'], Lending: ['Aave'] },
      networks: ['Base', 'Ethereum', 'Polygon'],
    });
  });
});
