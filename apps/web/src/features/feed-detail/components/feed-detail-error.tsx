import { SearchXIcon } from 'lucide-react';
import { Link } from 'react-router';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { Button } from '@/components/ui/button';

export const FEED_ERROR_TEXT = 'Error loading feed';

/** The API answered 404: the id is wrong or the item is gone. Retrying would not help. */
export function FeedNotFound() {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <SearchXIcon aria-hidden="true" className="size-10 text-muted-foreground" />
      <h1 className="text-2xl font-semibold tracking-tight">Feed not found</h1>
      <p className="text-muted-foreground">
        This analysis does not exist or is no longer available.
      </p>
      <Button asChild>
        <Link to="/signals">Back to Signals</Link>
      </Button>
    </section>
  );
}

type FeedLoadErrorProps = { error: Error; onRetry: () => void; retrying: boolean };

/** Any other failure (server down, network): spec section 2 'Error loading feed', with a retry. */
export function FeedLoadError({ error, onRetry, retrying }: FeedLoadErrorProps) {
  return (
    <div className="mx-auto max-w-xl py-8">
      <h1 className="sr-only">Daily Analysis</h1>
      <LoadErrorAlert
        title={FEED_ERROR_TEXT}
        message={error.message}
        onRetry={onRetry}
        retrying={retrying}
      />
    </div>
  );
}
