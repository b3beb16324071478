import type { ProjectOverview } from '@gitsignals/contracts';
import { ExternalLinkIcon, GitForkIcon } from 'lucide-react';
import { useState } from 'react';
import { ProjectLogo } from '@/components/project-logo';
import { Badge } from '@/components/ui/badge';

/** Logo, name, category, networks and every repository we read, each linking to its host. */
/** Repositories shown before 'Show all': a long list would push the chart off a phone screen. */
const FIRST_REPOSITORIES = 6;

export function ProjectHeader({ overview }: { overview: ProjectOverview }) {
  const { project, repositories } = overview;
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? repositories : repositories.slice(0, FIRST_REPOSITORIES);
  return (
    <header className="flex flex-col gap-4">
      <div className="flex items-start gap-4">
        <ProjectLogo name={project.name} src={project.image_url} size="lg" />
        <div className="min-w-0 flex-1 space-y-2">
          <h1 className="text-2xl font-semibold tracking-tight break-words">{project.name}</h1>
          <div className="flex flex-wrap items-center gap-1.5">
            <Badge variant="secondary">{project.category}</Badge>
            {project.networks.map((network) => (
              <Badge key={network} variant="outline">
                {network}
              </Badge>
            ))}
          </div>
          {project.website ? (
            <a
              href={project.website}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
            >
              {project.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
              <ExternalLinkIcon aria-hidden="true" className="size-3.5" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          ) : null}
        </div>
      </div>
      {repositories.length > 0 ? (
        <section aria-labelledby="project-repositories" className="space-y-2">
          <h2 id="project-repositories" className="text-sm font-medium text-muted-foreground">
            {repositories.length === 1 ? 'Repository' : `Repositories (${repositories.length})`}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {shown.map((repo) => (
              <li key={repo.full_name}>
                <a
                  href={repo.url}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex max-w-full items-center gap-1.5 rounded-md border px-2.5 py-1 font-mono text-xs hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring/50 focus-visible:outline-none"
                >
                  {repo.is_fork ? (
                    <GitForkIcon aria-label="Fork" className="size-3.5 shrink-0" />
                  ) : null}
                  <span className="truncate">{repo.full_name}</span>
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </li>
            ))}
            {repositories.length > FIRST_REPOSITORIES ? (
              <li>
                <button
                  type="button"
                  onClick={() => setShowAll((value) => !value)}
                  className="rounded-md px-2.5 py-1 text-xs text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring/50 focus-visible:outline-none"
                >
                  {showAll ? 'Show fewer' : `Show all ${repositories.length}`}
                </button>
              </li>
            ) : null}
          </ul>
        </section>
      ) : null}
    </header>
  );
}
