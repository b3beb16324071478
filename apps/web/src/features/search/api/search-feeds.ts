import type { FeedItem, SearchRequest } from '@gitsignals/contracts';
import { endpoints } from '@gitsignals/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** POST /feeds/search {keywords}: feeds matching any keyword, case-insensitive (spec section 7). */
export function searchFeeds(
  keywords: readonly string[],
  signal?: AbortSignal,
): Promise<FeedItem[]> {
  const body: SearchRequest = { keywords: [...keywords] };
  return call(endpoints.searchFeeds, { body, signal });
}

/** Search is case-insensitive and order-free, so 'ZK, bridge' and 'bridge, zk' share one answer. */
function searchKey(keywords: readonly string[]): string[] {
  return keywords.map((k) => k.toLocaleLowerCase('en-US')).sort();
}

export const searchFeedsQueryOptions = (keywords: readonly string[]) =>
  queryOptions({
    queryKey: ['feeds', 'search', searchKey(keywords)] as const,
    queryFn: ({ signal }) => searchFeeds(keywords, signal),
  });

export function useSearchFeeds(keywords: readonly string[], enabled: boolean) {
  return useQuery({
    ...searchFeedsQueryOptions(keywords),
    enabled: enabled && keywords.length > 0,
  });
}
