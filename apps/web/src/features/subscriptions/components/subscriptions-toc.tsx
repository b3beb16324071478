import { categoryAnchorId, type CategoryGroup } from '../lib/filter-categories';
import { scrollToSection } from '../lib/scroll-to-section';

type SubscriptionsTocProps = {
  groups: readonly CategoryGroup[];
  selected: ReadonlySet<string>;
};

/** Table of contents: one link per category on screen, with how many of its projects are chosen. */
export function SubscriptionsToc({ groups, selected }: SubscriptionsTocProps) {
  if (groups.length === 0) return null;
  return (
    <nav aria-label="Categories">
      <h2 className="mb-2 text-sm font-semibold">Categories</h2>
      <ul className="space-y-0.5">
        {groups.map((group) => {
          const id = categoryAnchorId(group.category);
          const count = group.projects.filter((project) => selected.has(project)).length;
          return (
            <li key={group.category}>
              <a
                href={`#${id}`}
                onClick={(event) => {
                  event.preventDefault();
                  scrollToSection(id);
                }}
                className="flex items-center justify-between gap-2 rounded-md px-2 py-1 text-sm text-muted-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <span className="min-w-0 truncate">{group.category}</span>
                {count > 0 ? (
                  <span className="shrink-0 text-xs tabular-nums text-foreground">
                    {count}
                    <span className="sr-only"> selected</span>
                  </span>
                ) : null}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
