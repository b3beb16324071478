import type { UserSubscription } from '@gitsignals/contracts';
import { addDays } from '@gitsignals/contracts/constants';
import { endpoints } from '@gitsignals/contracts/endpoints';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { useSession } from './use-session';
import { subscriptionStatusKey } from './use-subscription-status';

// The signed-in user's subscriptions: the pricing page marks the plan held ('Subscribed'), the
// settings page manages it. One key per user, cleared on sign-out with the user's other data.

export const userSubscriptionsKey = (userId: string) =>
  ['billing', 'subscriptions', userId] as const;

/** GET /billing/subscriptions/user/{userId} (spec section 7). */
export function getUserSubscriptions(
  userId: string,
  signal?: AbortSignal,
): Promise<UserSubscription[]> {
  return call(endpoints.userSubscriptions, { params: { userId }, signal });
}

export const userSubscriptionsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: userSubscriptionsKey(userId),
    queryFn: ({ signal }) => getUserSubscriptions(userId, signal),
  });

/** Idle when logged out. */
export function useUserSubscriptions() {
  const session = useSession();
  const userId = session.status === 'authenticated' ? session.user.id : '';
  return useQuery({ ...userSubscriptionsQueryOptions(userId), enabled: userId !== '' });
}

/** A subscription that currently grants premium (the server's rule: active or trialing). */
export function isLiveSubscription(subscription: UserSubscription): boolean {
  return subscription.status === 'active' || subscription.status === 'trialing';
}

/** How long Settings and /pricing mention a refunded second subscription. */
const DUPLICATE_NOTICE_DAYS = 30;

/**
 * Second subscriptions the server ended at once because the user already had a live one
 * (docs/decisions/018), from the last 30 days, newest first.
 */
export function recentDuplicates(
  subscriptions: readonly UserSubscription[],
  now: Date = new Date(),
): UserSubscription[] {
  const since = addDays(now, -DUPLICATE_NOTICE_DAYS).getTime();
  return subscriptions
    .filter((s) => s.duplicate !== null && Date.parse(s.duplicate.ended_at) >= since)
    .sort((a, b) => Date.parse(b.duplicate!.ended_at) - Date.parse(a.duplicate!.ended_at));
}

/**
 * DELETE /billing/subscriptions/{id}: the subscription ends at its period end. The answer (the
 * subscription, now `cancel_at_period_end`) replaces it in the cached list; one the server no
 * longer returns is removed from the list locally (spec section 4).
 */
export function useCancelSubscription() {
  const session = useSession();
  const queryClient = useQueryClient();
  const userId = session.status === 'authenticated' ? session.user.id : '';
  return useMutation({
    mutationFn: (subscriptionId: string) =>
      call(endpoints.cancelSubscription, { params: { id: subscriptionId } }),
    onSuccess: (answer, subscriptionId) => {
      queryClient.setQueryData<UserSubscription[]>(userSubscriptionsKey(userId), (list) =>
        list?.flatMap((subscription) => {
          if (subscription.id !== subscriptionId) return [subscription];
          return answer && typeof answer === 'object' && 'id' in answer ? [answer] : [];
        }),
      );
      // Still active until the period end, but the next page that checks should ask again.
      void queryClient.invalidateQueries({ queryKey: subscriptionStatusKey(userId) });
    },
  });
}
