// Our copy of a Stripe subscription: who and which plan it belongs to, and its state (status,
// period end, cancel flag) kept through the database's newest-state-wins rule.
import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import {
  saveProviderSubscriptionState,
  findPlan,
  findPlanByStripePrice,
  findSubscriptionByProviderId,
  type Database,
} from '@gitsignals/db';

export interface SubscriptionOwner {
  userId: string;
  planId: string;
}

export const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/**
 * The period end of a subscription: on its items since API version 2025-03-31 (the latest end
 * when items differ), on the subscription itself before.
 */
function periodEndOf(subscription: Stripe.Subscription): Date | null {
  const ends = (subscription.items?.data ?? [])
    .map((item) => item.current_period_end)
    .filter((end): end is number => typeof end === 'number');
  const legacy = (subscription as unknown as { current_period_end?: number }).current_period_end;
  const end = ends.length > 0 ? Math.max(...ends) : legacy;
  return typeof end === 'number' ? new Date(end * 1000) : null;
}

/** Who and which plan a Stripe subscription belongs to: its metadata, our copy, or its price. */
export async function ownerOf(
  db: Database,
  subscription: Stripe.Subscription,
): Promise<SubscriptionOwner | null> {
  const stored = await findSubscriptionByProviderId(db, subscription.id);
  const userId = subscription.metadata?.user_id || stored?.userId;
  const priceId = subscription.items?.data?.[0]?.price?.id;
  const metadataPlan = subscription.metadata?.plan_id
    ? await findPlan(db, subscription.metadata.plan_id)
    : null;
  const pricePlan = !metadataPlan && priceId ? await findPlanByStripePrice(db, priceId) : null;
  const planId = metadataPlan?.id ?? pricePlan?.id ?? stored?.planId;
  return userId && planId ? { userId, planId } : null;
}

/** Keeps Stripe's state of the subscription as observed then; returns our id, or null. */
export async function applySubscription(
  db: Database,
  subscription: Stripe.Subscription,
  observedAt: Date,
  now: Date,
  fallbackOwner?: SubscriptionOwner,
  ended?: { reason: 'duplicate'; at: Date },
): Promise<string | null> {
  const owner = (await ownerOf(db, subscription)) ?? fallbackOwner;
  // A subscription made outside our checkout, for no user we know: nothing to keep.
  if (!owner) return null;
  await saveProviderSubscriptionState(
    db,
    {
      provider: 'stripe',
      providerSubscriptionId: subscription.id,
      providerCustomerId: idOf(subscription.customer),
      userId: owner.userId,
      planId: owner.planId,
      status: subscription.status,
      currentPeriodEnd: periodEndOf(subscription),
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      observedAt,
      ended,
    },
    `sub_${randomUUID()}`,
    now,
  );
  return (await findSubscriptionByProviderId(db, subscription.id))?.id ?? null;
}
