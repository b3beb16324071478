import type { FeedPageRequest, FeedPageResponse } from '@gitsignals/contracts';
import { FEED_PAGE_SIZE } from '@gitsignals/contracts/constants';
import type { InfiniteData } from '@tanstack/react-query';
import type { FeedFilters } from '../lib/feed-filters';
import { mergeFeedPages } from '../lib/merge-feed-pages';

// What the daily and the personal feed share: the request body, the paging rule and the merge.

/** The filters as they go into a query key: sorted, so choosing A then B equals B then A. */
export function normaliseFilters(filters: FeedFilters): FeedFilters {
  return {
    days: filters.days,
    categories: [...filters.categories].sort(),
    networks: [...filters.networks].sort(),
  };
}

/** Spec section 7: page, limit 30, optional days, categories, networks (empty lists left out). */
export function feedPageRequest(filters: FeedFilters, page: number): FeedPageRequest {
  return {
    page,
    limit: FEED_PAGE_SIZE,
    days: filters.days,
    ...(filters.categories.length > 0 ? { categories: filters.categories } : {}),
    ...(filters.networks.length > 0 ? { networks: filters.networks } : {}),
  };
}

/** Spec section 4: the next page is requested only while the server says there is more. */
export function nextFeedPage(lastPage: FeedPageResponse): number | undefined {
  return lastPage.pagination.hasMore ? lastPage.pagination.page + 1 : undefined;
}

export type FeedPages = { items: ReturnType<typeof mergeFeedPages>; total: number };

/** Module-level so TanStack Query memoises it: the merged list only changes with the pages. */
export function selectFeedPages(data: InfiniteData<FeedPageResponse, number>): FeedPages {
  return {
    items: mergeFeedPages(data.pages),
    total: data.pages[0]?.pagination.total ?? 0,
  };
}
