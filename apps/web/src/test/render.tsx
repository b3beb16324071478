import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import { createContext, useContext, type ReactElement, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { TooltipProvider } from '@/components/ui/tooltip';
import { SessionProvider, type SessionContextValue } from '@/hooks/use-session';

/** No retries (a failure shows at once) and no garbage collection timers left after a test. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

type ProviderOptions = Omit<RenderOptions, 'wrapper'> & {
  /** The URL the test starts at. */
  route?: string;
  /** The route pattern the rendered element answers ('*': every URL no other route takes). */
  path?: string;
  /** Pages the test may be sent to, e.g. `{ path: '/signin', element: <p>Sign-in page</p> }`. */
  routes?: RouteObject[];
  /** Omitted: logged out, without sign-in (SessionProvider's default). */
  session?: SessionContextValue;
  queryClient?: QueryClient;
};

// The element under test reaches its route through context, so `rerender(next)` swaps it in
// place while the router (and its location) stays the same.
const RenderedElement = createContext<ReactNode>(null);
function ElementUnderTest() {
  return useContext(RenderedElement);
}

/**
 * Renders inside everything the app's components rely on: query client, session, tooltips and
 * a memory router. Returns the router (to read where a click led) and the query client.
 */
export function renderWithProviders(ui: ReactElement, options: ProviderOptions = {}) {
  const {
    route = '/',
    path = '*',
    routes = [],
    session,
    queryClient = createTestQueryClient(),
    ...renderOptions
  } = options;
  const router = createMemoryRouter([{ path, element: <ElementUnderTest /> }, ...routes], {
    initialEntries: [route],
  });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <SessionProvider value={session}>
        <TooltipProvider>
          <RenderedElement.Provider value={children}>
            <RouterProvider router={router} />
          </RenderedElement.Provider>
        </TooltipProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
  return { ...render(ui, { wrapper: Wrapper, ...renderOptions }), router, queryClient };
}
