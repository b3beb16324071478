// Bookmarked feed items of a signed-in user.
import { and, desc, eq } from 'drizzle-orm';
import { inTransaction, type Database } from '../client';
import { feedItems, projects, savedFeeds } from '../schema/index';
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
