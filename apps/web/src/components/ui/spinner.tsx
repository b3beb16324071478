import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/cn';

type SpinnerProps = {
  className?: string;
  /** Announced to screen readers; visually hidden. */
  label?: string;
};

export function Spinner({ className, label = 'Loading' }: SpinnerProps) {
  return (
    <span role="status" className="inline-flex items-center">
      <Loader2
        aria-hidden="true"
        className={cn('size-5 animate-spin text-muted-foreground', className)}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
