// Plans and subscriptions as the billing contracts give them (spec section 3).
import type { BillingPlan, SubscriptionStatus, UserSubscription } from '@gitsignals/contracts';
import { SUBSCRIPTION_STATUSES } from '@gitsignals/contracts';
import type { PlanRow, SubscriptionWithPlan } from '@gitsignals/db';

const intervalOf = (value: string): BillingPlan['interval'] =>
  value === 'year' ? 'year' : 'month';

export function presentPlan(plan: PlanRow): BillingPlan {
  return {
    id: plan.id,
    name: plan.name,
    description: plan.description,
    price: Number(plan.price),
    interval: intervalOf(plan.interval),
  };
}

const isSubscriptionStatus = (value: string): value is SubscriptionStatus =>
  SUBSCRIPTION_STATUSES.some((status) => status === value);

/** A status Stripe may add later reads as 'incomplete' (no access) rather than breaking the page. */
const statusOf = (value: string): SubscriptionStatus =>
  isSubscriptionStatus(value) ? value : 'incomplete';

export function presentSubscription({
  subscription,
  plan,
  refundedCents,
}: SubscriptionWithPlan): UserSubscription {
  const { id, name, description, price, interval } = presentPlan(plan);
  return {
    id: subscription.id,
    status: statusOf(subscription.status),
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    next_billing_date: subscription.currentPeriodEnd?.toISOString() ?? null,
    plan_id: id,
    plan: { name, description, price, interval },
    duplicate:
      subscription.endedReason === 'duplicate'
        ? {
            ended_at: (subscription.endedAt ?? subscription.updatedAt).toISOString(),
            refunded_amount: refundedCents / 100,
          }
        : null,
  };
}
