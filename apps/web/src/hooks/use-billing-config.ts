import type { BillingConfigResponse } from '@gitsignals/contracts';
import { endpoints } from '@gitsignals/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

// Whether payments are real: the pricing page and Settings say "test mode" when they are not.

/** GET /billing/config (public): whether payments are real (Stripe) or simulated (test mode). */
export function getBillingConfig(signal?: AbortSignal): Promise<BillingConfigResponse> {
  return call(endpoints.billingConfig, { signal });
}

export const billingConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['billing', 'config'] as const,
    queryFn: ({ signal }) => getBillingConfig(signal),
  });

export function useBillingConfig() {
  return useQuery(billingConfigQueryOptions());
}
