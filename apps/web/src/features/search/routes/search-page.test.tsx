import type { SavedSearch } from '@gitsignals/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionContextValue } from '@/hooks/use-session';
import { makeFeedItem, signedInSession } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import SearchPage from './search-page';

const openSignIn = vi.hoisted(() => vi.fn());
vi.mock('@/hooks/use-sign-in-dialog', () => ({ useSignInDialog: () => ({ open: openSignIn }) }));
const toastSuccess = vi.hoisted(() => vi.fn());
const toastError = vi.hoisted(() => vi.fn());
vi.mock('sonner', () => ({ toast: { success: toastSuccess, error: toastError } }));

let savedSearches: SavedSearch[];
let searchBodies: unknown[];
let searchStatus: number;

beforeEach(() => {
  savedSearches = [];
  searchBodies = [];
  searchStatus = 200;
  openSignIn.mockClear();
  toastSuccess.mockClear();
  toastError.mockClear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.endsWith('/api/feeds/search')) {
        searchBodies.push(JSON.parse(String(init?.body)));
        if (searchStatus !== 200) {
          return Response.json({ error: { code: 'X', message: 'Index offline' } }, { status: 500 });
        }
        return Response.json([makeFeedItem({ id: 'r1' }), makeFeedItem({ id: 'r2' })]);
      }
      if (url.endsWith('/api/users/u1/save-search')) {
        if (init?.method === 'POST') {
          const { keywords } = JSON.parse(String(init.body)) as { keywords: string[] };
          const created = { id: savedSearches.length + 1, keywords, created_at: '2026-11-21' };
          savedSearches = [created, ...savedSearches];
          return Response.json(created, { status: 201 });
        }
        return Response.json(savedSearches);
      }
      if (url.endsWith('/api/users/u1/saved-feeds')) {
        return Response.json({ saved_feeds: [], total_saved: 0 });
      }
      throw new Error(`unexpected ${url}`);
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string, session?: SessionContextValue) {
  return renderWithProviders(<SearchPage />, { route: path, path: '/search', session }).router;
}

const address = (router: ReturnType<typeof renderAt>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('SearchPage', () => {
  it('prompts for keywords and searches what the chips hold', async () => {
    const user = userEvent.setup();
    const router = renderAt('/search', signedInSession());
    expect(
      screen.getByText('Enter keywords above to search through all feeds'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: 'Search keywords' }), 'zk{Enter}bridge');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(address(router)).toBe('/search?q=zk,bridge');
    expect(
      await screen.findByRole('heading', { name: 'Search results for: zk, bridge' }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 feeds')).toBeInTheDocument();
    expect(searchBodies).toEqual([{ keywords: ['zk', 'bridge'] }]);
  });

  it('saves a search once; the same set in another order and case reads Saved', async () => {
    const user = userEvent.setup();
    renderAt('/search?q=zk,bridge', signedInSession());
    const panel = screen.getByRole('complementary', { name: 'Saved Searches' });
    expect(await within(panel).findByText('You currently have no saved searches.')).toBeVisible();

    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith('Search saved', {
        description: 'Search with keywords "zk, bridge" has been saved',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Saved' })).toBeDisabled();
    expect(within(panel).getByRole('link', { name: 'zk, bridge' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('loads a saved search from the panel and updates the address', async () => {
    const user = userEvent.setup();
    savedSearches = [{ id: 7, keywords: ['Bridge', 'ZK'], created_at: '2026-11-20' }];
    const router = renderAt('/search?q=oracle', signedInSession());
    expect(await screen.findByRole('button', { name: 'Save' })).toBeEnabled();

    await user.click(await screen.findByRole('link', { name: 'Bridge, ZK' }));
    expect(address(router)).toBe('/search?q=Bridge,ZK');
    expect(
      await screen.findByRole('heading', { name: 'Search results for: Bridge, ZK' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Saved' })).toBeDisabled();
    // The chips follow the address.
    const chips = within(screen.getByRole('list', { name: 'Keywords' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Bridge', 'ZK']);
  });

  it('shows the error of a failed search', async () => {
    searchStatus = 500;
    renderAt('/search?q=zk', signedInSession());
    expect(await screen.findByText('Error searching feeds: Index offline')).toBeInTheDocument();
  });

  it('lets visitors see the page but asks them to sign in to search', async () => {
    const user = userEvent.setup();
    renderAt('/search?q=zk');
    expect(screen.getByText('Login to save searches.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(openSignIn).toHaveBeenCalledWith({ mode: 'signin', redirectTo: '/search?q=zk' });
    expect(searchBodies).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
