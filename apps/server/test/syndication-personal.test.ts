// The personal Atom/RSS feed (issue 17, ADR 064): a private URL made in Settings
// (/api/users/{id}/feed-token), listing only the projects its owner subscribes to, with the
// public feeds' filters; refused (404, no hint) once revoked or replaced; the token routes answer
// only their owner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type SignedInUser } from './auth-helpers';
import { giveSubscription } from './billing-helpers';
import { createTestApp, registryProject, seedFeed, type TestApp } from './helpers';
import { readAtom, readRss } from './syndication-helpers';
import { callAs, queryRows } from './user-api-helpers';

const PUBLIC_URL = 'https://signals.example';
const NOW = new Date('2026-03-20T12:00:00Z');
let t: TestApp;
let owner: SignedInUser;
let stranger: SignedInUser;

const uniswap = registryProject('uniswap', { category: 'DEX', networks: ['Ethereum', 'Base'] });
const aave = registryProject('aave', { category: 'Lending', networks: ['Ethereum'] });
const celestia = registryProject('celestia', { category: 'Layer 1', networks: ['Celestia'] });

/** A Settings answer: the two absolute URLs of the personal feed. */
const FEED_URL = new RegExp(`^${PUBLIC_URL}/feeds/personal/[A-Za-z0-9_-]{43}\\.(atom|rss)$`);

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW, publicUrl: PUBLIC_URL });
  await seedFeed(
    t.handle,
    [uniswap, aave, celestia],
    [
      { slug: 'uniswap', date: '2026-03-19', priority: 'low', title: 'Uniswap tidies hooks' },
      { slug: 'aave', date: '2026-03-18', priority: 'high', title: 'Aave fixes rounding' },
      { slug: 'celestia', date: '2026-03-17', priority: 'medium', title: 'Celestia blobs' },
      { slug: 'uniswap', date: '2026-03-01', priority: 'high', title: 'Uniswap goes to Base' },
    ],
  );
  owner = await signUp(t.app, { name: 'Owner' });
  stranger = await signUp(t.app, { name: 'Stranger' });
  // Editing the subscriptions beyond the sign-up choice is premium (ADR 014).
  await giveSubscription(t.handle, owner.id);
  await callAs(t.app, owner)('PUT', `/api/user/${owner.id}`, {
    projectSubList: ['Uniswap', 'Celestia'],
  });
});
afterAll(async () => t.close());

const settings = (user: SignedInUser | null, method: 'GET' | 'POST' | 'DELETE', id = owner.id) =>
  callAs(t.app, user)(method, `/api/users/${id}/feed-token`);
/** The path of an absolute feed URL, to request it from the app. */
const pathOf = (url: string) => url.slice(PUBLIC_URL.length);
const read = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: pathOf(url), headers });

async function createFeed(user: SignedInUser = owner) {
  const res = await settings(user, 'POST', user.id);
  expect(res.statusCode).toBe(201);
  return res.json() as { atom: string; rss: string; createdAt: string };
}

describe('the personal feed URLs in Settings', () => {
  it('are null before any is made, then the two URLs made, shown again as they were', async () => {
    const user = await signUp(t.app);
    expect((await settings(user, 'GET', user.id)).json()).toEqual({ feed: null });
    const made = await createFeed(user);
    expect(made.atom).toMatch(FEED_URL);
    expect(made.rss).toBe(made.atom.replace(/\.atom$/, '.rss'));
    expect(made.createdAt).toBe(NOW.toISOString());
    const shown = await settings(user, 'GET', user.id);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({ feed: made });
  });

  it('answer 401 without a session and 403 to another user, changing nothing', async () => {
    const made = await createFeed();
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      expect((await settings(null, method)).statusCode).toBe(401);
      const refused = await settings(stranger, method);
      expect(refused.statusCode).toBe(403);
      expect(JSON.stringify(refused.json())).not.toContain(pathOf(made.atom).split('/').at(-1)!);
    }
    expect((await settings(owner, 'GET')).json()).toEqual({ feed: made });
    expect((await read(made.atom)).statusCode).toBe(200);
  });
});

