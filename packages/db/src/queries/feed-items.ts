// Feed items: the reads behind the feeds, a project's items and a quarter's. Writes are in
// feed-item-save.ts, keyword search in feed-item-search.ts.
import { shiftDay } from '@gitsignals/domain';
import {
  and,
  arrayOverlaps,
  asc,
  desc,
  eq,
  gte,
  inArray,
  lt,
  lte,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Priority, SignalId } from '@gitsignals/domain';
import type { Database } from '../client';
import { feedItems, projects, projectSubscriptions } from '../schema/index';

export interface FeedFilters {
  /** Only items on or after this date (YYYY-MM-DD). */
  since?: string | undefined;
  categories?: string[] | undefined;
  networks?: string[] | undefined;
  projectIds?: number[] | undefined;
  /** Items showing any of these signals (the Atom/RSS feeds' `signals`). */
  signals?: SignalId[] | undefined;
  /** Items of any of these priorities (the Atom/RSS feeds' `priority`). */
  priorities?: Priority[] | undefined;
  /**
   * Only items of the projects this user subscribes to, read inside the statement: the list as
   * it is when the page is read, in any process, with no separate lookup first (ADR 046).
   */
  subscriberId?: string | undefined;
}

export function filterConditions(f: FeedFilters): SQL | undefined {
  const parts: SQL[] = [];
  if (f.since) parts.push(gte(feedItems.analysisDate, f.since));
  if (f.categories?.length) parts.push(inArray(feedItems.category, f.categories));
  if (f.networks?.length) parts.push(arrayOverlaps(feedItems.networks, f.networks));
  if (f.projectIds)
    parts.push(f.projectIds.length ? inArray(feedItems.projectId, f.projectIds) : sql`false`);
  if (f.signals?.length) parts.push(arrayOverlaps(feedItems.signals, f.signals));
  if (f.priorities?.length) parts.push(inArray(feedItems.priority, f.priorities));
  // `= any(array(…))`, not `in (select …)`: the list is an InitPlan read once, and the page keeps
  // the plan of a literal id list (the feed-order index scan filtered on project_id); `in` may
  // become a join that reads every item of those projects before sorting.
  if (f.subscriberId !== undefined) {
    parts.push(
      sql`${feedItems.projectId} = any(array(select ${projectSubscriptions.projectId} from ${projectSubscriptions} where ${projectSubscriptions.userId} = ${f.subscriberId}))`,
    );
  }
  return parts.length ? and(...parts) : undefined;
}

/** The columns of a listed feed item, joined with its project; bookmarks list the same. */
export const feedItemListColumns = {
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

/**
 * Which version of an item a row is: its `updated_at` in microseconds since the epoch, as text.
 * Every write that changes what the item says moves `updated_at` (feed-item-save.ts); a Date
 * would keep only milliseconds, and text is compared as read.
 */
export const feedItemVersion = sql<string>`(extract(epoch from ${feedItems.updatedAt}) * 1000000)::bigint::text`;

/** Listed feed items by id, in no order, each with its version (what memory keys them by). */
export async function listFeedItemsById(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ ...feedItemListColumns, version: feedItemVersion })
    .from(feedItems)
    .innerJoin(projects, eq(projects.id, feedItems.projectId))
    .where(inArray(feedItems.id, ids));
}

/**
 * DESC NULLS LAST, as the indexes are declared (drizzle's `.desc()` on an index column): plain
 * DESC means NULLS FIRST, which no index matches, so PostgreSQL sorted the whole table per page.
 * The columns are NOT NULL, so the order itself is the same.
 */
const descNullsLast = (column: AnyPgColumn) => sql`${column} desc nulls last`;

