import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { SessionProvider, type SessionContextValue } from '@/hooks/use-session';
import { signedInSession, signedOutSession } from '@/test/fixtures';
import { createTestQueryClient } from '@/test/render';

// Shared by the auth, settings and reset tests: a better-auth client whose calls each test
// scripts, and providers around the component under test. Used only by *.test.tsx files.

/** What better-auth's client methods resolve to. */
type AuthAnswer = {
  data: unknown;
  error: { status: number; code?: string; message?: string } | null;
};

export function createAuthClientMock() {
  return {
    getSession: vi.fn(async () => ({ data: null, error: null })),
    signIn: { email: vi.fn(), social: vi.fn() },
    signUp: { email: vi.fn() },
    signOut: vi.fn(async () => ({ data: { success: true }, error: null })),
    requestPasswordReset: vi.fn(),
    resetPassword: vi.fn(),
    sendVerificationEmail: vi.fn(async (): Promise<AuthAnswer> => ({
      data: { status: true },
      error: null,
    })),
    changeEmail: vi.fn(async (): Promise<AuthAnswer> => ({ data: { status: true }, error: null })),
    listAccounts: vi.fn(async () => ({
      data: [{ providerId: 'credential' }] as { providerId: string }[],
      error: null,
    })),
    twoFactor: { enable: vi.fn(), verifyTotp: vi.fn(), disable: vi.fn() },
    $store: { atoms: {} },
  };
}

export const SIGNED_IN = signedInSession({ id: 'user-1' });
export const SIGNED_OUT = signedOutSession();

export function AuthTestProviders({
  children,
  session = SIGNED_OUT,
  client = createTestQueryClient(),
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
