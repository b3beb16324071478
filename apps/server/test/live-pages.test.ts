// The landing rendered by the server with the public feeds it has (ADR 053), through the web
// build's renderer (here a stand-in module with the real one's signature; the e2e suite runs the
// real one): the page holds the feeds the API answers, is kept until the pipeline announces a
// change, is revalidated by ETag and sent compressed; the build's snapshot goes out instead when
// rendering fails or answers cannot be kept.
import { brotliDecompressSync } from 'node:zlib';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inProcessChangeNotices, type ChangeNotices } from '@gitsignals/db';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, registryProject, seedFeed, type TestApp } from './helpers';

// Over the compression threshold, as a real page is.
const SHELL = `<html><head><title>GitSignals</title></head><body><div id="root"></div><p>${'Signals. '.repeat(200)}</p></body></html>`;

/**
 * A built app: the landing's snapshot, the shell, and a renderer writing each feed's title and the
 * data into the shell (or failing when a feed's title says so), as pages.json points to them.
 */
function builtApp(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'web-build-'));
  const dist = path.join(root, 'dist');
  mkdirSync(path.join(dist, 'prerendered'), { recursive: true });
  mkdirSync(path.join(root, 'dist-ssr'));
  writeFileSync(path.join(dist, 'index.html'), SHELL);
  writeFileSync(path.join(dist, 'prerendered', 'landing.html'), '<html>landing snapshot</html>');
  writeFileSync(path.join(dist, 'prerendered', 'shell.html'), SHELL);
  writeFileSync(
    path.join(root, 'dist-ssr', 'render-page.js'),
    `export async function renderPageDocument(shell, pagePath, { publicFeeds }) {
       if (publicFeeds.feeds.some((f) => f.title.includes('fails'))) throw new Error('render failed');
       const cards = publicFeeds.feeds.map((f) => '<li>' + f.title + '</li>').join('');
       return shell.replace('<div id="root"></div>',
         '<div id="root" data-prerendered="' + pagePath + '"><ul>' + cards + '</ul></div>' +
         '<script type="application/json" id="public-feeds-data">' + JSON.stringify(publicFeeds) + '</script>');
     }`,
  );
  const manifest = {
    pages: { '/': { file: 'landing.html', withPublicFeeds: true } },
    routes: { patterns: ['/'], guarded: [] },
    shell: 'shell.html',
    renderer: '../dist-ssr/render-page.js',
  };
  writeFileSync(path.join(dist, 'prerendered', 'pages.json'), JSON.stringify(manifest));
  return dist;
}

const uniswap = registryProject('uniswap', { category: 'DEX' });
let t: TestApp;
let webDistDir: string;
/** What the app logged at warn and above. */
const logged: string[] = [];

beforeAll(async () => {
  webDistDir = builtApp();
  t = await createTestApp({
    webDistDir,
    logLevel: 'warn',
    logStream: { write: (line: string) => void logged.push(line) },
  });
  await vi.waitFor(() => expect(t.handle.changes.isLive()).toBe(true));
  await seedFeed(
    t.handle,
    [uniswap],
    [{ slug: 'uniswap', date: '2026-03-19', priority: 'high', title: 'Uniswap adds hooks' }],
  );
});
afterAll(async () => t.close());

const landing = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/', headers });
const publicFeeds = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/feeds/dailyPublicFeeds' })).json().feeds;

describe('the landing rendered with the public feeds', () => {
  it('holds the feeds the API answers, as HTML checked on each use', async () => {
    const res = await landing();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<li>Uniswap adds hooks</li>');
    const data = /<script type="application\/json" id="public-feeds-data">(.*)<\/script>/.exec(
      res.body,
    )?.[1];
    expect(JSON.parse(data!)).toEqual({ feeds: await publicFeeds() });
  });

  it('is kept until a change is announced, revalidated by its ETag, and sent compressed', async () => {
    const first = await landing();
    const before = t.app.deps.publicAnswers.stats();
    const again = await landing({ 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const compressed = await landing({ 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(first.body);
    expect(t.app.deps.publicAnswers.stats().hits - before.hits).toBe(2);
    // One answer per request: the snapshot is not sent after the rendered page.
    expect(logged).toEqual([]);

    // seedFeed writes and announces, as the pipeline does.
    await seedFeed(
      t.handle,
      [uniswap],
      [{ slug: 'uniswap', date: '2026-03-20', priority: 'high', title: 'Uniswap ships v5' }],
    );
    await vi.waitFor(async () => expect((await landing()).body).toContain('Uniswap ships v5'));
    const fresh = await landing({ 'if-none-match': first.headers.etag as string });
    expect(fresh.statusCode).toBe(200);
  });

  it("sends the build's snapshot when rendering fails, and renders again after the next change", async () => {
    await seedFeed(
      t.handle,
      [uniswap],
      [{ slug: 'uniswap', date: '2026-03-21', priority: 'high', title: 'This render fails' }],
    );
    await vi.waitFor(async () =>
      expect((await landing()).body).toBe('<html>landing snapshot</html>'),
    );
    expect((await landing()).statusCode).toBe(200);
    await seedFeed(
      t.handle,
      [uniswap],
      [{ slug: 'uniswap', date: '2026-03-21', priority: 'high', title: 'Uniswap fixed it' }],
    );
    await vi.waitFor(async () => expect((await landing()).body).toContain('Uniswap fixed it'));
  });

  it('sends the snapshot while change notices cannot arrive: a render per request is not kept', async () => {
    const deaf: ChangeNotices = { ...inProcessChangeNotices(), isLive: () => false };
    const other = await createTestApp({ webDistDir, changes: deaf }, t.handle);
    try {
      const res = await other.app.inject({ method: 'GET', url: '/' });
      expect(res.body).toBe('<html>landing snapshot</html>');
    } finally {
      await other.app.close();
    }
  });
});
