// A page of a feed that may start from a remembered position (ADR 051): where the app knows which
// item a page starts with, the page is read from that item on through the feed-order index, rather
// than by counting past every item before it (`offset`), which at page 50 of a personal feed
// walked ~27,000 index entries for 20 items.
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client';
import { feedItems, projects } from '../schema/index';
import {
  feedItemListColumns,
  feedOrder,
  filterConditions,
  type FeedFilters,
  type FeedItemRow,
} from './feed-items';

/** Where an item stands in the feed order: its sort keys, the id breaking ties. */
export interface FeedPosition {
  priorityRank: number;
  analysisDate: string;
  id: string;
}

export interface FeedPageRequest {
  limit: number;
  /** Items skipped: counted from the first item of the feed, or from `from` when it is given. */
  offset: number;
  /** The position the count starts at (that item included), from an earlier page's read. */
  from?: FeedPosition | undefined;
}

/**
 * The feed order from `from` on, as three ranges the covering index reads in order (a row
 * comparison cannot say it: the order is descending on rank and date, ascending on id): the rest
 * of `from`'s day and rank, the earlier days of its rank, then the lower ranks. Each range is cut
 * at `take` items, so PostgreSQL merges three short index scans.
 */
function idsFrom(from: FeedPosition, filters: SQL | undefined, take: number): SQL {
  const rank = feedItems.priorityRank;
  const day = feedItems.analysisDate;
  const ranges = [
    sql`${rank} = ${from.priorityRank} and ${day} = ${from.analysisDate} and ${feedItems.id} >= ${from.id}`,
    sql`${rank} = ${from.priorityRank} and ${day} < ${from.analysisDate}`,
    sql`${rank} < ${from.priorityRank}`,
  ].map(
    (range) =>
      sql`(select ${feedItems.id}, ${rank}, ${day} from ${feedItems} where ${range}${filters ? sql` and ${filters}` : sql``} order by ${sql.join(feedOrder, sql`, `)} limit ${take})`,
  );
  return sql.join(ranges, sql` union all `);
}

/**
 * `limit` items of the feed after `offset` (from `from`, or from the top), and the position of the
 * item after them (the next page's first), null at the end. The page's ids come from an index-only
 * scan that filters and skips without touching the wide rows; then only their rows are fetched.
 */
export async function listFeedPage(
  db: Database,
  filters: FeedFilters,
  request: FeedPageRequest,
): Promise<{ rows: FeedPageRow[]; next: FeedPosition | null }> {
  const { limit, offset, from } = request;
  const where = filterConditions(filters);
  const take = limit + 1;
  const pageIds = from
    ? sql`(select id from (${idsFrom(from, where, offset + take)}) as ranges order by priority_rank desc nulls last, analysis_date desc nulls last, id limit ${take} offset ${offset})`
    : db
        .select({ id: feedItems.id })
        .from(feedItems)
        .where(where)
        .orderBy(...feedOrder)
        .limit(take)
        .offset(offset);
  const rows = await db
    .select({ ...feedItemListColumns, priorityRank: feedItems.priorityRank })
    .from(feedItems)
    .innerJoin(projects, eq(projects.id, feedItems.projectId))
    .where(inArray(feedItems.id, pageIds))
    .orderBy(...feedOrder);
  const after = rows[limit];
  return { rows: rows.slice(0, limit), next: after ? positionOf(after) : null };
}

/** A listed feed item with its rank, which places it in the feed order. */
export type FeedPageRow = FeedItemRow & { priorityRank: number };

export const positionOf = (row: FeedPageRow): FeedPosition => ({
  priorityRank: row.priorityRank,
  analysisDate: row.analysisDate,
  id: row.id,
});
