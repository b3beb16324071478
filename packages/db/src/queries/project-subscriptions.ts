// The projects a user subscribes to (the personal feed and the digests read them).
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { inTransaction, type Database } from '../client';
import { projects, projectSubscriptions, users } from '../schema/index';

/** Names of the subscribed projects, alphabetical: the spec's projectSubList. */
export async function listSubscribedProjectNames(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ name: projects.name })
    .from(projectSubscriptions)
    .innerJoin(projects, eq(projects.id, projectSubscriptions.projectId))
    .where(eq(projectSubscriptions.userId, userId))
    .orderBy(asc(projects.name));
  return rows.map((r) => r.name);
}

export type SubscriptionsResult = { ok: true } | { ok: false; unknownNames: string[] };

/**
 * Rewrites the whole subscription list (spec section 4) in one transaction: readers see the old
 * list or the new one, never a half-written one. Names match projects case-insensitively; any
 * unknown name rejects the whole list and changes nothing.
 */
export async function saveProjectSubscriptions(
  db: Database,
  userId: string,
  names: string[],
): Promise<SubscriptionsResult> {
  const wanted = [...new Set(names.map((n) => n.toLowerCase()))];
  return inTransaction(db, async (tx) => {
    // Two rewrites at once would otherwise merge: the row lock makes the last one win whole.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const found =
      wanted.length === 0
        ? []
        : await tx
            .select({ id: projects.id, lowerName: sql<string>`lower(${projects.name})` })
            .from(projects)
            .where(inArray(sql`lower(${projects.name})`, wanted));
    const known = new Set(found.map((p) => p.lowerName));
    const unknownNames = [...new Set(names.filter((n) => !known.has(n.toLowerCase())))];
    if (unknownNames.length > 0) return { ok: false, unknownNames };
    // The new updated_at versions the personal feed's cached total (ADR 046): at least a
    // millisecond later than the last, since the key carries it at that precision. Only a list
    // that is written moves it: a refused one changes nothing.
    await tx
      .update(users)
      .set({ updatedAt: sql`greatest(now(), ${users.updatedAt} + interval '1 millisecond')` })
      .where(eq(users.id, userId));
    await tx.delete(projectSubscriptions).where(eq(projectSubscriptions.userId, userId));
    if (found.length > 0) {
      await tx
        .insert(projectSubscriptions)
        .values(found.map((p) => ({ userId, projectId: p.id })))
        .onConflictDoNothing();
    }
    return { ok: true };
  });
}
