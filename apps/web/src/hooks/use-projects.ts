import type { Project } from '@gitsignals/contracts';
import { endpoints } from '@gitsignals/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

// Shared: the projects page lists these and the project picker offers them, from one cached answer.

export function getProjects(signal?: AbortSignal): Promise<Project[]> {
  return call(endpoints.projects, { signal });
}

export const projectsQueryOptions = () =>
  queryOptions({
    queryKey: ['projects', 'list'] as const,
    queryFn: ({ signal }) => getProjects(signal),
  });

/** Every tracked project with its repositories and activity counts (GET /projects). */
export function useProjects() {
  return useQuery(projectsQueryOptions());
}
