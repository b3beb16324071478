import type { Project } from '@gitsignals/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// Shared: the projects page lists these and the project picker offers them, from one cached answer.

export function getProjects(signal?: AbortSignal): Promise<Project[]> {
  return api.get<Project[]>('/projects', signal);
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
