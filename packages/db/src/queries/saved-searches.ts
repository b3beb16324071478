// Saved keyword searches of a signed-in user.
import { and, desc, eq, sql } from 'drizzle-orm';
import { inTransaction, type Database } from '../client';
import { savedSearches, users } from '../schema/index';

/**
 * What makes two saved searches the same (spec section 4: same members): the keywords trimmed,
 * lower-cased, de-duplicated and sorted. Stored in keywords_key, unique per user.
 */
export function savedSearchKey(keywords: string[]): string {
  const members = [...new Set(keywords.map((k) => k.trim().toLowerCase()))].sort();
  return JSON.stringify(members);
}

const savedSearchColumns = {
  id: savedSearches.id,
  keywords: savedSearches.keywords,
  createdAt: savedSearches.createdAt,
};

export async function listSavedSearches(db: Database, userId: string) {
  return db
    .select(savedSearchColumns)
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
}

export type SavedSearchRow = Awaited<ReturnType<typeof listSavedSearches>>[number];

export type InsertSavedSearchResult =
  { ok: true; search: SavedSearchRow } | { ok: false; reason: 'duplicate' | 'limit_reached' };

/** Saves a keyword set unless the same set is saved already or the user holds `max` searches. */
export async function insertSavedSearch(
  db: Database,
  userId: string,
  keywords: string[],
  max: number,
): Promise<InsertSavedSearchResult> {
  const keywordsKey = savedSearchKey(keywords);
  return inTransaction(db, async (tx) => {
    // Serialises one user's saves, so two at once cannot both pass the limit check.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [held] = await tx
      .select({
        total: sql<number>`count(*)::int`,
        same: sql<number>`count(*) filter (where ${savedSearches.keywordsKey} = ${keywordsKey})::int`,
      })
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId));
    if (Number(held?.same ?? 0) > 0) return { ok: false, reason: 'duplicate' };
    if (Number(held?.total ?? 0) >= max) return { ok: false, reason: 'limit_reached' };
    const [search] = await tx
      .insert(savedSearches)
      .values({ userId, keywords, keywordsKey })
      .returning(savedSearchColumns);
    return { ok: true, search: search! };
  });
}

/** Removes one of the user's saved searches; false when the user has no search with that id. */
export async function deleteSavedSearch(
  db: Database,
  userId: string,
  searchId: number,
): Promise<boolean> {
  const rows = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.userId, userId), eq(savedSearches.id, searchId)))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}
