import type { RelatedProjectsResponse } from '@gitsignals/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getRelatedProjects(
  name: string,
  signal?: AbortSignal,
): Promise<RelatedProjectsResponse> {
  return api.get<RelatedProjectsResponse>(`/projects/${encodeURIComponent(name)}/related`, signal);
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
