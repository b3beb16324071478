// The one-live-subscription rule (docs/decisions/018-one-live-subscription-per-user.md): which
// rows are live, the conflict the unique index raises, test-mode rows whose period is over, and
// the refunds given back for a second subscription.
import { and, eq, gt, inArray, isNull, lte, ne, or } from 'drizzle-orm';
import type { Database } from '../client';
import { LIVE_SUBSCRIPTION_STATUSES, subscriptionRefunds, subscriptions } from '../schema/index';

export { LIVE_SUBSCRIPTION_STATUSES };

const ONE_LIVE_SUBSCRIPTION_INDEX = 'subscriptions_one_live_per_user';

export function isLiveStatus(status: string): boolean {
  return (LIVE_SUBSCRIPTION_STATUSES as readonly string[]).includes(status);
}

/** Whether a failed write was refused because the user already has a live subscription. */
export function isLiveSubscriptionConflict(error: unknown): boolean {
  // Drizzle wraps the driver's error (pg and PGlite both carry the code and constraint).
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && constraint === ONE_LIVE_SUBSCRIPTION_INDEX) return true;
  }
  return false;
}

/**
 * Test mode never renews, so a test-mode subscription whose period is over has ended even though
 * nothing changed its status. Marks the user's such rows canceled; called before a new live row
 * is written for them, which the unique index would otherwise refuse.
 */
export async function markLapsedTestSubscriptionsCanceled(
  db: Database,
  userId: string,
  now: Date,
): Promise<void> {
  await db
    .update(subscriptions)
    .set({ status: 'canceled', updatedAt: now })
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.provider, 'test'),
        inArray(subscriptions.status, [...LIVE_SUBSCRIPTION_STATUSES]),
        lte(subscriptions.currentPeriodEnd, now),
      ),
    );
}

/**
 * Whether the user holds a live subscription, so a new checkout would make a second one. A
 * provider's subscription counts by its status alone (a late renewal keeps it live); a test-mode
 * one only until its period ends.
 */
export async function hasLiveSubscription(
  db: Database,
  userId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.status, [...LIVE_SUBSCRIPTION_STATUSES]),
        or(
          ne(subscriptions.provider, 'test'),
          isNull(subscriptions.currentPeriodEnd),
          gt(subscriptions.currentPeriodEnd, now),
        ),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export interface RefundRecord {
  /** The provider's refund id. */
  id: string;
  subscriptionId: string;
  amountCents: number;
  currency: string;
  reason: 'duplicate';
}

/** Records refunds the provider made; one already recorded (a retried webhook) is kept as is. */
export async function insertRefunds(
  db: Database,
  refunds: readonly RefundRecord[],
  now: Date,
): Promise<void> {
  if (refunds.length === 0) return;
  await db
    .insert(subscriptionRefunds)
    .values(refunds.map((refund) => ({ ...refund, createdAt: now })))
    .onConflictDoNothing();
}
