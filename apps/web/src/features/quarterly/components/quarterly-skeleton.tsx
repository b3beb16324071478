import { Skeleton } from '@/components/ui/skeleton';

/** The report's shape while it loads: metric cards, the timeline, the tabs. */
export function QuarterlyReportSkeleton() {
  return (
    <div role="status" className="space-y-6">
      <span className="sr-only">Loading the quarterly analysis</span>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
      <Skeleton className="h-40" />
      <Skeleton className="h-9 w-72" />
      <Skeleton className="h-64" />
    </div>
  );
}

/** The header's shape while the project and its quarters load. */
export function QuarterlyHeaderSkeleton() {
  return (
    <div role="status" className="flex items-center gap-3">
      <span className="sr-only">Loading the project</span>
      <Skeleton className="size-12 rounded-full" />
      <div className="space-y-2">
        <Skeleton className="h-7 w-48" />
        <Skeleton className="h-4 w-72" />
      </div>
    </div>
  );
}
