// Bookmarks and saved searches: GET /users/{id}/saved-feeds, POST /users/{id}/save-feed?feedId=,
// POST, GET and DELETE /users/{id}/save-search.
import { MAX_SAVED_SEARCHES, savedFeedsResponseSchema } from '@gitsignals/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registryProject, seedFeed, type TestApp } from './helpers';
import { signUp, type SignedInUser } from './auth-helpers';
import { callAs, storedUserState } from './user-api-helpers';

let t: TestApp;
let feedIds: string[];
beforeAll(async () => {
  t = await createTestApp();
  feedIds = await seedFeed(
    t.handle,
    [registryProject('uniswap'), registryProject('aave', { category: 'Lending' })],
    [
      {
        slug: 'uniswap',
        date: '2026-03-19',
        title: 'Uniswap tidies hooks',
        summary: 'Uniswap refactors its hook dispatch.',
      },
      { slug: 'aave', date: '2026-03-18', priority: 'high', summary: 'Aave fixes rounding.' },
      { slug: 'aave', date: '2026-03-17', priority: 'low' },
    ],
  );
});
afterAll(async () => t.close());

const toggle = (user: SignedInUser, feedId: string) =>
  callAs(t.app, user)('POST', `/api/users/${user.id}/save-feed?feedId=${feedId}`);
const savedFeeds = (user: SignedInUser) =>
  callAs(t.app, user)('GET', `/api/users/${user.id}/saved-feeds`);

describe('bookmarks', () => {
  it('starts empty', async () => {
    const user = await signUp(t.app);
    const res = await savedFeeds(user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ saved_feeds: [], total_saved: 0 });
  });

  it('saves with one call and removes with the same call', async () => {
    const user = await signUp(t.app);
    const saved = await toggle(user, feedIds[0]!);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ feedId: feedIds[0], saved: true });
    expect((await savedFeeds(user)).json().total_saved).toBe(1);

    const removed = await toggle(user, feedIds[0]!);
    expect(removed.json()).toEqual({ feedId: feedIds[0], saved: false });
    expect((await savedFeeds(user)).json()).toEqual({ saved_feeds: [], total_saved: 0 });
  });

  it('lists full feed items, newest bookmark first, titled with their summary', async () => {
    const user = await signUp(t.app);
    await toggle(user, feedIds[0]!);
    await toggle(user, feedIds[1]!);
    const body = (await savedFeeds(user)).json();
    // Written without the per-request schema check (ADR 046): the contract is checked here.
    expect(savedFeedsResponseSchema.parse(body)).toEqual(body);
    expect(body.total_saved).toBe(2);
    expect(body.saved_feeds.map((f: { id: string }) => f.id)).toEqual([feedIds[1], feedIds[0]]);
    const uniswap = body.saved_feeds[1];
    expect(uniswap).toMatchObject({
      id: feedIds[0],
      owner: 'Uniswap',
      title: 'Uniswap refactors its hook dispatch.',
      summary: 'Uniswap refactors its hook dispatch.',
      content: 'New features: something (abc1234).',
      analysis_date: '2026-03-19',
      type: 'commit_analysis',
    });
    expect(Date.parse(uniswap.saved_at)).not.toBeNaN();
    expect(Date.parse(body.saved_feeds[0].saved_at)).toBeGreaterThanOrEqual(
      Date.parse(uniswap.saved_at),
    );
  });

  it("keeps each user's bookmarks apart", async () => {
    const ada = await signUp(t.app);
    const grace = await signUp(t.app);
    await toggle(ada, feedIds[2]!);
    expect((await savedFeeds(grace)).json().total_saved).toBe(0);
    expect((await savedFeeds(ada)).json().total_saved).toBe(1);
  });

  it('answers 404 for an unknown or malformed feed id and saves nothing', async () => {
    const user = await signUp(t.app);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '1%3B%20drop']) {
      const res = await toggle(user, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toMatchObject({ code: 'not_found' });
      expect(res.json().error.message).toMatch(/^Feed .* not found$/);
    }
    expect((await savedFeeds(user)).json().total_saved).toBe(0);
  });

  it('accepts an upper-case id as the same feed', async () => {
    const user = await signUp(t.app);
    await toggle(user, feedIds[0]!.toUpperCase());
    const removed = await toggle(user, feedIds[0]!);
    expect(removed.json().saved).toBe(false);
  });

  it('answers 400 without a feedId', async () => {
    const user = await signUp(t.app);
    const res = await callAs(t.app, user)('POST', `/api/users/${user.id}/save-feed`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('feedId');
  });
});

const saveSearch = (user: SignedInUser, keywords: unknown) =>
  callAs(t.app, user)('POST', `/api/users/${user.id}/save-search`, { keywords });
const savedSearches = (user: SignedInUser) =>
  callAs(t.app, user)('GET', `/api/users/${user.id}/save-search`);

