import type { Project } from '@gitsignals/contracts';
import { Link } from 'react-router';
import { ProjectLogo } from '@/components/project-logo';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { pluralize } from '@/lib/format';

/**
 * Counts are shown once we have collected the project's activity (lastUpdated is set); before
 * that a commit count of 0 would claim the project is idle when we simply have not looked.
 */
export function hasActivityMetadata(project: Project): boolean {
  return project.repositoryCount > 0 && project.lastUpdated !== null;
}

/** Networks beyond this many collapse into '+N more', keeping cards the same height. */
const NETWORKS_SHOWN = 3;

function Networks({ networks }: { networks: readonly string[] }) {
  if (networks.length === 0) return <span className="text-muted-foreground">Not specified</span>;
  const shown = networks.slice(0, NETWORKS_SHOWN);
  const hidden = networks.length - shown.length;
  return (
    <ul aria-label="Networks" className="flex flex-wrap gap-1">
      {shown.map((network) => (
        <li key={network}>
          <Badge variant="secondary" className="font-normal">
            {network}
          </Badge>
        </li>
      ))}
      {hidden > 0 ? (
        <li>
          <Badge
            variant="outline"
            className="font-normal text-muted-foreground"
            title={networks.join(', ')}
          >
            +{hidden} more
          </Badge>
        </li>
      ) : null}
    </ul>
  );
}

export function ProjectCard({ project }: { project: Project }) {
  const titleId = `project-${project.slug}`;
  return (
    <article
      aria-labelledby={titleId}
      data-project={project.slug}
      className="flex h-full flex-col gap-3 rounded-lg border bg-card p-4 text-card-foreground shadow-xs"
    >
      <header className="flex items-center gap-3">
        <ProjectLogo name={project.name} src={project.iconUrl} size="lg" />
        <div className="min-w-0">
          <h2 id={titleId} className="truncate font-semibold">
            {project.name}
          </h2>
          <p className="truncate text-sm text-muted-foreground">{project.category}</p>
        </div>
      </header>
      <div className="text-sm">
        <Networks networks={project.networks} />
      </div>
      <p className="text-sm text-muted-foreground">
        {hasActivityMetadata(project)
          ? `${pluralize(project.repositoryCount, 'repository', 'repositories')} · ${pluralize(project.commitCount, 'commit')}`
          : 'Metadata not available'}
      </p>
      <div className="mt-auto pt-1">
        <Button asChild variant="outline" size="sm" className="w-full">
          <Link
            to={`/project/${encodeURIComponent(project.slug)}`}
            aria-label={`View ${project.name}`}
          >
            View
          </Link>
        </Button>
      </div>
    </article>
  );
}
