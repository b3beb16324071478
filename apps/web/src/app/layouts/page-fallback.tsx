import { Spinner } from '@/components/ui/spinner';

/** Shown while a lazily loaded route module arrives. */
export function PageFallback() {
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <Spinner className="size-6" label="Loading page" />
    </div>
  );
}
