import type { CancelSubscriptionResponse, UserSubscription } from '@gitsignals/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
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
  return api.get<UserSubscription[]>(
    `/billing/subscriptions/user/${encodeURIComponent(userId)}`,
    signal,
  );
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
      api.delete<CancelSubscriptionResponse | undefined>(
        `/billing/subscriptions/${encodeURIComponent(subscriptionId)}`,
      ),
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
