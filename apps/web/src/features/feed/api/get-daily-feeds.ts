import type { FeedPageResponse } from '@gitsignals/contracts';
import { endpoints } from '@gitsignals/contracts/endpoints';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import type { FeedFilters } from '../lib/feed-filters';
import { useDropOtherFilterSets } from '../hooks/use-drop-other-filter-sets';
import {
  feedPageRequest,
  nextFeedPage,
  normaliseFilters,
  selectFeedPages,
} from './feed-page-query';

export const DAILY_FEEDS_KEY = ['feeds', 'daily'] as const;

export function getDailyFeedsPage(
  filters: FeedFilters,
  page: number,
  signal?: AbortSignal,
): Promise<FeedPageResponse> {
  return call(endpoints.dailyFeeds, { body: feedPageRequest(filters, page), signal });
}

export const dailyFeedsQueryOptions = (filters: FeedFilters) => {
  const normalised = normaliseFilters(filters);
  return infiniteQueryOptions({
    queryKey: [...DAILY_FEEDS_KEY, normalised] as const,
    queryFn: ({ pageParam, signal }) => getDailyFeedsPage(normalised, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextFeedPage,
    select: selectFeedPages,
  });
};

export function useDailyFeeds(filters: FeedFilters) {
  const query = useInfiniteQuery(dailyFeedsQueryOptions(filters));
  useDropOtherFilterSets(DAILY_FEEDS_KEY, filters);
  return query;
}
