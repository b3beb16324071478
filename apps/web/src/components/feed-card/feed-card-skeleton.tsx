import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

/** Same footprint as FeedCard, shown while feeds load. */
export function FeedCardSkeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      data-slot="feed-card-skeleton"
      className={cn('flex flex-col gap-3 rounded-lg border bg-card p-4 shadow-xs', className)}
    >
      <div className="flex items-center gap-3">
        <Skeleton className="size-8 rounded-full" />
        <div className="flex-1 space-y-1.5">
          <Skeleton className="h-3.5 w-32" />
          <Skeleton className="h-3 w-20" />
        </div>
        <Skeleton className="h-5 w-14" />
      </div>
      <Skeleton className="h-5 w-4/5" />
      <div className="space-y-1.5">
        <Skeleton className="h-3.5 w-full" />
        <Skeleton className="h-3.5 w-full" />
        <Skeleton className="h-3.5 w-2/3" />
      </div>
      <div className="flex gap-1.5">
        <Skeleton className="h-5 w-16" />
        <Skeleton className="h-5 w-20" />
        <Skeleton className="h-5 w-12" />
      </div>
      <div className="flex gap-3 border-t pt-3">
        <Skeleton className="h-3.5 w-20" />
        <Skeleton className="h-3.5 w-16" />
      </div>
    </div>
  );
}
