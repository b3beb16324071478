import type { UseQueryResult } from '@tanstack/react-query';
import type { FeedItem } from '@gitsignals/contracts';
import { FeedCard } from '@/components/feed-card/feed-card';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { dailySignals } from '@/content/marketing';

/** Spec section 9: the landing page shows at most 3 feeds. */
export const LANDING_FEED_LIMIT = 3;

type SampleFeedListProps = {
  /** The public feeds' query once it has settled (data or error). */
  query: UseQueryResult<FeedItem[]>;
};

/**
 * The landing's sample cards, or the error and the empty text. Its own chunk (loaded while the
 * cards' data is on its way): the landing paints and responds without the feed card's code, which
 * only this section below the fold needs (ADR 044).
 */
export default function SampleFeedList({ query }: SampleFeedListProps) {
  const { data, isError, error, refetch, isFetching } = query;

  if (isError) {
    return (
      <LoadErrorAlert
        title={dailySignals.error}
        message={error.message}
        onRetry={() => void refetch()}
        retrying={isFetching}
        retryLabel={dailySignals.retry}
        className="mx-auto max-w-xl"
      />
    );
  }

  const feeds = (data ?? []).slice(0, LANDING_FEED_LIMIT);
  if (feeds.length === 0) {
    return <p className="text-center text-muted-foreground">{dailySignals.empty}</p>;
  }

  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {feeds.map((feed) => (
        <li key={feed.id} className="flex min-w-0">
          <FeedCard feed={feed} className="w-full min-w-0" maxTags={4} />
        </li>
      ))}
    </ul>
  );
}
