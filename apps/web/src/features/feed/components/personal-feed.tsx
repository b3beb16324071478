import { Link } from 'react-router';
import { FeedGridSkeleton } from '@/components/feed-card';
import { EmptyState } from '@/components/empty-state';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useUserFeeds } from '../api/get-user-feeds';
import { useErrorToastOnce } from '../hooks/use-error-toast';
import type { FeedFilters } from '../lib/feed-filters';
import { FeedList } from './feed-list';

/** Spec section 9: 3 skeleton cards on the personal feed. */
const PERSONAL_SKELETON_COUNT = 3;

export const PERSONAL_ERROR_TOAST = 'Error loading feeds';
export const NO_SUBSCRIPTIONS_TEXT = "You haven't subscribed to any projects yet.";
export const PERSONAL_EMPTY_TEXT = 'Subscribe to more projects';

function PersonalFeedError({
  error,
  onRetry,
  retrying,
}: {
  error: Error | null;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <LoadErrorAlert
      title="API Error"
      message={`Failed to load project feeds: ${error?.message ?? ''}`}
      onRetry={onRetry}
      retrying={retrying}
      className="mx-auto max-w-xl"
    />
  );
}

/**
 * 'Your Feeds': items of the projects the signed-in user subscribed to (spec section 2), with its
 * three states: no subscriptions yet, nothing in the window, and the 'API Error' alert.
 */
export function PersonalFeed({ userId, filters }: { userId: string; filters: FeedFilters }) {
  const user = useCurrentUser();
  const subscribed = user.data?.projectSubList ?? [];
  // With no subscriptions there is nothing to ask the server for: the empty state says why.
  const query = useUserFeeds(userId, filters, subscribed.length > 0);
  useErrorToastOnce(query.isError || user.isError, PERSONAL_ERROR_TOAST);

  if (user.isError) {
    return (
      <PersonalFeedError
        error={user.error}
        onRetry={() => void user.refetch()}
        retrying={user.isFetching}
      />
    );
  }
  if (!user.data) return <FeedGridSkeleton count={PERSONAL_SKELETON_COUNT} />;

  if (subscribed.length === 0) {
    return (
      <EmptyState
        text={NO_SUBSCRIPTIONS_TEXT}
        action={
          <Button asChild>
            <Link to="/subscribed-lists">Subscribe to Projects</Link>
          </Button>
        }
      />
    );
  }

  return (
    <FeedList
      query={query}
      label="Your feeds"
      skeletonCount={PERSONAL_SKELETON_COUNT}
      error={
        <PersonalFeedError
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      }
      empty={
        <EmptyState
          text={PERSONAL_EMPTY_TEXT}
          action={
            <Button asChild size="sm" variant="outline">
              <Link to="/subscribed-lists">Subscribe</Link>
            </Button>
          }
        />
      }
    />
  );
}
