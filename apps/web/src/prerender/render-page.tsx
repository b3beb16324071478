import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { withEmbeddedPublicFeeds, type EmbeddedPublicFeeds } from '@/lib/embedded-data';
import { pageDocument } from './page-document';
import { routeTable as tableOf, type RouteTable } from './route-table';

export { assertShell } from './page-document';

/**
 * How often a page is rendered again while lazy components' modules load, and for how long at
 * most: from disk they take a few milliseconds, but the server renders while it answers other
 * requests (ADR 053), and a busy machine took over 100 ms.
 */
const LAZY_MODULES_POLL_MS = 25;
const LAZY_MODULES_LIMIT_MS = 10_000;
const stillLoading = (html: string) => html.includes('<!--$!-->') || html.includes('<!--$?-->');

/**
 * The HTML of one public page as a visitor's browser first renders it, made in Node at build
 * time by scripts/prerender.ts (ADR 044), and by the server for the landing with the public
 * feeds it read (ADR 053). Not part of the browser bundle.
 */
export async function renderPage(path: string, publicFeeds?: EmbeddedPublicFeeds): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const page = () =>
    withEmbeddedPublicFeeds(publicFeeds, () =>
      renderToString(
        <StrictMode>
          <AppProviders>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </StrictMode>,
      ),
    );
  // The first pass starts loading the lazy components (theme menu, menu sheet, tooltip);
  // renderToString renders their fallbacks and would mark those boundaries for the client to
  // render. Once the modules are in, a later pass renders them: the browser hydrates them when
  // its own copy of the module arrives, keeping this markup meanwhile (ADR 047).
  let html = page();
  for (let waited = 0; stillLoading(html); waited += LAZY_MODULES_POLL_MS) {
    if (waited >= LAZY_MODULES_LIMIT_MS) {
      throw new Error(`${path}: a lazy component was still loading after ${waited} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, LAZY_MODULES_POLL_MS));
    html = page();
  }
  return html;
}

/**
 * The whole document of a page: `shell` (the app shell the build wrote, prerendered/shell.html)
 * with the page rendered inside, and the public feeds it was rendered from after it. `depicts`:
 * the path the page shows, if not `path` (the 404 page is rendered for a path no route answers).
 */
export async function renderPageDocument(
  shell: string,
  path: string,
  options: { depicts?: string; publicFeeds?: EmbeddedPublicFeeds } = {},
): Promise<string> {
  const { depicts = path, publicFeeds } = options;
  return pageDocument(shell, await renderPage(path, publicFeeds), depicts, publicFeeds);
}

/** The client's route table (patterns, login-only paths) for the server. */
export function routeTable(): RouteTable {
  return tableOf(routes);
}
