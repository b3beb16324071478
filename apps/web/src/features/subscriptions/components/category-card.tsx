import { useEffect, useId, useRef } from 'react';
import { categoryState } from '@/lib/category-selection';
import { cn } from '@/lib/cn';
import { categoryAnchorId, type CategoryGroup } from '../lib/filter-categories';

type CategoryCardProps = {
  /** What the card lists: the search box may have narrowed the projects down. */
  group: CategoryGroup;
  /** Every project of the category, shown or not: the header checkbox acts on all of them. */
  categoryProjects: readonly string[];
  selected: ReadonlySet<string>;
  onToggleCategory: (projects: readonly string[]) => void;
  onToggleProject: (project: string) => void;
  disabled?: boolean;
};

const checkboxClass = 'size-4 shrink-0 accent-primary disabled:cursor-not-allowed';

/**
 * One category: its header checkbox toggles every project of the category, including those the
 * search box hides (spec section 5: all selected → remove all, else add the missing); each row
 * toggles one project. The header's state and count describe the whole category too.
 */
export function CategoryCard({
  group,
  categoryProjects,
  selected,
  onToggleCategory,
  onToggleProject,
  disabled,
}: CategoryCardProps) {
  const id = useId();
  const headerRef = useRef<HTMLInputElement>(null);
  const state = categoryState(selected, categoryProjects);
  const count = categoryProjects.filter((project) => selected.has(project)).length;

  // `indeterminate` exists only as a DOM property: 'some' shows the mixed state.
  useEffect(() => {
    if (headerRef.current) headerRef.current.indeterminate = state === 'some';
  }, [state]);

  return (
    <section
      id={categoryAnchorId(group.category)}
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
      className="scroll-mt-[100px] rounded-lg border bg-card text-card-foreground shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      {/* Both labels point at the header checkbox: a click on the name or the count toggles all. */}
      <div
        className={cn(
          'flex items-center gap-3 rounded-t-lg border-b px-4 hover:bg-accent/60',
          state === 'all' && 'bg-primary/5',
        )}
      >
        <input
          ref={headerRef}
          id={`${id}-all`}
          type="checkbox"
          checked={state === 'all'}
          disabled={disabled}
          onChange={() => onToggleCategory(categoryProjects)}
          className={checkboxClass}
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-count`}
        />
        <h2 id={`${id}-title`} className="min-w-0 flex-1 font-semibold">
          <label htmlFor={`${id}-all`} className="block cursor-pointer truncate py-3">
            {group.category}
          </label>
        </h2>
        <label
          htmlFor={`${id}-all`}
          id={`${id}-count`}
          className="shrink-0 cursor-pointer py-3 text-xs text-muted-foreground tabular-nums"
        >
          {count} of {categoryProjects.length} selected
        </label>
      </div>
      <ul className="grid grid-cols-1 gap-x-4 px-2 py-2 sm:grid-cols-2 xl:grid-cols-3">
        {group.projects.map((project) => (
          <li key={project}>
            <label className="flex cursor-pointer items-center gap-2.5 rounded-md px-2 py-1.5 text-sm hover:bg-accent">
              <input
                type="checkbox"
                checked={selected.has(project)}
                disabled={disabled}
                onChange={() => onToggleProject(project)}
                className={checkboxClass}
              />
              <span className="min-w-0 truncate">{project}</span>
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}
