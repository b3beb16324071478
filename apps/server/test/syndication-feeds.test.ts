// GET /feeds.atom and /feeds.rss (issue 17, ADR 064): the daily feed's newest items as Atom 1.0
// and RSS 2.0 documents a real XML parser reads and the specifications' required elements hold,
// each entry linking to its item's page and to its commits; the feed API's filters and three more;
// 304 answers to a reader that holds the feed, and a new document once an item is written.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SYNDICATION_ENTRY_LIMIT } from '@gitsignals/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AWKWARD_TEXT, createTestApp, registryProject, seedFeed, type TestApp } from './helpers';
import { readAtom, readRss, RFC_3339 } from './syndication-helpers';

const PUBLIC_URL = 'https://signals.example';
const NOW = new Date('2026-03-20T12:00:00Z');
let t: TestApp;
let ids: string[];

const uniswap = registryProject('uniswap', {
  category: 'DEX',
  networks: ['Ethereum', 'Base'],
  repos: ['Uniswap/v4-core'],
});
const aave = registryProject('aave', { category: 'Lending', networks: ['Ethereum'] });
const celestia = registryProject('celestia', { category: 'Layer 1', networks: ['Celestia'] });

const SHA_A = 'a'.repeat(40);
const SHA_B = 'b'.repeat(40);

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW, publicUrl: PUBLIC_URL });
  ids = await seedFeed(
    t.handle,
    [uniswap, aave, celestia],
    [
      {
        slug: 'uniswap',
        date: '2026-03-19',
        priority: 'low',
        title: 'Uniswap tidies hooks',
        signals: ['performance'],
      },
      {
        slug: 'aave',
        date: '2026-03-18',
        priority: 'high',
        title: 'Aave fixes liquidation rounding',
        signals: ['security_fix'],
      },
      { slug: 'celestia', date: '2026-03-17', priority: 'medium', title: 'Celestia adds blobs' },
      {
        slug: 'uniswap',
        date: '2026-03-01',
        priority: 'high',
        title: 'Uniswap deploys to <Base> & more',
        summary: `Deploys ${AWKWARD_TEXT}`,
        content: 'First paragraph.\n\nSecond <b>paragraph</b>.',
        commits: [
          { sha: SHA_A, message: 'feat: deploy to Base\n\nlong body', at: '2026-03-01T09:00:00Z' },
          // A control character XML 1.0 cannot hold, as a commit message may carry one.
          {
            sha: SHA_B,
            message: `chore: config \u0001 ${AWKWARD_TEXT}`,
            at: '2026-03-01T15:00:00Z',
          },
        ],
      },
      { slug: 'celestia', date: '2026-03-10', priority: 'low', title: 'Celestia docs' },
    ],
  );
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const atom = async (url = '/feeds.atom') => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return readAtom(res.body);
};
const rss = async (url = '/feeds.rss') => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return readRss(res.body);
};
const titlesOf = (feed: { entries: { title: string }[] }) => feed.entries.map((e) => e.title);

