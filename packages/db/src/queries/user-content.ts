// What a signed-in user keeps: bookmarked feed items and saved keyword searches.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { feedItems, projects, savedFeeds, savedSearches, users } from '../schema/index';
import { feedItemListColumns } from './feed-items';

/** The user's bookmarks as listed feed items, newest bookmark first. */
export async function listSavedFeeds(db: Database, userId: string) {
  return db
    .select({ ...feedItemListColumns, savedAt: savedFeeds.createdAt })
    .from(savedFeeds)
    .innerJoin(feedItems, eq(feedItems.id, savedFeeds.feedItemId))
    .innerJoin(projects, eq(projects.id, feedItems.projectId))
    .where(eq(savedFeeds.userId, userId))
    .orderBy(desc(savedFeeds.createdAt), desc(savedFeeds.feedItemId));
}

export type ToggleSavedFeedResult = 'saved' | 'removed' | 'feed_not_found';

/** One call saves and removes (spec section 7): removes the bookmark if present, else adds it. */
export async function toggleSavedFeed(
  db: Database,
  userId: string,
  feedItemId: string,
): Promise<ToggleSavedFeedResult> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(savedFeeds)
      .where(and(eq(savedFeeds.userId, userId), eq(savedFeeds.feedItemId, feedItemId)))
      .returning({ id: savedFeeds.feedItemId });
    if (removed.length > 0) return 'removed';
    const exists = await tx
      .select({ id: feedItems.id })
      .from(feedItems)
      .where(eq(feedItems.id, feedItemId))
      .limit(1);
    if (exists.length === 0) return 'feed_not_found';
    await tx.insert(savedFeeds).values({ userId, feedItemId }).onConflictDoNothing();
    return 'saved';
  });
}

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
  return db.transaction(async (tx) => {
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
