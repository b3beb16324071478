import { Skeleton } from '@/components/ui/skeleton';
import { useFreeProjects } from '../api/get-free-projects';
import { pricingCopy } from '../lib/pricing-content';

/** The projects whose analysis the free tier includes (GET /billing/free-projects). */
export function FreeProjectList() {
  const projects = useFreeProjects();
  return (
    <div className="grid gap-2 rounded-md border bg-muted/40 p-3 text-sm">
      <p id="free-projects-title" className="font-medium">
        {pricingCopy.free.analysisIntro}
      </p>
      {projects.isPending ? (
        <div className="flex flex-wrap gap-1.5" aria-busy="true" aria-label="Loading projects">
          {[0, 1, 2, 3, 4, 5].map((index) => (
            <Skeleton key={index} className="h-6 w-20" />
          ))}
        </div>
      ) : projects.isError ? (
        <p className="text-muted-foreground">
          The list could not be loaded right now: it holds the most active projects of the last 30
          days.
        </p>
      ) : projects.data.length === 0 ? (
        <p className="text-muted-foreground">No projects are included at the moment.</p>
      ) : (
        <ul aria-labelledby="free-projects-title" className="flex flex-wrap gap-1.5">
          {projects.data.map((project) => (
            <li
              key={project.slug}
              className="rounded-md border bg-background px-2 py-0.5 text-xs font-medium"
            >
              {project.name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
