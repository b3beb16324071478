// Bookmarked feed items of a signed-in user.
import { and, desc, eq } from 'drizzle-orm';
import { inTransaction, type Database } from '../client';
import { feedItems, savedFeeds } from '../schema/index';
import { feedItemVersion } from './feed-items';

/**
 * The user's bookmarks without the items' content: which item, when it was saved and the item's
 * version, newest bookmark first. The answer is assembled from the items' JSON kept in memory
 * under that version (ADR 048); only the items not kept are read in full (`listFeedItemsById`).
 */
export async function listSavedFeedEntries(db: Database, userId: string) {
  return db
    .select({
      feedItemId: savedFeeds.feedItemId,
      savedAt: savedFeeds.createdAt,
      itemVersion: feedItemVersion,
    })
    .from(savedFeeds)
    .innerJoin(feedItems, eq(feedItems.id, savedFeeds.feedItemId))
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
