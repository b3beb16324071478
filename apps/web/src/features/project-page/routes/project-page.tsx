import type { ProjectOverview } from '@gitsignals/contracts';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { FeedCard } from '@/components/feed-card';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { PageTitle } from '@/components/page-title';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { formatDate, pluralize } from '@/lib/format';
import { useProjectOverview } from '../api/get-project-overview';
import { NoiseLedger } from '../components/noise-ledger';
import { ProjectHeader } from '../components/project-header';
import { ProjectFeedLinks } from '../components/project-feed-links';
import { ProjectLinks } from '../components/project-links';
import { ProjectPageSkeleton } from '../components/project-page-skeleton';
import { SignalBreakdown } from '../components/signal-breakdown';
import { StackSummary } from '../components/stack-summary';

// The chart library is most of this page's weight: the header and items show while it loads.
const WeeklyActivityChart = lazy(() =>
  import('@/components/charts/weekly-activity-chart').then((module) => ({
    default: module.WeeklyActivityChart,
  })),
);

export const PROJECT_NOT_FOUND_TEXT = 'We do not track a project with this name.';

/** The project's latest daily analyses as feed cards, with how many there are in all. */
function LatestSignals({ overview }: { overview: ProjectOverview }) {
  return (
    <section aria-labelledby="latest-items" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="latest-items" className="text-lg font-semibold">
          Latest signals
        </h2>
        <p className="text-sm text-muted-foreground">
          {pluralize(overview.totals.feed_items, 'daily analysis', 'daily analyses')} in total
        </p>
      </div>
      {overview.latest_items.length === 0 ? (
        <EmptyState text={`No daily analyses for ${overview.project.name} yet.`} />
      ) : (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {overview.latest_items.map((item) => (
            <FeedCard key={item.id} feed={item} headingLevel="h3" />
          ))}
        </div>
      )}
    </section>
  );
}

function ProjectOverviewView({ name }: { name: string }) {
  const { data, isPending, isError, error, refetch, isFetching } = useProjectOverview(name);

  if (isPending) {
    return (
      <>
        <PageTitle title="Project" />
        <ProjectPageSkeleton />
      </>
    );
  }
  if (isError) {
    if (error instanceof ApiError && error.status === 404) {
      return (
        <>
          <PageTitle title="Project not found" />
          <h1 className="text-2xl font-semibold tracking-tight">Project not found</h1>
          <EmptyState text={PROJECT_NOT_FOUND_TEXT} />
        </>
      );
    }
    return (
      <>
        <PageTitle title="Project" />
        <LoadErrorAlert
          title="Error loading project"
          message={error.message}
          onRetry={() => void refetch()}
          retrying={isFetching}
          className="max-w-xl"
        />
      </>
    );
  }

  const { project } = data;
  return (
    <>
      <PageTitle title={project.name} />
      <ProjectFeedLinks slug={project.slug} name={project.name} />
      <ProjectHeader overview={data} />
      <ProjectLinks name={project.name} />

      <Card>
        <CardContent>
          <Suspense fallback={<Skeleton className="h-72 w-full" />}>
            <WeeklyActivityChart
              title={`Weekly activity, 52 weeks to ${formatDate(data.activity_end)}`}
              weeks={data.weekly_activity}
            />
          </Suspense>
        </CardContent>
      </Card>

      <LatestSignals overview={data} />

      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        <SignalBreakdown counts={data.signal_counts} days={data.noise_ledger.days} />
        <NoiseLedger ledger={data.noise_ledger} />
        <StackSummary stack={data.stack} name={project.name} />
      </div>
    </>
  );
}

/** A project's home (/project/:name, reached from the Projects page's View button). */
export default function ProjectPage() {
  const { name = '' } = useParams();
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-6 sm:px-6 lg:py-8">
      <ProjectOverviewView key={name} name={name} />
    </div>
  );
}
