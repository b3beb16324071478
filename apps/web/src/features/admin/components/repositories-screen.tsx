import { SearchIcon } from 'lucide-react';
import { useId } from 'react';
import { EmptyState } from '@/components/empty-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useRepositoriesScreen } from '../hooks/use-repositories-screen';
import { AddRepositoryForm } from './add-repository-form';
import { Pager } from './pager';
import { ProjectRepositoriesCard } from './project-repositories-card';
import { NO_QUEUE_REASON } from './repository-item';
import { ScreenState } from './screen-state';

/** Projects and their repositories: add one, collect one now, see how the last collect went. */
export function RepositoriesScreen() {
  const { search, setSearch, setPage, query } = useRepositoriesScreen();
  const searchId = useId();
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <AddRepositoryForm />
      <div className="grid gap-1.5">
        <Label htmlFor={searchId}>Search projects</Label>
        <div className="relative">
          <SearchIcon
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={searchId}
            type="search"
            value={search}
            placeholder="Project name or slug"
            onChange={(event) => setSearch(event.target.value)}
            className="pl-9"
          />
        </div>
      </div>
      <ScreenState query={query} what="the repositories">
        {(data) => (
          <div
            className="grid grid-cols-[minmax(0,1fr)] gap-4"
            aria-busy={query.isFetching || undefined}
          >
            {data.queueAvailable ? null : (
              <p className="rounded-md border bg-muted/50 p-3 text-sm">
                “Collect now” is off. {NO_QUEUE_REASON}
              </p>
            )}
            {data.projects.length === 0 ? (
              <EmptyState
                text={
                  search.trim()
                    ? `No project matches “${search.trim()}”.`
                    : 'No projects yet: the registry is empty.'
                }
              />
            ) : (
              <section aria-label="Projects" className="grid grid-cols-[minmax(0,1fr)] gap-4">
                {data.projects.map((project) => (
                  <ProjectRepositoriesCard
                    key={project.slug}
                    project={project}
                    queueAvailable={data.queueAvailable}
                  />
                ))}
              </section>
            )}
            <Pager
              page={data.page}
              limit={data.limit}
              total={data.total}
              hasMore={data.hasMore}
              onPage={setPage}
              what="projects"
            />
          </div>
        )}
      </ScreenState>
    </div>
  );
}