describe('GET /feeds.atom', () => {
  it('is a valid Atom 1.0 feed of the daily feed, newest first', async () => {
    const res = await get('/feeds.atom');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const feed = readAtom(res.body);
    expect(feed.title).toBe('GitSignals daily signals');
    expect(feed.id).toBe(`${PUBLIC_URL}/feeds.atom`);
    expect(feed.links).toContainEqual({
      rel: 'self',
      type: 'application/atom+xml',
      href: `${PUBLIC_URL}/feeds.atom`,
    });
    expect(feed.links).toContainEqual({
      rel: 'alternate',
      type: 'text/html',
      href: `${PUBLIC_URL}/signals`,
    });
    expect(titlesOf(feed)).toEqual([
      'Uniswap tidies hooks',
      'Aave fixes liquidation rounding',
      'Celestia adds blobs',
      'Celestia docs',
      'Uniswap deploys to <Base> & more',
    ]);
    // The feed is as new as its newest entry.
    const newest = feed.entries
      .map((e) => Date.parse(e.updated))
      .sort()
      .at(-1)!;
    expect(Date.parse(feed.updated)).toBe(newest);
  });

  it('lists the same items as the daily feed API, each with a stable urn:uuid id', async () => {
    const feed = await atom();
    const api = (await t.app.inject({ method: 'POST', url: '/api/feeds/daily', payload: {} }))
      .json()
      .data.map((d: { id: string }) => `urn:uuid:${d.id}`);
    expect(feed.entries.map((e) => e.id).sort()).toEqual([...api].sort());
    expect((await atom()).entries.map((e) => e.id)).toEqual(feed.entries.map((e) => e.id));
  });

  it("links each entry to its item's page and to each of its commits, and lists them", async () => {
    const entry = (await atom()).entries.find((e) => e.id === `urn:uuid:${ids[3]}`)!;
    expect(entry.links).toContainEqual({
      rel: 'alternate',
      type: 'text/html',
      href: `${PUBLIC_URL}/feeds/${ids[3]}`,
    });
    const related = entry.links.filter((l) => l.rel === 'related');
    expect(related.map((l) => l.href).sort()).toEqual([
      `https://github.com/Uniswap/v4-core/commit/${SHA_A}`,
      `https://github.com/Uniswap/v4-core/commit/${SHA_B}`,
    ]);
    expect(related.find((l) => l.href.endsWith(SHA_A))?.title).toBe('feat: deploy to Base');
    // The text survives the round trip; the control character is replaced, not written raw.
    expect(entry.summary).toBe(`Deploys ${AWKWARD_TEXT}`);
    expect(entry.contentType).toBe('html');
    expect(entry.content).toContain('<p>Second &lt;b&gt;paragraph&lt;/b&gt;.</p>');
    expect(entry.content).toContain(
      `<a href="https://github.com/Uniswap/v4-core/commit/${SHA_A}"><code>aaaaaaa</code></a> feat: deploy to Base`,
    );
    expect(entry.content).toContain(`chore: config \uFFFD`);
    expect(entry.updated).toMatch(RFC_3339);
  });

  it('files each entry under its signals, priority, project and category', async () => {
    const entry = (await atom()).entries.find((e) => e.id === `urn:uuid:${ids[1]}`)!;
    expect(entry.categories).toEqual([
      { term: 'security_fix', label: 'Security fixes', scheme: `${PUBLIC_URL}/#signal` },
      { term: 'high', label: 'High priority', scheme: `${PUBLIC_URL}/#priority` },
      { term: 'aave', label: 'Aave', scheme: `${PUBLIC_URL}/#project` },
      { term: 'Lending', label: 'Lending', scheme: `${PUBLIC_URL}/#category` },
    ]);
  });
});

describe('GET /feeds.rss', () => {
  it('is a valid RSS 2.0 feed of the same items', async () => {
    const res = await get('/feeds.rss');
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const channel = readRss(res.body);
    expect(channel).toMatchObject({
      title: 'GitSignals daily signals',
      link: `${PUBLIC_URL}/signals`,
    });
    expect(channel.selfLinks[0]).toEqual({
      rel: 'self',
      type: 'application/rss+xml',
      href: `${PUBLIC_URL}/feeds.rss`,
    });
    expect(channel.items.map((i) => i.title)).toEqual(titlesOf(await atom()));
    const item = channel.items.find((i) => i.guid === ids[3])!;
    expect(item).toMatchObject({ link: `${PUBLIC_URL}/feeds/${ids[3]}`, guidIsPermaLink: 'false' });
    expect(item.description).toContain(`https://github.com/Uniswap/v4-core/commit/${SHA_B}`);
    expect(item.categories).toContainEqual({ term: 'high', domain: `${PUBLIC_URL}/#priority` });
    expect(item.categories).toContainEqual({ term: 'uniswap', domain: `${PUBLIC_URL}/#project` });
  });
});

