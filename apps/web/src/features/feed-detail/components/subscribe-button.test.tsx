import type { User } from '@gitsignals/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider, type SessionContextValue } from '@/hooks/use-session';
import { SubscribeButton } from './subscribe-button';

const toastSuccess = vi.hoisted(() => vi.fn());
const toastError = vi.hoisted(() => vi.fn());
vi.mock('sonner', () => ({ toast: { success: toastSuccess, error: toastError } }));

const SIGNED_IN: SessionContextValue = {
  status: 'authenticated',
  user: { id: 'u1', name: 'Ada', email: 'ada@example.com' },
  authAvailable: true,
  signOut: async () => {},
};

let user: User;
let puts: unknown[];
let putStatus: number;

beforeEach(() => {
  user = {
    id: 'u1',
    email: 'ada@example.com',
    name: 'Ada',
    subscribedToEmails: false,
    emailFrequency: 'weekly',
    defaultFeed: 'daily',
    projectSubList: ['Curve'],
    project_profile: {},
    twoFactorEnabled: false,
    created_at: '2026-11-01T00:00:00.000Z',
  };
  puts = [];
  putStatus = 200;
  toastSuccess.mockClear();
  toastError.mockClear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as { projectSubList: string[] };
        puts.push(body);
        if (putStatus !== 200) {
          return Response.json({ error: { code: 'X', message: 'down' } }, { status: 500 });
        }
        user = { ...user, projectSubList: body.projectSubList };
      }
      return Response.json(user);
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

function renderButton(projectName: string, session?: SessionContextValue) {
  const router = createMemoryRouter(
    [
      { path: '/feeds/:id', element: <SubscribeButton projectName={projectName} /> },
      { path: '/signin', element: <p>Sign-in page</p> },
    ],
    { initialEntries: ['/feeds/f1'] },
  );
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <SessionProvider value={session}>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return router;
}

describe('SubscribeButton', () => {
  it('subscribes by adding the project to the whole list', async () => {
    const u = userEvent.setup();
    renderButton('Aave', SIGNED_IN);
    const button = await screen.findByRole('button', { name: 'Subscribe to Aave' });
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    await u.click(button);
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Subscribed', expect.anything()));
    expect(puts).toEqual([{ projectSubList: ['Curve', 'Aave'] }]);
    expect(await screen.findByRole('button', { name: 'Subscribed to Aave' })).toHaveTextContent(
      'Subscribed',
    );
  });

  it("reads 'Subscribed' for a listed project and unsubscribes", async () => {
    const u = userEvent.setup();
    renderButton('Curve', SIGNED_IN);
    await u.click(await screen.findByRole('button', { name: 'Subscribed to Curve' }));
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith('Unsubscribed', expect.anything()),
    );
    expect(puts).toEqual([{ projectSubList: [] }]);
  });

  it('names the project when the change fails', async () => {
    const u = userEvent.setup();
    putStatus = 500;
    renderButton('Curve', SIGNED_IN);
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
