import type { ProjectContacts } from '@gitsignals/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getProjectContacts(
  project: string,
  signal?: AbortSignal,
): Promise<ProjectContacts> {
  return api.get<ProjectContacts>(`/profile/${encodeURIComponent(project)}/contacts`, signal);
}

export const projectContactsQueryOptions = (project: string) =>
  queryOptions({
    queryKey: ['profile', 'contacts', project.toLowerCase()] as const,
    queryFn: ({ signal }) => getProjectContacts(project, signal),
    // Contacts change on an import or after the daily analysis, not while a page is open.
    staleTime: 5 * 60_000,
  });

/** A project's contacts and core contributors (GET /profile/{project}/contacts; subscribers). */
export function useProjectContacts(project: string) {
  return useQuery(projectContactsQueryOptions(project));
}
