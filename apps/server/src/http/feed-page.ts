// One page of a feed in the order of spec section 4, for the daily feed and the personal feed:
// the same filters, paging and answer, the personal one limited to the subscribed projects.
import type { FeedPageQuery, FeedPageResponse } from '@gitsignals/contracts';
import { countFeedItems, listFeedItems, type Database, type FeedFilters } from '@gitsignals/db';
import { daysAgo } from '@gitsignals/domain';
import type { CountCache } from './feed-count-cache';
import { presentFeedItem } from './presenters/feed-item';

export interface FeedPageDeps {
  db: Database;
  now: () => Date;
  feedCounts: CountCache;
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
    listFeedItems(deps.db, filters, limit, (page - 1) * limit),
    deps.feedCounts.get(countKey, () => countFeedItems(deps.db, filters)),
  ]);
  return {
    data: rows.map((r) => presentFeedItem(r)),
    pagination: { total, hasMore: page * limit < total, page, limit },
  };
}
