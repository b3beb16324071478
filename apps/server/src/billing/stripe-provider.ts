// Stripe through its official SDK: checkout sessions in subscription mode, cancel at period end,
// and the webhook that keeps our copy of each subscription (status, period end, cancel flag) and
// ends a user's second live subscription at once (refunded, cancelled, recorded).
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import {
  applyProviderSubscriptionState,
  billingEventSeen,
  findPlan,
  findPlanByStripePrice,
  findSubscriptionByProviderId,
  isLiveSubscriptionConflict,
  markCheckoutSessionComplete,
  processBillingEventOnce,
  recordRefunds,
  type Database,
} from '@gitsignals/db';
import {
  ProviderUnavailable,
  WebhookRejected,
  type BillingProvider,
  type WebhookOutcome,
} from './provider';
import { endDuplicateSubscription, type DuplicateOutcome } from './stripe-duplicates';

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Another API address (a local stand-in in tests); default https://api.stripe.com. */
  apiUrl?: string | undefined;
}

/** Stripe's default: a signed webhook older than this is refused (replays of captured calls). */
const SIGNATURE_TOLERANCE_SECONDS = 300;

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

const idOf = (value: string | { id: string } | null | undefined): string | null =>
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

/** The subscription id an invoice is for, in the current API shape and the older one. */
function subscriptionOfInvoice(invoice: Stripe.Invoice): string | null {
  const parent = invoice.parent?.subscription_details?.subscription;
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null })
    .subscription;
  return idOf(parent ?? legacy);
}

interface Interpretation {
  subscription: Stripe.Subscription;
  checkoutSessionId?: string;
  owner?: { userId: string; planId: string };
}

export function createStripeProvider(config: StripeConfig): BillingProvider {
  const stripe = stripeClient(config);

  /** Who and which plan a Stripe subscription belongs to: its metadata, our copy, or its price. */
  async function ownerOf(db: Database, subscription: Stripe.Subscription) {
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

  async function applySubscription(
    db: Database,
    subscription: Stripe.Subscription,
    observedAt: Date,
    now: Date,
    fallbackOwner?: { userId: string; planId: string },
    ended?: { reason: 'duplicate'; at: Date },
  ): Promise<string | null> {
    const owner = (await ownerOf(db, subscription)) ?? fallbackOwner;
    // A subscription made outside our checkout, for no user we know: nothing to keep.
    if (!owner) return null;
    await applyProviderSubscriptionState(
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

  /**
   * What an event means for us, read before the database transaction so no network call holds
   * it open: the subscription state to keep (from the event, or read fresh when the event only
   * names it) and, for a completed checkout, the session and who it was for.
   */
  async function interpret(event: Stripe.Event): Promise<Interpretation | null> {
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

  /** Keeps the state an event gives (or a duplicate's state after its end) and what follows. */
  async function applyAndRecord(
    tx: Database,
    meaning: Interpretation,
    eventTime: Date,
    now: Date,
    duplicate?: DuplicateOutcome,
  ): Promise<void> {
    // Our cancel came after the event: its state is the newer one, on Stripe's clock.
    const canceledAt = duplicate?.subscription.canceled_at;
    const observedAt =
      duplicate?.ended && canceledAt
        ? new Date(Math.max(eventTime.getTime(), canceledAt * 1000))
        : eventTime;
    const ours = await applySubscription(
      tx,
      meaning.subscription,
      observedAt,
      now,
      meaning.owner,
      duplicate?.ended ? { reason: 'duplicate', at: now } : undefined,
    );
    if (ours && duplicate) {
      await recordRefunds(
        tx,
        duplicate.refunds.map((refund) => ({
          ...refund,
          subscriptionId: ours,
          reason: 'duplicate',
        })),
        now,
      );
    }
    if (meaning.checkoutSessionId) {
      await markCheckoutSessionComplete(tx, meaning.checkoutSessionId, ours, now);
    }
  }

  return {
    kind: 'stripe',
    async createCheckout({ user, plan, successUrl, cancelUrl }) {
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
    },
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
    async handleWebhook(db, rawBody, signature, now) {
      if (!signature) throw new WebhookRejected('Missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          config.webhookSecret,
          SIGNATURE_TOLERANCE_SECONDS,
          undefined,
          // Milliseconds: the SDK divides by 1000 itself.
          now.getTime(),
        );
      } catch (error) {
        throw new WebhookRejected(
          error instanceof Error ? error.message : 'Webhook signature verification failed',
        );
      }
      if (await billingEventSeen(db, event.id)) {
        return { eventId: event.id, type: event.type, processed: false };
      }
      const meaning = await callStripe(() => interpret(event));
      const observedAt = new Date(event.created * 1000);
      const apply = (tx: Database, state: Interpretation, duplicate?: DuplicateOutcome) =>
        applyAndRecord(tx, state, observedAt, now, duplicate);
      try {
        const processed = await processBillingEventOnce(db, event, async (tx) => {
          if (meaning) await apply(tx, meaning);
        });
        return { eventId: event.id, type: event.type, processed };
      } catch (error) {
        // The unique index refused a second live subscription for its user (docs/decisions/018):
        // the one we already hold stays; this one is refunded and cancelled at Stripe, then kept
        // as Stripe now has it. A Stripe failure here answers 502, so Stripe retries the event.
        if (!meaning || !isLiveSubscriptionConflict(error)) throw error;
        const owner = (await ownerOf(db, meaning.subscription)) ?? meaning.owner;
        if (!owner) throw error;
        const outcome = await callStripe(() =>
          endDuplicateSubscription(stripe, meaning.subscription.id, owner.userId),
        );
        const processed = await processBillingEventOnce(db, event, (tx) =>
          apply(tx, { ...meaning, subscription: outcome.subscription }, outcome),
        );
        return { eventId: event.id, type: event.type, processed, ...endedDuplicate(outcome) };
      }
    },
  };
}

/** Stripe's own failures while applying an event: the webhook answers so Stripe retries. */
async function callStripe<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new ProviderUnavailable(error);
  }
}

function endedDuplicate(outcome: DuplicateOutcome): Pick<WebhookOutcome, 'endedDuplicate'> {
  if (!outcome.ended) return {};
  return {
    endedDuplicate: {
      providerSubscriptionId: outcome.subscription.id,
      refundedCents: outcome.refunds.reduce((sum, refund) => sum + refund.amountCents, 0),
    },
  };
}
