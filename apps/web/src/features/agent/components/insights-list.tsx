import type { Insight } from '@gitsignals/contracts';
import { EmptyState } from '@/components/empty-state';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { InsightCard } from './insight-card';

type InsightsListProps = {
  /** This profile's insights, newest first; undefined while loading or after an error. */
  insights: Insight[] | undefined;
  status: 'pending' | 'error' | 'success';
  onRetry: () => void;
  retrying: boolean;
  profileTitle: string;
};

/** A profile tab's insights with its loading, error and empty states. */
export function InsightsList({
  insights,
  status,
  onRetry,
  retrying,
  profileTitle,
}: InsightsListProps) {
  if (status === 'pending') {
    return (
      <div role="status" aria-label="Loading insights" className="grid gap-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-24 w-full" />
        ))}
      </div>
    );
  }
  if (status === 'error') {
    return (
      <LoadErrorAlert
        title="Error Loading Insights"
        message="There was an error fetching your insights. Please try again later."
        onRetry={onRetry}
        retrying={retrying}
      />
    );
  }
  if (!insights || insights.length === 0) {
    return (
      <EmptyState
        text={
          <>
            <span className="block font-medium text-foreground">No insights yet</span>
            <span className="mt-1 block max-w-md text-sm">
              The {profileTitle} reads every new feed item after the daily analysis run: items that
              match your answers appear here after the next run.
            </span>
          </>
        }
      />
    );
  }
  return (
    <ul aria-label={`${profileTitle} insights`} className="grid gap-3">
      {insights.map((insight) => (
        <InsightCard key={insight.id} insight={insight} />
      ))}
    </ul>
  );
}
