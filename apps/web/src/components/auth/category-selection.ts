// Spec section 5, category step: a card toggles all of its projects.

export type ProjectsByCategory = Record<string, string[]>;

export function isCategorySelected(projects: string[], selected: ReadonlySet<string>): boolean {
  return projects.length > 0 && projects.every((project) => selected.has(project));
}

/** If all of the category's projects are selected they are removed, else the missing ones are added. */
export function toggleCategory(projects: string[], selected: ReadonlySet<string>): Set<string> {
  const next = new Set(selected);
  if (isCategorySelected(projects, selected)) projects.forEach((project) => next.delete(project));
  else projects.forEach((project) => next.add(project));
  return next;
}

export function selectedCategories(
  byCategory: ProjectsByCategory,
  selected: ReadonlySet<string>,
): string[] {
  return Object.entries(byCategory)
    .filter(([, projects]) => isCategorySelected(projects, selected))
    .map(([category]) => category);
}
