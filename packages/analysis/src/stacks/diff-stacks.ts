// What changed between two computations of a project's stack: technologies added and removed per
// category, and switches in categories where one provider usually replaces another.
import {
  STACK_CATEGORY_KEYS,
  STACK_CATEGORY_REGISTRY,
  isStackCategory,
  type StackCategory,
} from '@gitsignals/domain';
import { majorOf } from './versions';

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
    if (STACK_CATEGORY_REGISTRY[category].singleProviderRole !== null) {
      const pairs = Math.min(added.length, removed.length);
      for (let i = 0; i < pairs; i += 1) replaced.push({ from: removed[i]!, to: added[i]! });
      added = added.slice(pairs);
      removed = removed.slice(pairs);
    }
    changes.push({ category, added, removed, replaced });
  }
  return changes;
}

export interface VersionedTechnology {
  technology: string;
  category: string;
  version?: string | undefined;
}

/** A technology still used whose manifests moved to another major release ("4.9.3" → "5.0.2"). */
export interface StackUpgrade {
  category: StackCategory;
  technology: string;
  from: string;
  to: string;
}

const categoryIndex = new Map<string, number>(STACK_CATEGORY_KEYS.map((k, i) => [k, i]));

/** Major-release moves of technologies present before and after; minor bumps are left out. */
export function diffMajorVersions(
  previous: readonly VersionedTechnology[],
  next: readonly VersionedTechnology[],
): StackUpgrade[] {
  const before = new Map(previous.map((d) => [`${d.category}\u0000${d.technology}`, d.version]));
  const upgrades: StackUpgrade[] = [];
  for (const d of next) {
    const from = before.get(`${d.category}\u0000${d.technology}`);
    const category = d.category;
    if (!from || !d.version || !isStackCategory(category)) continue;
    if (majorOf(from) === majorOf(d.version)) continue;
    upgrades.push({ category, technology: d.technology, from, to: d.version });
  }
  return upgrades.sort(
    (a, b) =>
      categoryIndex.get(a.category)! - categoryIndex.get(b.category)! ||
      a.technology.localeCompare(b.technology),
  );
}
