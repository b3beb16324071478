import type { SavedSearch } from '@gitsignals/contracts';
import { endpoints } from '@gitsignals/contracts/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { call, ApiError } from '@/lib/api-client';
import { savedSearchesKey } from '@/lib/query-keys';
import { useSession } from './use-session';

/** The signed-in user's saved searches, newest first as the server lists them; idle when logged out. */
export function useSavedSearches() {
  const session = useSession();
  const userId = session.status === 'authenticated' ? session.user.id : '';
  return useQuery({
    queryKey: savedSearchesKey(userId),
    queryFn: ({ signal }) => call(endpoints.savedSearches, { params: { id: userId }, signal }),
    enabled: userId !== '',
  });
}

/**
 * POST /users/{id}/save-search {keywords}. Spec section 8 toasts: 'Search saved' naming the
 * keywords, or 'Error' / 'Failed to save search. Please try again.'.
 */
export function useSaveSearch() {
  const session = useSession();
  const queryClient = useQueryClient();
  const userId = session.status === 'authenticated' ? session.user.id : '';
  const key = savedSearchesKey(userId);

  return useMutation({
    mutationFn: (keywords: readonly string[]) =>
      call(endpoints.saveSearch, { params: { id: userId }, body: { keywords: [...keywords] } }),
    onSuccess: (saved) => {
      queryClient.setQueryData<SavedSearch[]>(key, (current) =>
        current ? [saved, ...current.filter((search) => search.id !== saved.id)] : current,
      );
      toast.success('Search saved', {
        description: `Search with keywords "${saved.keywords.join(', ')}" has been saved`,
      });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.isAuthError) return;
      // 409: the same set was saved meanwhile (another tab); the refetch turns Save into 'Saved'.
      if (error instanceof ApiError && error.status === 409) return;
      toast.error('Error', { description: 'Failed to save search. Please try again.' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
