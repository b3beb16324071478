// The backend user record of the signed-in user: its query key and loader. Kept apart from the
// hooks so that the session provider (which preloads it) and useCurrentUser (which reads the
// session) both import it without importing each other.
import type { User } from '@gitsignals/contracts';
import { endpoints } from '@gitsignals/contracts/endpoints';
import { call, ApiError } from './api-client';

export const currentUserKey = (id: string) => ['user', id] as const;

/**
 * Spec section 4: on start the app loads the backend user record, creating it when it is missing
 * (name falls back to the e-mail's local part on the server).
 */
export async function fetchOrCreateUser(
  user: { id: string; email: string; name: string },
  signal?: AbortSignal,
): Promise<User> {
  try {
    return await call(endpoints.user, { params: { id: user.id }, signal });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
    return call(endpoints.createUser, {
      body: { id: user.id, email: user.email, name: user.name },
      signal,
    });
  }
}
