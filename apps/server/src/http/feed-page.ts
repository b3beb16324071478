// One page of a feed in the order of spec section 4, for the daily feed and the personal feed:
// the same filters, paging and answer, the personal one limited to the subscribed projects.
import type { FeedPageQuery, FeedPageResponse } from '@gitsignals/contracts';
import {
  countFeedItems,
  listFeedPage,
  positionOf,
  type Database,
  type FeedFilters,
} from '@gitsignals/db';
import { daysAgo } from '@gitsignals/domain';
import type { CountCache } from './feed-count-cache';
import type { FeedPageStarts } from './feed-page-starts';
import { presentFeedItem } from './presenters/feed-item';

export interface FeedPageDeps {
  db: Database;
  now: () => Date;
  feedCounts: CountCache;
  pageStarts: FeedPageStarts;
}

/** The personal feed's scope: one user's subscribed projects. */
export interface FeedScope {
  /** Only the projects this user subscribes to, read inside the page's statement. */
  subscriberId: string;
  /**
   * Changes whenever the user's record is saved (PUT /user rewrites the list in the same
   * transaction): part of the total's cache key, so a changed list never reads an old total, in
   * this process or another.
   */
  listVersion: string;
}

/** `scope` limits the feed to a user's subscribed projects (none: no items). */
export async function feedPage(
  deps: FeedPageDeps,
  query: FeedPageQuery,
  scope?: FeedScope,
): Promise<FeedPageResponse> {
  const { page, limit, days, categories, networks } = query;
  // The database's filters speak of a first day and project ids, not of a window: the query
  // layer imports no contract (docs/architecture.md), so the request is translated here.
  const filters: FeedFilters = {
    since: days ? daysAgo(deps.now(), days) : undefined,
    categories,
    networks,
    subscriberId: scope?.subscriberId,
  };
  const countKey = JSON.stringify({ ...filters, listVersion: scope?.listVersion });
  const [rows, total] = await Promise.all([
    readPage(deps, filters, `${countKey} ${limit}`, page, limit),
    deps.feedCounts.get(countKey, () => countFeedItems(deps.db, filters)),
  ]);
  return {
    data: rows.map((r) => presentFeedItem(r)),
    pagination: { total, hasMore: page * limit < total, page, limit },
  };
}

/**
 * The page's rows, sought from the nearest page start this process knows (ADR 051), and what the
 * read tells of this page's start and the next one's kept for later reads.
 */
async function readPage(
  deps: FeedPageDeps,
  filters: FeedFilters,
  feed: string,
  page: number,
  limit: number,
) {
  const { pageStarts } = deps;
  const known = pageStarts.nearest(feed, page);
  const mark = pageStarts.mark();
  const { rows, next } = await listFeedPage(deps.db, filters, {
    limit,
    offset: (page - (known?.page ?? 1)) * limit,
    from: known?.start,
  });
  if (rows[0]) pageStarts.keep(mark, feed, page, positionOf(rows[0]));
  if (next) pageStarts.keep(mark, feed, page + 1, next);
  return rows;
}
