import { useRef, useState } from 'react';
import { BottomBar, bottomBarPageClass } from '@/components/bottom-bar';
import { PageTitle } from '@/components/page-title';
import { SearchBox } from '@/components/search-box';
import { cn } from '@/lib/cn';
import { useSavedFeeds } from '@/hooks/use-bookmarks';
import { pluralize } from '@/lib/format';
import { SavedFeedsGrid } from '../components/saved-feeds-grid';
import { useFocusAfterRemoval } from '../hooks/use-focus-after-removal';

/**
 * Bookmarks (/saved-feeds, spec section 2). The search box filters in the browser: a fixed panel
 * at the right on wide screens (the app footer leaves room for it), a bottom bar on phones.
 */
export default function SavedFeedsPage() {
  const saved = useSavedFeeds();
  const [query, setQuery] = useState('');
  const total = saved.data?.total_saved;
  const heading = useRef<HTMLHeadingElement>(null);
  const cards = useRef<HTMLDivElement>(null);
  const keepFocus = useFocusAfterRemoval(cards, heading, saved.data);

  return (
    <div className="lg:pr-80">
      <PageTitle title="Bookmarks" />
      <div
        className={cn(
          'mx-auto w-full max-w-6xl gap-6 px-4 pt-6 sm:px-6 lg:space-y-6 lg:py-8',
          bottomBarPageClass,
          // The bottom search bar ends the page on phones; without it the page needs its margin.
          !total && 'pb-6',
        )}
      >
        <header className="space-y-1">
          <h1
            ref={heading}
            tabIndex={-1}
            className="text-2xl font-semibold tracking-tight outline-none"
          >
            Bookmarks
          </h1>
          <p className="text-muted-foreground" aria-live="polite">
            {total === undefined || total === 0
              ? 'The signals you saved to read again.'
              : `${pluralize(total, 'saved feed')}, most recently saved first.`}
          </p>
        </header>
        <div ref={cards} onFocus={keepFocus.onFocus} onBlur={keepFocus.onBlur}>
          <SavedFeedsGrid
            feeds={saved.data?.saved_feeds}
            isPending={saved.isPending}
            error={saved.error}
            query={query}
            onRetry={() => void saved.refetch()}
            retrying={saved.isFetching}
          />
        </div>
        {/* Nothing to search before the first bookmark: the bar would float mid-page. */}
        {total ? (
          <BottomBar>
            <SearchBox label="Search bookmarks" value={query} onChange={setQuery} />
          </BottomBar>
        ) : null}
      </div>
      <aside
        aria-label="Bookmark search"
        className="fixed inset-y-0 right-0 hidden w-80 border-l bg-background p-6 lg:block"
      >
        <h2 className="mb-3 font-semibold">Search</h2>
        <SearchBox label="Search bookmarks" value={query} onChange={setQuery} />
        <p className="mt-3 text-sm text-muted-foreground">
          Matches the title, summary, content or project of each bookmark.
        </p>
      </aside>
    </div>
  );
}
