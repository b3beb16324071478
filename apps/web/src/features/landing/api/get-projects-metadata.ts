import type { ProjectsMetadata } from '@gitsignals/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getProjectsMetadata(signal?: AbortSignal): Promise<ProjectsMetadata> {
  return api.get<ProjectsMetadata>('/projects/metadata', signal);
}

export const projectsMetadataQueryOptions = () =>
  queryOptions({
    queryKey: ['projects', 'metadata'] as const,
    queryFn: ({ signal }) => getProjectsMetadata(signal),
  });

/** The number of projects we cover, from the registry behind the API (never a typed-in figure). */
export function useProjectCount(): number | null {
  const { data } = useQuery({
    ...projectsMetadataQueryOptions(),
    select: (metadata) => new Set(Object.values(metadata.projects_by_category).flat()).size,
  });
  return data ?? null;
}
