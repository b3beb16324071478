// Plans, subscriptions, checkout sessions and processed webhook events; the free tier's projects.
import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../client';
import {
  billingEvents,
  checkoutSessions,
  commits,
  plans,
  LIVE_SUBSCRIPTION_STATUSES,
  projects,
  repositories,
  subscriptionRefunds,
  subscriptions,
} from '../schema/index';
import {
  markLapsedTestSubscriptionsCanceled,
  isLiveStatus,
  isLiveSubscriptionConflict,
} from './live-subscriptions';

export type PlanRow = typeof plans.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;

/** Statuses that give access while the paid period lasts: the live ones. */
export const ACCESS_STATUSES = LIVE_SUBSCRIPTION_STATUSES;

export async function listActivePlans(db: Database): Promise<PlanRow[]> {
  return db
    .select()
    .from(plans)
    .where(eq(plans.active, true))
    .orderBy(asc(plans.price), asc(plans.id));
}

export async function findPlan(db: Database, id: string): Promise<PlanRow | null> {
  const rows = await db.select().from(plans).where(eq(plans.id, id)).limit(1);
  return rows[0] ?? null;
}

/** The plan whose Stripe price is this one (for subscriptions made outside our checkout). */
export async function findPlanByStripePrice(
  db: Database,
  priceId: string,
): Promise<PlanRow | null> {
  const rows = await db.select().from(plans).where(eq(plans.stripePriceId, priceId)).limit(1);
  return rows[0] ?? null;
}

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

/** The user's subscriptions with their plans, newest first. */
export async function listSubscriptionsOfUser(
  db: Database,
  userId: string,
): Promise<SubscriptionWithPlan[]> {
  return db
    .select({ subscription: subscriptions, plan: plans, refundedCents })
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
    .select({ subscription: subscriptions, plan: plans, refundedCents })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.id, id))
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

export type NewCheckoutSession = typeof checkoutSessions.$inferInsert;

export async function insertCheckoutSession(db: Database, row: NewCheckoutSession): Promise<void> {
  await db.insert(checkoutSessions).values(row);
}

export async function findCheckoutSession(
  db: Database,
  id: string,
): Promise<{ session: CheckoutSessionRow; plan: PlanRow } | null> {
  const rows = await db
    .select({ session: checkoutSessions, plan: plans })
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
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ session: checkoutSessions, plan: plans })
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
    await markLapsedTestSubscriptionsCanceled(tx as unknown as Database, input.userId, input.now);
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
  const applies = or(
    isNull(subscriptions.providerUpdatedAt),
    sql`${subscriptions.providerUpdatedAt} < excluded.provider_updated_at`,
    and(
      eq(subscriptions.providerUpdatedAt, sql`excluded.provider_updated_at`),
      sql`(excluded.status = 'canceled' or ${subscriptions.status} <> 'canceled')`,
    ),
  );
  if (isLiveStatus(state.status)) await markLapsedTestSubscriptionsCanceled(db, state.userId, now);
  const rows = await db
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

/**
 * Runs `apply` for a webhook event unless that event id was processed before; the record and
 * the changes commit together, so an event that failed half-way is retried whole. Answers
 * false for a replay.
 */
export async function processBillingEventOnce(
  db: Database,
  event: { id: string; type: string },
  apply: (tx: Database) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(billingEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: billingEvents.id });
    if (inserted.length === 0) return false;
    await apply(tx as unknown as Database);
    return true;
  });
}

/**
 * The most active projects: most meaningful commits between two instants, ties by name. Used for
 * the free tier's default project set.
 */
export async function listMostActiveProjects(
  db: Database,
  since: Date,
  until: Date,
  limit: number,
): Promise<{ id: number; name: string; slug: string }[]> {
  const activity = sql<number>`count(${commits.id})::int`;
  return db
    .select({ id: projects.id, name: projects.name, slug: projects.slug })
    .from(commits)
    .innerJoin(repositories, eq(repositories.id, commits.repositoryId))
    .innerJoin(projects, eq(projects.id, repositories.projectId))
    .where(
      and(
        isNull(commits.noiseReason),
        gt(commits.committedAt, since),
        lte(commits.committedAt, until),
      ),
    )
    .groupBy(projects.id, projects.name, projects.slug)
    .orderBy(desc(activity), asc(projects.name))
    .limit(limit);
}

/** Projects named by name or slug (case-insensitive), in registry order. */
export async function listProjectsNamed(
  db: Database,
  names: readonly string[],
): Promise<{ id: number; name: string; slug: string }[]> {
  if (names.length === 0) return [];
  const keys = names.map((n) => n.trim().toLowerCase());
  return db
    .select({ id: projects.id, name: projects.name, slug: projects.slug })
    .from(projects)
    .where(
      or(inArray(sql`lower(${projects.name})`, keys), inArray(sql`lower(${projects.slug})`, keys)),
    )
    .orderBy(asc(projects.name));
}

export async function hasBillingEvent(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: billingEvents.id })
    .from(billingEvents)
    .where(eq(billingEvents.id, id))
    .limit(1);
  return rows.length > 0;
}

export type NewSubscription = typeof subscriptions.$inferInsert;

/** Stores a subscription as given (operators granting access by hand; tests). */
export async function insertSubscription(db: Database, row: NewSubscription): Promise<void> {
  await db.insert(subscriptions).values(row);
}
