import type { FeedPageRequest, SavedSearch, User } from '@gitsignals/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionContextValue } from '@/hooks/use-session';
import { currentUserKey } from '@/lib/current-user';
import { sampleUser, signedInSession } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { makePage } from '../test/make-feed-item';
import { FakeIntersectionObserver } from '../test/fake-intersection-observer';
import HomeFeedPage from './home-feed-page';

const openSignIn = vi.hoisted(() => vi.fn());
vi.mock('@/hooks/use-sign-in-dialog', () => ({ useSignInDialog: () => ({ open: openSignIn }) }));
const toastError = vi.hoisted(() => vi.fn());
vi.mock('sonner', () => ({ toast: { error: toastError, success: vi.fn() } }));

const makeUser = (overrides: Partial<User> = {}) =>
  sampleUser({ projectSubList: ['Project p1'], ...overrides });

type Api = {
  user: User;
  userFeed: () => Response;
  savedSearches: SavedSearch[];
};
let api: Api;
let dailyRequests: FeedPageRequest[] = [];
let userFeedUrls: string[] = [];

beforeEach(() => {
  dailyRequests = [];
  userFeedUrls = [];
  openSignIn.mockClear();
  toastError.mockClear();
  api = {
    user: makeUser(),
    userFeed: () => Response.json(makePage(['p1'], 1, 1)),
    savedSearches: [],
  };
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.endsWith('/projects/metadata')) {
        return Response.json({
          projects_by_category: { DEX: ['Uniswap'] },
          networks: ['Ethereum'],
        });
      }
      if (url.endsWith('/api/user/u1')) return Response.json(api.user);
      if (url.endsWith('/users/u1/save-search')) return Response.json(api.savedSearches);
      if (url.endsWith('/users/u1/saved-feeds')) {
        return Response.json({ saved_feeds: [], total_saved: 0 });
      }
      if (url.includes('/feeds/user/')) {
        userFeedUrls.push(url);
        return api.userFeed();
      }
      dailyRequests.push(JSON.parse(String(init?.body)) as FeedPageRequest);
      return Response.json(makePage(['a', 'b'], 1, 2));
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string, session?: SessionContextValue) {
  return renderWithProviders(<HomeFeedPage />, {
    route: path,
    path: '/signals',
    routes: [{ path: '*', element: <Where /> }],
    session,
  });
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('HomeFeedPage', () => {
  it('shows the Daily Feeds tab and asks for the 7-day window by default', async () => {
    renderAt('/signals');
    expect(screen.getByRole('heading', { level: 1, name: 'Signals' })).toBeInTheDocument();
    expect(tab('Daily Feeds')).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(dailyRequests[0]).toEqual({ page: 1, limit: 30, days: 7 });
  });

  it('applies filters from the URL', async () => {
    renderAt('/signals?days=30&category=DEX&network=Ethereum');
    await waitFor(() => expect(dailyRequests).toHaveLength(1));
    expect(dailyRequests[0]).toEqual({
      page: 1,
      limit: 30,
      days: 30,
      categories: ['DEX'],
      networks: ['Ethereum'],
    });
  });

  it("opens the sign-in dialog when a logged-out visitor picks 'Your Feeds'", async () => {
    const user = userEvent.setup();
    renderAt('/signals');
    await user.click(tab('Your Feeds'));
    expect(openSignIn).toHaveBeenCalledWith({ mode: 'signin' });
    expect(tab('Daily Feeds')).toHaveAttribute('aria-selected', 'true');
    expect(userFeedUrls).toEqual([]);
  });
});

describe("'Your Feeds'", () => {
  it("opens on the user's defaultFeed and resets when that setting changes", async () => {
    const user = userEvent.setup();
    api.user = makeUser({ defaultFeed: 'personal' });
    const { queryClient } = renderAt('/signals', signedInSession());
    await waitFor(() => expect(tab('Your Feeds')).toHaveAttribute('aria-selected', 'true'));
    await waitFor(() => expect(userFeedUrls[0]).toMatch(/\/api\/feeds\/user\/u1$/));
    expect(await screen.findByRole('list', { name: 'Your feeds' })).toBeInTheDocument();

    await user.click(tab('Daily Feeds'));
    expect(tab('Daily Feeds')).toHaveAttribute('aria-selected', 'true');

    // Settings saves a new default: the tab follows it, then the old one again.
    // (async act: the query cache tells its observers on the next tick.)
    const setDefaultFeed = (defaultFeed: User['defaultFeed']) =>
      act(async () => {
        queryClient.setQueryData(currentUserKey('u1'), makeUser({ defaultFeed }));
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    await setDefaultFeed('daily');
    expect(tab('Daily Feeds')).toHaveAttribute('aria-selected', 'true');
    await setDefaultFeed('personal');
    expect(tab('Your Feeds')).toHaveAttribute('aria-selected', 'true');
  });

  it('says when no project is subscribed, without asking for a feed', async () => {
    api.user = makeUser({ defaultFeed: 'personal', projectSubList: [] });
    renderAt('/signals', signedInSession());
    expect(
      await screen.findByText("You haven't subscribed to any projects yet."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subscribe to Projects' })).toHaveAttribute(
      'href',
      '/subscribed-lists',
    );
    expect(userFeedUrls).toEqual([]);
  });

  it("offers 'Subscribe' when the subscribed projects have nothing in the window", async () => {
    api.user = makeUser({ defaultFeed: 'personal' });
    api.userFeed = () => Response.json(makePage([], 1, 0));
    renderAt('/signals', signedInSession());
    expect(await screen.findByText('Subscribe to more projects')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subscribe' })).toHaveAttribute(
      'href',
      '/subscribed-lists',
    );
  });

  it("shows the 'API Error' alert with the server's message", async () => {
    api.user = makeUser({ defaultFeed: 'personal' });
    api.userFeed = () =>
      Response.json({ error: { code: 'INTERNAL', message: 'Database down' } }, { status: 500 });
    renderAt('/signals', signedInSession());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('API Error')).toBeInTheDocument();
    expect(
      within(alert).getByText('Failed to load project feeds: Database down'),
    ).toBeInTheDocument();
    expect(toastError).toHaveBeenCalledWith('Error loading feeds', expect.anything());
  });
});

describe("'Search Activity'", () => {
  const panel = () => screen.getAllByRole('search', { name: 'Search feeds' })[0]!;

  it('asks a logged-out visitor to sign in instead of searching', async () => {
    const user = userEvent.setup();
    renderAt('/signals');
    const search = within(panel()).getByRole('button', { name: 'Search' });
    expect(search).toBeDisabled();
    await user.type(within(panel()).getByRole('textbox', { name: 'Search keywords' }), 'zk{Enter}');
    await user.click(search);
    expect(toastError).toHaveBeenCalledWith('Login required', {
      description: 'Please login to save searches',
    });
    expect(openSignIn).toHaveBeenCalledWith({ mode: 'signin', redirectTo: '/search?q=zk' });
    expect(screen.queryByRole('heading', { name: 'Saved Searches' })).not.toBeInTheDocument();
  });

  it('opens /search with the keywords, and lists saved searches as links', async () => {
    const user = userEvent.setup();
    api.savedSearches = [
      { id: 1, keywords: ['oracle', 'pyth'], created_at: '2026-11-20T00:00:00Z' },
    ];
    renderAt('/signals', signedInSession());
    expect(await screen.findByRole('link', { name: 'oracle, pyth' })).toHaveAttribute(
      'href',
      '/search?q=oracle,pyth',
    );
    const box = within(panel()).getByRole('textbox', { name: 'Search keywords' });
    await user.type(box, 'zk{Enter}bridge');
    await user.click(within(panel()).getByRole('button', { name: 'Search' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/search?q=zk,bridge');
  });
});
