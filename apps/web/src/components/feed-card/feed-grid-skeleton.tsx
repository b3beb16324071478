import { FeedCardSkeleton } from './feed-card-skeleton';

type FeedGridSkeletonProps = {
  /** How many cards to hold room for (spec section 9 gives each list its number). */
  count: number;
  /** What screen readers hear while the list loads. */
  label?: string;
};

/** Skeleton cards in the same responsive columns as a loaded list of feed cards. */
export function FeedGridSkeleton({ count, label = 'Loading feeds' }: FeedGridSkeletonProps) {
  return (
    <div role="status" className="@container">
      <span className="sr-only">{label}</span>
      <div className="grid grid-cols-1 gap-4 @2xl:grid-cols-2 @4xl:grid-cols-3">
        {Array.from({ length: count }, (_, index) => (
          <FeedCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}
