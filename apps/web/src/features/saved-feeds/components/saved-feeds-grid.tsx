import type { SavedFeed } from '@gitsignals/contracts';
import { Link } from 'react-router';
import { FeedCardActions } from '@/components/feed-actions';
import { FeedCard, FeedGridSkeleton } from '@/components/feed-card';
import { MasonryGrid } from '@/components/masonry-grid';
import { EmptyState } from '@/components/empty-state';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { Button } from '@/components/ui/button';
import { CARD_ID_ATTRIBUTE } from '../hooks/use-focus-after-removal';
import { filterSavedFeeds, newestSavedFirst } from '../lib/filter-saved-feeds';

export const NO_BOOKMARKS_TEXT = 'You currently have no bookmarks.';
export const LOAD_ERROR_TEXT = 'Failed to load saved feeds';

type SavedFeedsGridProps = {
  feeds: readonly SavedFeed[] | undefined;
  isPending: boolean;
  error: Error | null;
  query: string;
  onRetry: () => void;
  retrying: boolean;
};

/** The bookmarked cards with every state of spec section 2: loading, error, empty, no match. */
export function SavedFeedsGrid({
  feeds,
  isPending,
  error,
  query,
  onRetry,
  retrying,
}: SavedFeedsGridProps) {
  if (error) {
    return (
      <LoadErrorAlert
        title="Error"
        message={error.message || LOAD_ERROR_TEXT}
        onRetry={onRetry}
        retrying={retrying}
        className="max-w-xl"
      />
    );
  }

  if (isPending || !feeds) {
    return <FeedGridSkeleton count={3} label="Loading bookmarks" />;
  }

  if (feeds.length === 0) {
    return (
      <EmptyState
        text={NO_BOOKMARKS_TEXT}
        action={
          <Button asChild variant="outline" size="sm">
            <Link to="/signals">Browse signals</Link>
          </Button>
        }
      />
    );
  }

  const matching = filterSavedFeeds(newestSavedFirst(feeds), query);
  if (matching.length === 0) {
    return (
      <p className="py-16 text-center break-words text-muted-foreground" aria-live="polite">
        No saved feeds found matching &quot;{query.trim()}&quot;
      </p>
    );
  }

  return (
    <MasonryGrid
      items={matching}
      getKey={(feed) => feed.id}
      label="Bookmarks"
      renderItem={(feed) => (
        // The marker lets focus move to the next card when this one's bookmark is removed.
        <div {...{ [CARD_ID_ATTRIBUTE]: feed.id }} className="flex flex-col">
          <FeedCard feed={feed} headingLevel="h2" actions={<FeedCardActions feed={feed} />} />
        </div>
      )}
    />
  );
}
