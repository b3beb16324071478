import { Link } from 'react-router';
import { FeedCard, FeedCardSkeleton } from '@/components/feed-card';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { Button } from '@/components/ui/button';
import { dailySignals } from '@/content/marketing';
import { usePublicFeeds } from '../api/get-public-feeds';
import { SectionHeading } from './section-heading';

/** Spec section 9: the landing page shows at most 3 feeds. */
const LANDING_FEED_LIMIT = 3;

function Feeds() {
  const { data, isPending, isError, error, refetch, isFetching } = usePublicFeeds();

  if (isPending) {
    return (
      <div role="status" className="space-y-4">
        <p className="text-center text-sm text-muted-foreground">{dailySignals.loading}</p>
        <div className="grid gap-4 md:grid-cols-3">
          {Array.from({ length: LANDING_FEED_LIMIT }, (_, i) => (
            <FeedCardSkeleton key={i} />
          ))}
        </div>
      </div>
    );
  }

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

  const feeds = data.slice(0, LANDING_FEED_LIMIT);
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

export function DailySignalsSection() {
  return (
    <section aria-labelledby="daily-signals-title" className="border-b bg-muted/40">
      <div className="mx-auto max-w-6xl space-y-8 px-4 py-16 sm:px-6">
        <SectionHeading
          id="daily-signals-title"
          title={dailySignals.title}
          description={dailySignals.description}
        />
        <Feeds />
        <div className="text-center">
          <Button asChild variant="outline">
            <Link to={dailySignals.more.to}>{dailySignals.more.label}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
