import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  DEFAULT_FEED_DAYS,
  parseFeedFilters,
  writeFeedFilters,
  type FeedFilters,
} from '../lib/feed-filters';

export const NO_FILTERS: FeedFilters = { days: DEFAULT_FEED_DAYS, categories: [], networks: [] };

/**
 * The feed filters, kept in the URL's search params: a filtered feed can be shared, bookmarked
 * and reloaded. Changes replace the history entry so Back leaves the page instead of undoing
 * filter clicks one by one.
 */
export function useFeedFilters(): [FeedFilters, (next: FeedFilters) => void] {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is the params' identity
  const filters = useMemo(() => parseFeedFilters(params), [key]);
  const setFilters = useCallback(
    (next: FeedFilters) =>
      setParams((current) => writeFeedFilters(current, next), { replace: true }),
    [setParams],
  );
  return [filters, setFilters];
}
