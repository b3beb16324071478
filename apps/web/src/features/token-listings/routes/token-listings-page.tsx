import { PageTitle } from '@/components/page-title';
import { EmptyState } from '@/components/empty-state';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { MasonryGrid } from '@/components/masonry-grid';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useListings } from '../api/get-listings';
import { ListingCard, ListingGridSkeleton } from '../components/listing-card';

export const TITLE = 'New Token Listings';
export const EMPTY_TEXT = 'No token listings available at the moment.';
export const LOAD_ERROR_TEXT = 'Failed to load token listings';

/** Spec section 2: 'Showing N of total_listings listings'. */
export const showingText = (shown: number, total: number) =>
  `Showing ${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} listings`;

/**
 * /token-listings (spec section 2): the newest listings as a masonry of cards, 30 at a time with a
 * 'Load more' button, and the loading, empty and error states.
 */
export default function TokenListingsPage() {
  const query = useListings();
  const listings = query.data?.listings;
  const total = query.data?.total ?? 0;
  const nextPageFailed = query.isFetchNextPageError;

  let body;
  if (query.isError && !listings) {
    body = (
      <LoadErrorAlert
        title={LOAD_ERROR_TEXT}
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        className="max-w-xl"
      />
    );
  } else if (!listings) {
    body = <ListingGridSkeleton />;
  } else if (listings.length === 0) {
    body = <EmptyState text={EMPTY_TEXT} />;
  } else {
    body = (
      <>
        <MasonryGrid
          items={listings}
          getKey={(l) => String(l.id)}
          label="Token listings"
          renderItem={(listing) => <ListingCard listing={listing} />}
        />
        {query.hasNextPage ? (
          <div className="flex flex-col items-center gap-2 py-6">
            {query.isFetchingNextPage ? (
              <Spinner label="Loading more listings" />
            ) : (
              <>
                {nextPageFailed ? (
                  <p role="alert" className="text-sm text-destructive">
                    {LOAD_ERROR_TEXT}
                  </p>
                ) : null}
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => void query.fetchNextPage()}
                  disabled={query.isFetching}
                >
                  {nextPageFailed ? 'Try again' : 'Load more'}
                </Button>
              </>
            )}
          </div>
        ) : null}
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-6 sm:px-6 lg:py-8">
      <PageTitle title={TITLE} />
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{TITLE}</h1>
        {listings && listings.length > 0 ? (
          <p className="text-muted-foreground" aria-live="polite">
            {showingText(listings.length, total)}
          </p>
        ) : null}
      </header>
      {body}
    </div>
  );
}
