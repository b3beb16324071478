// The Stripe webhook: the signature on the raw body, each event id applied once, and a user's
// second live subscription (refused by the database's unique index) refunded, cancelled at Stripe
// and kept as Stripe then has it (docs/decisions/018-one-live-subscription-per-user.md).
import type Stripe from 'stripe';
import {
  hasBillingEvent,
  isLiveSubscriptionConflict,
  markCheckoutSessionComplete,
  processBillingEventOnce,
  insertRefunds,
  type Database,
} from '@gitsignals/db';
import { ProviderUnavailable, WebhookRejected, type WebhookOutcome } from './provider';
import { endDuplicateSubscription, type DuplicateOutcome } from './stripe-duplicates';
import { interpretEvent, type Interpretation } from './stripe-events';
import { applySubscription, ownerOf } from './stripe-subscriptions';

/** Stripe's default: a signed webhook older than this is refused (replays of captured calls). */
const SIGNATURE_TOLERANCE_SECONDS = 300;

export interface StripeWebhookSettings {
  stripe: Stripe;
  webhookSecret: string;
}

export async function handleStripeWebhook(
  { stripe, webhookSecret }: StripeWebhookSettings,
  db: Database,
  rawBody: Buffer,
  signature: string | undefined,
  now: Date,
): Promise<WebhookOutcome> {
  const event = verifiedEvent(stripe, webhookSecret, rawBody, signature, now);
  if (await hasBillingEvent(db, event.id)) {
    return { eventId: event.id, type: event.type, processed: false };
  }
  const meaning = await callStripe(() => interpretEvent(stripe, event));
  const observedAt = new Date(event.created * 1000);
  try {
    const processed = await processBillingEventOnce(db, event, async (tx) => {
      if (meaning) await applyAndRecord(tx, meaning, observedAt, now);
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
      applyAndRecord(
        tx,
        { ...meaning, subscription: outcome.subscription },
        observedAt,
        now,
        outcome,
      ),
    );
    return { eventId: event.id, type: event.type, processed, ...endedDuplicate(outcome) };
  }
}

/** The event, when the signature holds for this body at `now`; WebhookRejected otherwise. */
function verifiedEvent(
  stripe: Stripe,
  webhookSecret: string,
  rawBody: Buffer,
  signature: string | undefined,
  now: Date,
): Stripe.Event {
  if (!signature) throw new WebhookRejected('Missing Stripe-Signature header');
  try {
    return stripe.webhooks.constructEvent(
      rawBody,
      signature,
      webhookSecret,
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
    await insertRefunds(
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
