// The token of a user's private Atom/RSS feed URL (issue 17): one per user, kept as it is (not
// hashed) so Settings can show the URL again; replacing or deleting it ends the old URL (ADR 064).
import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { feedTokens } from '../schema/index';

export interface FeedTokenRow {
  token: string;
  createdAt: Date;
}

/** The user's current feed token, if they made one. */
export async function findFeedToken(
  db: Database,
  userId: string,
): Promise<FeedTokenRow | undefined> {
  const rows = await db
    .select({ token: feedTokens.token, createdAt: feedTokens.createdAt })
    .from(feedTokens)
    .where(eq(feedTokens.userId, userId))
    .limit(1);
  return rows[0];
}

/** Whose feed a token opens, if it is a current one. */
export async function findFeedTokenOwner(db: Database, token: string): Promise<string | undefined> {
  const rows = await db
    .select({ userId: feedTokens.userId })
    .from(feedTokens)
    .where(eq(feedTokens.token, token))
    .limit(1);
  return rows[0]?.userId;
}

/** Sets the user's feed token, replacing the one they had (whose URL then stops working). */
export async function saveFeedToken(
  db: Database,
  userId: string,
  row: FeedTokenRow,
): Promise<void> {
  await db
    .insert(feedTokens)
    .values({ userId, token: row.token, createdAt: row.createdAt })
    .onConflictDoUpdate({
      target: feedTokens.userId,
      set: { token: row.token, createdAt: row.createdAt },
    });
}

/** Ends the user's feed URL; nothing happens when they had none. */
export async function deleteFeedToken(db: Database, userId: string): Promise<void> {
  await db.delete(feedTokens).where(eq(feedTokens.userId, userId));
}
