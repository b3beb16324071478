import type { RelatedProjectsResponse } from '@gitsignals/contracts';
import { endpoints } from '@gitsignals/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export function getRelatedProjects(
  name: string,
  signal?: AbortSignal,
): Promise<RelatedProjectsResponse> {
  return call(endpoints.relatedProjects, { params: { name }, signal });
}

export const relatedProjectsQueryOptions = (name: string) =>
  queryOptions({
    queryKey: ['projects', 'related', name.toLowerCase()] as const,
    queryFn: ({ signal }) => getRelatedProjects(name, signal),
  });

/** Projects whose technology stack names this one (the 'Ecosystem Activity' tab). */
export function useRelatedProjects(name: string, enabled: boolean) {
  return useQuery({ ...relatedProjectsQueryOptions(name), enabled });
}
