// Checkout sessions: opened by a checkout, completed once (test mode here, a provider's webhook
// otherwise).
import { and, eq } from 'drizzle-orm';
import { inTransaction, type Database } from '../client';
import { checkoutSessions, plans, subscriptions } from '../schema/index';
import {
  isLiveSubscriptionConflict,
  markLapsedTestSubscriptionsCanceled,
} from './live-subscriptions';
import type { PlanRow } from './plans';

export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;

export type NewCheckoutSession = typeof checkoutSessions.$inferInsert;

/** A checkout session row with the plan it sells. */
const sessionWithPlanColumns = { session: checkoutSessions, plan: plans };

export async function insertCheckoutSession(db: Database, row: NewCheckoutSession): Promise<void> {
  await db.insert(checkoutSessions).values(row);
}

export async function findCheckoutSession(
  db: Database,
  id: string,
): Promise<{ session: CheckoutSessionRow; plan: PlanRow } | null> {
  const rows = await db
    .select(sessionWithPlanColumns)
    .from(checkoutSessions)
    .innerJoin(plans, eq(plans.id, checkoutSessions.planId))
    .where(eq(checkoutSessions.id, id))
    .limit(1);
  return rows[0] ?? null;
}

export interface CompleteTestCheckoutInput {
  sessionId: string;
  userId: string;
  subscriptionId: string;
  periodEnd: (interval: string) => Date;
  now: Date;
}

export type CompleteCheckoutResult =
  | { ok: true; session: CheckoutSessionRow; subscriptionId: string }
  | { ok: false; reason: 'not_found' | 'expired' | 'already_subscribed' };

/**
 * Completes an open test-mode session once: the subscription is created and the session marked
 * complete in one transaction (the row is locked, so two confirmations create one subscription).
 * Confirming a completed session again answers the subscription it made. A user who already has
 * a live subscription (another session confirmed first, even at the same moment) gets
 * 'already_subscribed' from the unique index, and nothing changes.
 */
export async function completeTestCheckout(
  db: Database,
  input: CompleteTestCheckoutInput,
): Promise<CompleteCheckoutResult> {
  try {
    return await completeTestCheckoutOnce(db, input);
  } catch (error) {
    if (isLiveSubscriptionConflict(error)) return { ok: false, reason: 'already_subscribed' };
    throw error;
  }
}

async function completeTestCheckoutOnce(
  db: Database,
  input: CompleteTestCheckoutInput,
): Promise<CompleteCheckoutResult> {
  return inTransaction(db, async (tx) => {
    const rows = await tx
      .select(sessionWithPlanColumns)
      .from(checkoutSessions)
      .innerJoin(plans, eq(plans.id, checkoutSessions.planId))
      .where(
        and(eq(checkoutSessions.id, input.sessionId), eq(checkoutSessions.userId, input.userId)),
      )
      .for('update', { of: checkoutSessions })
      .limit(1);
    const row = rows[0];
    if (!row) return { ok: false, reason: 'not_found' } as const;
    const { session, plan } = row;
    if (session.status === 'complete' && session.subscriptionId) {
      return { ok: true, session, subscriptionId: session.subscriptionId } as const;
    }
    if (session.status !== 'open' || session.expiresAt <= input.now) {
      return { ok: false, reason: 'expired' } as const;
    }
    await markLapsedTestSubscriptionsCanceled(tx, input.userId, input.now);
    await tx.insert(subscriptions).values({
      id: input.subscriptionId,
      userId: input.userId,
      planId: plan.id,
      provider: 'test',
      status: 'active',
      currentPeriodEnd: input.periodEnd(plan.interval),
      cancelAtPeriodEnd: false,
      providerUpdatedAt: input.now,
      createdAt: input.now,
      updatedAt: input.now,
    });
    await tx
      .update(checkoutSessions)
      .set({ status: 'complete', completedAt: input.now, subscriptionId: input.subscriptionId })
      .where(eq(checkoutSessions.id, session.id));
    return {
      ok: true,
      session: { ...session, status: 'complete', subscriptionId: input.subscriptionId },
      subscriptionId: input.subscriptionId,
    } as const;
  });
}

export async function markCheckoutSessionComplete(
  db: Database,
  id: string,
  subscriptionId: string | null,
  now: Date,
): Promise<void> {
  await db
    .update(checkoutSessions)
    .set({ status: 'complete', completedAt: now, subscriptionId })
    .where(eq(checkoutSessions.id, id));
}
