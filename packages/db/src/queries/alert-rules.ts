// Alert rules (issue 17, ADR 060): what a user wants pushed and where. A user's own rules are
// always read and written by (user, id), so one user can never reach another's rule; the
// delivery side reads them by id alone.
import { and, asc, eq, sql } from 'drizzle-orm';
import { inTransaction, type Database } from '../client';
import { alertRules, users } from '../schema/index';

export const alertRuleColumns = {
  id: alertRules.id,
  userId: alertRules.userId,
  name: alertRules.name,
  delivery: alertRules.delivery,
  minPriority: alertRules.minPriority,
  projects: alertRules.projects,
  categories: alertRules.categories,
  networks: alertRules.networks,
  signals: alertRules.signals,
  keywords: alertRules.keywords,
  destination: alertRules.destination,
  status: alertRules.status,
  pausedReason: alertRules.pausedReason,
  failuresInARow: alertRules.failuresInARow,
  createdAt: alertRules.createdAt,
  updatedAt: alertRules.updatedAt,
  lastDeliveryAt: alertRules.lastDeliveryAt,
};

export type AlertRuleRow = Awaited<ReturnType<typeof listAlertRules>>[number];

/** What a rule says: the fields its owner writes (POST and PUT). */
export type AlertRuleFields = Pick<
  typeof alertRules.$inferInsert,
  | 'name'
  | 'delivery'
  | 'minPriority'
  | 'projects'
  | 'categories'
  | 'networks'
  | 'signals'
  | 'keywords'
  | 'destination'
>;

/** A user's rules, oldest first (the order they were made in). */
export async function listAlertRules(db: Database, userId: string) {
  return db
    .select(alertRuleColumns)
    .from(alertRules)
    .where(eq(alertRules.userId, userId))
    .orderBy(asc(alertRules.createdAt), asc(alertRules.id));
}

export async function countAlertRules(db: Database, userId: string): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(alertRules)
    .where(eq(alertRules.userId, userId));
  return Number(rows[0]?.n ?? 0);
}

/** One of the user's rules, or undefined (also when it is someone else's). */
export async function findAlertRule(db: Database, userId: string, id: string) {
  const rows = await db
    .select(alertRuleColumns)
    .from(alertRules)
    .where(and(eq(alertRules.userId, userId), eq(alertRules.id, id)));
  return rows[0];
}

/** A rule by id with its owner's address and name, for delivering (undefined once deleted). */
export async function findAlertRuleForDelivery(db: Database, id: string) {
  const rows = await db
    .select({
      ...alertRuleColumns,
      secret: alertRules.secret,
      ownerEmail: users.email,
      ownerName: users.name,
    })
    .from(alertRules)
    .innerJoin(users, eq(users.id, alertRules.userId))
    .where(eq(alertRules.id, id));
  return rows[0];
}

/** Active rules of one delivery mode, in a stable order: the ones new items are matched against. */
export async function listActiveAlertRules(db: Database, delivery: 'instant' | 'daily') {
  return db
    .select(alertRuleColumns)
    .from(alertRules)
    .where(and(eq(alertRules.status, 'active'), eq(alertRules.delivery, delivery)))
    .orderBy(asc(alertRules.id));
}

export type InsertAlertRuleResult = { ok: true; rule: AlertRuleRow } | { ok: false };

/** Inserts a rule unless the user already holds `max`; serialised per user like saved searches. */
export async function insertAlertRule(
  db: Database,
  rule: AlertRuleFields & { id: string; userId: string; secret: string; createdAt: Date },
  max: number,
): Promise<InsertAlertRuleResult> {
  return inTransaction(db, async (tx) => {
    // Two creates at once must not both pass the limit.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, rule.userId)).for('update');
    if ((await countAlertRules(tx, rule.userId)) >= max) return { ok: false };
    const [row] = await tx
      .insert(alertRules)
      .values({ ...rule, updatedAt: rule.createdAt })
      .returning(alertRuleColumns);
    return { ok: true, rule: row! };
  });
}

/**
 * Rewrites what a rule says and, when `paused` is given, its state: pausing keeps the counters,
 * resuming clears the failures in a row and the server's reason (the owner fixed the target).
 */
export async function setAlertRule(
  db: Database,
  userId: string,
  id: string,
  fields: AlertRuleFields & { paused?: boolean | undefined; updatedAt: Date },
) {
  const { paused, ...rest } = fields;
  const state =
    paused === undefined
      ? {}
      : paused
        ? { status: 'paused' as const }
        : { status: 'active' as const, pausedReason: null, failuresInARow: 0 };
  const rows = await db
    .update(alertRules)
    .set({ ...rest, ...state })
    .where(and(eq(alertRules.userId, userId), eq(alertRules.id, id)))
    .returning(alertRuleColumns);
  return rows[0];
}

/** Removes a rule and its delivery log; false when the user has no such rule. */
export async function deleteAlertRule(db: Database, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(alertRules)
    .where(and(eq(alertRules.userId, userId), eq(alertRules.id, id)))
    .returning({ id: alertRules.id });
  return rows.length > 0;
}

/** A delivery arrived: the failures in a row start again from zero. */
export async function markAlertRuleDelivered(db: Database, id: string, at: Date): Promise<void> {
  await db
    .update(alertRules)
    .set({ failuresInARow: 0, lastDeliveryAt: at })
    .where(eq(alertRules.id, id));
}

/** A delivery failed for good: one more failure in a row; answers the new count. */
export async function markAlertRuleFailed(db: Database, id: string): Promise<number> {
  const rows = await db
    .update(alertRules)
    .set({ failuresInARow: sql`${alertRules.failuresInARow} + 1` })
    .where(eq(alertRules.id, id))
    .returning({ failures: alertRules.failuresInARow });
  return rows[0]?.failures ?? 0;
}

/** The server pauses an active rule, saying why; false when it was not active (or is gone). */
export async function markAlertRulePaused(
  db: Database,
  id: string,
  reason: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(alertRules)
    .set({ status: 'paused', pausedReason: reason, updatedAt: at })
    .where(and(eq(alertRules.id, id), eq(alertRules.status, 'active')))
    .returning({ id: alertRules.id });
  return rows.length > 0;
}
