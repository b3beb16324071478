import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { SessionProvider, type SessionContextValue } from '@/hooks/use-session';
import { RequireAuth } from './route-guard';

function SignIn() {
  const location = useLocation();
  return <p>sign in, from {(location.state as { from?: string } | null)?.from}</p>;
}

function renderAt(path: string, session: SessionContextValue) {
  const router = createMemoryRouter(
    [
      { path: '/signin', element: <SignIn /> },
      { element: <RequireAuth />, children: [{ path: '/signals', element: <p>the feed</p> }] },
    ],
    { initialEntries: [path] },
  );
  render(
    <SessionProvider value={session}>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
}

const signOut = async () => {};

describe('RequireAuth', () => {
  it('lets everyone through while sign-in does not exist yet', () => {
    renderAt('/signals', { status: 'unauthenticated', user: null, authAvailable: false, signOut });
    expect(screen.getByText('the feed')).toBeInTheDocument();
  });

  it('shows a spinner while the session is checked', () => {
    renderAt('/signals', { status: 'loading', user: null, authAvailable: true, signOut });
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session');
  });

  it('redirects logged-out visitors to /signin, remembering the path', () => {
    renderAt('/signals?tab=personal', {
      status: 'unauthenticated',
      user: null,
      authAvailable: true,
      signOut,
    });
    expect(screen.getByText('sign in, from /signals?tab=personal')).toBeInTheDocument();
  });

  it('shows the page to a logged-in user', () => {
    renderAt('/signals', {
      status: 'authenticated',
      user: { id: 'u1', name: 'A', email: 'a@example.com' },
      authAvailable: true,
      signOut,
    });
    expect(screen.getByText('the feed')).toBeInTheDocument();
  });
});
