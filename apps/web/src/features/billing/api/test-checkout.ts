import type { TestCheckoutConfirmResponse, TestCheckoutSession } from '@gitsignals/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const sessionPath = (sessionId: string) =>
  `/billing/test-checkout/${encodeURIComponent(sessionId)}`;

/** GET /billing/test-checkout/{sessionId} (owner only): the plan and where to go afterwards. */
export function getTestCheckout(
  sessionId: string,
  signal?: AbortSignal,
): Promise<TestCheckoutSession> {
  return api.get<TestCheckoutSession>(sessionPath(sessionId), signal);
}

export const testCheckoutQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: ['billing', 'test-checkout', sessionId] as const,
    queryFn: ({ signal }) => getTestCheckout(sessionId, signal),
    // The session changes when it is confirmed or expires: read it fresh on every visit.
    staleTime: 0,
    refetchOnMount: 'always',
  });

export function useTestCheckout(sessionId: string) {
  return useQuery(testCheckoutQueryOptions(sessionId));
}

/** POST /billing/test-checkout/{sessionId}/confirm: activates the subscription. */
export function useConfirmTestCheckout() {
  return useMutation({
    mutationFn: (sessionId: string) =>
      api.post<TestCheckoutConfirmResponse>(`${sessionPath(sessionId)}/confirm`),
  });
}
