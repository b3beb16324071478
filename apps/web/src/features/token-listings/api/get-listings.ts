import type { ListingsResponse } from '@gitsignals/contracts';
import { endpoints } from '@gitsignals/contracts/endpoints';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET /listings?page=n (spec section 7: listings, total_listings; 30 a page, newest first). */
export function getListings(page: number, signal?: AbortSignal): Promise<ListingsResponse> {
  return call(endpoints.listings, { query: { page }, signal });
}

export const listingsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['listings'] as const,
    queryFn: ({ pageParam, signal }) => getListings(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: ListingsResponse) => (last.hasMore ? last.page + 1 : undefined),
    // Listings change with an import or a collection, not while a page is open.
    staleTime: 5 * 60_000,
  });

/** Every page loaded so far, merged without duplicates, and the server's total. */
export function useListings() {
  return useInfiniteQuery({
    ...listingsQueryOptions(),
    select: (data) => {
      const seen = new Set<number>();
      const listings = data.pages
        .flatMap((p) => p.listings)
        .filter((l) => (seen.has(l.id) ? false : (seen.add(l.id), true)));
      return { listings, total: data.pages[0]?.total_listings ?? 0 };
    },
  });
}
