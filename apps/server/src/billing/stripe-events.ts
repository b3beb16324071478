// What a Stripe event means for us, read before the database transaction so no network call holds
// it open: the subscription state to keep (from the event, or read fresh when the event only
// names it) and, for a completed checkout, the session and who it was for.
import type Stripe from 'stripe';
import { idOf, type SubscriptionOwner } from './stripe-subscriptions';

export interface Interpretation {
  subscription: Stripe.Subscription;
  checkoutSessionId?: string;
  owner?: SubscriptionOwner;
}

/** The subscription id an invoice is for, in the current API shape and the older one. */
function subscriptionOfInvoice(invoice: Stripe.Invoice): string | null {
  const parent = invoice.parent?.subscription_details?.subscription;
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null })
    .subscription;
  return idOf(parent ?? legacy);
}

/** Null for events that change nothing we keep. */
export async function interpretEvent(
  stripe: Stripe,
  event: Stripe.Event,
): Promise<Interpretation | null> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      const subscriptionId = idOf(session.subscription);
      if (session.mode !== 'subscription' || !subscriptionId) return null;
      const userId = session.client_reference_id || session.metadata?.user_id;
      const planId = session.metadata?.plan_id;
      return {
        subscription: await stripe.subscriptions.retrieve(subscriptionId),
        checkoutSessionId: session.id,
        ...(userId && planId ? { owner: { userId, planId } } : {}),
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed':
      return { subscription: event.data.object };
    case 'invoice.paid':
    case 'invoice.payment_succeeded':
    case 'invoice.payment_failed': {
      // A renewal moves the period end; a failure moves the status (past_due): read both.
      const subscriptionId = subscriptionOfInvoice(event.data.object);
      if (!subscriptionId) return null;
      return { subscription: await stripe.subscriptions.retrieve(subscriptionId) };
    }
    default:
      return null;
  }
}
