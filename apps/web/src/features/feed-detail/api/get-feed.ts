import type { FeedItem } from '@gitsignals/contracts';
import { endpoints } from '@gitsignals/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export function getFeed(feedId: string, signal?: AbortSignal): Promise<FeedItem> {
  return call(endpoints.feed, { params: { id: feedId }, signal });
}

export const feedQueryOptions = (feedId: string) =>
  queryOptions({
    queryKey: ['feeds', 'detail', feedId] as const,
    queryFn: ({ signal }) => getFeed(feedId, signal),
  });

/** One feed item with its analysed commits, newest first (GET /feeds/{id}). */
export function useFeed(feedId: string) {
  return useQuery(feedQueryOptions(feedId));
}
