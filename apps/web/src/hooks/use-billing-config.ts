import type { BillingConfigResponse } from '@gitsignals/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// Whether payments are real: the pricing page and Settings say "test mode" when they are not.

/** GET /billing/config (public): whether payments are real (Stripe) or simulated (test mode). */
export function getBillingConfig(signal?: AbortSignal): Promise<BillingConfigResponse> {
  return api.get<BillingConfigResponse>('/billing/config', signal);
}

export const billingConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['billing', 'config'] as const,
    queryFn: ({ signal }) => getBillingConfig(signal),
  });

export function useBillingConfig() {
  return useQuery(billingConfigQueryOptions());
}
