// Bookmarked feed items of a signed-in user.
import { and, eq, sql } from 'drizzle-orm';
import { inTransaction, type Database } from '../client';
import { feedItems, savedFeeds } from '../schema/index';
import { feedItemVersion } from './feed-items';
import { isoTime } from './sql-parts';

export interface SavedFeedEntry {
  feedItemId: string;
  /** When the user saved it, as the API writes times (`isoTime`). */
  savedAt: string;
  /** The item's version (`feedItemVersion`): what its JSON is kept in memory under. */
  itemVersion: string;
}

/**
 * The statement behind `listSavedFeedEntries`, built once per database: drizzle's building of a
 * query costs ~0.2 ms of Node per call, and a named statement is parsed and planned once per
 * connection instead of per call. The list comes back as one JSON array (one row: pg and drizzle
 * then parse and map one value instead of 200 rows, 0.6 → 0.2 ms of Node CPU for 200 bookmarks).
 */
const entriesStatements = new WeakMap<Database, ReturnType<typeof prepareEntries>>();

function prepareEntries(db: Database) {
  const entry = sql`json_build_array(${savedFeeds.feedItemId}, ${isoTime(savedFeeds.createdAt)}, ${feedItemVersion})`;
  const newestFirst = sql`${savedFeeds.createdAt} desc, ${savedFeeds.feedItemId} desc`;
  return db
    .select({
      entries: sql<[string, string, string][] | null>`json_agg(${entry} order by ${newestFirst})`,
    })
    .from(savedFeeds)
    .innerJoin(feedItems, eq(feedItems.id, savedFeeds.feedItemId))
    .where(eq(savedFeeds.userId, sql.placeholder('userId')))
    .prepare('saved_feed_entries');
}

/**
 * The user's bookmarks without the items' content, newest bookmark first (the order of
 * `saved_feeds_user_order_idx`). The saved list is assembled from the items' JSON kept in memory
 * under their versions (ADR 048); only the items not kept are read in full (`listFeedItemsById`).
 */
export async function listSavedFeedEntries(
  db: Database,
  userId: string,
): Promise<SavedFeedEntry[]> {
  let statement = entriesStatements.get(db);
  if (!statement) {
    statement = prepareEntries(db);
    entriesStatements.set(db, statement);
  }
  const [row] = await statement.execute({ userId });
  return (row?.entries ?? []).map(([feedItemId, savedAt, itemVersion]) => ({
    feedItemId,
    savedAt,
    itemVersion,
  }));
}

export type ToggleSavedFeedResult = 'saved' | 'removed' | 'feed_not_found';

/** One call saves and removes (spec section 7): removes the bookmark if present, else adds it. */
export async function toggleSavedFeed(
  db: Database,
  userId: string,
  feedItemId: string,
): Promise<ToggleSavedFeedResult> {
  return inTransaction(db, async (tx) => {
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
