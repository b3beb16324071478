import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { Link } from 'react-router';
import { FeedCardSkeleton } from '@/components/feed-card/feed-card-skeleton';
import { Button } from '@/components/ui/button';
import { dailySignals } from '@/content/marketing';
import { embeddedPublicFeeds } from '@/lib/embedded-data';
import { usePublicFeeds } from '../api/get-public-feeds';
import type SampleFeedListComponent from './sample-feed-list';
import { SectionHeading } from './section-heading';

/** Spec section 9: the landing page shows at most 3 feeds (sample-feed-list.tsx). */
const SKELETON_COUNT = 3;

let loaded: { default: typeof SampleFeedListComponent } | undefined;
const loadSampleFeedList = () => import('./sample-feed-list').then((module) => (loaded = module));
const LazySampleFeedList = lazy(loadSampleFeedList);

/**
 * Resolves once the cards' code is in when the page came with the cards rendered by the server
 * (ADR 053); the landing route waits for it before the page is hydrated. Cards still waiting for
 * their code when an update reaches them (the projects' metadata arriving, say) would have their
 * server markup thrown away and be rendered again: ~1 s of main thread on a slow phone.
 */
export function sampleCardsLoaded(): Promise<unknown> {
  return embeddedPublicFeeds() ? loadSampleFeedList() : Promise.resolve();
}

function FeedsLoading() {
  return (
    <div role="status" className="space-y-4">
      <p className="text-center text-sm text-muted-foreground">{dailySignals.loading}</p>
      <div className="grid gap-4 md:grid-cols-3">
        {Array.from({ length: SKELETON_COUNT }, (_, i) => (
          <FeedCardSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}

function Feeds() {
  const query = usePublicFeeds();
  // A query's update renders synchronously: the cards would be one long task on a slow phone.
  // Deferred, they render in a background pass that yields to the browser (ADR 050).
  const pending = useDeferredValue(query.isPending);
  // The cards' code is fetched beside their data, not after it.
  useEffect(() => {
    void loadSampleFeedList();
  }, []);
  if (pending) return <FeedsLoading />;
  // Once loaded, the module itself: a lazy component suspends on its first render even then,
  // which would leave the server's cards to be hydrated in a later pass.
  const SampleFeedList = loaded?.default ?? LazySampleFeedList;
  return (
    <Suspense fallback={<FeedsLoading />}>
      <SampleFeedList query={query} />
    </Suspense>
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
