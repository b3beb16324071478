// POST /api/feeds/user/{userId}: the daily feed's paging, filters and order over the subscribed
// projects, with a total that follows subscription changes at once.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, registryProject, seedFeed, type TestApp } from './helpers';
import { signUp, type SignedInUser } from './auth-helpers';
import { giveSubscription } from './billing-helpers';
import { callAs } from './user-api-helpers';

const NOW = new Date('2026-03-20T12:00:00Z');
let t: TestApp;

const uniswap = registryProject('uniswap', { category: 'DEX', networks: ['Ethereum', 'Base'] });
const aave = registryProject('aave', { category: 'Lending', networks: ['Ethereum'] });
const celestia = registryProject('celestia', { category: 'Layer 1', networks: ['Celestia'] });

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  // On PostgreSQL page starts are kept once the listening connection is up (ADR 051).
  await vi.waitFor(() => expect(t.handle.changes.isLive()).toBe(true));
  await seedFeed(
    t.handle,
    [uniswap, aave, celestia],
    [
      { slug: 'uniswap', date: '2026-03-19', priority: 'low', title: 'Uniswap tidies hooks' },
      { slug: 'aave', date: '2026-03-18', priority: 'high', title: 'Aave fixes rounding' },
      { slug: 'celestia', date: '2026-03-19', priority: 'medium', title: 'Celestia blobs' },
      { slug: 'uniswap', date: '2026-03-01', priority: 'high', title: 'Uniswap goes to Base' },
      { slug: 'celestia', date: '2026-03-10', priority: 'low', title: 'Celestia docs' },
      { slug: 'aave', date: '2026-03-12', priority: 'medium', title: 'Aave adds an asset' },
    ],
  );
});
afterAll(async () => t.close());

const personal = (user: SignedInUser, body: object = {}) =>
  callAs(t.app, user)('POST', `/api/feeds/user/${user.id}`, body);
const subscribe = (user: SignedInUser, projectSubList: string[]) =>
  callAs(t.app, user)('PUT', `/api/user/${user.id}`, { projectSubList });
const titles = (body: { data: { title: string }[] }) => body.data.map((d) => d.title);

describe('POST /api/feeds/user/:userId', () => {
  it('is empty, with a zero total, before any subscription', async () => {
    const user = await signUp(t.app);
    const res = await personal(user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [],
      pagination: { total: 0, hasMore: false, page: 1, limit: 30 },
    });
  });

  it("serves only the subscribed projects' items, in the daily feed's order", async () => {
    const user = await signUp(t.app);
    await subscribe(user, ['Uniswap', 'Celestia']);
    const body = (await personal(user)).json();
    expect(titles(body)).toEqual([
      'Uniswap goes to Base',
      'Celestia blobs',
      'Uniswap tidies hooks',
      'Celestia docs',
    ]);
    expect(body.pagination).toEqual({ total: 4, hasMore: false, page: 1, limit: 30 });
    // The same items, in the same order, as the daily feed without Aave's.
    const daily = (await t.app.inject({ method: 'POST', url: '/api/feeds/daily', payload: {} }))
      .json()
      .data.filter((d: { owner: string }) => d.owner !== 'Aave');
    expect(body.data).toEqual(daily);
  });

  it('pages with hasMore and no overlap', async () => {
    const user = await signUp(t.app);
    await subscribe(user, ['Uniswap', 'Celestia', 'Aave']);
    const pages = await Promise.all([1, 2, 3].map((page) => personal(user, { page, limit: 2 })));
    const [first, second, third] = pages.map((p) => p.json());
    expect(first.pagination).toEqual({ total: 6, hasMore: true, page: 1, limit: 2 });
    expect(second.pagination.hasMore).toBe(true);
    expect(third.pagination).toEqual({ total: 6, hasMore: false, page: 3, limit: 2 });
    const ids = [...first.data, ...second.data, ...third.data].map((d: { id: string }) => d.id);
    expect(new Set(ids).size).toBe(6);
  });

  it('filters by days, categories and networks within the subscriptions', async () => {
    const user = await signUp(t.app);
    await subscribe(user, ['Uniswap', 'Aave']);
    const recent = (await personal(user, { days: 3 })).json();
    expect(titles(recent)).toEqual(['Aave fixes rounding', 'Uniswap tidies hooks']);
    expect(recent.pagination.total).toBe(2);
    const lending = (await personal(user, { categories: ['Lending'] })).json();
    expect(titles(lending)).toEqual(['Aave fixes rounding', 'Aave adds an asset']);
    const base = (await personal(user, { networks: ['Base'] })).json();
    expect(titles(base)).toEqual(['Uniswap goes to Base', 'Uniswap tidies hooks']);
    // A filter outside the subscriptions finds nothing rather than other projects' items.
    const celestiaOnly = (await personal(user, { networks: ['Celestia'] })).json();
    expect(celestiaOnly.pagination.total).toBe(0);
  });

  it('follows a subscription change at once, total included', async () => {
    const user = await signUp(t.app);
    // Adding projects to a chosen list is premium (docs/decisions/014).
    await giveSubscription(t.handle, user.id);
    await subscribe(user, ['Aave']);
    expect((await personal(user)).json().pagination.total).toBe(2);
    await subscribe(user, ['Aave', 'Celestia']);
    const more = (await personal(user)).json();
    expect(more.pagination.total).toBe(4);
    expect(more.data).toHaveLength(4);
    await subscribe(user, []);
    expect((await personal(user)).json().pagination.total).toBe(0);
    await subscribe(user, ['Aave']);
    expect((await personal(user)).json().pagination.total).toBe(2);
  });

  it("does not share one user's total with another's different list", async () => {
    const ada = await signUp(t.app);
    const grace = await signUp(t.app);
    await subscribe(ada, ['Uniswap']);
    await subscribe(grace, ['Celestia', 'Aave']);
    expect((await personal(ada)).json().pagination.total).toBe(2);
    expect((await personal(grace)).json().pagination.total).toBe(4);
  });

  it.each([
    [{ page: 0 }, 'page'],
    [{ limit: 101 }, 'limit'],
    [{ days: 5 }, 'days'],
    [{ categories: 'DEX' }, 'categories'],
    [{ networks: [''] }, 'networks'],
  ])('answers 400 naming the field for %j', async (body, field) => {
    const user = await signUp(t.app);
    const res = await personal(user, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(field);
  });

  it('seeks pages it has read before, and reads them afresh after the pipeline announced a change', async () => {
    const user = await signUp(t.app);
    await subscribe(user, ['Uniswap', 'Celestia', 'Aave']);
    const page = async (n: number) => titles((await personal(user, { page: n, limit: 2 })).json());
    const first = [await page(1), await page(2), await page(3)];
    expect(first.flat()).toHaveLength(6);
    // Read again from the starts the first reads left (ADR 051): the same pages.
    expect(t.app.deps.pageStarts.size.pages).toBeGreaterThan(0);
    expect([await page(3), await page(2), await page(1)]).toEqual([first[2], first[1], first[0]]);
    // A new high-priority item moves every page by one once the change is announced.
    await seedFeed(
      t.handle,
      [uniswap],
      [{ slug: 'uniswap', date: '2026-03-20', priority: 'high', title: 'Uniswap v5' }],
    );
    await t.handle.changes.announce();
    await vi.waitFor(() => expect(t.app.deps.pageStarts.size.pages).toBe(0));
    const after = ['Uniswap v5', ...first.flat()];
    expect([await page(3), await page(2), await page(4)]).toEqual([
      after.slice(4, 6),
      after.slice(2, 4),
      after.slice(6),
    ]);
  });
});
