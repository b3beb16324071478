// Stripe through its official SDK: checkout sessions in subscription mode (stripe-checkout.ts),
// cancel at period end, and the webhook that keeps our copy of each subscription and ends a
// user's second live subscription at once (stripe-webhook.ts).
import Stripe from 'stripe';
import type { BillingProvider } from './provider';
import { createStripeCheckout } from './stripe-checkout';
import { applySubscription } from './stripe-subscriptions';
import { handleStripeWebhook } from './stripe-webhook';

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Another API address (a local stand-in in tests); default https://api.stripe.com. */
  apiUrl?: string | undefined;
}

export function stripeClient(config: StripeConfig): Stripe {
  const url = config.apiUrl ? new URL(config.apiUrl) : null;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(url
      ? {
          host: url.hostname,
          port: url.port || (url.protocol === 'http:' ? 80 : 443),
          protocol: url.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}

export function createStripeProvider(config: StripeConfig): BillingProvider {
  const stripe = stripeClient(config);
  const webhook = { stripe, webhookSecret: config.webhookSecret };
  return {
    kind: 'stripe',
    createCheckout: (input) => createStripeCheckout(stripe, input),
    async cancelAtPeriodEnd(db, subscription, now) {
      if (!subscription.providerSubscriptionId) {
        throw new Error(`subscription ${subscription.id} has no Stripe id`);
      }
      const updated = await stripe.subscriptions.update(subscription.providerSubscriptionId, {
        cancel_at_period_end: true,
      });
      // Stripe's answer is its state now; the webhook that follows says the same.
      await applySubscription(db, updated, now, now);
    },
    handleWebhook: (db, rawBody, signature, now) =>
      handleStripeWebhook(webhook, db, rawBody, signature, now),
  };
}
