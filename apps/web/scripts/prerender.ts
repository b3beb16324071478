// Pre-renders the public pages that need no visitor state into dist/prerendered/, after
// `vite build` (the app) and `vite build --ssr` (src/prerender/render-page.tsx into dist-ssr).
// Each file is dist/index.html with the page's markup inside #root and its <title>; the server
// sends it for that path (apps/server web-app.ts), so text paints before any script runs, and
// main.tsx replaces it with the same page once the route's modules have loaded (ADR 044). The
// renderer stays in dist-ssr with the shell it writes into (prerendered/shell.html): the server
// renders the pages flagged `withPublicFeeds` with its live data (ADR 053).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
  /**
   * Shows the public feeds (the landing's sample cards): the server renders it with the feeds
   * it has (ADR 053); this file, with the cards' skeleton, is what it sends if it cannot.
   */
  withPublicFeeds?: boolean;
};

/**
 * Path → file. Only pages whose first render is the same for every visitor (the landing's sample
 * cards as their skeleton, as in the browser before the data arrives). Left out: pages whose
 * first render depends on the session or the query (the guarded pages get /signin's snapshot
 * from the server when no session cookie is sent, see pages.json's `routes`).
 */
const PAGES: Record<string, PageEntry> = {
  '/': { file: 'landing.html', withPublicFeeds: true },
  '/landing': { file: 'landing-alias.html', withPublicFeeds: true },
  '/pricing': { file: 'pricing.html' },
  '/about': { file: 'about.html' },
  '/team': { file: 'team.html' },
  '/signin': { file: 'signin.html', appShell: true, withoutQuery: true },
  '/privacy': { file: 'privacy.html', appShell: true },
  '/terms': { file: 'terms.html', appShell: true },
};
/** Any path no route answers renders the 404 page; the server sends it with status 404. */
const NOT_FOUND = { probe: '/__no-such-page__', file: 'not-found.html' };
const SHELL = 'shell.html';

type RenderModule = {
  assertShell: (shell: string) => void;
  renderPageDocument: (
    shell: string,
    pathname: string,
    options?: { depicts?: string },
  ) => Promise<string>;
  routeTable: () => { patterns: string[]; guarded: { pattern: string; redirectTo: string }[] };
};

/** Where the server finds the page renderer, relative to dist (pages.json `renderer`). */
const RENDERER = '../dist-ssr/render-page.js';

async function main(): Promise<void> {
  const entry = pathToFileURL(path.join(ssrDir, 'render-page.js')).href;
  const { assertShell, renderPageDocument, routeTable } = (await import(entry)) as RenderModule;
  const shell = withScriptsAfterPaint(readFileSync(path.join(dist, 'index.html'), 'utf8'));
  assertShell(shell);

  const outDir = path.join(dist, 'prerendered');
  mkdirSync(outDir, { recursive: true });
  const write = (file: string, html: string) => {
    const target = path.join(outDir, file);
    writeFileSync(target, html);
    writeFileSync(`${target}.gz`, gzipSync(html, { level: 9 }));
    writeFileSync(
      `${target}.br`,
      brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  };
  // The shell the server renders pages drawn from live data into (ADR 053).
  write(SHELL, shell);
  for (const [pathname, entry] of Object.entries(PAGES))
    write(entry.file, await renderPageDocument(shell, pathname));
  write(NOT_FOUND.file, await renderPageDocument(shell, NOT_FOUND.probe, { depicts: '' }));

  const table = routeTable();
  if (table.patterns.some((pattern) => pattern === NOT_FOUND.probe)) {
    throw new Error(`${NOT_FOUND.probe} is a route`);
  }
  const manifest = {
    pages: PAGES,
    notFound: NOT_FOUND.file,
    routes: table,
    shell: SHELL,
    renderer: RENDERER,
  };
  writeFileSync(path.join(outDir, 'pages.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(
    `pre-rendered ${Object.keys(PAGES).length} pages and the 404 into dist/prerendered ` +
      `(${table.patterns.length} routes, ${table.guarded.length} login-only); ` +
      `the server renders ${Object.keys(PAGES)
        .filter((p) => PAGES[p]!.withPublicFeeds)
        .join(', ')} with its data through dist-ssr`,
  );
}

await main();
// Rendering left timers behind (the query cache's garbage collection): the work is done.
process.exit(0);
