import type { TechnologyProfile } from '@gitsignals/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getTechnologyProfile(
  project: string,
  signal?: AbortSignal,
): Promise<TechnologyProfile> {
  return api.get<TechnologyProfile>(`/profile/${encodeURIComponent(project)}/technologies`, signal);
}

export const technologyProfileQueryOptions = (project: string) =>
  queryOptions({
    queryKey: ['profile', 'technologies', project.toLowerCase()] as const,
    queryFn: ({ signal }) => getTechnologyProfile(project, signal),
    // Profiles are recomputed after each analysis run, not while a page is open.
    staleTime: 5 * 60_000,
  });

/** A project's technology stack (GET /profile/{project}/technologies; name or slug). */
export function useTechnologyProfile(project: string) {
  return useQuery(technologyProfileQueryOptions(project));
}
