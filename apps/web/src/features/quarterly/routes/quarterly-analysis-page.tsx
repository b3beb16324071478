import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { PageTitle } from '@/components/page-title';
import { ApiError } from '@/lib/api-client';
import { useQuarterlyAnalysis } from '../api/get-quarterly-analysis';
import { useQuarters } from '../api/get-quarters';
import { QuarterlyHeader } from '../components/quarterly-header';
import { QuarterlyReport } from '../components/quarterly-report';
import { QuarterlyHeaderSkeleton, QuarterlyReportSkeleton } from '../components/quarterly-skeleton';
import { previousQuarterKey, quarterRef, type QuarterRef } from '../lib/quarter-keys';

const notFound = (error: Error) => error instanceof ApiError && error.status === 404;

function QuarterBody({ owner, quarter }: { owner: string; quarter: QuarterRef }) {
  const { data, isPending, isError, error, refetch, isFetching } = useQuarterlyAnalysis(
    owner,
    quarter,
  );
  if (isPending) return <QuarterlyReportSkeleton />;
  if (isError) {
    // A quarter without data: the server's message is the spec's 'does not exist yet' text.
    if (notFound(error)) return <EmptyState text={error.message} />;
    return (
      <LoadErrorAlert
        title={`Failed to fetch quarterly analysis: ${error.message}`}
        onRetry={() => void refetch()}
        retrying={isFetching}
        className="max-w-xl"
      />
    );
  }
  return <QuarterlyReport analysis={data} label={quarter.label} />;
}

/** Quarterly analysis of one project (/quarterly-analysis/:companyName, spec section 2). */
export default function QuarterlyAnalysisPage() {
  const { companyName = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const quarters = useQuarters(companyName);
  // Read once per visit: the clock is not something to re-read on every render.
  const [fallbackQuarter] = useState(() => previousQuarterKey(new Date()));
  const refOf = (key: string | null | undefined) => (key ? quarterRef(key) : null);
  // The address names the quarter once the reader picks one; until then the server's default
  // (the previous quarter when it has data, else the newest with data), else the previous quarter.
  const selected =
    refOf(searchParams.get('quarter')) ??
    refOf(quarters.data?.default_quarter) ??
    refOf(fallbackQuarter)!;
  // One owner for both calls (the slug once known), so the header and the body share one query.
  const owner = quarters.data?.project.slug ?? companyName;
  const analysis = useQuarterlyAnalysis(owner, quarters.data ? selected : null);

  let content;
  if (quarters.isPending) {
    content = (
      <div className="space-y-6">
        <PageTitle title="Quarterly analysis" />
        <QuarterlyHeaderSkeleton />
        <QuarterlyReportSkeleton />
      </div>
    );
  } else if (quarters.isError) {
    content = (
      <>
        <PageTitle title="Quarterly analysis" />
        {notFound(quarters.error) ? (
          <EmptyState text={`We do not track a project named '${companyName}'.`} />
        ) : (
          <LoadErrorAlert
            title={`Failed to fetch quarterly analysis: ${quarters.error.message}`}
            onRetry={() => void quarters.refetch()}
            retrying={quarters.isFetching}
            className="max-w-xl"
          />
        )}
      </>
    );
  } else {
    content = (
      <div className="space-y-6">
        <PageTitle title={`${quarters.data.project.name} · ${selected.label}`} />
        <QuarterlyHeader
          quarters={quarters.data}
          selected={selected}
          onSelect={(quarter) => setSearchParams({ quarter }, { replace: true })}
          analysis={analysis.data ?? null}
        />
        <QuarterBody key={selected.quarter} owner={owner} quarter={selected} />
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-6 sm:px-6 lg:py-8">{content}</div>
  );
}
