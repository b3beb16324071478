// Plans a user can subscribe to.
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { plans } from '../schema/index';

export type PlanRow = typeof plans.$inferSelect;

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
