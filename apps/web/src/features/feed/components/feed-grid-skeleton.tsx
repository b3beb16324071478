import { FeedCardSkeleton } from '@/components/feed-card';

/** Spec section 9: 6 skeleton cards on the daily feed, 3 on the personal feed. */
export const DAILY_SKELETON_COUNT = 6;
export const PERSONAL_SKELETON_COUNT = 3;

export function FeedGridSkeleton({ count }: { count: number }) {
  return (
    <div role="status" className="@container">
      <span className="sr-only">Loading feeds</span>
      <div className="grid grid-cols-1 gap-4 @2xl:grid-cols-2 @4xl:grid-cols-3">
        {Array.from({ length: count }, (_, index) => (
          <FeedCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}
