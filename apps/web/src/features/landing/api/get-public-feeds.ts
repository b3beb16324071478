import type { FeedItem } from '@gitsignals/contracts';
import { endpoints } from '@gitsignals/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { embeddedPublicFeeds } from '@/lib/embedded-data';

/** Spec section 7: public feeds are cached 5 minutes and not refetched on focus. */
const PUBLIC_FEEDS_STALE_MS = 5 * 60 * 1000;

export async function getPublicFeeds(signal?: AbortSignal): Promise<FeedItem[]> {
  const response = await call(endpoints.publicFeeds, { signal });
  return response.feeds;
}

export const publicFeedsQueryOptions = () =>
  queryOptions({
    queryKey: ['feeds', 'public'] as const,
    queryFn: ({ signal }) => getPublicFeeds(signal),
    staleTime: PUBLIC_FEEDS_STALE_MS,
    // The landing as the server sent it holds the feeds it rendered (ADR 053): the first render
    // shows the same cards, and they are asked for again only once stale.
    initialData: () => embeddedPublicFeeds()?.feeds,
    initialDataUpdatedAt: () => embeddedPublicFeeds()?.at,
  });

export function usePublicFeeds() {
  return useQuery(publicFeedsQueryOptions());
}
