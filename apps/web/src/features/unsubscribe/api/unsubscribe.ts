import { endpoints } from '@gitsignals/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, ApiError, type CallResult } from '@/lib/api-client';
import type { AuthErrorMeta } from '@/lib/query-client';

export type UnsubscribeResponse = CallResult<typeof endpoints.unsubscribe>;

/** Spec section 8: the error view's message. */
export function unsubscribeErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return `Failed to unsubscribe: ${error.message}`;
  return 'An unknown error occurred';
}

/** PUT /user/{token}/unsubscribe: no session; the token is the opaque one each e-mail carries. */
export function unsubscribe(token: string, signal?: AbortSignal): Promise<UnsubscribeResponse> {
  return call(endpoints.unsubscribe, { params: { userId: token }, signal });
}

/**
 * Runs once per page visit (a query, so React's double effects don't send it twice). A 401/403
 * here is about the link's token, not the session: it must not trigger the sign-out handler.
 */
export const unsubscribeQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['unsubscribe', token] as const,
    queryFn: ({ signal }) => unsubscribe(token, signal),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    meta: { authErrors: 'local' } satisfies AuthErrorMeta,
  });

export function useUnsubscribe(token: string | null) {
  return useQuery({ ...unsubscribeQueryOptions(token ?? ''), enabled: token !== null });
}
