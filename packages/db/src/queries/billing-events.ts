// Provider webhook events, each applied once.
import { eq } from 'drizzle-orm';
import { inTransaction, type Database } from '../client';
import { billingEvents } from '../schema/index';

export async function hasBillingEvent(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: billingEvents.id })
    .from(billingEvents)
    .where(eq(billingEvents.id, id))
    .limit(1);
  return rows.length > 0;
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
  return inTransaction(db, async (tx) => {
    const inserted = await tx
      .insert(billingEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: billingEvents.id });
    if (inserted.length === 0) return false;
    await apply(tx);
    return true;
  });
}
