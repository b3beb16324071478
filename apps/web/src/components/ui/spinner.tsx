import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/cn';

type SpinnerProps = {
  className?: string;
  /** Announced to screen readers; visually hidden. */
  label?: string;
  /**
   * Inside a button: the spinner is only a picture, hidden from screen readers, so the button's
   * name stays its text ('Sign In', not 'Please wait Sign In'). Set `aria-busy` on the button.
   */
  decorative?: boolean;
};

export function Spinner({ className, label = 'Loading', decorative = false }: SpinnerProps) {
  const icon = (
    <Loader2
      aria-hidden="true"
      className={cn('size-5 animate-spin text-muted-foreground', className)}
    />
  );
  if (decorative) return icon;
  return (
    <span role="status" className="inline-flex items-center">
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}
