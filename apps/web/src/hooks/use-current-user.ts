import type { UpdateUserRequest } from '@gitsignals/contracts';
import { endpoints } from '@gitsignals/contracts/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, ApiError } from '@/lib/api-client';
import { currentUserKey, fetchOrCreateUser } from '@/lib/current-user';
import { useSession } from './use-session';

/** The signed-in user's backend record (settings, projectSubList, defaultFeed…); idle when logged out. */
export function useCurrentUser() {
  const session = useSession();
  const sessionUser = session.status === 'authenticated' ? session.user : null;
  return useQuery({
    queryKey: currentUserKey(sessionUser?.id ?? ''),
    queryFn: ({ signal }) => fetchOrCreateUser(sessionUser!, signal),
    enabled: sessionUser !== null,
  });
}

/** PUT /user/{id} with one payload shape; the answer (the updated record) replaces the cache. */
export function useUpdateUser() {
  const session = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: UpdateUserRequest) => {
      if (session.status !== 'authenticated') {
        return Promise.reject(new ApiError(401, 'UNAUTHORIZED', 'Authentication required'));
      }
      return call(endpoints.updateUser, { params: { id: session.user.id }, body: payload });
    },
    onSuccess: (user) => queryClient.setQueryData(currentUserKey(user.id), user),
  });
}
