// The one interface both payment providers implement: Stripe where it is configured, the local
// test mode everywhere else (docs/decisions/014-billing-providers-and-gating.md).
import type { Database, PlanRow, SubscriptionRow } from '@gitsignals/db';

export interface CheckoutInput {
  user: { id: string; email: string };
  plan: PlanRow;
  successUrl: string;
  cancelUrl: string;
  now: Date;
}

export interface CheckoutStarted {
  /** Our checkout_sessions id: the provider's session id (Stripe) or one we made (test mode). */
  sessionId: string;
  checkoutUrl: string;
  expiresAt: Date;
}

/** A webhook the provider refused to accept (bad signature, unparsable body). */
export class WebhookRejected extends Error {}

/**
 * The provider's API failed while a webhook was being applied: nothing was kept, and the
 * provider should deliver the event again later (it retries any answer other than 2xx).
 */
export class ProviderUnavailable extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
  }
}

export interface WebhookOutcome {
  eventId: string;
  type: string;
  /** false: the event id was processed before (a replay); nothing changed. */
  processed: boolean;
  /** Set when the event made a user's second live subscription, which was refunded and ended. */
  endedDuplicate?: { providerSubscriptionId: string; refundedCents: number };
}

export interface BillingProvider {
  readonly kind: 'stripe' | 'test';
  createCheckout(input: CheckoutInput): Promise<CheckoutStarted>;
  /** Ends the subscription at its period end (cancel_at_period_end), at the provider and here. */
  cancelAtPeriodEnd(db: Database, subscription: SubscriptionRow, now: Date): Promise<void>;
  /** Verifies and applies a webhook; throws WebhookRejected when it is not genuine. */
  handleWebhook(
    db: Database,
    rawBody: Buffer,
    signature: string | undefined,
    now: Date,
  ): Promise<WebhookOutcome>;
}

/** The end of a period that starts now: one calendar month or year later (UTC). */
export function periodEndFrom(start: Date, interval: string): Date {
  const end = new Date(start);
  if (interval === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}
