import type { Project } from '@gitsignals/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ProjectCard } from './project-card';

/** 649 projects with logos are too many to render at once; the grid grows a batch at a time. */
export const PROJECTS_PAGE_SIZE = 48;

/** Parent gives it a `key` of the filter set, so a new filter starts again at the first batch. */
export function ProjectGrid({ projects }: { projects: readonly Project[] }) {
  const [limit, setLimit] = useState(PROJECTS_PAGE_SIZE);
  const shown = projects.slice(0, limit);
  const remaining = projects.length - shown.length;

  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Showing {shown.length.toLocaleString('en-US')} of {projects.length.toLocaleString('en-US')}{' '}
        projects
      </p>
      <div className="@container">
        <ul
          aria-label="Projects"
          className="grid grid-cols-1 gap-4 @xl:grid-cols-2 @4xl:grid-cols-3 @6xl:grid-cols-4"
        >
          {shown.map((project) => (
            <li key={project.slug}>
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
      </div>
      {remaining > 0 ? (
        <div className="flex justify-center">
          <Button variant="outline" onClick={() => setLimit((value) => value + PROJECTS_PAGE_SIZE)}>
            Show more ({Math.min(remaining, PROJECTS_PAGE_SIZE)} of{' '}
            {remaining.toLocaleString('en-US')} remaining)
          </Button>
        </div>
      ) : null}
    </div>
  );
}
