// Agent Hub insights: the feed items a run examines, what is already written, and the list a user
// reads. One row per (user, profile type, feed item), so a run repeated over the same items adds
// nothing (insights_user_feed_profile_uq).
import type { SignalId } from '@gitsignals/domain';
import { and, desc, eq, gte, notInArray } from 'drizzle-orm';
import type { Database } from '../client';
import { feedItems, insights, projects } from '../schema/index';

/** A feed item as the matcher reads it. */
export interface InsightFeedItem {
  id: string;
  projectName: string;
  projectSlug: string;
  owner: string;
  title: string;
  summary: string;
  content: string;
  signals: SignalId[];
  tags: typeof feedItems.$inferSelect.tags;
  analysisDate: string;
}

/** Feed items of days from `since` (YYYY-MM-DD) on, newest first. */
export async function listFeedItemsSince(db: Database, since: string): Promise<InsightFeedItem[]> {
  return db
    .select({
      id: feedItems.id,
      projectName: projects.name,
      projectSlug: projects.slug,
      owner: feedItems.owner,
      title: feedItems.title,
      summary: feedItems.summary,
      content: feedItems.content,
      signals: feedItems.signals,
      tags: feedItems.tags,
      analysisDate: feedItems.analysisDate,
    })
    .from(feedItems)
    .innerJoin(projects, eq(projects.id, feedItems.projectId))
    .where(gte(feedItems.analysisDate, since))
    .orderBy(desc(feedItems.analysisDate), feedItems.id);
}

/** `${profileType}:${feedItemId}` of the user's insights on days from `since` on. */
export async function listInsightKeysSince(
  db: Database,
  userId: string,
  since: string,
): Promise<Set<string>> {
  const rows = await db
    .select({ type: insights.profileType, feedItemId: insights.feedItemId })
    .from(insights)
    .where(and(eq(insights.userId, userId), gte(insights.analysisDate, since)));
  return new Set(rows.map((r) => `${r.type}:${r.feedItemId}`));
}

export type NewInsight = Pick<
  typeof insights.$inferInsert,
  'userId' | 'feedItemId' | 'profileType' | 'insightType' | 'opportunity' | 'analysisDate'
>;

/** Inserts the insights not written yet; answers how many were new. */
export async function insertInsights(db: Database, rows: NewInsight[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(insights)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: insights.id });
  return inserted.length;
}

/** Removes the insights of profile types the user no longer has (a deleted profile). */
export async function deleteInsightsOutsideProfiles(
  db: Database,
  userId: string,
  profileTypes: string[],
): Promise<number> {
  const removed = await db
    .delete(insights)
    .where(
      and(
        eq(insights.userId, userId),
        profileTypes.length > 0 ? notInArray(insights.profileType, profileTypes) : undefined,
      ),
    )
    .returning({ id: insights.id });
  return removed.length;
}

/** The user's insights with their feed item's project, newest day first (spec section 9). */
export async function listInsights(db: Database, userId: string, limit: number) {
  return db
    .select({
      id: insights.id,
      feedItemId: insights.feedItemId,
      projectName: projects.name,
      imageUrl: feedItems.imageUrl,
      analysisDate: insights.analysisDate,
      opportunity: insights.opportunity,
      insightType: insights.insightType,
      profileType: insights.profileType,
    })
    .from(insights)
    .innerJoin(feedItems, eq(feedItems.id, insights.feedItemId))
    .innerJoin(projects, eq(projects.id, feedItems.projectId))
    .where(eq(insights.userId, userId))
    .orderBy(desc(insights.analysisDate), desc(insights.id))
    .limit(limit);
}
