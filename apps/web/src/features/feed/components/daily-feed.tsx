import { EmptyState } from '@/components/empty-state';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { Button } from '@/components/ui/button';
import { useDailyFeeds } from '../api/get-daily-feeds';
import { useErrorToastOnce } from '../hooks/use-error-toast';
import type { FeedFilters } from '../lib/feed-filters';
import { FeedList } from './feed-list';

/** Spec section 9: 6 skeleton cards on the daily feed. */
const DAILY_SKELETON_COUNT = 6;

export const DAILY_EMPTY_TEXT = 'No daily feeds available at the moment.';
export const DAILY_ERROR_TOAST = 'Error loading daily feeds';

type DailyFeedProps = {
  filters: FeedFilters;
  /** Offered in the empty state when filters are narrowing the list. */
  onClearFilters?: () => void;
};

export function DailyFeed({ filters, onClearFilters }: DailyFeedProps) {
  const query = useDailyFeeds(filters);
  useErrorToastOnce(query.isError, DAILY_ERROR_TOAST);

  return (
    <FeedList
      query={query}
      label="Daily feeds"
      skeletonCount={DAILY_SKELETON_COUNT}
      error={
        <LoadErrorAlert
          title={DAILY_ERROR_TOAST}
          message={query.error?.message ?? DAILY_ERROR_TOAST}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          className="mx-auto max-w-xl"
        />
      }
      empty={
        <EmptyState
          text={DAILY_EMPTY_TEXT}
          action={
            onClearFilters ? (
              <Button variant="outline" size="sm" onClick={onClearFilters}>
                Clear filters
              </Button>
            ) : null
          }
        />
      }
    />
  );
}
