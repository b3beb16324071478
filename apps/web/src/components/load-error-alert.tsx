import { AlertCircleIcon, RotateCwIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

type LoadErrorAlertProps = {
  /** What failed, in the spec's words. */
  title: ReactNode;
  /** The reason (usually the error's message); left out when the title already says it. */
  message?: ReactNode;
  onRetry: () => void;
  /** True while the retry runs: the button is disabled and its icon spins. */
  retrying?: boolean;
  /** The button's text; 'Try again' everywhere except where marketing copy names it. */
  retryLabel?: string;
  className?: string;
};

/** A query that failed to load: what went wrong and a 'Try again' button (every page alike). */
export function LoadErrorAlert({
  title,
  message,
  onRetry,
  retrying = false,
  retryLabel = 'Try again',
  className,
}: LoadErrorAlertProps) {
  return (
    <Alert variant="destructive" className={className}>
      <AlertCircleIcon aria-hidden="true" />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        {message === undefined ? null : <p>{message}</p>}
        <Button variant="outline" size="sm" className="mt-2" onClick={onRetry} disabled={retrying}>
          <RotateCwIcon aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
          {retryLabel}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
