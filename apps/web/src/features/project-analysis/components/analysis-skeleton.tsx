import { Skeleton } from '@/components/ui/skeleton';

/** The report's shape while the analysis runs. */
export function AnalysisSkeleton() {
  return (
    <div role="status" className="space-y-6">
      <span className="sr-only">Analyzing</span>
      <div className="flex items-center gap-3">
        <Skeleton className="size-12 rounded-full" />
        <Skeleton className="h-7 w-48" />
      </div>
      <Skeleton className="h-9 w-72" />
      {['summary', 'highlights', 'impact'].map((key) => (
        <div key={key} className="space-y-2">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
        </div>
      ))}
    </div>
  );
}
