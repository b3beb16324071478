import type { AdminRepositories } from '@gitsignals/contracts';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { RepositoryItem } from './repository-item';

type Project = AdminRepositories['projects'][number];

/** A project and its repositories. */
export function ProjectRepositoriesCard({
  project,
  queueAvailable,
}: {
  project: Project;
  queueAvailable: boolean;
}) {
  return (
    <Card className="gap-3 py-4">
      <CardHeader className="px-4">
        <CardTitle as="h3" className="flex flex-wrap items-baseline gap-x-2">
          <Link
            to={`/project/${encodeURIComponent(project.slug)}`}
            className="rounded-sm hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 outline-none"
          >
            {project.name}
          </Link>
          <span className="font-mono text-xs font-normal text-muted-foreground">
            {project.slug}
          </span>
        </CardTitle>
      </CardHeader>
      <CardContent className="px-4">
        {project.repositories.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No repositories yet: add one with the form above.
          </p>
        ) : (
          <ul aria-label={`Repositories of ${project.name}`}>
            {project.repositories.map((repository) => (
              <RepositoryItem
                key={repository.id}
                repository={repository}
                queueAvailable={queueAvailable}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