describe('saved searches', () => {
  it('saves a keyword set (201) and lists searches newest first', async () => {
    const user = await signUp(t.app);
    expect((await savedSearches(user)).json()).toEqual([]);
    const first = await saveSearch(user, ['oracle', 'Chainlink']);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(Number),
      keywords: ['oracle', 'Chainlink'],
      created_at: expect.any(String),
    });
    await saveSearch(user, ['bridge']);
    const list = (await savedSearches(user)).json();
    expect(list.map((s: { keywords: string[] }) => s.keywords)).toEqual([
      ['bridge'],
      ['oracle', 'Chainlink'],
    ]);
  });

  it('trims keywords and collapses repeats within the list', async () => {
    const user = await signUp(t.app);
    const res = await saveSearch(user, ['  Oracle ', 'oracle', '', 'ORACLE', 'gas']);
    expect(res.statusCode).toBe(201);
    expect(res.json().keywords).toEqual(['Oracle', 'gas']);
  });

  it('refuses the same set in another order, letter case or spacing (409)', async () => {
    const user = await signUp(t.app);
    await saveSearch(user, ['oracle', 'Chainlink']);
    for (const same of [
      ['Chainlink', 'oracle'],
      ['  CHAINLINK', 'Oracle  '],
      ['oracle', 'chainlink', 'Oracle'],
    ]) {
      const res = await saveSearch(user, same);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe('This search is already saved');
    }
    expect((await savedSearches(user)).json()).toHaveLength(1);
    // A subset or superset is another search.
    expect((await saveSearch(user, ['oracle'])).statusCode).toBe(201);
    expect((await saveSearch(user, ['oracle', 'chainlink', 'gas'])).statusCode).toBe(201);
  });

  it('lets two users save the same set', async () => {
    const ada = await signUp(t.app);
    const grace = await signUp(t.app);
    expect((await saveSearch(ada, ['zk'])).statusCode).toBe(201);
    expect((await saveSearch(grace, ['ZK'])).statusCode).toBe(201);
    expect((await savedSearches(grace)).json()).toHaveLength(1);
  });

  it(`stops at ${MAX_SAVED_SEARCHES} saved searches with a clear 409`, async () => {
    const user = await signUp(t.app);
    for (let i = 0; i < MAX_SAVED_SEARCHES; i += 1) {
      expect((await saveSearch(user, [`keyword ${i}`])).statusCode).toBe(201);
    }
    const over = await saveSearch(user, ['one too many']);
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toEqual({
      code: 'saved_search_limit',
      message: `You can keep at most ${MAX_SAVED_SEARCHES} saved searches. Delete one to save another.`,
    });
    expect((await savedSearches(user)).json()).toHaveLength(MAX_SAVED_SEARCHES);
  });

  it('holds the limit when saves race', async () => {
    const user = await signUp(t.app);
    for (let i = 0; i < MAX_SAVED_SEARCHES - 1; i += 1) await saveSearch(user, [`k${i}`]);
    const results = await Promise.all([saveSearch(user, ['race a']), saveSearch(user, ['race b'])]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect((await savedSearches(user)).json()).toHaveLength(MAX_SAVED_SEARCHES);
  });

  it('removes one saved search (204), then answers 404 for it', async () => {
    const user = await signUp(t.app);
    const kept = (await saveSearch(user, ['keep'])).json();
    const gone = (await saveSearch(user, ['remove me'])).json();
    const call = callAs(t.app, user);
    const res = await call('DELETE', `/api/users/${user.id}/save-search/${gone.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await savedSearches(user)).json()).toEqual([kept]);
    const again = await call('DELETE', `/api/users/${user.id}/save-search/${gone.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe('Saved search not found');
    // The removed set can be saved again.
    expect((await saveSearch(user, ['remove me'])).statusCode).toBe(201);
  });

  it("cannot remove another user's search through one's own path", async () => {
    const ada = await signUp(t.app);
    const grace = await signUp(t.app);
    const graces = (await saveSearch(grace, ['private'])).json();
    const before = await storedUserState(t.handle, grace.id);
    const res = await callAs(t.app, ada)('DELETE', `/api/users/${ada.id}/save-search/${graces.id}`);
    expect(res.statusCode).toBe(404);
    expect(await storedUserState(t.handle, grace.id)).toEqual(before);
  });

  it.each([
    ['no keywords', []],
    ['only blanks', ['  ', '']],
    ['not a list', 'oracle'],
    ['a keyword over 200 characters', ['x'.repeat(201)]],
    ['more than 20 keywords', Array.from({ length: 21 }, (_, i) => `k${i}`)],
    ['a number', [42]],
  ])('answers 400 for %s', async (_label, keywords) => {
    const user = await signUp(t.app);
    const res = await saveSearch(user, keywords);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('keywords');
    expect((await savedSearches(user)).json()).toEqual([]);
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])(
    'answers 400 for the search id %s',
    async (searchId) => {
      const user = await signUp(t.app);
      const res = await callAs(t.app, user)(
        'DELETE',
        `/api/users/${user.id}/save-search/${searchId}`,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toContain('searchId');
    },
  );
});
