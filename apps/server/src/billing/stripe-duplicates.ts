// Ending a user's second live Stripe subscription (docs/decisions/018): the payment of its latest
// invoice is refunded first, then it is cancelled at once. Money goes back before anything else
// changes, so a failure part-way leaves a live subscription the retried webhook finds again. Both
// calls carry idempotency keys and a refund made before is found rather than repeated, so a
// retried webhook finishes the job without taking or giving anything twice.
import type Stripe from 'stripe';
import { isLiveStatus } from '@gitsignals/db';

export interface RefundMade {
  id: string;
  amountCents: number;
  currency: string;
}

export interface DuplicateOutcome {
  /** Stripe's state after the cancel, or as found when it was no longer live. */
  subscription: Stripe.Subscription;
  /** false: Stripe had already ended it; nothing was refunded or cancelled now. */
  ended: boolean;
  refunds: RefundMade[];
}

const idOf = (value: string | { id?: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : (value.id ?? null);

const errorCode = (error: unknown) => (error as { code?: unknown } | null)?.code;

/** What a refund names: the payment intent, or the charge of an older payment. */
function refundTarget(
  payment: Stripe.InvoicePayment,
): { payment_intent: string } | { charge: string } | null {
  const intent = idOf(payment.payment.payment_intent);
  if (intent) return { payment_intent: intent };
  const charge = idOf(payment.payment.charge);
  return charge ? { charge } : null;
}

async function refundPayment(
  stripe: Stripe,
  payment: Stripe.InvoicePayment,
  metadata: Record<string, string>,
): Promise<Stripe.Refund[]> {
  const target = refundTarget(payment);
  if (!target) return [];
  try {
    const refund = await stripe.refunds.create(
      { ...target, reason: 'duplicate', metadata },
      { idempotencyKey: `gitsignals-duplicate-refund-${payment.id}` },
    );
    return [refund];
  } catch (error) {
    if (errorCode(error) !== 'charge_already_refunded') throw error;
    // Refunded before (by an earlier attempt past Stripe's idempotency window, or by hand).
    const earlier = await stripe.refunds.list({ ...target, limit: 100 });
    return earlier.data.filter(
      (refund) => refund.status !== 'failed' && refund.status !== 'canceled',
    );
  }
}

async function cancelNow(stripe: Stripe, subscriptionId: string): Promise<Stripe.Subscription> {
  try {
    return await stripe.subscriptions.cancel(
      subscriptionId,
      {
        prorate: false,
        invoice_now: false,
        cancellation_details: {
          comment: 'GitSignals: a second subscription of a user who already had one; refunded.',
        },
      },
      { idempotencyKey: `gitsignals-duplicate-cancel-${subscriptionId}` },
    );
  } catch (error) {
    // Stripe answers 404 for a subscription cancelled already (by an earlier attempt).
    if (errorCode(error) !== 'resource_missing') throw error;
    const current = await stripe.subscriptions.retrieve(subscriptionId);
    if (isLiveStatus(current.status)) throw error;
    return current;
  }
}

/**
 * Refunds and cancels a subscription that would be its user's second live one. Reads it fresh
 * first: one Stripe no longer has live (a retry after our cancel) is left as it is.
 */
export async function endDuplicateSubscription(
  stripe: Stripe,
  subscriptionId: string,
  userId: string,
): Promise<DuplicateOutcome> {
  const current = await stripe.subscriptions.retrieve(subscriptionId);
  if (!isLiveStatus(current.status)) return { subscription: current, ended: false, refunds: [] };
  const invoiceId = idOf(current.latest_invoice);
  const payments = invoiceId
    ? (await stripe.invoicePayments.list({ invoice: invoiceId, status: 'paid', limit: 100 })).data
    : [];
  const metadata = {
    user_id: userId,
    subscription_id: current.id,
    reason: 'second_live_subscription',
  };
  const refunds: Stripe.Refund[] = [];
  for (const payment of payments) refunds.push(...(await refundPayment(stripe, payment, metadata)));
  const canceled = await cancelNow(stripe, current.id);
  return {
    subscription: canceled,
    ended: true,
    refunds: refunds.map((refund) => ({
      id: refund.id,
      amountCents: refund.amount,
      currency: refund.currency,
    })),
  };
}
