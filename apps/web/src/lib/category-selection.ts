// Selecting projects by category (spec section 5): the project subscriptions page and the
// sign-up step 'What are you interested in?' both toggle a whole category with one click.

export type CategoryState = 'all' | 'some' | 'none';

/** How much of a category is selected: drives the category checkbox (checked / mixed / empty). */
export function categoryState(
  selected: ReadonlySet<string>,
  projects: readonly string[],
): CategoryState {
  if (projects.length === 0) return 'none';
  const count = projects.filter((project) => selected.has(project)).length;
  if (count === 0) return 'none';
  return count === projects.length ? 'all' : 'some';
}

/**
 * Clicking a category: if all its projects are selected they are removed, else the missing ones
 * are added. Projects of other categories are left as they are.
 */
export function toggleCategory(
  selected: ReadonlySet<string>,
  projects: readonly string[],
): Set<string> {
  const next = new Set(selected);
  if (categoryState(selected, projects) === 'all') {
    for (const project of projects) next.delete(project);
  } else {
    for (const project of projects) next.add(project);
  }
  return next;
}

/** One project row's checkbox. */
export function toggleProject(selected: ReadonlySet<string>, project: string): Set<string> {
  const next = new Set(selected);
  if (next.has(project)) next.delete(project);
  else next.add(project);
  return next;
}

/** Categories whose projects are all selected (the sign-up step needs at least one). */
export function fullySelectedCategories(
  byCategory: Readonly<Record<string, readonly string[]>>,
  selected: ReadonlySet<string>,
): string[] {
  return Object.entries(byCategory)
    .filter(([, projects]) => categoryState(selected, projects) === 'all')
    .map(([category]) => category);
}
