import { LogInIcon } from 'lucide-react';
import { useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { useSession } from '@/hooks/use-session';
import { useSignInDialog } from '@/hooks/use-sign-in-dialog';
import { parseKeywordsParam, searchPath } from '@/lib/keywords';
import { useSearchFeeds } from '../api/search-feeds';
import { SaveSearchButton } from '../components/save-search-button';
import { SavedSearchesPanel } from '../components/saved-searches-panel';
import { SearchForm } from '../components/search-form';
import { SEARCH_PROMPT_TEXT, SearchResults } from '../components/search-results';

/**
 * Keyword search (/search?q=kw1,kw2, spec section 2). The address holds the search: Search and
 * the saved searches change it, the results follow it. Visitors may look at the page; searching
 * and saving ask them to sign in (spec section 6).
 */
export default function SearchPage() {
  const session = useSession();
  const signInDialog = useSignInDialog();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const q = params.get('q');
  const keywords = useMemo(() => parseKeywordsParam(q), [q]);
  const signedIn = session.status === 'authenticated';
  const search = useSearchFeeds(keywords, signedIn);

  const onSearch = (next: readonly string[]) => {
    const path = searchPath(next);
    if (!signedIn) {
      signInDialog.open({ mode: 'signin', redirectTo: path });
      return;
    }
    // The same search again: ask the server again instead of a no-op navigation.
    if (path === `${location.pathname}${location.search}`) void search.refetch();
    else void navigate(path);
  };

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:py-8">
      <PageTitle title={keywords.length > 0 ? `Search: ${keywords.join(', ')}` : 'Search'} />
      <header className="mb-6 space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">Search</h1>
        <p className="text-muted-foreground">
          Find signals in every project&apos;s feed by keyword: a project, a technology, a change.
        </p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="order-2 min-w-0 space-y-6 lg:order-1">
          {/* A new address (a saved search, Back) starts the chips over from it. */}
          <SearchForm
            key={q ?? ''}
            initialKeywords={keywords}
            onSearch={onSearch}
            searching={search.isFetching}
          />
          {keywords.length === 0 ? (
            <p className="py-12 text-center text-muted-foreground">{SEARCH_PROMPT_TEXT}</p>
          ) : !signedIn ? (
            <div className="flex flex-col items-center gap-3 py-12 text-center">
              <p className="text-muted-foreground">
                Sign in to search the feeds for: {keywords.join(', ')}
              </p>
              <Button
                onClick={() =>
                  signInDialog.open({ mode: 'signin', redirectTo: searchPath(keywords) })
                }
                disabled={session.status === 'loading'}
              >
                <LogInIcon aria-hidden="true" />
                Sign in
              </Button>
            </div>
          ) : (
            <SearchResults
              keywords={keywords}
              results={search.data}
              isPending={search.isPending}
              error={search.error}
              onRetry={() => void search.refetch()}
              retrying={search.isFetching}
              action={<SaveSearchButton keywords={keywords} />}
            />
          )}
        </div>
        <SavedSearchesPanel
          activeKeywords={keywords}
          className="order-1 h-fit lg:sticky lg:top-6 lg:order-2"
        />
      </div>
    </div>
  );
}
