import { ArrowRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useQuarterSnapshot } from '../api/get-quarter-snapshot';
import type { Quarter } from '../lib/previous-quarter';
import { QuarterSnapshot } from './quarter-snapshot';

/** The side panel: the previous quarter at a glance, linking to the full quarterly report. */
export function QuarterPanel({ owner, quarter }: { owner: string; quarter: Quarter }) {
  const { data, isPending, isError, error, refetch, isFetching } = useQuarterSnapshot(
    owner,
    quarter,
  );

  let body;
  if (isPending) {
    body = (
      <div role="status" className="space-y-3">
        <span className="sr-only">Loading {quarter.label}</span>
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  } else if (isError) {
    body = (
      <LoadErrorAlert
        title="Error loading the quarterly analysis"
        message={error.message}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  } else if (data === null) {
    body = (
      <p className="text-sm text-muted-foreground">
        No quarterly analysis data available for {quarter.label}
      </p>
    );
  } else {
    body = <QuarterSnapshot snapshot={data} />;
  }

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle as="h2" className="text-base">
          {quarter.label}
        </CardTitle>
        <Link
          to={`/quarterly-analysis/${encodeURIComponent(owner)}`}
          className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
        >
          View Full Report
          <ArrowRightIcon aria-hidden="true" className="size-3.5" />
        </Link>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
