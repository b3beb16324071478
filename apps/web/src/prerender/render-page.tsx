import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { routeTable as tableOf, type RouteTable } from './route-table';

/**
 * The HTML of one public page as a visitor's browser first renders it, made in Node at build
 * time by scripts/prerender.ts (ADR 044). Not part of the browser bundle.
 */
export async function renderPage(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // renderToString, not prerender: a lazy component (theme menu, menu sheet, tooltip, toasts)
  // renders its Suspense fallback, the stand-in that the browser's first render also shows, and
  // no streaming script is emitted (the CSP forbids inline scripts).
  return renderToString(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
}

/** The client's route table (patterns, login-only paths) for the server. */
export function routeTable(): RouteTable {
  return tableOf(routes);
}
