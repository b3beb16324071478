import type { ProjectOverview } from '@gitsignals/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getProjectOverview(name: string, signal?: AbortSignal): Promise<ProjectOverview> {
  return api.get<ProjectOverview>(`/projects/${encodeURIComponent(name)}/overview`, signal);
}

export const projectOverviewQueryOptions = (name: string) =>
  queryOptions({
    queryKey: ['projects', 'overview', name.toLowerCase()] as const,
    queryFn: ({ signal }) => getProjectOverview(name, signal),
  });

/** Everything the project page shows (GET /projects/{name}/overview; name or slug). */
export function useProjectOverview(name: string) {
  return useQuery(projectOverviewQueryOptions(name));
}
