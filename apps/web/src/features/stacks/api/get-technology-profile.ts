import type { TechnologyProfile } from '@gitsignals/contracts';
import { endpoints } from '@gitsignals/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export function getTechnologyProfile(
  project: string,
  signal?: AbortSignal,
): Promise<TechnologyProfile> {
  return call(endpoints.technologyProfile, { params: { project }, signal });
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
