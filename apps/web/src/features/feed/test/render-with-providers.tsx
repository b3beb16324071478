import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { TooltipProvider } from '@/components/ui/tooltip';
import { SessionProvider, type SessionContextValue } from '@/hooks/use-session';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

/** A signed-in session for tests (sign-in available, user 'u1'). */
export const SIGNED_IN: SessionContextValue = {
  status: 'authenticated',
  user: { id: 'u1', name: 'Ada', email: 'ada@example.com' },
  authAvailable: true,
  signOut: async () => {},
};

/**
 * Renders with what feed components expect around them: query client, session (logged out
 * unless given), router, tooltips.
 */
export function renderWithProviders(
  ui: ReactElement,
  queryClient = createTestQueryClient(),
  session?: SessionContextValue,
) {
  const wrap = (node: ReactElement) => (
    <QueryClientProvider client={queryClient}>
      <SessionProvider value={session}>
        <MemoryRouter>
          <TooltipProvider>{node}</TooltipProvider>
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>
  );
  const result = render(wrap(ui));
  return { ...result, queryClient, rerender: (next: ReactElement) => result.rerender(wrap(next)) };
}

/**
 * jsdom has no IntersectionObserver. This stand-in records observers so a test can say "the
 * sentinel is now on screen" and check the options the hook asked for.
 */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets = new Set<Element>();
  disconnected = false;

  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }

  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.disconnected = true;
    this.targets.clear();
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Reports every observed target as intersecting, on every live observer. */
  static enterViewport() {
    for (const observer of FakeIntersectionObserver.instances) {
      if (observer.disconnected) continue;
      const entries = [...observer.targets].map(
        (target) =>
          ({ target, isIntersecting: true, intersectionRatio: 1 }) as IntersectionObserverEntry,
      );
      if (entries.length > 0)
        observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}
