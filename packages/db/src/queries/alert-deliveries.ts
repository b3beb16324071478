// The delivery log of alert rules (issue 17, ADR 060): one row per message a rule owes, keyed by
// (rule, key) so the same item or day is owed once however often it is matched.
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { alertDeliveries, type AlertDeliveryKind, type AlertDeliveryStatus } from '../schema/index';

export const alertDeliveryColumns = {
  id: alertDeliveries.id,
  ruleId: alertDeliveries.ruleId,
  key: alertDeliveries.key,
  kind: alertDeliveries.kind,
  itemIds: alertDeliveries.itemIds,
  title: alertDeliveries.title,
  createdAt: alertDeliveries.createdAt,
  status: alertDeliveries.status,
  attempts: alertDeliveries.attempts,
  lastAttemptAt: alertDeliveries.lastAttemptAt,
  deliveredAt: alertDeliveries.deliveredAt,
  latencyMs: alertDeliveries.latencyMs,
  responseCode: alertDeliveries.responseCode,
  error: alertDeliveries.error,
};

export type AlertDeliveryRow = Awaited<ReturnType<typeof listAlertDeliveries>>[number];

export interface AlertDeliveryWrite {
  id: string;
  ruleId: string;
  /** The idempotency key within the rule: the item's id, `daily:YYYY-MM-DD`, `test:<id>`. */
  key: string;
  kind: AlertDeliveryKind;
  itemIds: string[];
  title: string;
  createdAt: Date;
}

/**
 * Records a delivery the rule owes unless one with the same key is recorded already; answers
 * the new row, or undefined when it was there (so the caller queues nothing).
 */
export async function insertAlertDelivery(db: Database, delivery: AlertDeliveryWrite) {
  const rows = await db
    .insert(alertDeliveries)
    .values(delivery)
    .onConflictDoNothing({ target: [alertDeliveries.ruleId, alertDeliveries.key] })
    .returning(alertDeliveryColumns);
  return rows[0];
}

export async function findAlertDelivery(db: Database, id: string) {
  const rows = await db
    .select(alertDeliveryColumns)
    .from(alertDeliveries)
    .where(eq(alertDeliveries.id, id));
  return rows[0];
}

/** A rule's deliveries, newest first (the log in Settings shows the last `limit`). */
export async function listAlertDeliveries(db: Database, ruleId: string, limit: number) {
  return db
    .select(alertDeliveryColumns)
    .from(alertDeliveries)
    .where(eq(alertDeliveries.ruleId, ruleId))
    .orderBy(desc(alertDeliveries.createdAt), desc(alertDeliveries.id))
    .limit(limit);
}

/** How many deliveries of a kind the rule recorded since a moment (test sends are limited). */
export async function countAlertDeliveriesSince(
  db: Database,
  ruleId: string,
  kind: AlertDeliveryKind,
  since: Date,
): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(alertDeliveries)
    .where(
      and(
        eq(alertDeliveries.ruleId, ruleId),
        eq(alertDeliveries.kind, kind),
        gte(alertDeliveries.createdAt, since),
      ),
    );
  return Number(rows[0]?.n ?? 0);
}

export interface AlertAttempt {
  at: Date;
  /** What the delivery is now: delivered, retrying (another attempt follows) or failed. */
  status: Exclude<AlertDeliveryStatus, 'pending'>;
  latencyMs: number;
  responseCode: number | null;
  error: string | null;
}

/**
 * Records one attempt. A delivered row is never changed again: a late duplicate attempt (a job
 * retried after its worker was taken for lost) cannot turn it back into a failure.
 */
export async function markAlertDeliveryAttempt(
  db: Database,
  id: string,
  attempt: AlertAttempt,
): Promise<boolean> {
  const rows = await db
    .update(alertDeliveries)
    .set({
      status: attempt.status,
      attempts: sql`${alertDeliveries.attempts} + 1`,
      lastAttemptAt: attempt.at,
      latencyMs: attempt.latencyMs,
      responseCode: attempt.responseCode,
      error: attempt.error,
      ...(attempt.status === 'delivered' ? { deliveredAt: attempt.at } : {}),
    })
    .where(and(eq(alertDeliveries.id, id), sql`${alertDeliveries.status} <> 'delivered'`))
    .returning({ id: alertDeliveries.id });
  return rows.length > 0;
}

/** Ends a delivery that will not be attempted (its rule was paused or the owner gone). */
export async function markAlertDeliveryFailed(db: Database, id: string, error: string) {
  await db
    .update(alertDeliveries)
    .set({ status: 'failed', error })
    .where(and(eq(alertDeliveries.id, id), sql`${alertDeliveries.status} <> 'delivered'`));
}
