import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { ProjectLogo } from '@/components/project-logo';
import { Skeleton } from '@/components/ui/skeleton';
import { useRelatedProjects } from '../api/get-related-projects';

/** 'oracles' → 'oracles', 'layer_1s' → 'layer 1s': the stack category the project appears in. */
const categoryWords = (key: string) => key.replace(/_/g, ' ');

/** Projects whose technology stack lists this one: who builds on it. */
export function EcosystemActivity({ name, active }: { name: string; active: boolean }) {
  const { data, isPending, isError, error, refetch, isFetching } = useRelatedProjects(name, active);

  if (isPending) {
    return (
      <div role="status" className="space-y-2">
        <span className="sr-only">Loading related projects</span>
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    );
  }
  if (isError) {
    return (
      <LoadErrorAlert
        title="Error loading related projects"
        message={error.message}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  if (data.related.length === 0) return <EmptyState text="No related projects found" />;
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted-foreground">
        Projects whose technology stack uses {data.project}:
      </p>
      <ul className="grid gap-2 sm:grid-cols-2">
        {data.related.map((project) => (
          <li key={project.slug}>
            <Link
              to={`/project/${encodeURIComponent(project.slug)}`}
              className="flex items-center gap-3 rounded-md border p-3 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring/50 focus-visible:outline-none"
            >
              <ProjectLogo name={project.name} src={project.image_url} />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{project.name}</span>
                <span className="block truncate text-xs text-muted-foreground">
                  {project.category} · in its {project.via.map(categoryWords).join(', ')}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
