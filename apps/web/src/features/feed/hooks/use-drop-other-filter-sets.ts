import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { FeedFilters } from '../lib/feed-filters';

/**
 * Spec section 4: when days, categories or networks change, paging starts over at page 1 with an
 * empty list. The new filter set has its own query key, so it starts at page 1 by itself; this
 * also drops the pages cached for the filter sets no longer on screen, so switching back to one
 * starts at page 1 too instead of restoring several stale pages.
 *
 * Queries still observed (the one on screen) are kept, so coming back from a detail page keeps
 * the list and the scroll depth the reader left.
 */
export function useDropOtherFilterSets(prefix: QueryKey, filters: FeedFilters): void {
  const queryClient = useQueryClient();
  const filterKey = JSON.stringify(filters);
  useEffect(() => {
    queryClient.removeQueries({
      queryKey: prefix,
      predicate: (query) => query.getObserversCount() === 0,
    });
    // `prefix` is a module constant; the effect must run when the filter set changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryClient, filterKey]);
}
