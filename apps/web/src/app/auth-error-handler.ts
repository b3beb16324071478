import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client';
import { navigateTo } from '@/lib/app-navigation';
import type { AuthErrorMeta } from '@/lib/query-client';

// Several queries fail together when a session expires: one toast, one sign-out.
const QUIET_PERIOD_MS = 2000;
let lastHandledAt = 0;

/**
 * The shared 401/403 handler (spec sections 4 and 8), run by the QueryCache and MutationCache:
 * 401 → 'Session Expired', sign out (the session provider hears it and clears the user's
 * state), go to /signin; 403 → 'Access Denied', go to /pricing.
 */
export function handleAuthError(error: unknown, meta?: Record<string, unknown>): void {
  if (!(error instanceof ApiError) || !error.isAuthError) return;
  if ((meta as AuthErrorMeta | undefined)?.authErrors === 'local') return;
  const now = Date.now();
  if (now - lastHandledAt < QUIET_PERIOD_MS) return;
  lastHandledAt = now;

  if (error.status === 401) {
    toast.error('Session Expired', {
      id: 'session-expired',
      description: 'Please sign in again to continue.',
    });
    // Loaded on demand: the auth library stays out of the start-up bundle.
    void import('@/lib/auth-client')
      .then(({ authClient }) => authClient.signOut())
      .catch(() => undefined);
    void navigateTo('/signin');
    return;
  }
  toast.error('Access Denied', {
    id: 'access-denied',
    description: 'Please upgrade your plan to access this feature.',
  });
  void navigateTo('/pricing');
}

/** Tests: forget the quiet period. */
export function resetAuthErrorHandler(): void {
  lastHandledAt = 0;
}
