import type { TestCheckoutSession } from '@gitsignals/contracts';
import { endpoints } from '@gitsignals/contracts/endpoints';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET /billing/test-checkout/{sessionId} (owner only): the plan and where to go afterwards. */
export function getTestCheckout(
  sessionId: string,
  signal?: AbortSignal,
): Promise<TestCheckoutSession> {
  return call(endpoints.testCheckout, { params: { sessionId }, signal });
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
      call(endpoints.confirmTestCheckout, { params: { sessionId } }),
  });
}
