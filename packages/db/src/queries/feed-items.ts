// Feed items: idempotent writes from the analysis step and the reads behind the feed API.
import type { Priority, SignalId } from '@gitsignals/domain';
import { and, arrayOverlaps, asc, desc, eq, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import {
  commits,
  feedItemCommits,
  feedItems,
  projects,
  repositories,
  tags,
  feedItemTags,
} from '../schema/index';
import type { FeedTagGroups, NoiseLedger } from '../schema/feed';
import { chunk } from './chunk';

export interface FeedItemWrite {
  projectId: number;
  /** What the item is about; a day of commits unless said otherwise (e.g. 'stack_change'). */
  type?: string;
  owner: string;
  title: string;
  summary: string;
  content: string;
  totalCommits: number;
  priority: Priority;
  priorityRank: number;
  signals: SignalId[];
  tags: FeedTagGroups;
  category: string;
  networks: string[];
  analysisDate: string;
  daysAnalyzed: number;
  score: number;
  imageUrl: string | null;
  noise: NoiseLedger;
  isReplay: boolean;
  recordedDate: string | null;
  commitIds: number[];
  tagIds: number[];
}

function searchTextOf(item: FeedItemWrite): string {
  const tagText = Object.values(item.tags).flat().join(' ');
  return [item.title, item.summary, item.content, item.owner, tagText].join('\n').toLowerCase();
}

/** Inserts or refreshes one item by (project, type, date, window); unchanged items are left alone. */
export async function saveFeedItem(
  db: Database,
  item: FeedItemWrite,
): Promise<{ id: string; changed: boolean }> {
  const type = item.type ?? 'commit_analysis';
  const values = {
    projectId: item.projectId,
    type,
    owner: item.owner,
    title: item.title,
    summary: item.summary,
    content: item.content,
    totalCommits: item.totalCommits,
    priority: item.priority,
    priorityRank: item.priorityRank,
    signals: item.signals,
    tags: item.tags,
    category: item.category,
    networks: item.networks,
    analysisDate: item.analysisDate,
    daysAnalyzed: item.daysAnalyzed,
    score: item.score,
    imageUrl: item.imageUrl,
    noise: item.noise,
    isReplay: item.isReplay,
    recordedDate: item.recordedDate,
    searchText: searchTextOf(item),
  };
  const rows = await db
    .insert(feedItems)
    .values(values)
    .onConflictDoUpdate({
      target: [feedItems.projectId, feedItems.type, feedItems.analysisDate, feedItems.daysAnalyzed],
      set: {
        owner: sql`excluded.owner`,
        title: sql`excluded.title`,
        summary: sql`excluded.summary`,
        content: sql`excluded.content`,
        totalCommits: sql`excluded.total_commits`,
        priority: sql`excluded.priority`,
        priorityRank: sql`excluded.priority_rank`,
        signals: sql`excluded.signals`,
        tags: sql`excluded.tags`,
        category: sql`excluded.category`,
        networks: sql`excluded.networks`,
        score: sql`excluded.score`,
        imageUrl: sql`excluded.image_url`,
        noise: sql`excluded.noise`,
        isReplay: sql`excluded.is_replay`,
        recordedDate: sql`excluded.recorded_date`,
        searchText: sql`excluded.search_text`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`(${feedItems.searchText}, ${feedItems.priority}, ${feedItems.totalCommits}, ${feedItems.signals}, ${feedItems.networks}, ${feedItems.category}, ${feedItems.noise}, ${feedItems.recordedDate}, ${feedItems.score}) is distinct from (excluded.search_text, excluded.priority, excluded.total_commits, excluded.signals, excluded.networks, excluded.category, excluded.noise, excluded.recorded_date, excluded.score)`,
    })
    .returning({ id: feedItems.id });
  let id = rows[0]?.id;
  const changed = id !== undefined;
  if (!id) {
    const existing = await db
      .select({ id: feedItems.id })
      .from(feedItems)
      .where(
        and(
          eq(feedItems.projectId, item.projectId),
          eq(feedItems.type, type),
          eq(feedItems.analysisDate, item.analysisDate),
          eq(feedItems.daysAnalyzed, item.daysAnalyzed),
        ),
      );
    id = existing[0]!.id;
  }
  if (changed) {
    await db.delete(feedItemCommits).where(eq(feedItemCommits.feedItemId, id));
    for (const batch of chunk(item.commitIds, 2000)) {
      await db
        .insert(feedItemCommits)
        .values(batch.map((commitId) => ({ feedItemId: id, commitId })))
        .onConflictDoNothing();
    }
    await db.delete(feedItemTags).where(eq(feedItemTags.feedItemId, id));
    if (item.tagIds.length > 0) {
      await db
        .insert(feedItemTags)
        .values(item.tagIds.map((tagId) => ({ feedItemId: id, tagId })))
        .onConflictDoNothing();
    }
  }
  return { id, changed };
}

export interface FeedFilters {
  /** Only items on or after this date (YYYY-MM-DD). */
  since?: string | undefined;
  categories?: string[] | undefined;
  networks?: string[] | undefined;
  projectIds?: number[] | undefined;
}

function filterConditions(f: FeedFilters): SQL | undefined {
  const parts: SQL[] = [];
  if (f.since) parts.push(gte(feedItems.analysisDate, f.since));
  if (f.categories?.length) parts.push(inArray(feedItems.category, f.categories));
  if (f.networks?.length) parts.push(arrayOverlaps(feedItems.networks, f.networks));
  if (f.projectIds)
    parts.push(f.projectIds.length ? inArray(feedItems.projectId, f.projectIds) : sql`false`);
  return parts.length ? and(...parts) : undefined;
}

const listColumns = {
  id: feedItems.id,
  projectId: feedItems.projectId,
  projectSlug: projects.slug,
  projectName: projects.name,
  projectCategory: projects.category,
  owner: feedItems.owner,
  type: feedItems.type,
  title: feedItems.title,
  summary: feedItems.summary,
  content: feedItems.content,
  totalCommits: feedItems.totalCommits,
  priority: feedItems.priority,
  signals: feedItems.signals,
  tags: feedItems.tags,
  category: feedItems.category,
  networks: feedItems.networks,
  analysisDate: feedItems.analysisDate,
  daysAnalyzed: feedItems.daysAnalyzed,
  score: feedItems.score,
  imageUrl: feedItems.imageUrl,
  noise: feedItems.noise,
  isReplay: feedItems.isReplay,
  recordedDate: feedItems.recordedDate,
  updatedAt: feedItems.updatedAt,
};
export type FeedItemRow = Awaited<ReturnType<typeof listFeedItems>>[number];
/** The columns of a listed feed item, for other areas' reads that join feed items (bookmarks). */
export { listColumns as feedItemListColumns };

/**
 * DESC NULLS LAST, as the indexes are declared (drizzle's `.desc()` on an index column): plain
 * DESC means NULLS FIRST, which no index matches, so PostgreSQL sorted the whole table per page.
 * The columns are NOT NULL, so the order itself is the same.
 */
const descNullsLast = (column: AnyPgColumn) => sql`${column} desc nulls last`;

/** The feed order of spec section 4: priority (high first), newest analysis date, then a stable id. */
const feedOrder = [
  descNullsLast(feedItems.priorityRank),
  descNullsLast(feedItems.analysisDate),
  asc(feedItems.id),
];

export async function listFeedItems(
  db: Database,
  filters: FeedFilters,
  limit: number,
  offset: number,
) {
  // The page's ids first: an index-only scan of feed_items_order_covering_idx filters and skips
  // `offset` entries without reading the wide rows; then only the page's rows are fetched.
  const pageIds = db
    .select({ id: feedItems.id })
    .from(feedItems)
    .where(filterConditions(filters))
    .orderBy(...feedOrder)
    .limit(limit)
    .offset(offset);
  return db
    .select(listColumns)
    .from(feedItems)
    .innerJoin(projects, eq(projects.id, feedItems.projectId))
    .where(inArray(feedItems.id, pageIds))
    .orderBy(...feedOrder);
}

export async function countFeedItems(db: Database, filters: FeedFilters): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(feedItems)
    .where(filterConditions(filters));
  return Number(rows[0]?.n ?? 0);
}

export async function findFeedItem(db: Database, id: string) {
  const rows = await db
    .select(listColumns)
    .from(feedItems)
    .innerJoin(projects, eq(projects.id, feedItems.projectId))
    .where(eq(feedItems.id, id))
    .limit(1);
  return rows[0];
}

export async function listFeedItemCommits(db: Database, feedItemId: string) {
  return db
    .select({
      sha: commits.sha,
      message: commits.message,
      authorName: commits.authorName,
      committedAt: commits.committedAt,
      recordedCommittedAt: commits.recordedCommittedAt,
      repository: repositories.fullName,
      repositoryUrl: repositories.url,
      isReplay: sql<boolean>`${repositories.replayOffsetDays} is not null`,
      signals: commits.signals,
    })
    .from(feedItemCommits)
    .innerJoin(commits, eq(commits.id, feedItemCommits.commitId))
    .innerJoin(repositories, eq(repositories.id, commits.repositoryId))
    .where(eq(feedItemCommits.feedItemId, feedItemId))
    .orderBy(desc(commits.committedAt), asc(commits.sha));
}

export async function listFeedItemReleases(db: Database, feedItemId: string) {
  return db
    .select({ name: tags.name, repository: repositories.fullName, taggedAt: tags.taggedAt })
    .from(feedItemTags)
    .innerJoin(tags, eq(tags.id, feedItemTags.tagId))
    .innerJoin(repositories, eq(repositories.id, tags.repositoryId))
    .where(eq(feedItemTags.feedItemId, feedItemId));
}

function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Case-insensitive substring search: an item matches when any keyword occurs in its text. */
export async function listFeedItemsMatching(db: Database, keywords: string[], limit: number) {
  const matches = keywords.map(
    (k) => sql`${feedItems.searchText} like ${`%${escapeLike(k.toLowerCase())}%`}`,
  );
  return db
    .select(listColumns)
    .from(feedItems)
    .innerJoin(projects, eq(projects.id, feedItems.projectId))
    .where(or(...matches))
    .orderBy(...feedOrder)
    .limit(limit);
}

/** The newest day's items first, for visitors; the caller blanks content and commits. */
export async function listLatestFeedItems(db: Database, limit: number) {
  return db
    .select(listColumns)
    .from(feedItems)
    .innerJoin(projects, eq(projects.id, feedItems.projectId))
    .orderBy(
      descNullsLast(feedItems.analysisDate),
      descNullsLast(feedItems.priorityRank),
      desc(feedItems.score),
      asc(feedItems.id),
    )
    .limit(limit);
}

export async function feedItemCount(db: Database): Promise<number> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(feedItems);
  return Number(rows[0]?.n ?? 0);
}
