import type { ProjectsMetadata } from '@gitsignals/contracts';
import { endpoints } from '@gitsignals/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

// Shared by the feed filters and the projects page (and any page that lists categories or
// networks): one query key, so every screen reads the same cached answer.

/** Spec sections 7 and 9: project metadata is cached 5 minutes. */
const METADATA_STALE_MS = 5 * 60 * 1000;

export function getProjectsMetadata(signal?: AbortSignal): Promise<ProjectsMetadata> {
  return call(endpoints.projectsMetadata, { signal });
}

export const projectsMetadataQueryOptions = () =>
  queryOptions({
    queryKey: ['projects', 'metadata'] as const,
    queryFn: ({ signal }) => getProjectsMetadata(signal),
    staleTime: METADATA_STALE_MS,
  });

export type FilterOption = { value: string; label: string };

export type FilterOptions = { categories: FilterOption[]; networks: FilterOption[] };

function toOptions(values: Iterable<string>): FilterOption[] {
  return [...new Set(values)]
    .sort((a, b) => a.localeCompare(b))
    .map((value) => ({ value, label: value }));
}

/** The option lists of the Categories and Networks multi-selects, sorted by name. */
export function filterOptionsOf(metadata: ProjectsMetadata): FilterOptions {
  return {
    categories: toOptions(Object.keys(metadata.projects_by_category)),
    networks: toOptions(metadata.networks),
  };
}

export function useFilterOptions() {
  return useQuery({ ...projectsMetadataQueryOptions(), select: filterOptionsOf });
}

/** The number of projects we cover, from the registry behind the API (never a typed-in figure). */
export function useProjectCount(): number | null {
  const { data } = useQuery({
    ...projectsMetadataQueryOptions(),
    select: (metadata) => new Set(Object.values(metadata.projects_by_category).flat()).size,
  });
  return data ?? null;
}
