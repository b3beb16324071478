// Agent Hub insights: the feed items a run examines, what is already written, and the list a user
// reads. One row per (user, profile type, feed item), so a run repeated over the same items adds
// nothing (insights_user_feed_profile_uq).
import type { SignalId } from '@gitsignals/domain';
import { and, asc, desc, eq, gte, inArray, notInArray } from 'drizzle-orm';
import type { Database } from '../client';
import {
  commitFiles,
  commits,
  feedItemCommits,
  feedItems,
  insights,
  projects,
  repositories,
} from '../schema/index';
import { chunk } from './chunk';

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

/** A meaningful commit of a matched feed item: what an insight cites of it. */
export interface InsightItemCommit {
  feedItemId: string;
  sha: string;
  repository: string;
  message: string;
  signals: SignalId[];
  filesChanged: number;
  additions: number;
  deletions: number;
  committedAt: Date;
  /** Its changed files: how much product code the commit changed (which commit headlines). */
  files: { path: string; status: string; additions: number | null; deletions: number | null }[];
}

/** The changed files of these commits, by commit id. */
async function filesOfCommits(
  db: Database,
  commitIds: readonly number[],
): Promise<Map<number, InsightItemCommit['files']>> {
  const out = new Map<number, InsightItemCommit['files']>();
  for (const ids of chunk([...new Set(commitIds)], 500)) {
    const rows = await db
      .select({
        commitId: commitFiles.commitId,
        path: commitFiles.path,
        status: commitFiles.status,
        additions: commitFiles.additions,
        deletions: commitFiles.deletions,
      })
      .from(commitFiles)
      .where(inArray(commitFiles.commitId, ids))
      .orderBy(asc(commitFiles.commitId), asc(commitFiles.path));
    for (const { commitId, ...file } of rows) {
      const list = out.get(commitId);
      if (list) list.push(file);
      else out.set(commitId, [file]);
    }
  }
  return out;
}

/** The meaningful commits of these feed items (the ones an item was built from), by item. */
export async function listInsightItemCommits(
  db: Database,
  feedItemIds: readonly string[],
): Promise<Map<string, InsightItemCommit[]>> {
  const byItem = new Map<string, InsightItemCommit[]>();
  for (const ids of chunk([...new Set(feedItemIds)], 500)) {
    const rows = await db
      .select({
        feedItemId: feedItemCommits.feedItemId,
        commitId: commits.id,
        sha: commits.sha,
        repository: repositories.fullName,
        message: commits.message,
        signals: commits.signals,
        filesChanged: commits.filesChanged,
        additions: commits.additions,
        deletions: commits.deletions,
        committedAt: commits.committedAt,
      })
      .from(feedItemCommits)
      .innerJoin(commits, eq(commits.id, feedItemCommits.commitId))
      .innerJoin(repositories, eq(repositories.id, commits.repositoryId))
      .where(inArray(feedItemCommits.feedItemId, ids))
      .orderBy(asc(feedItemCommits.feedItemId), asc(commits.sha));
    const files = await filesOfCommits(
      db,
      rows.map((r) => r.commitId),
    );
    for (const { commitId, ...row } of rows) {
      const list = byItem.get(row.feedItemId) ?? [];
      list.push({ ...row, files: files.get(commitId) ?? [] });
      byItem.set(row.feedItemId, list);
    }
  }
  return byItem;
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

/**
 * Removes the user's insights of these profile types on days from `since` on: their answers
 * changed, so the next run writes that window again from the new answers.
 */
export async function deleteInsightsSince(
  db: Database,
  userId: string,
  profileTypes: string[],
  since: string,
): Promise<number> {
  if (profileTypes.length === 0) return 0;
  const removed = await db
    .delete(insights)
    .where(
      and(
        eq(insights.userId, userId),
        inArray(insights.profileType, profileTypes),
        gte(insights.analysisDate, since),
      ),
    )
    .returning({ id: insights.id });
  return removed.length;
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
