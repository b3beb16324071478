// Pre-renders the public pages that need no visitor state into dist/prerendered/, after
// `vite build` (the app) and `vite build --ssr` (src/prerender/render-page.tsx into dist-ssr).
// Each file is dist/index.html with the page's markup inside #root and its <title>; the server
// sends it for that path (apps/server web-app.ts), so text paints before any script runs, and
// main.tsx replaces it with the same page once the route's modules have loaded (ADR 044).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(webRoot, 'dist');
const ssrDir = path.join(webRoot, 'dist-ssr');

/**
 * Path → file. Only pages whose first render is the same for every visitor: the landing's
 * sample cards render as their skeleton, as they do in the browser before the data arrives.
 * Left out: pages in the app shell (the sidebar reads a cookie), guarded pages, the 404.
 */
const PAGES: Record<string, string> = {
  '/': 'landing.html',
  '/landing': 'landing-alias.html',
  '/pricing': 'pricing.html',
  '/about': 'about.html',
  '/team': 'team.html',
};

const ROOT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;

type RenderPage = (pathname: string) => Promise<string>;

async function main(): Promise<void> {
  const entry = pathToFileURL(path.join(ssrDir, 'render-page.js')).href;
  const { renderPage } = (await import(entry)) as { renderPage: RenderPage };
  const shell = readFileSync(path.join(dist, 'index.html'), 'utf8');
  if (!shell.includes(ROOT) || !TITLE.test(shell)) throw new Error('unexpected dist/index.html');

  const outDir = path.join(dist, 'prerendered');
  mkdirSync(outDir, { recursive: true });
  for (const [pathname, file] of Object.entries(PAGES)) {
    const markup = await renderPage(pathname);
    // React hoists the page's <title> to the front of the markup; it belongs in <head>.
    const title = TITLE.exec(markup)?.[0];
    const body = markup.replace(TITLE, '');
    if (!title || body.startsWith('<title') || /<script\b/i.test(body)) {
      throw new Error(`${pathname}: unexpected markup (${body.slice(0, 80)})`);
    }
    // aria-disabled until main.tsx renders: nothing in the snapshot responds but links, and
    // test drivers (Playwright) wait for enabled elements before they click.
    const html = shell
      .replace(TITLE, title)
      .replace(ROOT, `<div id="root" data-prerendered aria-disabled="true">${body}</div>`);
    const target = path.join(outDir, file);
    writeFileSync(target, html);
    writeFileSync(`${target}.gz`, gzipSync(html, { level: 9 }));
    writeFileSync(
      `${target}.br`,
      brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  }
  writeFileSync(path.join(outDir, 'pages.json'), `${JSON.stringify(PAGES, null, 2)}\n`);
  rmSync(ssrDir, { recursive: true, force: true });
  console.log(`pre-rendered ${Object.keys(PAGES).length} pages into dist/prerendered`);
}

await main();
// Rendering left timers behind (the query cache's garbage collection): the work is done.
process.exit(0);
