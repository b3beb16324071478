import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { PageFallback } from './layouts/page-fallback';
import { PublicLayout } from './layouts/public-layout';
import { RouteErrorBoundary } from './route-error-boundary';
import { RequireAuth } from './route-guard';

type PageModule = { default: ComponentType };

/** Code-splits a page: its module (default export) loads only when the route is visited. */
function page(load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

// The landing the server rendered with its sample cards is hydrated with the cards' code in (ADR 053).
const landing = page(async () => {
  const module = await import('@/features/landing/routes/landing-page');
  await module.sampleCardsLoaded();
  return module;
});
const homeFeed = page(() => import('@/features/feed/routes/home-feed-page'));
const stackDetail = page(() => import('@/features/stacks/routes/stack-page'));
const adminConsole = page(() => import('@/features/admin/routes/admin-page'));

/** Every route of the spec's route table (section 2). */
export const routes: RouteObject[] = [
  {
    id: 'root',
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: <PageFallback />,
    children: [
      {
        // Public, no sidebar.
        element: <PublicLayout />,
        children: [
          { index: true, ...landing },
          { path: 'landing', ...landing },
          { path: 'pricing', ...page(() => import('@/features/pricing/routes/pricing-page')) },
          { path: 'team', ...page(() => import('@/features/marketing/routes/team-page')) },
          // The spec does not name the about page's route (features/marketing/README.md).
          { path: 'about', ...page(() => import('@/features/marketing/routes/about-page')) },
          { path: '*', ...page(() => import('./routes/not-found-page')) },
        ],
      },
      {
        // The signed-in frame (sidebar, menus, tooltips) loads with the first page inside it, in
        // parallel with that page's module, so the landing does not carry it (ADR 044).
        lazy: async () => ({ Component: (await import('./layouts/app-shell')).AppShell }),
        children: [
          // Public, inside the app shell.
          { path: 'signin', ...page(() => import('@/features/auth/routes/sign-in-page')) },
          {
            path: 'reset-password',
            ...page(() => import('@/features/auth/routes/reset-password-page')),
          },
          {
            path: 'email-change/undo',
            ...page(() => import('@/features/auth/routes/undo-email-change-page')),
          },
          {
            path: 'unsubscribe',
            ...page(() => import('@/features/unsubscribe/routes/unsubscribe-page')),
          },
          { path: 'privacy', ...page(() => import('@/features/marketing/routes/privacy-page')) },
          { path: 'terms', ...page(() => import('@/features/marketing/routes/terms-page')) },
          // Spec sections 2 and 6: visitors may see the search page; searching and saving ask
          // them to sign in there, so it stays outside the guard.
          { path: 'search', ...page(() => import('@/features/search/routes/search-page')) },
          // Spec: the quarterly landing shows the sign-up dialog to visitors, so it is unguarded.
          {
            path: 'quarterly-analysis',
            ...page(() => import('@/features/quarterly/routes/quarterly-landing-page')),
          },
          {
            // Login required; logged-out visitors go to /signin, which returns them here.
            element: <RequireAuth />,
            children: [
              { path: 'signals', ...homeFeed },
              { path: 'github-signals', ...homeFeed },
              {
                path: 'feeds/:feedId',
                ...page(() => import('@/features/feed-detail/routes/feed-detail-page')),
              },
              // Spec: the feed detail without a feedId redirects to /signals.
              { path: 'feeds', loader: () => redirect('/signals') },
              {
                path: 'project/:name',
                ...page(() => import('@/features/project-page/routes/project-page')),
              },
              {
                path: 'quarterly-analysis/:companyName',
                ...page(() => import('@/features/quarterly/routes/quarterly-analysis-page')),
              },
              {
                path: 'projects',
                ...page(() => import('@/features/projects/routes/projects-page')),
              },
              { path: 'agent', ...page(() => import('@/features/agent/routes/agent-page')) },
              {
                path: 'insights-test',
                ...page(() => import('@/features/insights-test/routes/insights-test-page')),
              },
              { path: 'network', ...page(() => import('@/features/network/routes/network-page')) },
              {
                path: 'network/:projectName',
                ...page(() => import('@/features/network/routes/project-network-page')),
              },
              {
                path: 'token-listings',
                ...page(() => import('@/features/token-listings/routes/token-listings-page')),
              },
              {
                path: 'subscribed-lists',
                ...page(() => import('@/features/subscriptions/routes/subscribed-lists-page')),
              },
              {
                path: 'one-pager',
                ...page(() => import('@/features/marketing/routes/one-pager-page')),
              },
              {
                path: 'stack-example',
                ...page(() => import('@/features/stacks/routes/stack-example-page')),
              },
              { path: 'stacks', ...page(() => import('@/features/stacks/routes/stacks-page')) },
              { path: 'stacks/:projectName', ...stackDetail },
              {
                // Test mode's stand-in for the payment provider's checkout (issue 5).
                path: 'billing/test-checkout/:sessionId',
                ...page(() => import('@/features/billing/routes/test-checkout-page')),
              },
              { path: 'profile/:projectName/technologies', ...stackDetail },
              // The operators' console (issue 16): admins only, the page says so to others.
              { path: 'admin', ...adminConsole },
              { path: 'admin/:screen', ...adminConsole },
            ],
          },
          {
            // Spec: logged-out users of these go to the home page instead of /signin.
            element: <RequireAuth redirectTo="/" />,
            children: [
              {
                path: 'analysis/:projectName',
                ...page(() => import('@/features/project-analysis/routes/project-analysis-page')),
              },
              {
                path: 'settings',
                ...page(() => import('@/features/settings/routes/settings-page')),
              },
              {
                // Issue 17: alerts, feed URLs and API tokens, the second page of Settings.
                path: 'settings/integrations',
                ...page(() => import('@/features/integrations/routes/integrations-page')),
              },
            ],
          },
          {
            element: <RequireAuth redirectTo="/signals" />,
            children: [
              {
                path: 'saved-feeds',
                ...page(() => import('@/features/saved-feeds/routes/saved-feeds-page')),
              },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
