// Pre-renders the public pages that need no visitor state into dist/prerendered/, after
// `vite build` (the app) and `vite build --ssr` (src/prerender/render-page.tsx into dist-ssr).
// Each file is dist/index.html with the page's markup inside #root and its <title>; the server
// sends it for that path (apps/server web-app.ts), so text paints before any script runs, and
// main.tsx replaces it with the same page once the route's modules have loaded (ADR 044).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { withScriptsAfterPaint } from '../build/after-paint-boot';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(webRoot, 'dist');
const ssrDir = path.join(webRoot, 'dist-ssr');

/** How the server may use a snapshot (apps/server prerendered-pages.ts reads these flags). */
type PageEntry = {
  file: string;
  /** In the app shell: the snapshot shows the sidebar expanded, so not for a `false` cookie. */
  appShell?: boolean;
  /** Its first render reads the query (/signin?mode=signup): the snapshot only without one. */
  withoutQuery?: boolean;
};

/**
 * Path → file. Only pages whose first render is the same for every visitor (the landing's sample
 * cards as their skeleton, as in the browser before the data arrives). Left out: pages whose
 * first render depends on the session or the query (the guarded pages get /signin's snapshot
 * from the server when no session cookie is sent, see pages.json's `routes`).
 */
const PAGES: Record<string, PageEntry> = {
  '/': { file: 'landing.html' },
  '/landing': { file: 'landing-alias.html' },
  '/pricing': { file: 'pricing.html' },
  '/about': { file: 'about.html' },
  '/team': { file: 'team.html' },
  '/signin': { file: 'signin.html', appShell: true, withoutQuery: true },
  '/privacy': { file: 'privacy.html', appShell: true },
  '/terms': { file: 'terms.html', appShell: true },
};
/** Any path no route answers renders the 404 page; the server sends it with status 404. */
const NOT_FOUND = { probe: '/__no-such-page__', file: 'not-found.html' };

const ROOT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;

type RenderModule = {
  renderPage: (pathname: string) => Promise<string>;
  routeTable: () => { patterns: string[]; guarded: { pattern: string; redirectTo: string }[] };
};

async function main(): Promise<void> {
  const entry = pathToFileURL(path.join(ssrDir, 'render-page.js')).href;
  const { renderPage, routeTable } = (await import(entry)) as RenderModule;
  const shell = withScriptsAfterPaint(readFileSync(path.join(dist, 'index.html'), 'utf8'));
  if (!shell.includes(ROOT) || !TITLE.test(shell)) throw new Error('unexpected dist/index.html');

  const outDir = path.join(dist, 'prerendered');
  mkdirSync(outDir, { recursive: true });
  const render = async (pathname: string, file: string, depicts: string) => {
    const markup = await renderPage(pathname);
    // React hoists the page's <title> to the front of the markup; it belongs in <head>.
    const title = TITLE.exec(markup)?.[0];
    const body = markup.replace(TITLE, '');
    if (!title || body.startsWith('<title') || /<script\b/i.test(body)) {
      throw new Error(`${pathname}: unexpected markup (${body.slice(0, 80)})`);
    }
    // data-prerendered names the path the snapshot shows (main.tsx goes there when the server
    // sent it for a guarded path); aria-disabled until main.tsx renders: nothing in the snapshot
    // responds but links, and test drivers (Playwright) wait for enabled elements to click.
    const html = shell
      .replace(TITLE, title)
      .replace(
        ROOT,
        `<div id="root" data-prerendered="${depicts}" aria-disabled="true">${body}</div>`,
      );
    const target = path.join(outDir, file);
    writeFileSync(target, html);
    writeFileSync(`${target}.gz`, gzipSync(html, { level: 9 }));
    writeFileSync(
      `${target}.br`,
      brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  };
  for (const [pathname, entry] of Object.entries(PAGES))
    await render(pathname, entry.file, pathname);
  await render(NOT_FOUND.probe, NOT_FOUND.file, '');

  const table = routeTable();
  if (table.patterns.some((pattern) => pattern === NOT_FOUND.probe)) {
    throw new Error(`${NOT_FOUND.probe} is a route`);
  }
  const manifest = { pages: PAGES, notFound: NOT_FOUND.file, routes: table };
  writeFileSync(path.join(outDir, 'pages.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  rmSync(ssrDir, { recursive: true, force: true });
  console.log(
    `pre-rendered ${Object.keys(PAGES).length} pages and the 404 into dist/prerendered ` +
      `(${table.patterns.length} routes, ${table.guarded.length} login-only)`,
  );
}

await main();
// Rendering left timers behind (the query cache's garbage collection): the work is done.
process.exit(0);
