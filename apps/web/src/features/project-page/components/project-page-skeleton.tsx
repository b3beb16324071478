import { Skeleton } from '@/components/ui/skeleton';

/** The page's shape while the overview loads, so nothing jumps when it arrives. */
export function ProjectPageSkeleton() {
  return (
    <div role="status" className="space-y-6">
      <span className="sr-only">Loading project</span>
      <div className="flex items-start gap-4">
        <Skeleton className="size-12 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-7 w-48" />
          <Skeleton className="h-5 w-64" />
        </div>
      </div>
      <Skeleton className="h-8 w-full max-w-lg" />
      <Skeleton className="h-72 w-full" />
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-40 w-full" />
        ))}
      </div>
    </div>
  );
}
