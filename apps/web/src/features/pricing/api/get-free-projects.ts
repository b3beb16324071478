import type { FreeProjectsResponse } from '@gitsignals/contracts';
import { endpoints } from '@gitsignals/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET /billing/free-projects (public): the projects whose analysis the free tier includes. */
export async function getFreeProjects(
  signal?: AbortSignal,
): Promise<FreeProjectsResponse['projects']> {
  return (await call(endpoints.freeProjects, { signal })).projects;
}

export const freeProjectsQueryOptions = () =>
  queryOptions({
    queryKey: ['billing', 'free-projects'] as const,
    queryFn: ({ signal }) => getFreeProjects(signal),
  });

export function useFreeProjects() {
  return useQuery(freeProjectsQueryOptions());
}
