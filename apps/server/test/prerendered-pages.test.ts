// A page request gets the snapshot a visitor's browser would first render: the page's own, the
// page a login-only route sends a visitor without a session to, or the 404 page with status 404;
// the bare app shell whenever the snapshot could differ from that first render.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  prerenderedPageFor,
  readPrerenderedPages,
  routePattern,
} from '../src/http/plugins/prerendered-pages';
import { createTestApp, type TestApp } from './helpers';

/** A built app with the pages scripts/prerender.ts writes, each marked with its name. */
function builtApp(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dist, 'prerendered'));
  writeFileSync(path.join(dist, 'index.html'), '<html>app shell</html>');
  for (const name of ['landing', 'pricing', 'signin', 'privacy', 'not-found']) {
    writeFileSync(path.join(dist, 'prerendered', `${name}.html`), `<html>${name}</html>`);
  }
  const manifest = {
    pages: {
      '/': { file: 'landing.html' },
      '/pricing': { file: 'pricing.html' },
      '/team': { file: 'gone.html' },
      '/signin': { file: 'signin.html', appShell: true, withoutQuery: true },
      '/privacy': { file: 'privacy.html', appShell: true },
    },
    notFound: 'not-found.html',
    routes: {
      patterns: ['/', '/pricing', '/team', '/signin', '/privacy', '/signals', '/feeds/:feedId'],
      guarded: [
        { pattern: '/signals', redirectTo: '/signin' },
        { pattern: '/feeds/:feedId', redirectTo: '/signin' },
      ],
    },
  };
  writeFileSync(path.join(dist, 'prerendered', 'pages.json'), JSON.stringify(manifest));
  return dist;
}

const SESSION = 'better-auth.session_token=abc.def';

describe('choosing the snapshot', () => {
  const pages = readPrerenderedPages(builtApp());
  const pick = (url: string, cookie?: string) => {
    const [pathPart = '/', query] = url.split('?');
    return prerenderedPageFor(pages, { path: pathPart, hasQuery: query !== undefined, cookie })
      ?.file;
  };

  it('maps a listed path to its page, with or without a trailing slash; a missing file is left out', () => {
    expect(pick('/')).toBe('prerendered/landing.html');
    expect(pick('/pricing/')).toBe('prerendered/pricing.html');
    expect(pick('/pricing?ref=x')).toBe('prerendered/pricing.html');
    expect(pick('/team')).toBeUndefined();
  });

  it('sends an app-shell page only while the sidebar is expanded, a page that reads its query only without one', () => {
    expect(pick('/privacy', 'sidebar_state=true')).toBe('prerendered/privacy.html');
    expect(pick('/privacy', 'theme=dark; sidebar_state=false')).toBeUndefined();
    expect(pick('/signin')).toBe('prerendered/signin.html');
    expect(pick('/signin?mode=signup')).toBeUndefined();
  });

  it('sends a visitor without a session cookie on a login-only path the sign-in page; with one, the app shell', () => {
    expect(pick('/signals')).toBe('prerendered/signin.html');
    expect(pick('/feeds/42?x=1')).toBe('prerendered/signin.html');
    expect(pick('/signals', SESSION)).toBeUndefined();
    expect(pick('/signals', `a=b; __Secure-${SESSION}`)).toBeUndefined();
    expect(pick('/signals', 'sidebar_state=false')).toBeUndefined();
  });

  it('answers an unknown path with the 404 page, with status 404', () => {
    expect(
      prerenderedPageFor(pages, { path: '/no/such/page', hasQuery: false, cookie: undefined }),
    ).toEqual({ file: 'prerendered/not-found.html', status: 404, variesByCookie: false });
    expect(pick('/feeds')).toBe('prerendered/not-found.html');
    expect(pick('/feeds/1/2')).toBe('prerendered/not-found.html');
  });

  it('matches route patterns segment by segment', () => {
    expect(routePattern('/').test('/')).toBe(true);
    expect(routePattern('/feeds/:feedId').test('/feeds/9')).toBe(true);
    expect(routePattern('/feeds/:feedId').test('/feeds/')).toBe(false);
    expect(routePattern('/a.b').test('/aXb')).toBe(false);
  });

  it('is empty for a build without pre-rendered pages: every path gets the app shell', () => {
    const none = readPrerenderedPages(mkdtempSync(path.join(tmpdir(), 'web-dist-')));
    expect(prerenderedPageFor(none, { path: '/nope', hasQuery: false, cookie: undefined })).toBe(
      undefined,
    );
  });
});

describe('page requests over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ webDistDir: builtApp() });
  });
  afterAll(async () => t.close());

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('sends the sign-in page to a visitor on /signals, varying by cookie, and the app shell to a signed-in browser', async () => {
    const visitor = await get('/signals');
    expect(visitor.statusCode).toBe(200);
    expect(visitor.body).toBe('<html>signin</html>');
    expect(visitor.headers.vary).toMatch(/cookie/i);
    const member = await get('/signals', SESSION);
    expect(member.body).toBe('<html>app shell</html>');
  });

  it('answers an unknown path with 404 and the 404 page', async () => {
    const res = await get('/definitely-not-a-page');
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe('<html>not-found</html>');
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });

  it('sends the landing page for /', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('<html>landing</html>');
    expect(res.headers.vary ?? '').not.toMatch(/cookie/i);
  });
});
