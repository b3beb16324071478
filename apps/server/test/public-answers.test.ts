// Public answers served from memory (ADR 043) on the app and a real database: the second request
// runs no query, the pipeline's write and its change notice make the next answer fresh, ETag and
// 304, Cache-Control for public and personal answers, and no personal answer shared between users.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  findRepository,
  insertCommits,
  listProjectRegistry,
  saveRegistryProjects,
  type NewCommit,
} from '@gitsignals/db';
import { PERSONAL_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '../src/http/public-answer';
import { analyseProjects } from '../src/use-cases/analyse-projects/analyse-projects';
import { signUp } from './auth-helpers';
import { createTestApp, registryProject, seedFeed, type TestApp } from './helpers';
import { callAs } from './user-api-helpers';

const NOW = new Date('2026-03-20T12:00:00Z');
const now = () => NOW;
let t: TestApp;

const uniswap = registryProject('uniswap', { category: 'DEX', networks: ['Ethereum'] });
const aave = registryProject('aave', { category: 'Lending', networks: ['Ethereum'] });

beforeAll(async () => {
  t = await createTestApp({ now });
  // On PostgreSQL answers are kept once the listening connection is up.
  await vi.waitFor(() => expect(t.handle.changes.isLive()).toBe(true));
  await seedFeed(
    t.handle,
    [uniswap, aave],
    [
      { slug: 'uniswap', date: '2026-03-19', priority: 'high', title: 'Uniswap adds hooks' },
      { slug: 'aave', date: '2026-03-18', priority: 'medium', title: 'Aave adds an asset' },
    ],
  );
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const daily = (payload: object = {}, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/feeds/daily', payload, headers });
const titles = (body: { data: { title: string }[] }) => body.data.map((d) => d.title);
const stats = () => t.app.deps.publicAnswers.stats();

/** Commits of the day before NOW, stored as the collectors store them. */
async function storeCommits(slug: string, repo: string) {
  const [project] = (await listProjectRegistry(t.handle.db)).filter((p) => p.slug === slug);
  const repository = await findRepository(t.handle.db, project!.id, repo);
  const at = new Date('2026-03-19T10:00:00Z');
  const commit = (sha: string, message: string, path: string): NewCommit => ({
    sha,
    parents: [],
    authorName: 'dev',
    authorLogin: null,
    authoredAt: at,
    committedAt: at,
    recordedCommittedAt: at,
    message,
    signals: [],
    noiseReason: null,
    files: [{ path, status: 'A', oldPath: null, additions: 120, deletions: 0 }],
  });
  await insertCommits(t.handle.db, repository!.id, [
    commit('c1'.repeat(20), 'feat: add the cross-chain bridge adapter', 'src/bridge/Adapter.sol'),
    commit('c2'.repeat(20), 'feat: bridge relayer for L2 messages', 'src/bridge/Relayer.sol'),
    commit('c3'.repeat(20), 'test: bridge adapter round trip', 'test/bridge/Adapter.t.sol'),
  ]);
}

describe('public answers from memory', () => {
  it('serves the second request from memory: no query runs, and a write nobody announced does not show', async () => {
    const first = await get('/api/projects');
    expect(first.statusCode).toBe(200);
    const before = stats();
    // Written behind the app's back (no change notice): a query would see it, memory does not.
    await saveRegistryProjects(t.handle.db, [registryProject('lido', { category: 'Staking' })]);
    const second = await get('/api/projects');
    expect(second.body).toBe(first.body);
    expect(stats()).toMatchObject({ hits: before.hits + 1, misses: before.misses });
    await t.handle.changes.announce();
    const third = await get('/api/projects');
    expect(third.json().map((p: { slug: string }) => p.slug)).toContain('lido');
  });

  it('answers the next request with the pipeline write once the analysis announced it', async () => {
    const before = titles((await daily()).json());
    const countBefore = (await daily()).json().pagination.total;
    const projectsBefore = (await get('/api/projects')).json();
    await storeCommits('aave', 'aave/core');
    // The real pipeline step (operator `analyse`, the queue's analyse job), with the handle's notices.
    const result = await analyseProjects(
      { db: t.handle.db, now, changes: t.handle.changes },
      { projectSlugs: ['aave'] },
    );
    expect(result.feed.changed).toBeGreaterThan(0);
    const after = (await daily()).json();
    expect(titles(after).length).toBe(before.length + 1);
    expect(after.pagination.total).toBe(countBefore + 1);
    const aaveNow = (await get('/api/projects'))
      .json()
      .find((p: { slug: string }) => p.slug === 'aave');
    const aaveBefore = projectsBefore.find((p: { slug: string }) => p.slug === 'aave');
    expect(aaveNow.commitCount).toBe(aaveBefore.commitCount + 3);
    expect(aaveNow.feedCount).toBe(aaveBefore.feedCount + 1);
  });

  it('answers 304 without a body to a client that holds the same ETag, and 200 once it changed', async () => {
    const requests = [
      (headers?: Record<string, string>) => get('/api/projects/metadata', headers),
      (headers?: Record<string, string>) => daily({ page: 1 }, headers),
    ];
    for (const request of requests) {
      const etag = (await request()).headers.etag as string;
      expect(etag).toMatch(/^W\/"/);
      const again = await request({ 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect((await request({ 'if-none-match': 'W/"another"' })).statusCode).toBe(200);
    }
    const cards = await get('/api/feeds/dailyPublicFeeds');
    await seedFeed(
      t.handle,
      [uniswap],
      [{ slug: 'uniswap', date: '2026-03-20', priority: 'high', title: 'Uniswap v5' }],
    );
    const changed = await get('/api/feeds/dailyPublicFeeds', {
      'if-none-match': cards.headers.etag as string,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(cards.headers.etag);
  });

  it('lets shared caches keep public answers, and no cache keep personal ones', async () => {
    for (const res of [
      await daily(),
      await get('/api/feeds/dailyPublicFeeds'),
      await get('/api/projects'),
      await get('/api/projects/metadata'),
    ]) {
      expect(res.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    }
    const user = await signUp(t.app);
    const as = callAs(t.app, user);
    for (const res of [
      await as('POST', `/api/feeds/user/${user.id}`, {}),
      await as('GET', `/api/users/${user.id}/saved-feeds`),
      await as('GET', `/api/user/${user.id}`),
    ]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe(PERSONAL_CACHE_CONTROL);
    }
  });

  it('gives a signed-in visitor the same daily page as anyone, and keeps personal feeds apart', async () => {
    const anonymous = await daily();
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const asAlice = callAs(t.app, alice);
    const asBob = callAs(t.app, bob);
    const signedIn = await asAlice('POST', '/api/feeds/daily', {});
    expect(signedIn.headers.etag).toBe(anonymous.headers.etag);
    expect(signedIn.body).toBe(anonymous.body);

    await asAlice('PUT', `/api/user/${alice.id}`, { projectSubList: ['Uniswap'] });
    await asBob('PUT', `/api/user/${bob.id}`, { projectSubList: ['Aave'] });
    const before = stats();
    const alicePage = (await asAlice('POST', `/api/feeds/user/${alice.id}`, {})).json();
    const bobPage = (await asBob('POST', `/api/feeds/user/${bob.id}`, {})).json();
    expect(titles(alicePage).every((title) => title.startsWith('Uniswap'))).toBe(true);
    expect(titles(bobPage).every((title) => title.startsWith('Aave'))).toBe(true);
    expect(titles(bobPage).length).toBeGreaterThan(0);
    // Personal answers never went through the public memory.
    expect(stats()).toMatchObject({ hits: before.hits, misses: before.misses });
    // Nor may one user read another's.
    expect((await asBob('POST', `/api/feeds/user/${alice.id}`, {})).statusCode).toBe(403);
  });
});

describe('compressed copies', () => {
  it('sends the kept brotli or gzip copy the client accepts, compressed once', async () => {
    const plain = await get('/api/projects');
    const kept = stats();
    const br = await get('/api/projects', { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await get('/api/projects', { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    for (const res of [plain, br, gz]) {
      expect(res.headers.etag).toBe(plain.headers.etag);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
    }
    expect(stats()).toMatchObject({ hits: kept.hits + 2, misses: kept.misses });
  });
});

describe('the bound', () => {
  it('keeps no more answers than allowed, whatever filter combinations arrive', async () => {
    const small = await createTestApp(
      { now, publicAnswerLimits: { maxEntries: 3, maxBytes: 1e6 } },
      t.handle,
    );
    try {
      for (let page = 1; page <= 8; page += 1) {
        const res = await small.app.inject({
          method: 'POST',
          url: '/api/feeds/daily',
          payload: { page, limit: 1, categories: ['DEX'] },
        });
        expect(res.statusCode).toBe(200);
      }
      expect(small.app.deps.publicAnswers.stats().entries).toBe(3);
    } finally {
      await small.app.close();
    }
  });
});
