import { CheckIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { categoryState, toggleCategory } from '@/lib/category-selection';

type CategoryListProps = {
  byCategory: Record<string, string[]>;
  /** The chosen projects: a category is checked when all of its projects are. */
  selected: Set<string>;
  saving: boolean;
  onSelectedChange: (update: (current: Set<string>) => Set<string>) => void;
};

/** A toggle button per category, in alphabetical order; pressing one takes or drops its projects. */
export function CategoryList({
  byCategory,
  selected,
  saving,
  onSelectedChange,
}: CategoryListProps) {
  const categories = Object.keys(byCategory).sort((a, b) => a.localeCompare(b));
  return (
    <ul
      className="grid max-h-[45dvh] grid-cols-1 gap-2 overflow-y-auto p-0.5 sm:grid-cols-2"
      role="list"
      aria-label="Categories"
    >
      {categories.map((category) => {
        const projects = byCategory[category] ?? [];
        const checked = categoryState(selected, projects) === 'all';
        return (
          <li key={category} className="min-w-0">
            <button
              type="button"
              aria-pressed={checked}
              // aria-disabled rather than disabled: keyboard focus stays put while saving.
              aria-disabled={saving || undefined}
              onClick={() => {
                if (!saving) onSelectedChange((current) => toggleCategory(current, projects));
              }}
              className={cn(
                'flex h-full w-full items-start gap-3 rounded-lg border p-3 text-left transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none aria-disabled:opacity-60',
                checked && 'border-primary bg-primary/5',
              )}
            >
              <CheckBox checked={checked} />
              <span className="min-w-0">
                <span className="block font-medium">{category}</span>
                <span className="block text-xs text-muted-foreground">
                  {projects.length === 1 ? '1 project' : `${projects.length} projects`}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** The drawn check box of a category button (the button itself carries aria-pressed). */
function CheckBox({ checked }: { checked: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-sm border',
        checked && 'border-primary bg-primary text-primary-foreground',
      )}
    >
      {checked ? <CheckIcon className="size-3" /> : null}
    </span>
  );
}