/** The feed order of spec section 4: priority (high first), newest analysis date, then a stable id. */
export const feedOrder = [
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
    .select(feedItemListColumns)
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

/** One item with what only its detail page shows: the signals it matched below threshold. */
export async function findFeedItem(db: Database, id: string) {
  const rows = await db
    .select({ ...feedItemListColumns, possibleSignals: feedItems.possibleSignals })
    .from(feedItems)
    .innerJoin(projects, eq(projects.id, feedItems.projectId))
    .where(eq(feedItems.id, id))
    .limit(1);
  return rows[0];
}

/**
 * The items first written during one UTC day about that day or the one before, in feed order:
 * what a daily alert gathers (ADR 060). By creation, so an item analysed after midnight still
 * goes out, the next day, and once; by analysis date too, so imported history never does.
 */
export async function listFeedItemsCreatedOn(db: Database, day: string) {
  const start = new Date(`${day}T00:00:00.000Z`);
  const end = new Date(start.getTime() + 86_400_000);
  return db
    .select(feedItemListColumns)
    .from(feedItems)
    .innerJoin(projects, eq(projects.id, feedItems.projectId))
    .where(
      and(
        gte(feedItems.analysisDate, shiftDay(day, -1)),
        lte(feedItems.analysisDate, day),
        gte(feedItems.createdAt, start),
        lt(feedItems.createdAt, end),
      ),
    )
    .orderBy(...feedOrder);
}

/** The newest day's items first, for visitors; the caller blanks content and commits. */
export async function listLatestFeedItems(db: Database, limit: number) {
  return db
    .select(feedItemListColumns)
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

/** An item of the Atom/RSS feeds with the time it was last written: what their validators hash. */
export interface FeedEntryVersion {
  id: string;
  updatedAt: Date;
}

/**
 * The newest `limit` items of a feed for the Atom/RSS feeds, newest analysis date first (then
 * the feed's tie order): only ids and write times, so a reader that already holds them is
 * answered 304 without reading the items (ADR 064).
 */
export async function listNewestFeedEntries(
  db: Database,
  filters: FeedFilters,
  limit: number,
): Promise<FeedEntryVersion[]> {
  return db
    .select({ id: feedItems.id, updatedAt: feedItems.updatedAt })
    .from(feedItems)
    .where(filterConditions(filters))
    .orderBy(
      descNullsLast(feedItems.analysisDate),
      descNullsLast(feedItems.priorityRank),
      asc(feedItems.id),
    )
    .limit(limit);
}

/** The project's feed items, newest analysis date first, optionally within two days. */
export async function listFeedItemsOfProject(
  db: Database,
  projectId: number,
  options: { fromDay?: string; toDay?: string; limit: number },
) {
  const conditions = [eq(feedItems.projectId, projectId)];
  if (options.fromDay) conditions.push(gte(feedItems.analysisDate, options.fromDay));
  if (options.toDay) conditions.push(lte(feedItems.analysisDate, options.toDay));
  return db
    .select(feedItemListColumns)
    .from(feedItems)
    .innerJoin(projects, eq(projects.id, feedItems.projectId))
    .where(and(...conditions))
    .orderBy(desc(feedItems.analysisDate), desc(feedItems.priorityRank), asc(feedItems.id))
    .limit(options.limit);
}

export async function countFeedItemsOfProject(db: Database, projectId: number): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(feedItems)
    .where(eq(feedItems.projectId, projectId));
  return Number(rows[0]?.n ?? 0);
}

/** The project's daily feed items of the quarter. */
export async function listQuarterFeedItems(
  db: Database,
  projectId: number,
  startDay: string,
  endDay: string,
) {
  return db
    .select({
      analysisDate: feedItems.analysisDate,
      title: feedItems.title,
      priority: feedItems.priority,
      signals: feedItems.signals,
      tags: feedItems.tags,
    })
    .from(feedItems)
    .where(
      and(
        eq(feedItems.projectId, projectId),
        eq(feedItems.daysAnalyzed, 1),
        gte(feedItems.analysisDate, startDay),
        lte(feedItems.analysisDate, endDay),
      ),
    )
    .orderBy(asc(feedItems.analysisDate));
}
