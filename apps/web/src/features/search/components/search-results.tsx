import type { FeedItem } from '@gitsignals/contracts';
import { SEARCH_RESULT_LIMIT } from '@gitsignals/contracts/constants';
import type { ReactNode } from 'react';
import { FeedCardActions } from '@/components/feed-actions';
import { FeedCard, FeedGridSkeleton } from '@/components/feed-card';
import { MasonryGrid } from '@/components/masonry-grid';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { pluralize } from '@/lib/format';

export const SEARCH_PROMPT_TEXT = 'Enter keywords above to search through all feeds';

type SearchResultsProps = {
  keywords: readonly string[];
  results: FeedItem[] | undefined;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  retrying: boolean;
  /** Shown beside the heading: the Save button for signed-in users. */
  action?: ReactNode;
};

/** What a search found (spec section 2): results with a count, none, loading or the error. */
export function SearchResults({
  keywords,
  results,
  isPending,
  error,
  onRetry,
  retrying,
  action,
}: SearchResultsProps) {
  const list = keywords.join(', ');

  if (error) {
    return (
      <LoadErrorAlert
        title={`Error searching feeds: ${error.message}`}
        onRetry={onRetry}
        retrying={retrying}
      />
    );
  }

  if (isPending || !results) {
    return <FeedGridSkeleton count={3} label="Searching feeds" />;
  }

  return (
    <section aria-labelledby="search-results-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div aria-live="polite">
          {results.length === 0 ? (
            <h2 id="search-results-title" className="text-lg font-semibold break-words">
              No feeds found matching: {list}
            </h2>
          ) : (
            <>
              <h2 id="search-results-title" className="text-lg font-semibold break-words">
                Search results for: {list}
              </h2>
              <p className="text-sm text-muted-foreground">
                {pluralize(results.length, 'feed')}
                {results.length >= SEARCH_RESULT_LIMIT
                  ? ` (the first ${SEARCH_RESULT_LIMIT}: highest priority, then newest)`
                  : null}
              </p>
            </>
          )}
        </div>
        {action}
      </div>
      {results.length > 0 ? (
        <MasonryGrid
          items={results}
          getKey={(feed) => feed.id}
          label="Search results"
          renderItem={(feed) => (
            <FeedCard feed={feed} headingLevel="h3" actions={<FeedCardActions feed={feed} />} />
          )}
        />
      ) : null}
    </section>
  );
}
