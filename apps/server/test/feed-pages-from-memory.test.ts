// Feed pages assembled from the items' JSON kept in memory (ADR 052), on the app and a real
// database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set): the daily and personal feeds'
// bytes are what the zod serializer wrote for the contract before, cold and from memory; an item
// the pipeline rewrites shows on the next page read (by its version alone, and by the notice).
import { feedPageResponseSchema } from '@gitsignals/contracts';
import {
  countFeedItems,
  inProcessChangeNotices,
  listFeedItems,
  saveRegistryProjects,
  type ChangeNotices,
  type FeedFilters,
} from '@gitsignals/db';
import { daysAgo } from '@gitsignals/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PERSONAL_CACHE_CONTROL } from '../src/http/public-answer';
import { presentFeedItem } from '../src/http/presenters/feed-item';
import { signUp, type SignedInUser } from './auth-helpers';
import {
  AWKWARD_TEXT,
  createTestApp,
  registryProject,
  seedFeed,
  type SeedItem,
  type TestApp,
} from './helpers';
import { callAs, queryRows } from './user-api-helpers';

const NOW = new Date('2026-03-20T12:00:00Z');
let t: TestApp;
let ids: string[];

const uniswap = registryProject('uniswap', { category: 'DEX', networks: ['Ethereum', 'Base'] });
const aave = registryProject('aave', { category: 'Lending', networks: ['Ethereum'] });
const items: SeedItem[] = [
  { slug: 'uniswap', date: '2026-03-19', priority: 'high', summary: 'Uniswap tidies hooks.' },
  {
    slug: 'aave',
    date: '2026-03-18',
    summary: AWKWARD_TEXT,
    content: AWKWARD_TEXT,
    title: AWKWARD_TEXT,
  },
  { slug: 'aave', date: '2026-03-17', priority: 'low' },
  {
    slug: 'uniswap',
    date: '2026-03-16',
    tags: { protocols: ['ERC-4626', 'Uniswap v4'], tools_and_platforms: ['Foundry'] },
  },
  { slug: 'uniswap', date: '2026-03-15', priority: 'medium', signals: [] },
];

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  // On PostgreSQL fragments are kept once the listening connection is up.
  await vi.waitFor(() => expect(t.handle.changes.isLive()).toBe(true));
  ids = await seedFeed(t.handle, [uniswap, aave], items);
  // Fields the seed leaves plain: a noise ledger (jsonb, whose key order is its own), a replayed
  // day, no image, several networks.
  await queryRows(
    t.handle,
    `update feed_items set noise = '{"merge": 3, "bot": 1, "formatting": 12}',
       is_replay = true, recorded_date = '2024-07-01', image_url = null,
       networks = '{Ethereum,Base}' where id = '${ids[3]}'`,
  );
  await t.handle.changes.announce();
});
afterAll(async () => t.close());

const daily = (app: FastifyInstance, body: object) =>
  app.inject({ method: 'POST', url: '/api/feeds/daily', payload: body });
const personal = (app: FastifyInstance, user: SignedInUser, body: object) =>
  callAs(app, user)('POST', `/api/feeds/user/${user.id}`, body);
const fragments = (app: FastifyInstance = t.app) => app.deps.feedItemFragments.stats();

/**
 * The page as it was written before ADR 052: the page's full rows by offset, presented, the total
 * counted, the answer encoded by the contract's schema (what the zod serializer did) and
 * stringified.
 */
async function pageWrittenWhole(filters: FeedFilters, page: number, limit: number) {
  const rows = await listFeedItems(t.handle.db, filters, limit, (page - 1) * limit);
  const total = await countFeedItems(t.handle.db, filters);
  const answer = {
    data: rows.map((r) => presentFeedItem(r)),
    pagination: { total, hasMore: page * limit < total, page, limit },
  };
  return Buffer.from(JSON.stringify(feedPageResponseSchema.encode(answer)));
}

