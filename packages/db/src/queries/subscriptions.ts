// Paid subscriptions: who has access, a user's subscriptions, and the state a provider reports.
// The one-live-subscription rule is in live-subscriptions.ts.
import { and, asc, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { inTransaction, type Database } from '../client';
import {
  LIVE_SUBSCRIPTION_STATUSES,
  plans,
  subscriptionRefunds,
  subscriptions,
} from '../schema/index';
import { isLiveStatus, markLapsedTestSubscriptionsCanceled } from './live-subscriptions';
import type { PlanRow } from './plans';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Statuses that give access while the paid period lasts: the live ones. */
export const ACCESS_STATUSES = LIVE_SUBSCRIPTION_STATUSES;

function accessCondition(now: Date) {
  return and(
    inArray(subscriptions.status, [...ACCESS_STATUSES]),
    gt(subscriptions.currentPeriodEnd, now),
  );
}

/** Active or trialing with its paid period not over yet. */
export async function hasActiveSubscription(
  db: Database,
  userId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), accessCondition(now)))
    .limit(1);
  return rows.length > 0;
}

export interface SubscriptionWithPlan {
  subscription: SubscriptionRow;
  plan: PlanRow;
  /** What was refunded for it, in cents (a duplicate's payment); 0 when nothing. */
  refundedCents: number;
}

/** What was refunded for the subscription row, in cents. */
const refundedCents = sql<number>`(
  select coalesce(sum(${subscriptionRefunds.amountCents}), 0)::int from ${subscriptionRefunds}
  where ${subscriptionRefunds.subscriptionId} = ${subscriptions.id})`.mapWith(Number);

/** A subscription row with its plan and what was refunded for it (SubscriptionWithPlan). */
const subscriptionWithPlanColumns = { subscription: subscriptions, plan: plans, refundedCents };

/** The user's subscriptions with their plans, newest first. */
export async function listSubscriptionsOfUser(
  db: Database,
  userId: string,
): Promise<SubscriptionWithPlan[]> {
  return db
    .select(subscriptionWithPlanColumns)
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt), asc(subscriptions.id));
}

export async function findSubscription(
  db: Database,
  id: string,
): Promise<SubscriptionWithPlan | null> {
  const rows = await db
    .select(subscriptionWithPlanColumns)
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.id, id))
    .limit(1);
  return rows[0] ?? null;
}

export async function findSubscriptionByProviderId(
  db: Database,
  providerSubscriptionId: string,
): Promise<SubscriptionRow | null> {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId))
    .limit(1);
  return rows[0] ?? null;
}

export async function setCancelAtPeriodEnd(
  db: Database,
  id: string,
  value: boolean,
  now: Date,
): Promise<void> {
  await db
    .update(subscriptions)
    .set({ cancelAtPeriodEnd: value, updatedAt: now })
    .where(eq(subscriptions.id, id));
}

/** The state of a provider's subscription as one event (or a fresh read) describes it. */
export interface ProviderSubscriptionState {
  provider: string;
  providerSubscriptionId: string;
  providerCustomerId: string | null;
  userId: string;
  planId: string;
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** When the provider says this state held: an older state never replaces a newer one. */
  observedAt: Date;
  /** Set when we ended it ourselves (a duplicate); kept by later states that do not say. */
  ended?: { reason: 'duplicate'; at: Date } | undefined;
}

/**
 * Inserts or updates the subscription the provider names, unless what is stored was observed
 * later (webhook events arrive out of order). At the same instant a cancellation wins, being
 * final. Answers whether the state was applied. A live state for a user who already has another
 * live subscription throws (isLiveSubscriptionConflict): the caller ends one of the two.
 */
export async function saveProviderSubscriptionState(
  db: Database,
  state: ProviderSubscriptionState,
  newId: string,
  now: Date,
): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const applies = or(
      isNull(subscriptions.providerUpdatedAt),
      sql`${subscriptions.providerUpdatedAt} < excluded.provider_updated_at`,
      and(
        eq(subscriptions.providerUpdatedAt, sql`excluded.provider_updated_at`),
        sql`(excluded.status = 'canceled' or ${subscriptions.status} <> 'canceled')`,
      ),
    );
    if (isLiveStatus(state.status))
      await markLapsedTestSubscriptionsCanceled(tx, state.userId, now);
    const rows = await tx
      .insert(subscriptions)
      .values({
        id: newId,
        userId: state.userId,
        planId: state.planId,
        provider: state.provider,
        providerSubscriptionId: state.providerSubscriptionId,
        providerCustomerId: state.providerCustomerId,
        status: state.status,
        currentPeriodEnd: state.currentPeriodEnd,
        cancelAtPeriodEnd: state.cancelAtPeriodEnd,
        providerUpdatedAt: state.observedAt,
        endedReason: state.ended?.reason ?? null,
        endedAt: state.ended?.at ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: subscriptions.providerSubscriptionId,
        set: {
          planId: sql`excluded.plan_id`,
          providerCustomerId: sql`coalesce(excluded.provider_customer_id, ${subscriptions.providerCustomerId})`,
          status: sql`excluded.status`,
          currentPeriodEnd: sql`coalesce(excluded.current_period_end, ${subscriptions.currentPeriodEnd})`,
          cancelAtPeriodEnd: sql`excluded.cancel_at_period_end`,
          providerUpdatedAt: sql`excluded.provider_updated_at`,
          endedReason: sql`coalesce(excluded.ended_reason, ${subscriptions.endedReason})`,
          endedAt: sql`coalesce(excluded.ended_at, ${subscriptions.endedAt})`,
          updatedAt: now,
        },
        setWhere: applies,
      })
      .returning({ id: subscriptions.id });
    return rows.length > 0;
  });
}

export type NewSubscription = typeof subscriptions.$inferInsert;

/** Stores a subscription as given (operators granting access by hand; tests). */
export async function insertSubscription(db: Database, row: NewSubscription): Promise<void> {
  await db.insert(subscriptions).values(row);
}

/** Users with a subscription that gives access now, per plan (plan id and name), most first. */
export async function countSubscribersByPlan(db: Database, now: Date) {
  const rows = await db
    .select({
      planId: plans.id,
      planName: plans.name,
      subscribers: sql<number>`count(distinct ${subscriptions.userId})::int`,
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(accessCondition(now))
    .groupBy(plans.id, plans.name)
    .orderBy(sql`3 desc`, asc(plans.id));
  return rows.map((r) => ({ ...r, subscribers: Number(r.subscribers) }));
}

/** The plan id each of these users has access through now (users without one are absent). */
export async function listCurrentPlanIds(
  db: Database,
  userIds: string[],
  now: Date,
): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: subscriptions.userId, planId: subscriptions.planId })
    .from(subscriptions)
    .where(and(inArray(subscriptions.userId, userIds), accessCondition(now)))
    .orderBy(desc(subscriptions.currentPeriodEnd));
  const plansOf = new Map<string, string>();
  for (const r of rows) if (!plansOf.has(r.userId)) plansOf.set(r.userId, r.planId);
  return plansOf;
}
