import { useMemo } from 'react';
import { PageTitle } from '@/components/page-title';
import { EmptyState } from '@/components/empty-state';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { Button } from '@/components/ui/button';
import { MultiSelect } from '@/components/ui/multi-select';
import { ApiError } from '@/lib/api-client';
import { useProjects } from '@/hooks/use-projects';
import { ProjectGrid } from '../components/project-grid';
import { ProjectGridSkeleton } from '../components/project-grid-skeleton';
import { RegistryAttribution } from '../components/registry-attribution';
import { useProjectFilters } from '../hooks/use-project-filters';
import { filterProjects, projectFilterOptions } from '../lib/filter-projects';

export const NO_PROJECTS_TEXT = 'No projects found matching the selected filters.';

/** Spec section 8 names the API error 'Failed to fetch projects: {status}'. */
function errorTitle(error: Error): string {
  return error instanceof ApiError && error.status > 0
    ? `Failed to fetch projects: ${error.status}`
    : 'Failed to fetch projects';
}

/** Projects (/projects, spec section 2). */
export default function ProjectsPage() {
  const { data, isPending, isError, error, refetch, isFetching } = useProjects();
  const [filters, setFilters] = useProjectFilters();
  const options = useMemo(() => projectFilterOptions(data ?? []), [data]);
  const filtered = useMemo(() => filterProjects(data ?? [], filters), [data, filters]);
  const hasFilters = filters.categories.length + filters.networks.length > 0;
  const clearFilters = () => setFilters({ categories: [], networks: [] });

  let body;
  if (isPending) body = <ProjectGridSkeleton />;
  else if (isError) {
    body = (
      <LoadErrorAlert
        title={errorTitle(error)}
        message={error.message}
        onRetry={() => void refetch()}
        retrying={isFetching}
        className="max-w-xl"
      />
    );
  } else if (filtered.length === 0) {
    body = (
      <EmptyState
        text={NO_PROJECTS_TEXT}
        action={
          hasFilters ? (
            <Button variant="outline" size="sm" onClick={clearFilters}>
              Clear filters
            </Button>
          ) : null
        }
      />
    );
  } else {
    body = <ProjectGrid key={JSON.stringify(filters)} projects={filtered} />;
  }

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-6 sm:px-6 lg:py-8">
      <PageTitle title="Projects" />
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight">Projects</h1>
        <RegistryAttribution />
      </header>
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Filter projects">
        <MultiSelect
          label="Categories"
          options={options.categories}
          value={filters.categories}
          onChange={(categories) => setFilters({ ...filters, categories })}
          searchPlaceholder="Search categories…"
          disabled={!data}
          className="w-full sm:w-48"
        />
        <MultiSelect
          label="Networks"
          options={options.networks}
          value={filters.networks}
          onChange={(networks) => setFilters({ ...filters, networks })}
          searchPlaceholder="Search networks…"
          disabled={!data}
          className="w-full sm:w-48"
        />
        {hasFilters ? (
          <Button variant="ghost" size="sm" onClick={clearFilters}>
            Clear filters
          </Button>
        ) : null}
      </div>
      {body}
    </div>
  );
}
