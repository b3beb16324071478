import type { SavedFeedsResponse } from '@gitsignals/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeFeedItem, signedInSession } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import SavedFeedsPage from './saved-feeds-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

let saved: SavedFeedsResponse;

function savedFeed(id: string, title: string, savedAt: string) {
  return { ...makeFeedItem({ id, title }), saved_at: savedAt };
}

beforeEach(() => {
  // Newest saved first on the page: First, then Second.
  saved = {
    saved_feeds: [
      savedFeed('f2', 'Second bookmark', '2026-11-20T00:00:00Z'),
      savedFeed('f1', 'First bookmark', '2026-11-21T00:00:00Z'),
    ],
    total_saved: 2,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.endsWith('/api/users/u1/saved-feeds')) return Response.json(saved);
      const removed = /save-feed\?feedId=(\w+)$/.exec(url)?.[1];
      if (removed && init?.method === 'POST') {
        const rest = saved.saved_feeds.filter((feed) => feed.id !== removed);
        saved = { saved_feeds: rest, total_saved: rest.length };
        return Response.json({ feedId: removed, saved: false });
      }
      throw new Error(`unexpected ${url}`);
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

function bookmarkOf(title: string) {
  const card = screen.getByRole('heading', { name: title }).closest('[data-saved-feed-id]');
  return within(card as HTMLElement).getByRole('button', { name: 'Bookmark' });
}

describe('SavedFeedsPage', () => {
  it('moves focus to the next bookmark, then to the heading, as cards are removed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SavedFeedsPage />, { session: signedInSession() });
    await screen.findByRole('heading', { name: 'First bookmark' });
    await waitFor(() => expect(bookmarkOf('First bookmark')).not.toHaveAttribute('aria-disabled'));

    const first = bookmarkOf('First bookmark');
    first.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'First bookmark' })).not.toBeInTheDocument(),
    );
    expect(bookmarkOf('Second bookmark')).toHaveFocus();

    await waitFor(() => expect(bookmarkOf('Second bookmark')).not.toHaveAttribute('aria-disabled'));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('You currently have no bookmarks.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Bookmarks' })).toHaveFocus();
  });
});
