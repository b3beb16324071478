import { Skeleton } from '@/components/ui/skeleton';

export function ProjectGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div role="status" className="@container">
      <span className="sr-only">Loading projects</span>
      <div className="grid grid-cols-1 gap-4 @xl:grid-cols-2 @4xl:grid-cols-3 @6xl:grid-cols-4">
        {Array.from({ length: count }, (_, index) => (
          <div key={index} aria-hidden="true" className="space-y-3 rounded-lg border p-4">
            <div className="flex items-center gap-3">
              <Skeleton className="size-12 rounded-full" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-4 w-28" />
                <Skeleton className="h-3.5 w-20" />
              </div>
            </div>
            <Skeleton className="h-5 w-24" />
            <Skeleton className="h-3.5 w-36" />
            <Skeleton className="h-8 w-full" />
          </div>
        ))}
      </div>
    </div>
  );
}
