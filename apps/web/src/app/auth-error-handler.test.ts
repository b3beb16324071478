import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { handleAuthError, resetAuthErrorHandler } from './auth-error-handler';

const toast = vi.hoisted(() => ({ error: vi.fn() }));
const navigateTo = vi.hoisted(() => vi.fn());
const signOut = vi.hoisted(() => vi.fn(async () => ({ data: null, error: null })));
vi.mock('sonner', () => ({ toast }));
vi.mock('@/lib/app-navigation', () => ({ navigateTo }));
vi.mock('@/lib/auth-client', () => ({ authClient: { signOut, $store: { notify: vi.fn() } } }));

beforeEach(() => {
  vi.clearAllMocks();
  resetAuthErrorHandler();
});

describe('handleAuthError', () => {
  it("turns any query's 401 into 'Session Expired', a sign-out and /signin", async () => {
    const client = createQueryClient(handleAuthError);
    await expect(
      client.fetchQuery({
        queryKey: ['user', 'x'],
        queryFn: () => Promise.reject(new ApiError(401, 'UNAUTHORIZED', 'Authentication required')),
      }),
    ).rejects.toThrow();
    // The toast module loads on first use (src/lib/toast.ts).
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Session Expired', {
        id: 'session-expired',
        description: 'Please sign in again to continue.',
      }),
    );
    expect(navigateTo).toHaveBeenCalledWith('/signin', { state: { from: '/' } });
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
  });

  it('remembers the page, query and hash, so signing in again returns there', () => {
    window.history.pushState(null, '', '/feeds/abc?tab=files#diff');
    handleAuthError(new ApiError(401, 'X', 'expired'), undefined);
    expect(navigateTo).toHaveBeenCalledWith('/signin', {
      state: { from: '/feeds/abc?tab=files#diff' },
    });
    window.history.pushState(null, '', '/');
  });

  it("turns a mutation's 403 into 'Access Denied' and /pricing", async () => {
    const client = createQueryClient(handleAuthError);
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(new ApiError(403, 'FORBIDDEN', 'Forbidden')),
    });
    await expect(mutation.execute(undefined)).rejects.toThrow();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Access Denied', {
        id: 'access-denied',
        description: 'Please upgrade your plan to access this feature.',
      }),
    );
    expect(navigateTo).toHaveBeenCalledWith('/pricing');
    expect(signOut).not.toHaveBeenCalled();
  });

  it('handles a burst of failures once and ignores other errors and local ones', () => {
    handleAuthError(new ApiError(500, 'X', 'boom'), undefined);
    handleAuthError(new ApiError(401, 'X', 'a'), { authErrors: 'local' });
    expect(navigateTo).not.toHaveBeenCalled();
    handleAuthError(new ApiError(401, 'X', 'a'), undefined);
    handleAuthError(new ApiError(401, 'X', 'b'), undefined);
    expect(navigateTo).toHaveBeenCalledTimes(1);
  });
});
