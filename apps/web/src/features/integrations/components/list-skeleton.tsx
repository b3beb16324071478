import { Skeleton } from '@/components/ui/skeleton';

/** Stand-in rows while a list loads, announced as busy. */
export function ListSkeleton({ label, rows = 2 }: { label: string; rows?: number }) {
  return (
    <div className="grid grid-cols-1 gap-3" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-20 w-full rounded-md" />
      ))}
    </div>
  );
}
