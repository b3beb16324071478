import { AlertCircleIcon, RotateCwIcon } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

type FeedErrorProps = {
  title: string;
  error: Error;
  onRetry: () => void;
  retrying: boolean;
};

/** A failed first page: what went wrong and a way to try again (the toast has already gone). */
export function FeedError({ title, error, onRetry, retrying }: FeedErrorProps) {
  return (
    <Alert variant="destructive" className="mx-auto max-w-xl">
      <AlertCircleIcon aria-hidden="true" />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <p>{error.message}</p>
        <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying} className="mt-2">
          <RotateCwIcon aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
          Try again
        </Button>
      </AlertDescription>
    </Alert>
  );
}
