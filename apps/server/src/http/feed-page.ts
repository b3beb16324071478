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

/**
 * `projectIds` limits the feed to those projects (none: no items). The cached total is keyed by
 * every filter, project ids included, so a changed subscription list never reads an old total.
 */
export async function feedPage(
  deps: FeedPageDeps,
  query: FeedPageQuery,
  projectIds?: number[],
): Promise<FeedPageResponse> {
  const { page, limit, days, categories, networks } = query;
  // The database's filters speak of a first day and project ids, not of a window: the query
  // layer imports no contract (docs/architecture.md), so the request is translated here.
  const filters: FeedFilters = {
    since: days ? daysAgo(deps.now(), days) : undefined,
    categories,
    networks,
    projectIds,
  };
  const [rows, total] = await Promise.all([
    listFeedItems(deps.db, filters, limit, (page - 1) * limit),
    deps.feedCounts.get(JSON.stringify(filters), () => countFeedItems(deps.db, filters)),
  ]);
  return {
    data: rows.map((r) => presentFeedItem(r)),
    pagination: { total, hasMore: page * limit < total, page, limit },
  };
}