describe('GET /feeds/personal/{token}.atom and .rss', () => {
  it("lists only the owner's subscribed projects, as valid Atom and RSS", async () => {
    const { atom, rss } = await createFeed();
    const res = await read(atom);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    const feed = readAtom(res.body);
    expect(feed.title).toBe('GitSignals: your projects');
    expect(feed.entries.map((e) => e.title)).toEqual([
      'Uniswap tidies hooks',
      'Celestia blobs',
      'Uniswap goes to Base',
    ]);
    expect(feed.links).toContainEqual({ rel: 'self', type: 'application/atom+xml', href: atom });
    // The feed's id names it without its secret.
    expect(feed.id).not.toContain(
      pathOf(atom)
        .split('/')
        .at(-1)!
        .replace(/\.atom$/, ''),
    );
    const channel = readRss((await read(rss)).body);
    expect(channel.items.map((i) => i.title)).toEqual(feed.entries.map((e) => e.title));
    expect(channel.selfLinks[0]?.href).toBe(rss);
  });

  it('takes the public feeds’ filters, and follows the subscriptions as they change', async () => {
    const { atom } = await createFeed();
    const filtered = readAtom((await read(`${atom}?priority=high`)).body);
    expect(filtered.entries.map((e) => e.title)).toEqual(['Uniswap goes to Base']);
    expect((await read(`${atom}?signals=nope`)).statusCode).toBe(400);

    const held = { 'if-none-match': String((await read(atom)).headers.etag) };
    expect((await read(atom, held)).statusCode).toBe(304);
    const put = await callAs(t.app, owner)('PUT', `/api/user/${owner.id}`, {
      projectSubList: ['Uniswap', 'Celestia', 'Aave'],
    });
    expect(put.statusCode).toBe(200);
    const changed = await read(atom, held);
    expect(changed.statusCode).toBe(200);
    expect(readAtom(changed.body).entries.map((e) => e.title)).toContain('Aave fixes rounding');
    await callAs(t.app, owner)('PUT', `/api/user/${owner.id}`, {
      projectSubList: ['Uniswap', 'Celestia'],
    });
  });

  it('is 404 once revoked, with nothing that tells it ever existed', async () => {
    const { atom, rss } = await createFeed();
    expect((await read(atom)).statusCode).toBe(200);
    const revoked = await settings(owner, 'DELETE');
    expect(revoked.statusCode).toBe(204);
    expect((await settings(owner, 'GET')).json()).toEqual({ feed: null });
    const never = `${PUBLIC_URL}/feeds/personal/${'A'.repeat(43)}.atom`;
    for (const url of [atom, rss, never]) {
      const res = await read(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'not_found', message: 'No such feed' } });
    }
    // A second revoke is no error: the feed is gone either way.
    expect((await settings(owner, 'DELETE')).statusCode).toBe(204);
  });

  it('ends the old URL when a new one is made', async () => {
    const old = await createFeed();
    const fresh = await createFeed();
    expect(fresh.atom).not.toBe(old.atom);
    expect((await read(old.atom)).statusCode).toBe(404);
    expect((await read(old.rss)).statusCode).toBe(404);
    expect((await read(fresh.atom)).statusCode).toBe(200);
    const stored = await queryRows<{ n: number }>(
      t.handle,
      `select count(*)::int as n from feed_tokens where user_id = '${owner.id}'`,
    );
    expect(Number(stored[0]?.n)).toBe(1);
  });

  it('answers 404 to any other file name under /feeds/personal/', async () => {
    const { atom } = await createFeed();
    const token = pathOf(atom)
      .split('/')
      .at(-1)!
      .replace(/\.atom$/, '');
    for (const path of [
      `/feeds/personal/${token}.json`,
      `/feeds/personal/${token}`,
      `/feeds/personal/${token}.atom.rss`,
      `/feeds/personal/${token.slice(1)}.atom`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    }
  });
});
