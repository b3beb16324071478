import type { StackExample } from '@gitsignals/contracts';
import { endpoints } from '@gitsignals/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export function getStackExamples(signal?: AbortSignal): Promise<StackExample[]> {
  return call(endpoints.stackExamples, { signal });
}

export const stackExamplesQueryOptions = () =>
  queryOptions({
    queryKey: ['profile', 'examples'] as const,
    queryFn: ({ signal }) => getStackExamples(signal),
    // Profiles are recomputed after each analysis run, not while a page is open.
    staleTime: 5 * 60_000,
  });

/** The example projects of /stacks with their technology counts (those that have a profile). */
export function useStackExamples() {
  return useQuery(stackExamplesQueryOptions());
}
