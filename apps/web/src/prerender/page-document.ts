// A page's HTML document: the app shell (dist/index.html, its module scripts deferred past the
// first paint by build/after-paint-boot.ts) with a page's server-rendered markup inside #root.
// Made at build time for the static public pages (scripts/prerender.ts) and by the server for
// pages drawn from live data (the landing with its sample cards, ADR 053).
import { publicFeedsElement, type EmbeddedPublicFeeds } from '@/lib/embedded-data';

const ROOT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;

/** Throws unless `shell` is an app shell a page can be written into. */
export function assertShell(shell: string): void {
  if (!shell.includes(ROOT) || !TITLE.test(shell)) throw new Error('unexpected app shell');
}

/**
 * `markup` (renderToString of the page) inside the shell's #root, its <title> in <head>, and the
 * data the page was rendered from, if any, after #root for the first client render to read.
 * `depicts` is the path the page shows (main.tsx goes there when the server sent it for another).
 */
export function pageDocument(
  shell: string,
  markup: string,
  depicts: string,
  publicFeeds?: EmbeddedPublicFeeds,
): string {
  assertShell(shell);
  // React hoists the page's <title> to the front of the markup; it belongs in <head>.
  const title = TITLE.exec(markup)?.[0];
  const body = markup.replace(TITLE, '');
  if (!title || body.startsWith('<title') || /<script\b/i.test(body)) {
    throw new Error(`${depicts}: unexpected markup (${body.slice(0, 80)})`);
  }
  // data-prerendered names the path the snapshot shows; aria-disabled until main.tsx renders:
  // nothing in the snapshot responds but links, and test drivers (Playwright) wait for enabled
  // elements to click.
  const root = `<div id="root" data-prerendered="${depicts}" aria-disabled="true">${body}</div>`;
  const data = publicFeeds ? publicFeedsElement(publicFeeds) : '';
  return shell.replace(TITLE, title).replace(ROOT, `${root}${data}`);
}
