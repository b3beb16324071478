import { ArrowRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { pluralize } from '@/lib/format';
import { useStackExamples } from '../api/get-stack-examples';
import { stackPath } from '../lib/stack-path';

/** Example projects with their real technology counts; each opens its stack. */
export function StackExampleCards() {
  const { data, isPending, isError, error, refetch, isFetching } = useStackExamples();
  if (isPending) {
    return (
      <div className="grid gap-3 sm:grid-cols-3" aria-busy="true" aria-label="Loading examples">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-24 rounded-lg" />
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <LoadErrorAlert
        title="Error loading examples"
        message={error.message}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  if (data.length === 0) return null;
  return (
    <section aria-labelledby="stack-examples" className="space-y-3">
      <h2 id="stack-examples" className="text-sm font-medium text-muted-foreground">
        Examples
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3">
        {data.map((example) => (
          <li key={example.slug}>
            <Link
              to={stackPath(example.project)}
              className="group flex h-full flex-col gap-1 rounded-lg border bg-card p-4 text-card-foreground shadow-xs outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <span className="flex items-center justify-between gap-2 font-semibold">
                {example.project}
                <ArrowRightIcon
                  aria-hidden="true"
                  className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                />
              </span>
              <span className="text-sm text-muted-foreground">
                {pluralize(example.technology_count, 'technology', 'technologies')}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
