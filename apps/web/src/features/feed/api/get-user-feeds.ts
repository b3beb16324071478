import type { FeedPageResponse } from '@gitsignals/contracts';
import { endpoints } from '@gitsignals/contracts/endpoints';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { USER_FEEDS_KEY } from '@/lib/query-keys';
import type { FeedFilters } from '../lib/feed-filters';
import { useDropOtherFilterSets } from '../hooks/use-drop-other-filter-sets';
import {
  feedPageRequest,
  nextFeedPage,
  normaliseFilters,
  selectFeedPages,
} from './feed-page-query';

/** Spec section 8 API error message when the personal feed is asked for without a user. */
export const USER_ID_REQUIRED = 'User ID is required for fetching user feeds';

/** The personal feed: items of the projects the signed-in user subscribed to (spec section 7). */
export function getUserFeedsPage(
  userId: string,
  filters: FeedFilters,
  page: number,
  signal?: AbortSignal,
): Promise<FeedPageResponse> {
  if (!userId) return Promise.reject(new Error(USER_ID_REQUIRED));
  return call(endpoints.userFeeds, {
    params: { userId },
    body: feedPageRequest(filters, page),
    signal,
  });
}

export const userFeedsQueryOptions = (userId: string, filters: FeedFilters) => {
  const normalised = normaliseFilters(filters);
  return infiniteQueryOptions({
    queryKey: [...USER_FEEDS_KEY, userId, normalised] as const,
    queryFn: ({ pageParam, signal }) => getUserFeedsPage(userId, normalised, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextFeedPage,
    select: selectFeedPages,
  });
};

/** `enabled` false: nothing to ask for yet (no subscribed projects, or the user is loading). */
export function useUserFeeds(userId: string, filters: FeedFilters, enabled = true) {
  const query = useInfiniteQuery({ ...userFeedsQueryOptions(userId, filters), enabled });
  useDropOtherFilterSets(USER_FEEDS_KEY, filters);
  return query;
}
