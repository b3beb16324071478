// Cancelling a subscription at the end of its paid period (cancel_at_period_end): access lasts
// until then. Cancelling again, or a subscription already ended, changes nothing.
import { findSubscription, setCancelAtPeriodEnd, type SubscriptionWithPlan } from '@gitsignals/db';
import { accepted, refused, type BillingDeps, type Outcome } from './outcome';

export async function cancelSubscription(
  deps: BillingDeps,
  input: { userId: string; subscriptionId: string },
): Promise<Outcome<SubscriptionWithPlan>> {
  const { db, billing, now } = deps;
  const found = await findSubscription(db, input.subscriptionId);
  if (!found) return refused({ reason: 'subscription_not_found' });
  const { subscription } = found;
  if (subscription.userId !== input.userId) return refused({ reason: 'not_owner' });
  if (!subscription.cancelAtPeriodEnd && subscription.status !== 'canceled') {
    if (subscription.provider === billing.kind) {
      try {
        await billing.cancelAtPeriodEnd(db, subscription, now());
      } catch (cause) {
        return refused({ reason: 'provider_error', action: 'cancel', cause });
      }
    } else {
      // Made by another provider (test mode before Stripe was configured): ours to end.
      await setCancelAtPeriodEnd(db, subscription.id, true, now());
    }
  }
  const after = await findSubscription(db, subscription.id);
  return after ? accepted(after) : refused({ reason: 'subscription_not_found' });
}
