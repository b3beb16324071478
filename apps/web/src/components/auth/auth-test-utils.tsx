import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { SessionProvider, type SessionContextValue } from '@/hooks/use-session';

// Shared by the auth, settings and reset tests: a better-auth client whose calls each test
// scripts, and providers around the component under test. Used only by *.test.tsx files.

export function createAuthClientMock() {
  return {
    getSession: vi.fn(async () => ({ data: null, error: null })),
    signIn: { email: vi.fn(), social: vi.fn() },
    signUp: { email: vi.fn() },
    signOut: vi.fn(async () => ({ data: { success: true }, error: null })),
    requestPasswordReset: vi.fn(),
    resetPassword: vi.fn(),
    twoFactor: { enable: vi.fn(), verifyTotp: vi.fn(), disable: vi.fn() },
    $store: { atoms: {} },
  };
}

export const SIGNED_IN: SessionContextValue = {
  status: 'authenticated',
  user: { id: 'user-1', name: 'Ada', email: 'ada@example.com' },
  authAvailable: true,
  signOut: async () => {},
};

export const SIGNED_OUT: SessionContextValue = {
  status: 'unauthenticated',
  user: null,
  authAvailable: true,
  signOut: async () => {},
};

export function createTestClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

export function AuthTestProviders({
  children,
  session = SIGNED_OUT,
  client = createTestClient(),
}: {
  children: ReactNode;
  session?: SessionContextValue;
  client?: QueryClient;
}) {
  return (
    <QueryClientProvider client={client}>
      <SessionProvider value={session}>{children}</SessionProvider>
    </QueryClientProvider>
  );
}
