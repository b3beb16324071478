import type { SavedFeedsResponse } from '@gitsignals/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionContextValue } from '@/hooks/use-session';
import { makeFeedItem, signedInSession } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { BookmarkButton } from './bookmark-button';

const toastSuccess = vi.hoisted(() => vi.fn());
const toastError = vi.hoisted(() => vi.fn());
vi.mock('sonner', () => ({ toast: { success: toastSuccess, error: toastError } }));

const feed = makeFeedItem({ id: 'f1' });

let saved: SavedFeedsResponse;
let toggleStatus = 200;
/** 'pending' never answers, 'failed' answers 500: the saved list is then unknown. */
let savedListState: 'ok' | 'pending' | 'failed' = 'ok';

beforeEach(() => {
  saved = { saved_feeds: [], total_saved: 0 };
  toggleStatus = 200;
  savedListState = 'ok';
  toastSuccess.mockClear();
  toastError.mockClear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.endsWith('/api/users/u1/saved-feeds')) {
        if (savedListState === 'pending') return new Promise<Response>(() => {});
        if (savedListState === 'failed') {
          return Response.json({ error: { code: 'X', message: 'down' } }, { status: 500 });
        }
        return Response.json(saved);
      }
      if (url.endsWith('/api/users/u1/save-feed?feedId=f1') && init?.method === 'POST') {
        if (toggleStatus !== 200) {
          return Response.json({ error: { code: 'X', message: 'down' } }, { status: 500 });
        }
        const wasSaved = saved.saved_feeds.length > 0;
        saved = wasSaved
          ? { saved_feeds: [], total_saved: 0 }
          : { saved_feeds: [{ ...feed, saved_at: '2026-11-21T00:00:00Z' }], total_saved: 1 };
        return Response.json({ feedId: 'f1', saved: !wasSaved });
      }
      throw new Error(`unexpected ${url}`);
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

function renderButton(session?: SessionContextValue) {
  return renderWithProviders(<BookmarkButton feed={feed} />, {
    route: '/signals?days=30',
    routes: [{ path: '/signin', element: <p>Sign-in page</p> }],
    session,
  }).router;
}

const button = () => screen.getByRole('button', { name: 'Bookmark' });

describe('BookmarkButton', () => {
  it('bookmarks, then removes the bookmark, saying so each time', async () => {
    const user = userEvent.setup();
    renderButton(signedInSession());
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(button()).toHaveAttribute('aria-pressed', 'false');

    await user.click(button());
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Bookmarked'));
    await waitFor(() => expect(button()).toHaveAttribute('aria-pressed', 'true'));

    await user.click(button());
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Bookmark Removed'));
    await waitFor(() => expect(button()).toHaveAttribute('aria-pressed', 'false'));
  });

  it('puts the button back and explains when saving fails', async () => {
    const user = userEvent.setup();
    toggleStatus = 500;
    renderButton(signedInSession());
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await user.click(button());
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('Error', {
        description: 'Failed to bookmark feed. Please try again.',
      }),
    );
    expect(button()).toHaveAttribute('aria-pressed', 'false');
  });

  it('says removing failed when the feed was bookmarked', async () => {
    const user = userEvent.setup();
    saved = { saved_feeds: [{ ...feed, saved_at: '2026-11-21T00:00:00Z' }], total_saved: 1 };
    toggleStatus = 500;
    renderButton(signedInSession());
    await waitFor(() => expect(button()).toHaveAttribute('aria-pressed', 'true'));
    await user.click(button());
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('Error', {
        description: 'Failed to remove bookmark feed. Please try again.',
      }),
    );
    expect(button()).toHaveAttribute('aria-pressed', 'true');
  });

  it.each(['pending', 'failed'] as const)(
    'does not toggle while the saved list is %s: the click could remove a bookmark',
    async (state) => {
      const user = userEvent.setup();
      savedListState = state;
      renderButton(signedInSession());
      await waitFor(() => expect(fetch).toHaveBeenCalled());
      expect(button()).toHaveAttribute('aria-disabled', 'true');
      await user.click(button());
      const posts = vi.mocked(fetch).mock.calls.filter(([, init]) => init?.method === 'POST');
      expect(posts).toHaveLength(0);
      expect(toastSuccess).not.toHaveBeenCalled();
    },
  );

  it('sends a logged-out reader to /signin, remembering the page', async () => {
    const user = userEvent.setup();
    const router = renderButton();
    await user.click(button());
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/signals?days=30' });
    expect(fetch).not.toHaveBeenCalled();
  });
});
