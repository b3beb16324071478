import { searchResponseSchema } from '@gitsignals/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registryProject, seedFeed, type TestApp } from './helpers';
import { PUBLIC_CACHE_CONTROL } from '../src/http/public-answer';

const NOW = new Date('2026-03-20T12:00:00Z');
let t: TestApp;
let ids: string[];

const uniswap = registryProject('uniswap', { category: 'DEX', networks: ['Ethereum', 'Base'] });
const aave = registryProject('aave', { category: 'Lending', networks: ['Ethereum'] });
const celestia = registryProject('celestia', { category: 'Layer 1', networks: ['Celestia'] });

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  ids = await seedFeed(
    t.handle,
    [uniswap, aave, celestia],
    [
      { slug: 'uniswap', date: '2026-03-19', priority: 'low', title: 'Uniswap tidies hooks' },
      {
        slug: 'aave',
        date: '2026-03-18',
        priority: 'high',
        title: 'Aave fixes liquidation rounding',
        tags: { protocols: ['Chainlink'] },
      },
      {
        slug: 'celestia',
        date: '2026-03-19',
        priority: 'medium',
        title: 'Celestia adds blob sampling',
      },
      {
        slug: 'uniswap',
        date: '2026-03-01',
        priority: 'high',
        title: 'Uniswap deploys to 100% of Base',
        commits: [
          { sha: 'a'.repeat(40), message: 'feat: deploy to Base', at: '2026-03-01T09:00:00Z' },
          { sha: 'b'.repeat(40), message: 'chore: config', at: '2026-03-01T15:00:00Z' },
        ],
      },
      { slug: 'celestia', date: '2026-03-10', priority: 'low', title: 'Celestia docs' },
    ],
  );
});
afterAll(async () => t.close());

const daily = (body: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/feeds/daily', payload: body as object });

describe('POST /api/feeds/daily', () => {
  it('orders by priority, then newest analysis date', async () => {
    const res = await daily({});
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((d: { title: string }) => d.title)).toEqual([
      'Aave fixes liquidation rounding',
      'Uniswap deploys to 100% of Base',
      'Celestia adds blob sampling',
      'Uniswap tidies hooks',
      'Celestia docs',
    ]);
    expect(body.pagination).toEqual({ total: 5, hasMore: false, page: 1, limit: 30 });
    expect(body.data[0]).toMatchObject({
      owner: 'Aave',
      priority: 'high',
      type: 'commit_analysis',
      category: 'Lending',
      commits: [],
    });
  });

  it('pages with hasMore and no overlap', async () => {
    const first = (await daily({ page: 1, limit: 2 })).json();
    const second = (await daily({ page: 2, limit: 2 })).json();
    const third = (await daily({ page: 3, limit: 2 })).json();
    expect(first.pagination).toMatchObject({ total: 5, hasMore: true });
    expect(third.pagination.hasMore).toBe(false);
    const all = [...first.data, ...second.data, ...third.data].map((d: { id: string }) => d.id);
    expect(new Set(all).size).toBe(5);
  });

  it('filters by days relative to today', async () => {
    const body = (await daily({ days: 3 })).json();
    expect(body.data.map((d: { analysis_date: string }) => d.analysis_date).sort()).toEqual([
      '2026-03-18',
      '2026-03-19',
      '2026-03-19',
    ]);
    expect(body.pagination.total).toBe(3);
  });

  it('filters by categories and networks', async () => {
    const byCategory = (await daily({ categories: ['Layer 1'] })).json();
    expect(byCategory.data.every((d: { owner: string }) => d.owner === 'Celestia')).toBe(true);
    expect(byCategory.pagination.total).toBe(2);
    const byNetwork = (await daily({ networks: ['Base'] })).json();
    expect(byNetwork.data.map((d: { owner: string }) => d.owner)).toEqual(['Uniswap', 'Uniswap']);
  });

  it.each([
    [{ page: 0 }, 'page'],
    [{ limit: 101 }, 'limit'],
    [{ limit: 0 }, 'limit'],
    [{ days: 5 }, 'days'],
    [{ categories: 'DEX' }, 'categories'],
    [{ page: 'two' }, 'page'],
  ])('answers 400 naming the field for %j', async (body, field) => {
    const res = await daily(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('bad_request');
    expect(res.json().error.message).toContain(field);
  });

  it('rejects a body that is not JSON with one error shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/feeds/daily',
      payload: '{nope',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('error.message');
  });

  it('refuses bodies over the size limit', async () => {
    const res = await daily({
      categories: Array.from({ length: 5000 }, (_, i) => `category-${i}-${'x'.repeat(20)}`),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('payload_too_large');
  });
});

describe('GET /api/feeds/dailyPublicFeeds', () => {
  it('serves the newest cards without content or commits, cacheable for 5 minutes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/feeds/dailyPublicFeeds' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    const { feeds } = res.json();
    expect(feeds.length).toBe(5);
    expect(feeds[0].analysis_date).toBe('2026-03-19');
    for (const f of feeds) {
      expect(f.content).toBe('');
      expect(f.commits).toEqual([]);
      expect(f.summary).not.toBe('');
    }
  });
});

describe('GET /api/feeds/:id', () => {
  it('returns the item with its commits newest first and links to the code host', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/feeds/${ids[3]}` });
    expect(res.statusCode).toBe(200);
    const item = res.json();
    expect(item.title).toBe('Uniswap deploys to 100% of Base');
    expect(item.commits.map((c: { message: string }) => c.message)).toEqual([
      'chore: config',
      'feat: deploy to Base',
    ]);
    expect(item.commits[0].commit_url).toBe(
      `https://github.com/uniswap/core/commit/${'b'.repeat(40)}`,
    );
    expect(item.project).toEqual({ slug: 'uniswap', name: 'Uniswap', category: 'DEX' });
  });

  it('answers a JSON 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/feeds/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
  });
});

