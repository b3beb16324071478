import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionContextValue } from '@/hooks/use-session';
import { fakeUserApi, type FakeUserApi } from '@/test/fake-user-api';
import { sampleUser, signedInSession } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { SubscribeButton } from './subscribe-button';

const toastSuccess = vi.hoisted(() => vi.fn());
const toastError = vi.hoisted(() => vi.fn());
vi.mock('sonner', () => ({ toast: { success: toastSuccess, error: toastError } }));

let userApi: FakeUserApi;

beforeEach(() => {
  userApi = fakeUserApi(sampleUser({ projectSubList: ['Curve'] }));
  toastSuccess.mockClear();
  toastError.mockClear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => userApi.answer(init)),
  );
});

afterEach(() => vi.unstubAllGlobals());

function renderButton(projectName: string, session?: SessionContextValue) {
  return renderWithProviders(<SubscribeButton projectName={projectName} />, {
    route: '/feeds/f1',
    routes: [{ path: '/signin', element: <p>Sign-in page</p> }],
    session,
  }).router;
}

describe('SubscribeButton', () => {
  it('subscribes by adding the project to the whole list', async () => {
    const u = userEvent.setup();
    renderButton('Aave', signedInSession());
    const button = await screen.findByRole('button', { name: 'Subscribe to Aave' });
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    await u.click(button);
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Subscribed', expect.anything()));
    expect(userApi.puts).toEqual([{ projectSubList: ['Curve', 'Aave'] }]);
    expect(await screen.findByRole('button', { name: 'Subscribed to Aave' })).toHaveTextContent(
      'Subscribed',
    );
  });

  it("reads 'Subscribed' for a listed project and unsubscribes", async () => {
    const u = userEvent.setup();
    renderButton('Curve', signedInSession());
    await u.click(await screen.findByRole('button', { name: 'Subscribed to Curve' }));
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith('Unsubscribed', expect.anything()),
    );
    expect(userApi.puts).toEqual([{ projectSubList: [] }]);
  });

  it('names the project when the change fails', async () => {
    const u = userEvent.setup();
    userApi.putError = { status: 500, message: 'down' };
    renderButton('Curve', signedInSession());
    await u.click(await screen.findByRole('button', { name: 'Subscribed to Curve' }));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('Error', {
        description: 'Failed to unsubscribe from Curve. Please try again.',
      }),
    );
    expect(screen.getByRole('button', { name: 'Subscribed to Curve' })).toBeInTheDocument();
  });

  it('sends a logged-out reader to /signin', async () => {
    const u = userEvent.setup();
    const router = renderButton('Aave');
    await u.click(screen.getByRole('button', { name: 'Subscribe to Aave' }));
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/feeds/f1' });
  });
});
