// A page of a feed that may start from a remembered position (ADR 051): where the app knows which
// item a page starts with, the page is read from that item on through the feed-order index, rather
// than by counting past every item before it (`offset`), which at page 50 of a personal feed
// walked ~27,000 index entries for 20 items.
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client';
import { feedItems } from '../schema/index';
import { feedItemVersion, feedOrder, filterConditions, type FeedFilters } from './feed-items';

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

/** An item of a page: its place in the feed order and its version (what its JSON is kept under). */
export interface FeedPageEntry extends FeedPosition {
  version: string;
}

/**
 * `limit` items of the feed after `offset` (from `from`, or from the top), and the position of the
 * item after them (the next page's first), null at the end. Only ids, sort keys and versions: the
 * page is assembled from each item's JSON kept in memory (ADR 052), and only the items not kept
 * are read in full (`listFeedItemsById`). The ids come from an index-only scan that filters and
 * skips without touching the wide rows; only the page's rows are visited for their versions.
 */
export async function listFeedPage(
  db: Database,
  filters: FeedFilters,
  request: FeedPageRequest,
): Promise<{ entries: FeedPageEntry[]; next: FeedPosition | null }> {
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
  const entries = await db
    .select({
      id: feedItems.id,
      priorityRank: feedItems.priorityRank,
      analysisDate: feedItems.analysisDate,
      version: feedItemVersion,
    })
    .from(feedItems)
    .where(inArray(feedItems.id, pageIds))
    .orderBy(...feedOrder);
  const after = entries[limit];
  return { entries: entries.slice(0, limit), next: after ? positionOf(after) : null };
}

export const positionOf = (entry: FeedPosition): FeedPosition => ({
  priorityRank: entry.priorityRank,
  analysisDate: entry.analysisDate,
  id: entry.id,
});
