// The saved list assembled from the items' JSON kept in memory (ADR 048), on the app and a real
// database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set): the answer's bytes are what
// JSON.stringify wrote for the contract before, cold and from memory; an item the pipeline
// rewrites shows its new content on the next request (by its version alone, and by the change
// notice); what one user saved never reaches another.
import { savedFeedsResponseSchema } from '@gitsignals/contracts';
import {
  findFeedItem,
  inProcessChangeNotices,
  saveRegistryProjects,
  type ChangeNotices,
} from '@gitsignals/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PERSONAL_CACHE_CONTROL } from '../src/http/public-answer';
import { presentFeedItem } from '../src/http/presenters/feed-item';
import { signUp, type SignedInUser } from './auth-helpers';
import { giveSubscription } from './billing-helpers';
import {
  AWKWARD_TEXT,
  createTestApp,
  registryProject,
  seedFeed,
  type SeedItem,
  type TestApp,
} from './helpers';
import { callAs, queryRows } from './user-api-helpers';

let t: TestApp;
let ids: string[];

const uniswap = registryProject('uniswap');
const aave = registryProject('aave', { category: 'Lending' });
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
    tags: { protocols: ['ERC-4626'], tools_and_platforms: ['Foundry'] },
  },
];

beforeAll(async () => {
  t = await createTestApp();
  // On PostgreSQL fragments are kept once the listening connection is up.
  await vi.waitFor(() => expect(t.handle.changes.isLive()).toBe(true));
  ids = await seedFeed(t.handle, [uniswap, aave], items);
});
afterAll(async () => t.close());

const toggle = (app: FastifyInstance, user: SignedInUser, feedId: string) =>
  callAs(app, user)('POST', `/api/users/${user.id}/save-feed?feedId=${feedId}`);
const savedFeeds = (app: FastifyInstance, user: SignedInUser) =>
  callAs(app, user)('GET', `/api/users/${user.id}/saved-feeds`);
const fragments = (app: FastifyInstance = t.app) => app.deps.savedItemFragments.stats();

async function saveAll(app: FastifyInstance, user: SignedInUser, feedIds: string[]) {
  for (const id of feedIds) expect((await toggle(app, user, id)).statusCode).toBe(200);
}

/**
 * The user's bookmarks as they were read before ADR 048: newest first, each time the Date the
 * driver's text made (drizzle maps a timestamptz with `new Date(text)`) written by toISOString.
 */
async function bookmarksReadAsBefore(userId: string) {
  const rows = await queryRows<{ feed_item_id: string; created_at: string | Date }>(
    t.handle,
    `select feed_item_id, created_at from saved_feeds where user_id = '${userId}'
     order by created_at desc, feed_item_id desc`,
  );
  return rows.map((r) => ({ id: r.feed_item_id, savedAt: new Date(r.created_at).toISOString() }));
}

/**
 * The answer as it was written before ADR 048: each bookmark's full row (the list's columns),
 * presented as a feed item titled with its summary, its `saved_at` last, the whole answer through
 * JSON.stringify.
 */
async function answerWrittenWhole(userId: string): Promise<Buffer> {
  const savedFeedsList = [];
  for (const bookmark of await bookmarksReadAsBefore(userId)) {
    const row = (await findFeedItem(t.handle.db, bookmark.id))!;
    savedFeedsList.push({
      ...presentFeedItem(row),
      title: row.summary,
      saved_at: bookmark.savedAt,
    });
  }
  const answer = { saved_feeds: savedFeedsList, total_saved: savedFeedsList.length };
  return Buffer.from(JSON.stringify(answer));
}