describe('filters', () => {
  it.each([
    ['categories=Layer%201', ['Celestia adds blobs', 'Celestia docs']],
    [
      'categories=Lending,Layer%201',
      ['Aave fixes liquidation rounding', 'Celestia adds blobs', 'Celestia docs'],
    ],
    ['networks=Base', ['Uniswap tidies hooks', 'Uniswap deploys to <Base> & more']],
    [
      'projects=aave,celestia',
      ['Aave fixes liquidation rounding', 'Celestia adds blobs', 'Celestia docs'],
    ],
    [
      'projects=aave&projects=celestia',
      ['Aave fixes liquidation rounding', 'Celestia adds blobs', 'Celestia docs'],
    ],
    [
      'signals=security_fix,performance',
      ['Uniswap tidies hooks', 'Aave fixes liquidation rounding'],
    ],
    ['priority=high', ['Aave fixes liquidation rounding', 'Uniswap deploys to <Base> & more']],
    ['priority=medium&priority=low&projects=celestia', ['Celestia adds blobs', 'Celestia docs']],
  ])('?%s narrows the entries', async (query, titles) => {
    expect(titlesOf(await atom(`/feeds.atom?${query}`))).toEqual(titles);
    expect((await rss(`/feeds.rss?${query}`)).items.map((i) => i.title)).toEqual(titles);
  });

  it('names the filters in the title and in the self link, in one spelling', async () => {
    const feed = await atom('/feeds.atom?priority=high&projects=uniswap,aave&projects=aave');
    expect(feed.title).toBe('GitSignals daily signals · aave, uniswap · high');
    expect(feed.links.find((l) => l.rel === 'self')?.href).toBe(
      `${PUBLIC_URL}/feeds.atom?projects=aave,uniswap&priority=high`,
    );
  });

  it("a single project's feed is that project's page's alternate", async () => {
    const feed = await atom('/feeds.atom?projects=uniswap');
    expect(feed.links).toContainEqual({
      rel: 'alternate',
      type: 'text/html',
      href: `${PUBLIC_URL}/project/uniswap`,
    });
  });

  it.each([
    ['signals=new_feature,nope', 'signals'],
    ['priority=urgent', 'priority'],
    ['categories=Gaming%20Stuff', 'categories'],
    ['projects=no-such-project', 'projects'],
  ])('?%s answers 400 naming %s', async (query, parameter) => {
    for (const path of ['/feeds.atom', '/feeds.rss']) {
      const res = await get(`${path}?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json().error.code).toBe('bad_request');
      expect(res.json().error.message).toContain(parameter);
    }
  });

  it('is valid and empty when nothing matches', async () => {
    const feed = await atom('/feeds.atom?networks=Nowhere');
    expect(feed.entries).toEqual([]);
    expect((await rss('/feeds.rss?networks=Nowhere')).items).toEqual([]);
  });
});

describe('conditional requests', () => {
  it('answers 304 to the ETag it gave, and to a date no older than its Last-Modified', async () => {
    const first = await get('/feeds.atom');
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers['last-modified']);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(new Date(lastModified).toUTCString()).toBe(lastModified);

    const byTag = await get('/feeds.atom', { 'if-none-match': etag });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.body).toBe('');
    expect(byTag.headers.etag).toBe(etag);
    expect(byTag.headers['cache-control']).toBe('public, max-age=300');

    expect((await get('/feeds.atom', { 'if-modified-since': lastModified })).statusCode).toBe(304);
    const later = new Date(Date.parse(lastModified) + 3_600_000).toUTCString();
    expect((await get('/feeds.atom', { 'if-modified-since': later })).statusCode).toBe(304);
    const earlier = new Date(Date.parse(lastModified) - 1000).toUTCString();
    expect((await get('/feeds.atom', { 'if-modified-since': earlier })).statusCode).toBe(200);
  });

  it('gives each format and each filter set its own ETag', async () => {
    const tags = await Promise.all(
      ['/feeds.atom', '/feeds.rss', '/feeds.atom?priority=high', '/feeds.rss?priority=high'].map(
        async (url) => String((await get(url)).headers.etag),
      ),
    );
    expect(new Set(tags).size).toBe(4);
    const rssTag = tags[1]!;
    expect((await get('/feeds.atom', { 'if-none-match': rssTag })).statusCode).toBe(200);
    expect((await get('/feeds.rss', { 'if-none-match': rssTag })).statusCode).toBe(304);
  });

  it('answers 200 with the new item once one is written, to the ETag and the date held', async () => {
    const app = await createTestApp({ now: () => NOW, publicUrl: PUBLIC_URL });
    try {
      const project = registryProject('lido', { category: 'DeFi' });
      await seedFeed(
        app.handle,
        [project],
        [{ slug: 'lido', date: '2026-03-18', title: 'Lido one' }],
      );
      const first = await app.app.inject({ method: 'GET', url: '/feeds.atom' });
      const held = {
        'if-none-match': String(first.headers.etag),
      };
      const heldDate = { 'if-modified-since': String(first.headers['last-modified']) };
      // HTTP dates hold whole seconds: the next item is written in a later one.
      const written = Date.parse(String(first.headers['last-modified']));
      await expect.poll(() => Date.now() >= written + 1000, { timeout: 5000 }).toBe(true);
      await seedFeed(
        app.handle,
        [project],
        [{ slug: 'lido', date: '2026-03-19', title: 'Lido two' }],
      );
      for (const headers of [held, heldDate]) {
        const res = await app.app.inject({ method: 'GET', url: '/feeds.atom', headers });
        expect(res.statusCode).toBe(200);
        expect(titlesOf(readAtom(res.body))).toEqual(['Lido two', 'Lido one']);
        expect(res.headers.etag).not.toBe(first.headers.etag);
      }
    } finally {
      await app.close();
    }
  });
});

describe('the newest entries only', () => {
  it(`lists the newest ${SYNDICATION_ENTRY_LIMIT} items`, async () => {
    const app = await createTestApp({ now: () => NOW, publicUrl: PUBLIC_URL });
    try {
      const project = registryProject('lido', { category: 'DeFi' });
      const days = Array.from({ length: SYNDICATION_ENTRY_LIMIT + 3 }, (_, i) =>
        new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10),
      );
      await seedFeed(
        app.handle,
        [project],
        days.map((date) => ({ slug: 'lido', date, title: `Lido on ${date}` })),
      );
      const res = await app.app.inject({ method: 'GET', url: '/feeds.atom' });
      const feed = readAtom(res.body);
      expect(feed.entries).toHaveLength(SYNDICATION_ENTRY_LIMIT);
      expect(feed.entries[0]?.title).toBe(`Lido on ${days.at(-1)}`);
      expect(feed.entries.at(-1)?.title).toBe(`Lido on ${days[3]}`);
    } finally {
      await app.close();
    }
  });
});

describe('beside the web app', () => {
  /** A built web app whose client routes include the item page, /feeds/:feedId. */
  function builtApp(): string {
    const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    mkdirSync(path.join(dist, 'prerendered'));
    writeFileSync(path.join(dist, 'index.html'), '<html>app shell</html>');
    writeFileSync(path.join(dist, 'prerendered', 'not-found.html'), '<html>not found</html>');
    const routes = { patterns: ['/', '/signals', '/feeds/:feedId'], guarded: [] };
    const manifest = { pages: {}, notFound: 'not-found.html', routes };
    writeFileSync(path.join(dist, 'prerendered', 'pages.json'), JSON.stringify(manifest));
    return dist;
  }

  it("answers the feeds itself: the app's pages never shadow them", async () => {
    const app = await createTestApp({
      now: () => NOW,
      publicUrl: PUBLIC_URL,
      webDistDir: builtApp(),
    });
    try {
      const inject = (url: string) => app.app.inject({ method: 'GET', url });
      const atomAnswer = await inject('/feeds.atom');
      expect(atomAnswer.statusCode).toBe(200);
      expect(atomAnswer.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
      expect((await inject('/feeds.rss?priority=high')).headers['content-type']).toBe(
        'application/rss+xml; charset=utf-8',
      );
      const personal = await inject(`/feeds/personal/${'A'.repeat(43)}.rss`);
      expect(personal.statusCode).toBe(404);
      expect(personal.json().error.code).toBe('not_found');
      // The item page is still the app's.
      const itemPage = await inject(`/feeds/${ids[0]}`);
      expect(itemPage.statusCode).toBe(200);
      expect(itemPage.body).toBe('<html>app shell</html>');
    } finally {
      await app.close();
    }
  });
});
