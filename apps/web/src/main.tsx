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

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