describe('the saved list from item fragments', () => {
  it('answers the same bytes as the whole answer written at once, cold and from memory', async () => {
    const user = await signUp(t.app);
    await saveAll(t.app, user, ids);
    t.app.deps.savedItemFragments.clear();

    const before = fragments();
    const cold = await savedFeeds(t.app, user);
    expect(cold.statusCode).toBe(200);
    expect(fragments().misses - before.misses).toBe(ids.length);
    expect(fragments().entries).toBe(ids.length);

    const warm = await savedFeeds(t.app, user);
    expect(fragments().hits - before.hits).toBe(ids.length);
    expect(fragments().misses - before.misses).toBe(ids.length);

    const expected = await answerWrittenWhole(user.id);
    expect(cold.rawPayload.equals(expected)).toBe(true);
    expect(warm.rawPayload.equals(expected)).toBe(true);
    const body = warm.json();
    expect(savedFeedsResponseSchema.parse(body)).toEqual(body);
    expect(body.total_saved).toBe(ids.length);
    expect(body.saved_feeds.map((f: { id: string }) => f.id)).toEqual([...ids].reverse());
    expect(body.saved_feeds.find((f: { id: string }) => f.id === ids[1])).toMatchObject({
      title: AWKWARD_TEXT,
      summary: AWKWARD_TEXT,
      content: AWKWARD_TEXT,
    });
    for (const res of [cold, warm]) {
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['cache-control']).toBe(PERSONAL_CACHE_CONTROL);
    }
  });

  it('writes bookmark times as before: milliseconds cut, not rounded, in UTC', async () => {
    const user = await signUp(t.app);
    await saveAll(t.app, user, [ids[0]!, ids[1]!, ids[2]!]);
    const times = [
      '2026-03-20 10:00:00.999999+00',
      '2026-03-20 10:00:00.0005+00',
      '2026-03-20 23:59:59.9999+05:30',
    ];
    for (const [i, time] of times.entries()) {
      await queryRows(
        t.handle,
        `update saved_feeds set created_at = '${time}'
         where user_id = '${user.id}' and feed_item_id = '${ids[i]}'`,
      );
    }
    const res = await savedFeeds(t.app, user);
    expect(res.json().saved_feeds.map((f: { saved_at: string }) => f.saved_at)).toEqual([
      '2026-03-20T18:29:59.999Z',
      '2026-03-20T10:00:00.999Z',
      '2026-03-20T10:00:00.000Z',
    ]);
    expect(res.rawPayload.equals(await answerWrittenWhole(user.id))).toBe(true);
  });

  it('answers an empty list as before', async () => {
    const user = await signUp(t.app);
    const res = await savedFeeds(t.app, user);
    expect(res.body).toBe('{"saved_feeds":[],"total_saved":0}');
  });

  it('shows an item the pipeline rewrote (upsert, then its notice) on the next request', async () => {
    const user = await signUp(t.app);
    await saveAll(t.app, user, [ids[2]!]);
    expect((await savedFeeds(t.app, user)).json().saved_feeds[0].content).not.toBe('Rewritten.');
    // The pipeline's upsert of the same item (project, type, day, window), then its announcement.
    const [rewritten] = await seedFeed(
      t.handle,
      [aave],
      [{ ...items[2]!, summary: 'Aave rewrote it.', content: 'Rewritten.' }],
    );
    expect(rewritten).toBe(ids[2]);
    const res = await savedFeeds(t.app, user);
    expect(res.json().saved_feeds[0]).toMatchObject({
      id: ids[2],
      title: 'Aave rewrote it.',
      content: 'Rewritten.',
    });
    expect(res.rawPayload.equals(await answerWrittenWhole(user.id))).toBe(true);
  });

  it('shows a rewritten item by its new updated_at alone, in a process that missed the notice', async () => {
    // An app that hears no change notice: only the item's version can tell it the item changed.
    const deaf: ChangeNotices = { ...inProcessChangeNotices(), subscribe: () => () => {} };
    const other = await createTestApp({ changes: deaf }, t.handle);
    try {
      const user = await signUp(other.app);
      await saveAll(other.app, user, [ids[3]!, ids[0]!]);
      const first = await savedFeeds(other.app, user);
      expect(fragments(other.app).entries).toBe(2);
      expect(first.json().saved_feeds[1].content).not.toBe('Rewritten unheard.');

      await seedFeed(t.handle, [uniswap], [{ ...items[3]!, content: 'Rewritten unheard.' }]);
      const hitsBefore = fragments(other.app).hits;
      const next = await savedFeeds(other.app, user);
      expect(next.json().saved_feeds.map((f: { content: string }) => f.content)).toEqual([
        first.json().saved_feeds[0].content,
        'Rewritten unheard.',
      ]);
      // The unchanged item still came from memory.
      expect(fragments(other.app).hits - hitsBefore).toBe(1);
      expect(next.rawPayload.equals(await answerWrittenWhole(user.id))).toBe(true);
    } finally {
      await other.app.close();
    }
  });

  it("shows a renamed project on the next request: the registry import's notice empties memory", async () => {
    const user = await signUp(t.app);
    await saveAll(t.app, user, [ids[0]!]);
    expect((await savedFeeds(t.app, user)).json().saved_feeds[0].project.name).toBe('Uniswap');
    await saveRegistryProjects(t.handle.db, [{ ...uniswap, name: 'Uniswap Labs' }]);
    await t.handle.changes.announce();
    const res = await savedFeeds(t.app, user);
    expect(res.json().saved_feeds[0].project.name).toBe('Uniswap Labs');
    expect(res.rawPayload.equals(await answerWrittenWhole(user.id))).toBe(true);
  });

  it('gives a free account the same item JSON a subscriber made kept: none of it depends on the plan', async () => {
    const subscriber = await signUp(t.app);
    await giveSubscription(t.handle, subscriber.id);
    const free = await signUp(t.app);
    await saveAll(t.app, subscriber, [ids[0]!, ids[1]!]);
    await saveAll(t.app, free, [ids[0]!, ids[1]!]);
    t.app.deps.savedItemFragments.clear();
    await savedFeeds(t.app, subscriber);
    const hitsBefore = fragments().hits;
    const res = await savedFeeds(t.app, free);
    expect(fragments().hits - hitsBefore).toBe(2);
    expect(res.rawPayload.equals(await answerWrittenWhole(free.id))).toBe(true);
  });

  it("never shows one user another's bookmarks or bookmark times", async () => {
    const ada = await signUp(t.app);
    const grace = await signUp(t.app);
    await saveAll(t.app, ada, [ids[0]!, ids[1]!]);
    await saveAll(t.app, grace, [ids[2]!]);
    // Warm the shared item fragments from Ada's list, then Grace saves one of the same items.
    await savedFeeds(t.app, ada);
    await saveAll(t.app, grace, [ids[1]!]);

    const adaBody = (await savedFeeds(t.app, ada)).json();
    const graceBody = (await savedFeeds(t.app, grace)).json();
    expect(adaBody.saved_feeds.map((f: { id: string }) => f.id)).toEqual([ids[1], ids[0]]);
    expect(graceBody.saved_feeds.map((f: { id: string }) => f.id)).toEqual([ids[1], ids[2]]);
    const savedAt = async (user: SignedInUser) =>
      (await bookmarksReadAsBefore(user.id)).map((b) => b.savedAt);
    expect(adaBody.saved_feeds.map((f: { saved_at: string }) => f.saved_at)).toEqual(
      await savedAt(ada),
    );
    expect(graceBody.saved_feeds.map((f: { saved_at: string }) => f.saved_at)).toEqual(
      await savedAt(grace),
    );
    // Grace saved the shared item after Ada had it listed: her time is her own.
    expect(Date.parse(graceBody.saved_feeds[0].saved_at)).toBeGreaterThan(
      Date.parse(adaBody.saved_feeds[0].saved_at),
    );

    expect((await callAs(t.app, grace)('GET', `/api/users/${ada.id}/saved-feeds`)).statusCode).toBe(
      403,
    );
    expect((await callAs(t.app, null)('GET', `/api/users/${ada.id}/saved-feeds`)).statusCode).toBe(
      401,
    );
  });
});
