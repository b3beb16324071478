import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useInfiniteScroll } from '../hooks/use-infinite-scroll';

export const END_OF_FEED_TEXT = "You've reached the end";

type FeedListFooterProps = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** Any fetch of this list in flight (a refetch too): no new page is requested meanwhile. */
  isFetching: boolean;
  nextPageFailed: boolean;
  onLoadMore: () => void;
};

/**
 * Below the grid: the infinite-scroll sentinel, the loading and failure states of the next page,
 * and the end text. The sentinel is a real 'Load more' button so that keyboard and switch users,
 * who may never scroll it into view, can ask for the next page too.
 */
export function FeedListFooter({
  hasNextPage,
  isFetchingNextPage,
  isFetching,
  nextPageFailed,
  onLoadMore,
}: FeedListFooterProps) {
  // Spec section 4: load more only when there is more and nothing is loading. After a failure the
  // reader retries with the button; scrolling alone would hammer a failing server.
  const canLoadMore = hasNextPage && !isFetching && !nextPageFailed;
  const sentinelRef = useInfiniteScroll<HTMLDivElement>({
    enabled: canLoadMore,
    onLoadMore,
  });

  if (!hasNextPage) {
    return <p className="py-6 text-center text-sm text-muted-foreground">{END_OF_FEED_TEXT}</p>;
  }

  return (
    <div
      ref={sentinelRef}
      data-testid="feed-sentinel"
      className="flex flex-col items-center gap-2 py-6"
    >
      {isFetchingNextPage ? (
        <Spinner label="Loading more feeds" />
      ) : (
        <>
          {nextPageFailed ? (
            <p role="alert" className="text-sm text-destructive">
              The next page could not be loaded.
            </p>
          ) : null}
          <Button variant="outline" size="sm" onClick={onLoadMore} disabled={isFetching}>
            {nextPageFailed ? 'Try again' : 'Load more'}
          </Button>
        </>
      )}
    </div>
  );
}
