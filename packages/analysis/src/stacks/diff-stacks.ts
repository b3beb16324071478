// What changed between two computations of a project's stack: technologies added and removed per
// category, and switches in categories where one provider usually replaces another.
import { SINGLE_CHOICE_CATEGORIES, STACK_CATEGORY_KEYS, type StackCategory } from './categories';

export interface StackCategoryChange {
  category: StackCategory;
  added: string[];
  removed: string[];
  /** Removed → added pairs in a single-choice category ("oracle changed from X to Y"). */
  replaced: { from: string; to: string }[];
}

export type StackLists = Partial<Record<string, readonly string[]>>;

const sorted = (list: Iterable<string>) =>
  [...list].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || a.localeCompare(b));

/** Changes per category, in display order; categories without change are left out. */
export function diffStacks(previous: StackLists, next: StackLists): StackCategoryChange[] {
  const changes: StackCategoryChange[] = [];
  for (const category of STACK_CATEGORY_KEYS) {
    const before = new Set(previous[category] ?? []);
    const after = new Set(next[category] ?? []);
    let added = sorted([...after].filter((t) => !before.has(t)));
    let removed = sorted([...before].filter((t) => !after.has(t)));
    if (added.length === 0 && removed.length === 0) continue;
    const replaced: { from: string; to: string }[] = [];
    if (SINGLE_CHOICE_CATEGORIES.has(category)) {
      const pairs = Math.min(added.length, removed.length);
      for (let i = 0; i < pairs; i += 1) replaced.push({ from: removed[i]!, to: added[i]! });
      added = added.slice(pairs);
      removed = removed.slice(pairs);
    }
    changes.push({ category, added, removed, replaced });
  }
  return changes;
}
