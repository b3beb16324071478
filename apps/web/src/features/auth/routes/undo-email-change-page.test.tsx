import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_IN } from '@/components/auth/auth-test-utils';
import { renderWithProviders } from '@/test/render';
import UndoEmailChangePage, { MISSING_TOKEN_MESSAGE } from './undo-email-change-page';

afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string) {
  return renderWithProviders(<UndoEmailChangePage />, {
    route: path,
    path: '/email-change/undo',
    session: SIGNED_IN,
  });
}

function stubUndo(answer: () => Response) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(url), body: JSON.parse(String(init?.body)) });
      return answer();
    }),
  );
  return calls;
}

describe('UndoEmailChangePage', () => {
  it('changes nothing on opening; the button puts the old address back', async () => {
    const user = userEvent.setup();
    const calls = stubUndo(() => Response.json({ email: 'ada@example.com' }));
    renderAt('/email-change/undo?token=abc123');
    expect(screen.getByRole('heading', { name: 'Undo the e-mail change?' })).toBeVisible();
    expect(calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Undo the change' }));
    expect(
      await screen.findByRole('heading', { name: 'Your e-mail address is back' }),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('You sign in with ada@example.com again');
    expect(calls).toEqual([{ url: '/api/account/email-change/undo', body: { token: 'abc123' } }]);
    expect(screen.getByRole('link', { name: 'Choose a new password' })).toHaveAttribute(
      'href',
      '/?forgot-password=true',
    );
  });

  it("shows the server's reason when the link no longer works", async () => {
    const user = userEvent.setup();
    stubUndo(() =>
      Response.json(
        { error: { code: 'invalid_link', message: 'This link is not valid any more.' } },
        { status: 400 },
      ),
    );
    renderAt('/email-change/undo?token=used');
    await user.click(screen.getByRole('button', { name: 'Undo the change' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('This link is not valid any more.'),
    );
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute(
      'href',
      '/signin',
    );
  });

  it('explains a link without its token', () => {
    renderAt('/email-change/undo');
    expect(screen.getByRole('alert')).toHaveTextContent(MISSING_TOKEN_MESSAGE);
    expect(screen.queryByRole('button', { name: 'Undo the change' })).not.toBeInTheDocument();
  });
});
