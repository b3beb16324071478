import type { ProjectsMetadata } from '@gitsignals/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { BottomBar, bottomBarPageClass } from '@/components/bottom-bar';
import { PageTitle } from '@/components/page-title';
import { SearchBox } from '@/components/search-box';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { SubscribeOverlay } from '@/components/subscribe-overlay';
import { Spinner } from '@/components/ui/spinner';
import { projectsMetadataQueryOptions } from '@/hooks/use-projects-metadata';
import { useSubscribeOverlay } from '@/hooks/use-subscription-status';
import { toggleCategory, toggleProject } from '@/lib/category-selection';
import { cn } from '@/lib/cn';
import { CategoryCard } from '../components/category-card';
import { CategoryJumpSelect } from '../components/category-jump-select';
import { CategoryListSkeleton } from '../components/category-list-skeleton';
import { SubscriptionsToc } from '../components/subscriptions-toc';
import { UpdateSubscriptions } from '../components/update-subscriptions-button';
import { useSubscriptionDraft } from '../hooks/use-subscription-draft';
import { categoryGroups, filterCategoryGroups, type CategoryGroup } from '../lib/filter-categories';

function PageHeader() {
  return (
    <header className="space-y-1">
      <h1 className="text-2xl font-semibold tracking-tight">Project Subscriptions</h1>
      <p className="text-muted-foreground">
        Choose the projects whose signals fill Your Feeds. Pick a whole category or single projects,
        then press Update.
      </p>
    </header>
  );
}

type CategoryCardsProps = {
  /** The categories listed (the search may have narrowed their projects). */
  groups: CategoryGroup[];
  /** Every project of each category, which its checkbox acts on. */
  projectsByCategory: Map<string, string[]>;
  selected: ReadonlySet<string>;
  disabled: boolean;
  onSelectedChange: (selected: Set<string>) => void;
};

function CategoryCards({ groups, projectsByCategory, selected, ...props }: CategoryCardsProps) {
  return (
    <div className="space-y-4">
      {groups.map((group) => (
        <CategoryCard
          key={group.category}
          group={group}
          categoryProjects={projectsByCategory.get(group.category) ?? group.projects}
          selected={selected}
          disabled={props.disabled}
          onToggleCategory={(projects) =>
            props.onSelectedChange(toggleCategory(selected, projects))
          }
          onToggleProject={(project) => props.onSelectedChange(toggleProject(selected, project))}
        />
      ))}
    </div>
  );
}

/** The categories that match the search, and every project of each category. */
function useCategoryGroups(metadata: ProjectsMetadata | undefined, query: string) {
  const groups = useMemo(() => categoryGroups(metadata?.projects_by_category ?? {}), [metadata]);
  const shown = useMemo(() => filterCategoryGroups(groups, query), [groups, query]);
  // The search narrows what is listed only; a category checkbox still acts on all its projects.
  const projectsByCategory = useMemo(
    () => new Map(groups.map((group) => [group.category, group.projects])),
    [groups],
  );
  return { shown, projectsByCategory };
}

/** Wide screens: the count, Update and the table of contents beside the list. */
function SummaryAside({ children }: { children: ReactNode }) {
  return (
    <aside className="hidden lg:block" aria-label="Subscription summary">
      <div className="sticky top-6 max-h-[calc(100dvh-3rem)] space-y-4 overflow-y-auto rounded-lg border bg-card p-4 text-card-foreground shadow-xs">
        {children}
      </div>
    </aside>
  );
}

/**
 * Project subscriptions (/subscribed-lists, spec section 2): choose the projects of 'Your Feeds'
 * by category or one by one, then Update writes the whole list. A premium screen: an account
 * without an active subscription sees it blurred under a subscribe overlay (the server refuses a
 * free account's additions too; docs/decisions/014).
 */
export default function SubscribedListsPage() {
  const overlay = useSubscribeOverlay();
  return (
    <div className={cn('mx-auto w-full max-w-7xl px-4 pt-6 sm:px-6 lg:py-8', bottomBarPageClass)}>
      <PageTitle title="Project Subscriptions" />
      {/* Outside the overlay: the page still says what it is, to the eye and to screen readers. */}
      <div className="mb-6">
        <PageHeader />
      </div>
      {overlay === 'checking' ? (
        <div className="flex justify-center py-24">
          <Spinner label="Checking your subscription" className="size-8" />
        </div>
      ) : overlay === 'overlay' ? (
        <SubscribeOverlay
          title="Subscribe to choose your projects"
          description="Picking the projects of Your Feeds one by one is a premium feature. Your free account keeps the projects it follows now."
        >
          <SubscriptionsEditor withBottomBar={false} />
        </SubscribeOverlay>
      ) : (
        <SubscriptionsEditor withBottomBar />
      )}
    </div>
  );
}

/**
 * The editor: search, the category cards, and beside them the count, Update and contents. Behind
 * the overlay it leaves out the phone's bottom bar, which would only repeat the inert Update.
 */
function SubscriptionsEditor({ withBottomBar }: { withBottomBar: boolean }) {
  const metadata = useQuery(projectsMetadataQueryOptions());
  const draft = useSubscriptionDraft();
  const [query, setQuery] = useState('');
  const { shown, projectsByCategory } = useCategoryGroups(metadata.data, query);
  const ready = metadata.isSuccess && draft.user.isSuccess;
  const failed = metadata.error ?? draft.user.error;
  const updateProps = {
    count: draft.selected.size,
    dirty: draft.dirty,
    updating: draft.updating,
    disabled: !ready,
    onUpdate: () => void draft.update(),
  };

  return (
    <>
      <div className="grid gap-6 pb-6 lg:grid-cols-[minmax(0,1fr)_16rem] lg:pb-0">
        <div className="min-w-0 space-y-6">
          <div className="flex flex-col gap-2 sm:flex-row">
            <SearchBox
              label="Search projects"
              placeholder="Search projects or categories"
              value={query}
              onChange={setQuery}
              className="max-w-md flex-1"
            />
            <div className="lg:hidden">
              <CategoryJumpSelect groups={ready ? shown : []} />
            </div>
          </div>

          {failed ? (
            <LoadErrorAlert
              title="Could not load your subscriptions"
              message={failed.message}
              onRetry={() => {
                if (metadata.isError) void metadata.refetch();
                if (draft.user.isError) void draft.user.refetch();
              }}
              className="max-w-xl"
            />
          ) : !ready ? (
            <CategoryListSkeleton />
          ) : shown.length === 0 ? (
            <p className="py-12 text-center break-words text-muted-foreground" aria-live="polite">
              No projects or categories match &quot;{query.trim()}&quot;
            </p>
          ) : (
            <CategoryCards
              groups={shown}
              projectsByCategory={projectsByCategory}
              selected={draft.selected}
              disabled={draft.updating}
              onSelectedChange={draft.setSelected}
            />
          )}
        </div>

        <SummaryAside>
          <UpdateSubscriptions {...updateProps} />
          <SubscriptionsToc groups={shown} selected={draft.selected} />
        </SummaryAside>
      </div>
      {/* Phones and tablets: the count and Update stay at the bottom of the screen. */}
      {withBottomBar && (
        <BottomBar>
          <UpdateSubscriptions {...updateProps} />
        </BottomBar>
      )}
    </>
  );
}
