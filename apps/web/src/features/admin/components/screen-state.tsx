import type { ReactNode } from 'react';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { Skeleton } from '@/components/ui/skeleton';

type QueryLike<T> = {
  data: T | undefined;
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
};

/** A loading stand-in: a few grey blocks the size of the screen's cards. */
export function ScreenSkeleton({ label, blocks = 3 }: { label: string; blocks?: number }) {
  return (
    <div
      className="grid grid-cols-[minmax(0,1fr)] gap-4"
      aria-busy="true"
      aria-label={label}
      role="status"
    >
      {Array.from({ length: blocks }, (_, index) => (
        <Skeleton key={index} className="h-32 w-full rounded-lg" />
      ))}
    </div>
  );
}

/**
 * One screen's query: the skeleton while it first loads, its error with 'Try again', then the
 * screen drawn from the data.
 */
export function ScreenState<T>({
  query,
  what,
  children,
}: {
  query: QueryLike<T>;
  /** The screen's subject, as in "Loading the jobs" and "Could not load the jobs". */
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return children(query.data);
  if (query.error) {
    return (
      <LoadErrorAlert
        title={`Could not load ${what}`}
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <ScreenSkeleton label={`Loading ${what}`} />;
}