describe('feed pages from item fragments', () => {
  it('answers the daily feed with the bytes the serializer wrote, every page and filter', async () => {
    const cases: [object, FeedFilters, number, number][] = [
      [{}, {}, 1, 30],
      [{ limit: 2 }, {}, 1, 2],
      [{ limit: 2, page: 2 }, {}, 2, 2],
      [{ limit: 2, page: 3 }, {}, 3, 2],
      [{ limit: 2, page: 4 }, {}, 4, 2],
      [{ days: 3 }, { since: daysAgo(NOW, 3) }, 1, 30],
      [{ categories: ['Lending'] }, { categories: ['Lending'] }, 1, 30],
      [{ networks: ['Base'] }, { networks: ['Base'] }, 1, 30],
    ];
    t.app.deps.feedItemFragments.clear();
    for (const [body, filters, page, limit] of cases) {
      const res = await daily(t.app, body);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const expected = (await pageWrittenWhole(filters, page, limit)).toString();
      const got = res.rawPayload.toString();
      expect(got).toBe(expected);
      const parsed = res.json();
      expect(feedPageResponseSchema.parse(parsed)).toEqual(parsed);
    }
    expect(fragments().entries).toBe(ids.length);
    expect(fragments().hits).toBeGreaterThan(0);
  });

  it('answers a personal page with the same bytes cold and from memory', async () => {
    const user = await signUp(t.app);
    const put = await callAs(t.app, user)('PUT', `/api/user/${user.id}`, {
      projectSubList: ['Uniswap', 'Aave'],
    });
    expect(put.statusCode).toBe(200);
    t.app.deps.feedItemFragments.clear();
    const filters = { subscriberId: user.id };
    const before = fragments();
    const cold = await personal(t.app, user, { limit: 3, page: 2 });
    expect(fragments().misses - before.misses).toBe(2);
    const warm = await personal(t.app, user, { limit: 3, page: 2 });
    expect(fragments().hits - before.hits).toBe(2);
    const expected = await pageWrittenWhole(filters, 2, 3);
    expect(cold.rawPayload.equals(expected)).toBe(true);
    expect(warm.rawPayload.equals(expected)).toBe(true);
    expect(warm.headers['cache-control']).toBe(PERSONAL_CACHE_CONTROL);
    const first = await personal(t.app, user, { limit: 3 });
    expect(first.rawPayload.equals(await pageWrittenWhole(filters, 1, 3))).toBe(true);
    expect(first.json().data).toHaveLength(3);
  });

  it('shows a rewritten item by its new updated_at alone, in a process that missed the notice', async () => {
    // An app that hears no change notice: only the item's version can tell it the item changed.
    const deaf: ChangeNotices = { ...inProcessChangeNotices(), subscribe: () => () => {} };
    const other = await createTestApp({ changes: deaf, now: () => NOW }, t.handle);
    try {
      const user = await signUp(other.app);
      await callAs(other.app, user)('PUT', `/api/user/${user.id}`, { projectSubList: ['Aave'] });
      const first = (await personal(other.app, user, {})).json();
      expect(first.data.map((d: { content: string }) => d.content)).not.toContain('Rewritten.');
      expect(fragments(other.app).entries).toBe(2);

      await seedFeed(t.handle, [aave], [{ ...items[2]!, content: 'Rewritten.' }]);
      const hitsBefore = fragments(other.app).hits;
      const next = await personal(other.app, user, {});
      expect(next.json().data.map((d: { content: string }) => d.content)).toEqual([
        first.data[0].content,
        'Rewritten.',
      ]);
      // The unchanged item still came from memory.
      expect(fragments(other.app).hits - hitsBefore).toBe(1);
      expect(next.rawPayload.equals(await pageWrittenWhole({ subscriberId: user.id }, 1, 30))).toBe(
        true,
      );
    } finally {
      await other.app.close();
    }
  });

  it("shows a renamed project on the next page read: the registry import's notice empties memory", async () => {
    const user = await signUp(t.app);
    await callAs(t.app, user)('PUT', `/api/user/${user.id}`, { projectSubList: ['Uniswap'] });
    const project = async () => (await personal(t.app, user, {})).json().data[0].project.name;
    expect(await project()).toBe('Uniswap');
    await saveRegistryProjects(t.handle.db, [{ ...uniswap, name: 'Uniswap Labs' }]);
    await t.handle.changes.announce();
    await vi.waitFor(async () => expect(await project()).toBe('Uniswap Labs'));
  });
});
