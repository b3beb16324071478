import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import { setAppNavigator } from '@/lib/app-navigation';
import '@/styles/globals.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">.');

const router = createAppRouter();
// The providers above the router (session, sign-in dialog, 401 handler) navigate through it.
setAppNavigator((to, options) => router.navigate(to, options));

/**
 * A pre-rendered public page (scripts/prerender.ts) stays on screen until its route's modules have
 * loaded, so React's first render replaces it with the same page instead of the loading spinner.
 */
function whenRouteLoaded(root: HTMLElement): Promise<void> {
  if (!root.hasAttribute('data-prerendered') || router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

void whenRouteLoaded(container).then(() => {
  container.removeAttribute('data-prerendered');
  container.removeAttribute('aria-disabled');
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
