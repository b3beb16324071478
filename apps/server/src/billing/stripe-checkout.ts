// A Stripe checkout session in subscription mode for one plan: the plan's Stripe price when it
// has one, else the price written inline. Both the session and its subscription carry who and
// which plan it is for, so the webhook can tell even without our copy.
import type Stripe from 'stripe';
import type { CheckoutInput, CheckoutStarted } from './provider';

export async function createStripeCheckout(
  stripe: Stripe,
  { user, plan, successUrl, cancelUrl }: CheckoutInput,
): Promise<CheckoutStarted> {
  const cents = Math.round(Number(plan.price) * 100);
  const interval = plan.interval === 'year' ? 'year' : 'month';
  const metadata = { user_id: user.id, plan_id: plan.id };
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    success_url: successUrl,
    cancel_url: cancelUrl,
    client_reference_id: user.id,
    customer_email: user.email,
    metadata,
    subscription_data: { metadata },
    line_items: [
      plan.stripePriceId
        ? { price: plan.stripePriceId, quantity: 1 }
        : {
            quantity: 1,
            price_data: {
              currency: plan.currency,
              unit_amount: cents,
              recurring: { interval },
              product_data: { name: plan.name, description: plan.description },
            },
          },
    ],
  });
  if (!session.url) throw new Error(`Stripe checkout session ${session.id} has no url`);
  return {
    sessionId: session.id,
    checkoutUrl: session.url,
    expiresAt: new Date(session.expires_at * 1000),
  };
}
