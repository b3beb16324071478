import type { BillingPlan } from '@gitsignals/contracts';
import { endpoints } from '@gitsignals/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET /billing/plans (spec section 7): public. */
export function getPlans(signal?: AbortSignal): Promise<BillingPlan[]> {
  return call(endpoints.billingPlans, { signal });
}

export const plansQueryOptions = () =>
  queryOptions({
    queryKey: ['billing', 'plans'] as const,
    queryFn: ({ signal }) => getPlans(signal),
  });

/** The plans; on failure the page falls back to the built-in defaults (spec section 8). */
export function usePlans() {
  return useQuery(plansQueryOptions());
}
