import type {
  FeedItem,
  SavedFeed,
  SavedFeedsResponse,
  SaveFeedResponse,
} from '@gitsignals/contracts';
import { endpoints } from '@gitsignals/contracts/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { toast } from 'sonner';
import { call, ApiError } from '@/lib/api-client';
import { savedFeedsKey } from '@/lib/query-keys';
import { useSession } from './use-session';

export function getSavedFeeds(userId: string, signal?: AbortSignal): Promise<SavedFeedsResponse> {
  return call(endpoints.savedFeeds, { params: { id: userId }, signal });
}

/** POST /users/{id}/save-feed?feedId=: one call saves and removes; the answer says which. */
export function toggleSavedFeed(userId: string, feedId: string): Promise<SaveFeedResponse> {
  return call(endpoints.toggleSavedFeed, { params: { id: userId }, query: { feedId } });
}

/**
 * The signed-in user's bookmarks; idle while logged out. Fresh 5 minutes and kept 10 (spec sections
 * 7 and 9): the query client's defaults.
 */
export function useSavedFeeds() {
  const session = useSession();
  const userId = session.status === 'authenticated' ? session.user.id : '';
  return useQuery({
    queryKey: savedFeedsKey(userId),
    queryFn: ({ signal }) => getSavedFeeds(userId, signal),
    enabled: userId !== '',
  });
}

/**
 * Ids of the bookmarked feeds, for the bookmark buttons of every card on screen (one query).
 * `isReady` is false until the list has loaded: before that an empty set does not mean "not
 * bookmarked", and the toggle endpoint would remove a bookmark the reader believes to be adding.
 */
export function useBookmarkedIds(): { ids: ReadonlySet<string>; isReady: boolean } {
  const { data } = useSavedFeeds();
  const ids = useMemo(() => new Set(data?.saved_feeds.map((feed) => feed.id)), [data]);
  // Data from an earlier success stays valid even if a later refetch failed.
  return { ids, isReady: data !== undefined };
}

type ToggleVariables = { feed: FeedItem; wasSaved: boolean };
type ToggleContext = { previous: SavedFeedsResponse | undefined };

function withToggled(
  current: SavedFeedsResponse | undefined,
  { feed, wasSaved }: ToggleVariables,
): SavedFeedsResponse | undefined {
  if (!current) return current;
  const rest = current.saved_feeds.filter((saved) => saved.id !== feed.id);
  const saved_feeds: SavedFeed[] = wasSaved
    ? rest
    : [{ ...feed, title: feed.summary, saved_at: new Date().toISOString() }, ...rest];
  return { saved_feeds, total_saved: saved_feeds.length };
}

/**
 * Bookmark or un-bookmark a feed (spec section 4: toggling adds or removes, then the saved list is
 * refetched). The button flips at once; a failure puts it back and says so (spec section 8).
 */
export function useToggleBookmark() {
  const session = useSession();
  const queryClient = useQueryClient();
  const userId = session.status === 'authenticated' ? session.user.id : '';
  const key = savedFeedsKey(userId);

  return useMutation<SaveFeedResponse, Error, ToggleVariables, ToggleContext>({
    mutationFn: ({ feed }) => toggleSavedFeed(userId, feed.id),
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<SavedFeedsResponse>(key);
      queryClient.setQueryData<SavedFeedsResponse>(key, (current) =>
        withToggled(current, variables),
      );
      return { previous };
    },
    onSuccess: ({ saved }) => {
      if (saved) toast.success('Bookmarked');
      else toast.success('Bookmark Removed');
    },
    onError: (error, { wasSaved }, context) => {
      queryClient.setQueryData(key, context?.previous);
      // 401/403 have their own shared handler ('Session Expired'); one message is enough.
      if (error instanceof ApiError && error.isAuthError) return;
      toast.error('Error', {
        description: wasSaved
          ? 'Failed to remove bookmark feed. Please try again.'
          : 'Failed to bookmark feed. Please try again.',
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
