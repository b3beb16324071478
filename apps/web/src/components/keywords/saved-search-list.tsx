import type { SavedSearch } from '@gitsignals/contracts';
import { SearchIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { isSameKeywordSet, searchPath } from '@/lib/keywords';

export const NO_SAVED_SEARCHES_TEXT = 'You currently have no saved searches.';

type SavedSearchListProps = {
  searches: readonly SavedSearch[] | undefined;
  isPending: boolean;
  error: Error | null;
  /** The keywords on screen: the matching saved search is marked as the current one. */
  activeKeywords?: readonly string[];
  className?: string;
};

/**
 * Saved searches as links to /search?q=…: opening one loads it and the address says which, so
 * Back returns to the previous search. Shared by the home sidebar and the search page.
 */
export function SavedSearchList({
  searches,
  isPending,
  error,
  activeKeywords = [],
  className,
}: SavedSearchListProps) {
  if (isPending) {
    return (
      <div role="status" className={cn('space-y-2', className)}>
        <span className="sr-only">Loading saved searches</span>
        <Skeleton className="h-8 w-full" />
        <Skeleton className="h-8 w-4/5" />
      </div>
    );
  }
  if (error) {
    return (
      <p role="alert" className={cn('text-sm text-destructive', className)}>
        {error.message}
      </p>
    );
  }
  if (!searches || searches.length === 0) {
    return (
      <p className={cn('text-sm text-muted-foreground', className)}>{NO_SAVED_SEARCHES_TEXT}</p>
    );
  }

  return (
    <ul aria-label="Saved searches" className={cn('space-y-1', className)}>
      {searches.map((search) => {
        const current =
          activeKeywords.length > 0 && isSameKeywordSet(search.keywords, activeKeywords);
        return (
          <li key={search.id}>
            <Link
              to={searchPath(search.keywords)}
              aria-current={current ? 'page' : undefined}
              className={cn(
                'flex items-start gap-2 rounded-md px-2 py-1.5 text-sm outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
                current && 'bg-accent font-medium text-accent-foreground',
              )}
            >
              <SearchIcon
                aria-hidden="true"
                className="mt-0.5 size-3.5 shrink-0 text-muted-foreground"
              />
              <span className="min-w-0 break-words">{search.keywords.join(', ')}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
