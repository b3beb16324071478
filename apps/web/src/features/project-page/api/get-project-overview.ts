import type { ProjectOverview } from '@gitsignals/contracts';
import { endpoints } from '@gitsignals/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export function getProjectOverview(name: string, signal?: AbortSignal): Promise<ProjectOverview> {
  return call(endpoints.projectOverview, { params: { name }, signal });
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
