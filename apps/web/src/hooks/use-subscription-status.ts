import type { SubscriptionStatusResponse } from '@gitsignals/contracts';
import { endpoints } from '@gitsignals/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { call } from '@/lib/api-client';
import { showUpgradeRequired } from '@/lib/upgrade-required';
import { useSession } from './use-session';

// Shared by every subscription-gated page (stack detail, contacts, Agent Hub…) and the pricing
// page: one query key per user, so the answer is fetched once and cleared on sign-out (the key
// carries the user id).

export const subscriptionStatusKey = (userId: string) =>
  ['billing', 'subscription-status', userId] as const;

/** GET /billing/subscription-status/{userId} (spec section 7). */
export function getSubscriptionStatus(
  userId: string,
  signal?: AbortSignal,
): Promise<SubscriptionStatusResponse> {
  return call(endpoints.subscriptionStatus, { params: { userId }, signal });
}

export const subscriptionStatusQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: subscriptionStatusKey(userId),
    queryFn: ({ signal }) => getSubscriptionStatus(userId, signal),
  });

/** Whether the signed-in user has an active subscription; idle when logged out. */
export function useSubscriptionStatus() {
  const session = useSession();
  const userId = session.status === 'authenticated' ? session.user.id : '';
  return useQuery({ ...subscriptionStatusQueryOptions(userId), enabled: userId !== '' });
}

/**
 * 'checking': the session or the status is still loading (show a spinner, fetch nothing gated);
 * 'allowed': show the page; 'redirecting': no active subscription, on the way to /pricing.
 */
export type SubscriptionGate = 'checking' | 'allowed' | 'redirecting';

/**
 * Spec sections 2 and 4: a subscription-gated page checks the status on load and sends a
 * signed-in user without an active subscription to /pricing, replacing the history entry (Back
 * does not return to the page that bounced them). Visitors are the route guard's business. A
 * failed status check lets the page through: the server still answers its gated data with 403,
 * which the shared handler turns into the same trip to /pricing.
 */
export function useRequireSubscription(): SubscriptionGate {
  const session = useSession();
  const status = useSubscriptionStatus();
  const navigate = useNavigate();
  const gate: SubscriptionGate =
    session.status === 'loading'
      ? 'checking'
      : session.status === 'unauthenticated'
        ? 'allowed'
        : status.isPending
          ? 'checking'
          : status.isSuccess && !status.data.hasActiveSubscription
            ? 'redirecting'
            : 'allowed';

  useEffect(() => {
    if (gate !== 'redirecting') return;
    showUpgradeRequired();
    void navigate('/pricing', { replace: true });
  }, [gate, navigate]);

  return gate;
}

/**
 * For pages that show non-subscribers a subscribe overlay (spec section 2: the insights test, the
 * project subscriptions): 'checking' while the session or the status loads, 'overlay' for a
 * signed-in user without an active subscription, else 'open'. A failed status check opens the
 * page: the server still refuses what is premium there, with the shared 403 handling.
 */
export function useSubscribeOverlay(): 'checking' | 'overlay' | 'open' {
  const session = useSession();
  const status = useSubscriptionStatus();
  if (session.status === 'loading') return 'checking';
  if (session.status === 'unauthenticated') return 'open';
  if (status.isPending) return 'checking';
  return status.isSuccess && !status.data.hasActiveSubscription ? 'overlay' : 'open';
}
