import type { NetworkProject } from '@gitsignals/contracts';
import { endpoints } from '@gitsignals/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export function getNetworkProjects(signal?: AbortSignal): Promise<NetworkProject[]> {
  return call(endpoints.networkProjects, { signal });
}

export const networkProjectsQueryOptions = () =>
  queryOptions({
    queryKey: ['network', 'projects'] as const,
    queryFn: ({ signal }) => getNetworkProjects(signal),
    staleTime: 5 * 60_000,
  });

/** The projects that have contacts or core contributors, with their counts (/network). */
export function useNetworkProjects() {
  return useQuery(networkProjectsQueryOptions());
}
