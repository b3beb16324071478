import type { NetworkProject } from '@gitsignals/contracts';
import { ArrowRightIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { SearchBox } from '@/components/search-box';
import { Skeleton } from '@/components/ui/skeleton';
import { pluralize } from '@/lib/format';
import { useNetworkProjects } from '../api/get-network-projects';
import { networkPath } from '../lib/network-path';
import { Highlight } from './highlight';

const filterProjects = (projects: NetworkProject[], query: string) => {
  const q = query.trim().toLowerCase();
  if (!q) return projects;
  return projects.filter(
    (p) => p.project.toLowerCase().includes(q) || p.category.toLowerCase().includes(q),
  );
};

/** "3 contacts · 4 published · 7 core contributors"; a zero part is left out. */
function countsLine(p: NetworkProject): string {
  return [
    p.contact_count > 0 ? pluralize(p.contact_count, 'contact') : null,
    p.published_count > 0 ? `${p.published_count.toLocaleString('en-US')} published` : null,
    p.contributor_count > 0 ? pluralize(p.contributor_count, 'core contributor') : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

function ProjectCards({ projects, query }: { projects: NetworkProject[]; query: string }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {projects.map((p) => (
        <li key={p.slug}>
          <Link
            to={networkPath(p.project)}
            className="group flex h-full flex-col gap-1 rounded-lg border bg-card p-4 text-card-foreground shadow-xs outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <span className="flex items-center justify-between gap-2 font-semibold">
              <span className="min-w-0 break-words">
                <Highlight text={p.project} query={query} />
              </span>
              <ArrowRightIcon
                aria-hidden="true"
                className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
              />
            </span>
            <span className="text-xs text-muted-foreground">
              <Highlight text={p.category} query={query} />
            </span>
            <span className="text-sm text-muted-foreground">{countsLine(p)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The projects that have contacts, searchable; each opens its contacts page. */
export function NetworkProjectList() {
  const { data, isPending, isError, error, refetch, isFetching } = useNetworkProjects();
  const [query, setQuery] = useState('');
  const shown = useMemo(() => filterProjects(data ?? [], query), [data, query]);

  let body;
  if (isPending) {
    body = (
      <div
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
        aria-busy="true"
        aria-label="Loading projects"
      >
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} className="h-24 rounded-lg" />
        ))}
      </div>
    );
  } else if (isError) {
    body = (
      <LoadErrorAlert
        title="Error loading projects"
        message={error.message}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  } else if (data.length === 0) {
    body = <EmptyState text="No project has contacts yet." />;
  } else if (shown.length === 0) {
    body = <EmptyState text={`No projects match "${query.trim()}"`} />;
  } else {
    body = <ProjectCards projects={shown} query={query} />;
  }

  return (
    <section aria-labelledby="network-projects" className="space-y-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="network-projects" className="text-lg font-semibold">
          Projects with contacts
        </h2>
        {data && data.length > 0 ? (
          <SearchBox
            label="Search projects"
            placeholder="Search projects..."
            value={query}
            onChange={setQuery}
            className="sm:w-72"
          />
        ) : null}
      </div>
      {body}
    </section>
  );
}
