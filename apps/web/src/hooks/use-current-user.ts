import type { UpdateUserRequest, User } from '@gitsignals/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { useSession, type SessionUser } from './use-session';

export const currentUserKey = (id: string) => ['user', id] as const;

/**
 * Spec section 4: on start the app loads the backend user record, creating it when it is missing
 * (name falls back to the e-mail's local part on the server).
 */
export async function fetchOrCreateUser(user: SessionUser, signal?: AbortSignal): Promise<User> {
  const path = `/user/${encodeURIComponent(user.id)}`;
  try {
    return await api.get<User>(path, signal);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
    return api.post<User>('/user', { id: user.id, email: user.email, name: user.name }, signal);
  }
}

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
      return api.put<User>(`/user/${encodeURIComponent(session.user.id)}`, payload);
    },
    onSuccess: (user) => queryClient.setQueryData(currentUserKey(user.id), user),
  });
}
