import type { ProjectContacts } from '@gitsignals/contracts';
import { endpoints } from '@gitsignals/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export function getProjectContacts(
  project: string,
  signal?: AbortSignal,
): Promise<ProjectContacts> {
  return call(endpoints.projectContacts, { params: { project }, signal });
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
