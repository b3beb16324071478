import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Spec section 7 and 9 data-fetching defaults. */
export const STALE_TIME_MS = 5 * 60 * 1000;
export const GC_TIME_MS = 10 * 60 * 1000;
export const MAX_RETRIES = 3;

/**
 * Up to 3 retries, but none when the API answered with an error: the answer will not change on
 * retry. Network failures (ApiError status 0) are retried, they are often transient.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status !== 0) return false;
  return failureCount < MAX_RETRIES;
}

/**
 * Queries and mutations whose 401/403 means something else (the unsubscribe link's token)
 * set `meta: { authErrors: 'local' }` and handle the answer themselves.
 */
export type AuthErrorMeta = { authErrors?: 'local' };

/** Runs for every failed query and mutation: the app passes its shared 401/403 handler. */
export type QueryErrorHandler = (error: unknown, meta: Record<string, unknown> | undefined) => void;

export function createQueryClient(onError?: QueryErrorHandler): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError?.(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => onError?.(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME_MS,
        gcTime: GC_TIME_MS,
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        retry: shouldRetry,
      },
      mutations: { retry: false },
    },
  });
}
