import type { TechnologyProfile } from '@gitsignals/contracts';
import { endpoints } from '@gitsignals/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export function getStackExample(signal?: AbortSignal): Promise<TechnologyProfile> {
  return call(endpoints.stackExample, { signal });
}

export const stackExampleQueryOptions = () =>
  queryOptions({
    queryKey: ['profile', 'stack-example'] as const,
    queryFn: ({ signal }) => getStackExample(signal),
    // Profiles are recomputed after each analysis run, not while a page is open.
    staleTime: 5 * 60_000,
  });

/**
 * /stack-example's sample stack (GET /profile/stack-example): open to every signed-in user,
 * where the same project's stack detail needs a subscription.
 */
export function useStackExample() {
  return useQuery(stackExampleQueryOptions());
}
