import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedOutSession } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import UnsubscribePage from './unsubscribe-page';

afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string) {
  renderWithProviders(<UnsubscribePage />, { route: path, session: signedOutSession() });
}

describe('UnsubscribePage', () => {
  it('fails at once without a userId', () => {
    renderAt('/unsubscribe');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'There was an error processing your request: No user ID provided in the URL',
    );
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('processes, then confirms and links home', async () => {
    const fetchMock = vi.fn(async () => Response.json({ unsubscribed: true }));
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/unsubscribe?userId=tok%2F1');
    expect(screen.getByText('Processing your request...')).toBeInTheDocument();
    expect(
      await screen.findByText('You have been successfully unsubscribed from all emails.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]).toEqual([
      '/api/user/tok%2F1/unsubscribe',
      expect.objectContaining({ method: 'PUT' }),
    ]);
  });

  it("shows the server's reason when the link is not valid", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { error: { code: 'NOT_FOUND', message: 'Unknown unsubscribe link' } },
          { status: 404 },
        ),
      ),
    );
    renderAt('/unsubscribe?userId=nope');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was an error processing your request: Failed to unsubscribe: Unknown unsubscribe link',
    );
  });
});
