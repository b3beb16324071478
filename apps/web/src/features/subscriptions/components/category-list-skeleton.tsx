import { Skeleton } from '@/components/ui/skeleton';

export function CategoryListSkeleton() {
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">Loading projects</span>
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className="space-y-3 rounded-lg border p-4">
          <Skeleton className="h-5 w-40" />
          <div className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
            {Array.from({ length: 6 }, (_, row) => (
              <Skeleton key={row} className="h-5 w-full" />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
