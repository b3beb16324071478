import { startTransition, StrictMode, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import type { GuardRedirectState } from '@/app/route-guard';
import { setAppNavigator } from '@/lib/app-navigation';
import '@/styles/globals.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">.');

/**
 * Ends the current task so the browser can paint and answer input before the next start-up step:
 * evaluating the modules, building the router and hydrating are each their own task, none long
 * enough to block a tap on a slow phone (ADR 050).
 */
function yieldToBrowser(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * The server sends a visitor without a session cookie who asks for a login-only page the page the
 * route guard redirects to (apps/server prerendered-pages.ts); `data-prerendered` names it. Go
 * there at once, as the guard would, so the first render is that page and not the guard's
 * spinner.
 */
function followSnapshotRedirect(router: AppRouter, root: HTMLElement): void {
  const depicted = root.getAttribute('data-prerendered');
  const { pathname, search, hash } = window.location;
  const current = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (!depicted?.startsWith('/') || depicted === current) return;
  const state: GuardRedirectState = { from: `${pathname}${search}${hash}` };
  void router.navigate(depicted, { replace: true, state });
}

/**
 * A pre-rendered page (scripts/prerender.ts) is hydrated once its route's modules have loaded, so
 * React's first render is that same page and not the loading spinner.
 */
function whenRouteLoaded(router: AppRouter, root: HTMLElement): Promise<void> {
  if (!root.hasAttribute('data-prerendered') || router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** Marks the page live once React has taken over the snapshot. */
function SnapshotTakenOver({ root }: { root: HTMLElement }) {
  useLayoutEffect(() => {
    root.removeAttribute('data-prerendered');
    root.removeAttribute('aria-disabled');
  }, [root]);
  return null;
}

/** Builds the router, then hydrates (or renders) the app, each step its own task. */
async function start(root: HTMLElement): Promise<void> {
  await yieldToBrowser();
  const router = createAppRouter();
  // The providers above the router (session, sign-in dialog, 401 handler) navigate through it.
  setAppNavigator((to, options) => router.navigate(to, options));
  followSnapshotRedirect(router, root);
  await whenRouteLoaded(router, root);
  await yieldToBrowser();
  const app = (
    <StrictMode>
      <SnapshotTakenOver root={root} />
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // A pre-rendered page is hydrated: React adopts the snapshot's elements instead of building
  // them again, and the parts whose code is still loading stay as they are until it arrives.
  // In a transition, so the work yields to the browser every few milliseconds (ADR 047).
  const prerendered = root.hasAttribute('data-prerendered');
  startTransition(() => {
    if (prerendered) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}

void start(container);
