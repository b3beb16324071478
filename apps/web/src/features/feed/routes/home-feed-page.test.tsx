import type { FeedPageRequest } from '@gitsignals/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TooltipProvider } from '@/components/ui/tooltip';
import { SessionProvider } from '@/hooks/use-session';
import { makePage } from '../test/make-feed-item';
import { createTestQueryClient, FakeIntersectionObserver } from '../test/render-with-providers';
import HomeFeedPage from './home-feed-page';

let feedRequests: FeedPageRequest[] = [];

beforeEach(() => {
  feedRequests = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      if (String(url).endsWith('/projects/metadata')) {
        return Response.json({
          projects_by_category: { DEX: ['Uniswap'] },
          networks: ['Ethereum'],
        });
      }
      feedRequests.push(JSON.parse(String(init?.body)) as FeedPageRequest);
      return Response.json(makePage(['a', 'b'], 1, 2));
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/signals', element: <HomeFeedPage /> },
      { path: '/signin', element: <p>Sign-in page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <SessionProvider>
        <TooltipProvider>
          <RouterProvider router={router} />
        </TooltipProvider>
      </SessionProvider>
    </QueryClientProvider>,
  );
  return router;
}

describe('HomeFeedPage', () => {
  it('shows the Daily Feeds tab and asks for the 7-day window by default', async () => {
    renderAt('/signals');
    expect(screen.getByRole('heading', { level: 1, name: 'Signals' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Daily Feeds' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(feedRequests[0]).toEqual({ page: 1, limit: 30, days: 7 });
  });

  it('applies filters from the URL', async () => {
    renderAt('/signals?days=30&category=DEX&network=Ethereum');
    await waitFor(() => expect(feedRequests).toHaveLength(1));
    expect(feedRequests[0]).toEqual({
      page: 1,
      limit: 30,
      days: 30,
      categories: ['DEX'],
      networks: ['Ethereum'],
    });
  });

  it("sends a logged-out visitor who picks 'Your Feeds' to sign in", async () => {
    const user = userEvent.setup();
    const router = renderAt('/signals');
    await user.click(screen.getByRole('tab', { name: 'Your Feeds' }));
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/signals' });
  });
});
