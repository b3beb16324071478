// Starting a checkout for a plan: the provider's session (Stripe, or our test-mode page) is
// recorded as ours, and the browser is sent to its address.
import { findPlan, hasLiveSubscription, insertCheckoutSession } from '@gitsignals/db';
import { accepted, refused, type BillingDeps, type Outcome } from './outcome';

export interface StartCheckoutInput {
  user: { id: string; email: string };
  planId: string;
  successUrl: string;
  cancelUrl: string;
  /** The origins the browser may be sent back to: this site's own. */
  ownOrigins: ReadonlySet<string>;
}

export async function startCheckout(
  deps: BillingDeps,
  input: StartCheckoutInput,
): Promise<Outcome<{ checkoutUrl: string }>> {
  const { db, billing } = deps;
  const { user, successUrl, cancelUrl } = input;
  if (!input.ownOrigins.has(new URL(successUrl).origin)) {
    return refused({ reason: 'foreign_return_url', field: 'success_url' });
  }
  if (!input.ownOrigins.has(new URL(cancelUrl).origin)) {
    return refused({ reason: 'foreign_return_url', field: 'cancel_url' });
  }
  const plan = await findPlan(db, input.planId);
  if (!plan || !plan.active) return refused({ reason: 'unknown_plan', planId: input.planId });
  const at = deps.now();
  if (await hasLiveSubscription(db, user.id, at)) return refused({ reason: 'already_subscribed' });
  let started;
  try {
    started = await billing.createCheckout({ user, plan, successUrl, cancelUrl, now: at });
  } catch (cause) {
    return refused({ reason: 'provider_error', action: 'checkout', cause });
  }
  await insertCheckoutSession(db, {
    id: started.sessionId,
    userId: user.id,
    planId: plan.id,
    provider: billing.kind,
    successUrl,
    cancelUrl,
    expiresAt: started.expiresAt,
    createdAt: at,
  });
  return accepted({ checkoutUrl: started.checkoutUrl });
}
