import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router';

/** Spec section 2, route table: every path must reach its own page, not the 404. */
const SPEC_PATHS = [
  '/',
  '/landing',
  '/pricing',
  '/team',
  // Not in the table: the about/marketing page, whose route the spec leaves open.
  '/about',
  '/signin',
  '/reset-password',
  '/unsubscribe',
  '/privacy',
  '/terms',
  '/signals',
  '/github-signals',
  '/search',
  '/feeds/abc',
  '/project/aave',
  '/analysis/aave',
  '/quarterly-analysis',
  '/quarterly-analysis/aave',
  '/settings',
  // Not in the table: Settings' second page, alerts, feed URLs and API tokens (issue 17).
  '/settings/integrations',
  '/saved-feeds',
  '/projects',
  '/agent',
  '/insights-test',
  '/network',
  '/network/aave',
  '/token-listings',
  '/subscribed-lists',
  '/one-pager',
  '/stack-example',
  '/stacks',
  '/stacks/aave',
  '/profile/aave/technologies',
  // Not in the table: the undo link e-mailed after an e-mail change (docs/decisions/022).
  '/email-change/undo',
];

function leafPath(pathname: string): string | undefined {
  const matches = matchRoutes(routes, pathname);
  return matches?.at(-1)?.route.path ?? (matches?.at(-1)?.route.index ? '(index)' : undefined);
}

describe('router', () => {
  it.each(SPEC_PATHS)('routes %s to a page of its own', (pathname) => {
    const leaf = leafPath(pathname);
    expect(leaf).toBeDefined();
    expect(leaf).not.toBe('*');
  });

  it('sends any other path to the 404 page', () => {
    expect(leafPath('/no/such/page')).toBe('*');
  });

  it('sends the feed detail without an id to /signals', async () => {
    const route = matchRoutes(routes, '/feeds')?.at(-1)?.route;
    expect(route?.path).toBe('feeds');
    const response = (await (route?.loader as () => Promise<Response> | Response)()) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/signals');
  });
});
