import { AlertCircleIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useUserFeeds } from '../api/get-user-feeds';
import { useErrorToastOnce } from '../hooks/use-error-toast';
import type { FeedFilters } from '../lib/feed-filters';
import { PERSONAL_SKELETON_COUNT } from './feed-grid-skeleton';
import { FeedList } from './feed-list';

export const PERSONAL_ERROR_TOAST = 'Error loading feeds';

/** 'Your Feeds': items of the projects the signed-in user subscribed to (spec section 2). */
export function PersonalFeed({ userId, filters }: { userId: string; filters: FeedFilters }) {
  const query = useUserFeeds(userId, filters);
  useErrorToastOnce(query.isError, PERSONAL_ERROR_TOAST);

  return (
    <FeedList
      query={query}
      label="Your feeds"
      skeletonCount={PERSONAL_SKELETON_COUNT}
      error={
        <Alert variant="destructive" className="mx-auto max-w-xl">
          <AlertCircleIcon aria-hidden="true" />
          <AlertTitle>API Error</AlertTitle>
          <AlertDescription>
            <p>Failed to load project feeds: {query.error?.message}</p>
            <Button
              variant="outline"
              size="sm"
              className="mt-2"
              onClick={() => void query.refetch()}
              disabled={query.isFetching}
            >
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      }
      empty={
        <div className="flex flex-col items-center gap-3 py-16 text-center">
          <p className="text-muted-foreground">Subscribe to more projects</p>
          <Button asChild size="sm">
            <Link to="/subscribed-lists">Subscribe</Link>
          </Button>
        </div>
      }
    />
  );
}
