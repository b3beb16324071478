import type { TechnologyProfile } from '@gitsignals/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { PageTitle } from '@/components/page-title';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { StackNotFound } from './stack-not-found';
import { StackView } from './stack-view';

type StackProfileProps = {
  /** Project name or slug, as in the URL (named by 'Project Not Found'). */
  project: string;
  /** The profile's query: the stack detail's, or /stack-example's sample. */
  query: UseQueryResult<TechnologyProfile>;
  /** The h1; the project's name when left out. */
  heading?: string;
  subtitle?: ReactNode;
};

/** A project's profile as it loads: a spinner, then the stack, 'Project Not Found', or an error. */
export function StackProfile({ project, query, heading, subtitle }: StackProfileProps) {
  const { data, isPending, isError, error, refetch, isFetching } = query;
  if (isPending) {
    return (
      <div className="flex justify-center py-24">
        <Spinner label="Loading stack" className="size-8" />
      </div>
    );
  }
  if (isError) {
    if (error instanceof ApiError && error.status === 404)
      return <StackNotFound project={project} />;
    return (
      <>
        <PageTitle title="Stack" />
        <LoadErrorAlert
          title="Error loading stack"
          message={error.message}
          onRetry={() => void refetch()}
          retrying={isFetching}
          className="max-w-xl"
        />
      </>
    );
  }
  return (
    <>
      <PageTitle title={heading ?? `${data.project} stack`} />
      <StackView profile={data} heading={heading ?? data.project} subtitle={subtitle} />
    </>
  );
}
