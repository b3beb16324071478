import type { FeedItem } from '@gitsignals/contracts';
import type { ReactNode } from 'react';
import { FeedCard, FeedGridSkeleton } from '@/components/feed-card';
import { FeedCardActions } from '@/components/feed-actions';
import { MasonryGrid } from '@/components/masonry-grid';
import { pluralize } from '@/lib/format';
import type { FeedPages } from '../api/feed-page-query';
import { FeedListFooter } from './feed-list-footer';

/** The parts of a TanStack infinite query result the list reads (daily and personal alike). */
export type FeedListQuery = {
  data: FeedPages | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  hasNextPage: boolean;
  fetchNextPage: () => unknown;
};

type FeedListProps = {
  query: FeedListQuery;
  label: string;
  skeletonCount: number;
  /** Rendered when the first page failed. */
  error: ReactNode;
  /** Rendered when the first page came back empty. */
  empty: ReactNode;
};

export function FeedList({ query, label, skeletonCount, error, empty }: FeedListProps) {
  if (query.isPending) return <FeedGridSkeleton count={skeletonCount} />;
  if (!query.data) return query.isError ? error : <FeedGridSkeleton count={skeletonCount} />;

  const { items, total } = query.data;
  if (items.length === 0) return empty;

  const loadMore = () => {
    if (query.hasNextPage && !query.isFetching) void query.fetchNextPage();
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Showing {items.length.toLocaleString('en-US')} of {pluralize(total, 'signal')}
      </p>
      <MasonryGrid
        items={items}
        getKey={(feed: FeedItem) => feed.id}
        label={label}
        renderItem={(feed) => (
          <FeedCard feed={feed} headingLevel="h2" actions={<FeedCardActions feed={feed} />} />
        )}
      />
      <FeedListFooter
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        isFetching={query.isFetching}
        nextPageFailed={query.isFetchNextPageError}
        onLoadMore={loadMore}
      />
    </div>
  );
}
