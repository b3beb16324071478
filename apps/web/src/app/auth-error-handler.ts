import { toast } from '@/lib/toast';
import { ApiError } from '@/lib/api-client';
import { navigateTo } from '@/lib/app-navigation';
import { showUpgradeRequired } from '@/lib/upgrade-required';
import type { AuthErrorMeta } from '@/lib/query-client';
import type { GuardRedirectState } from './route-guard';

// Several queries fail together when a session expires: one toast, one sign-out.
const QUIET_PERIOD_MS = 2000;
let lastHandledAt = 0;

/**
 * Where the reader was, so signing in again returns there (the route guard's state shape). The
 * handler lives outside the router; the data router keeps `window.location` current.
 */
function currentPlace(): GuardRedirectState | undefined {
  const { pathname, search, hash } = window.location;
  if (pathname === '/signin') return undefined;
  return { from: `${pathname}${search}${hash}` };
}

/**
 * Leave for /signin first, then sign out: the provider clears the session on the sign-out
 * event, and cleared while still on a guarded page, that page's guard would redirect elsewhere.
 * The auth library is loaded on demand, so it stays out of the start-up bundle.
 */
async function expireSession(): Promise<void> {
  const state = currentPlace();
  await navigateTo('/signin', state ? { state } : undefined);
  const { authClient } = await import('@/lib/auth-client');
  const { error } = await authClient.signOut().catch(() => ({ error: true }));
  // A failed sign-out (the server session is already gone) fires no auth event: raise one, so
  // the session provider re-reads the session and clears the user.
  if (error) authClient.$store.notify('$sessionSignal');
}

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
    void expireSession();
    return;
  }
  showUpgradeRequired();
  void navigateTo('/pricing');
}

/** Tests: forget the quiet period. */
export function resetAuthErrorHandler(): void {
  lastHandledAt = 0;
}