describe('POST /api/feeds/search', () => {
  const search = (keywords: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/feeds/search', payload: { keywords } });

  it('answers full feed items as the contract has them', async () => {
    // Written without the per-request schema check (ADR 046): the contract is checked here.
    const body = (await search(['celest'])).json();
    expect(body).toHaveLength(2);
    expect(searchResponseSchema.parse(body)).toEqual(body);
  });

  it('matches case-insensitive substrings of title, owner and tags', async () => {
    expect((await search(['LIQUIDATION'])).json().map((f: { owner: string }) => f.owner)).toEqual([
      'Aave',
    ]);
    expect((await search(['chainlink'])).json().map((f: { owner: string }) => f.owner)).toEqual([
      'Aave',
    ]);
    expect((await search(['celest'])).json()).toHaveLength(2);
  });

  it('trims keywords, drops empties and matches any keyword', async () => {
    const owners = (await search(['  hooks ', '', 'blob']))
      .json()
      .map((f: { owner: string }) => f.owner);
    expect(owners.sort()).toEqual(['Celestia', 'Uniswap']);
  });

  it('treats % and _ literally', async () => {
    expect((await search(['100%'])).json()).toHaveLength(1);
    expect((await search(['%'])).json()).toHaveLength(1);
    expect((await search(['_'])).json()).toHaveLength(0);
  });

  it('requires at least one non-empty keyword', async () => {
    for (const keywords of [[], ['  ', ''], undefined, 'aave']) {
      const res = await search(keywords);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toContain('keywords');
    }
  });
});

describe('API conventions', () => {
  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { code: 'not_found', message: 'No route for GET /api/nope' },
    });
  });

  it('sends security headers and a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toMatchObject({ status: 'ok' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers).toMatchObject({
      'x-frame-options': 'SAMEORIGIN',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
      'origin-agent-cluster': '?1',
    });
    expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
    expect(res.headers['x-request-id']).toMatch(/[0-9a-f-]{36}/);
  });

  it('publishes an OpenAPI document naming the feed routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining(['/api/feeds/daily', '/api/feeds/search', '/api/feeds/{id}']),
    );
  });
});
