import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthSessionProvider, useSession } from './use-session';

const authClient = vi.hoisted(() => ({ current: null as unknown }));
const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), warning: vi.fn() }));
const navigateTo = vi.hoisted(() => vi.fn());
vi.mock('@/lib/auth-client', () => ({
  get authClient() {
    return authClient.current;
  },
}));
vi.mock('sonner', () => ({ toast }));
vi.mock('@/lib/app-navigation', () => ({ navigateTo }));

const ada = { id: 'user-1', name: 'Ada', email: 'ada@example.com' };
/** better-auth's $sessionSignal: a boolean store that flips on each auth event. */
function fakeSignal() {
  let value = false;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: boolean) {
      value = next;
      listeners.forEach((listener) => listener());
    },
    listen(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

let signal: ReturnType<typeof fakeSignal>;
let sessionAnswer: unknown;
let userAnswer: () => Response;
let sessionChecks = 0;
let signOut: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.clearAllMocks();
  signal = fakeSignal();
  sessionAnswer = { user: ada, session: {} };
  userAnswer = () => Response.json({ ...ada, projectSubList: [] });
  sessionChecks = 0;
  signOut = vi.fn(async () => ({ data: { success: true }, error: null }));
  authClient.current = { signOut, $store: { atoms: { $sessionSignal: signal } } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: RequestInfo | URL) => {
      if (String(url) === '/api/auth/get-session') {
        sessionChecks += 1;
        return Response.json(sessionAnswer);
      }
      return userAnswer();
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

function Probe() {
  const session = useSession();
  return (
    <>
      <p>status: {session.status}</p>
      <p>name: {session.user?.name ?? '-'}</p>
      <button onClick={() => void session.signOut()}>Logout</button>
    </>
  );
}

function renderProvider(client = new QueryClient()) {
  render(
    <QueryClientProvider client={client}>
      <AuthSessionProvider>
        <Probe />
      </AuthSessionProvider>
    </QueryClientProvider>,
  );
  return client;
}

describe('AuthSessionProvider', () => {
  it('loads, then is authenticated with the backend user cached', async () => {
    const client = renderProvider();
    expect(screen.getByText('status: loading')).toBeInTheDocument();
    expect(await screen.findByText('status: authenticated')).toBeInTheDocument();
    expect(screen.getByText('name: Ada')).toBeInTheDocument();
    expect(client.getQueryData(['user', 'user-1'])).toMatchObject({ id: 'user-1' });
  });

  it('warns when the backend user cannot be loaded, but still finishes loading', async () => {
    userAnswer = () => Response.json({ error: { code: 'X', message: 'down' } }, { status: 500 });
    renderProvider();
    expect(await screen.findByText('status: authenticated')).toBeInTheDocument();
    expect(toast.warning).toHaveBeenCalledWith('Warning', {
      description: 'Failed to fetch user data',
    });
  });

  it('is unauthenticated without a session', async () => {
    sessionAnswer = null;
    renderProvider();
    expect(await screen.findByText('status: unauthenticated')).toBeInTheDocument();
  });

  it('ignores auth events in the first 100 ms, then re-reads the session on one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    renderProvider();
    await screen.findByText('status: authenticated');
    act(() => signal.set(!signal.get()));
    expect(sessionChecks).toBe(1);

    vi.setSystemTime(Date.now() + 150);
    sessionAnswer = null;
    act(() => signal.set(!signal.get()));
    expect(await screen.findByText('status: unauthenticated')).toBeInTheDocument();
    expect(sessionChecks).toBe(2);
    vi.useRealTimers();
  });

  it('logout clears the user, toasts and goes to /signals', async () => {
    const user = userEvent.setup();
    const client = renderProvider();
    await screen.findByText('status: authenticated');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/signals'));
    expect(screen.getByText('status: unauthenticated')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Logged out successfully', {
      description: 'You have been logged out of your account',
    });
    expect(client.getQueryData(['user', 'user-1'])).toBeUndefined();
  });

  it("toasts 'Logout failed' and stays signed in when sign-out fails", async () => {
    const user = userEvent.setup();
    signOut.mockResolvedValue({ data: null, error: { status: 500, message: 'down' } });
    renderProvider();
    await screen.findByText('status: authenticated');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Logout failed', {
        description: 'There was a problem logging you out. Please try again.',
      }),
    );
    expect(screen.getByText('status: authenticated')).toBeInTheDocument();
    expect(navigateTo).not.toHaveBeenCalled();
  });
});
