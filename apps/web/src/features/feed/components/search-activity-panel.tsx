import { BottomBar } from '@/components/bottom-bar';
import { SavedSearchList } from '@/components/keywords/saved-search-list';
import { useSavedSearches } from '@/hooks/use-saved-searches';
import { useSession } from '@/hooks/use-session';
import { SearchActivityForm } from './search-activity-form';

function SavedSearches() {
  const { data, isPending, error } = useSavedSearches();
  return (
    <section aria-labelledby="saved-searches-title" className="space-y-2">
      <h3 id="saved-searches-title" className="text-sm font-semibold">
        Saved Searches
      </h3>
      <SavedSearchList searches={data} isPending={isPending} error={error} />
    </section>
  );
}

/** Right sidebar of the home feed (spec section 2): keyword search and, when signed in, saved searches. */
export function SearchActivityPanel() {
  const session = useSession();
  return (
    <aside
      aria-labelledby="search-activity-title"
      className="space-y-5 rounded-lg border bg-card p-4 text-card-foreground shadow-xs"
    >
      <div className="space-y-3">
        <h2 id="search-activity-title" className="font-semibold">
          Search Activity
        </h2>
        <SearchActivityForm layout="panel" />
      </div>
      {session.status === 'authenticated' ? <SavedSearches /> : null}
    </aside>
  );
}

/** Phones and tablets: the search form stays at the bottom of the screen (spec section 2). */
export function SearchActivityBar() {
  return (
    <BottomBar>
      <SearchActivityForm layout="bar" />
    </BottomBar>
  );
}
