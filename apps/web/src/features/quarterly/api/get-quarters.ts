import type { QuartersResponse } from '@gitsignals/contracts';
import { endpoints } from '@gitsignals/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export function getQuarters(owner: string, signal?: AbortSignal): Promise<QuartersResponse> {
  return call(endpoints.quarters, { params: { owner }, signal });
}

export const quartersQueryOptions = (owner: string) =>
  queryOptions({
    queryKey: ['quarterly', 'quarters', owner.toLowerCase()] as const,
    queryFn: ({ signal }) => getQuarters(owner, signal),
  });

/** The quarters in which the project has activity, newest first, and the one to open. */
export function useQuarters(owner: string) {
  return useQuery(quartersQueryOptions(owner));
}
