export type CategoryGroup = { category: string; projects: string[] };

/** Categories by name, each with its projects by name: the order of the cards and the contents. */
export function categoryGroups(byCategory: Record<string, readonly string[]>): CategoryGroup[] {
  return Object.entries(byCategory)
    .filter(([, projects]) => projects.length > 0)
    .map(([category, projects]) => ({
      category,
      projects: [...new Set(projects)].sort((a, b) => a.localeCompare(b)),
    }))
    .sort((a, b) => a.category.localeCompare(b.category));
}

/**
 * The search box: a case-insensitive substring of a project name shows that project; of a
 * category title, the whole category. Categories with nothing matching are hidden.
 */
export function filterCategoryGroups(
  groups: readonly CategoryGroup[],
  query: string,
): CategoryGroup[] {
  const needle = query.trim().toLocaleLowerCase('en-US');
  if (!needle) return [...groups];
  const matches = (text: string) => text.toLocaleLowerCase('en-US').includes(needle);
  return groups.flatMap((group) => {
    if (matches(group.category)) return [group];
    const projects = group.projects.filter(matches);
    return projects.length > 0 ? [{ ...group, projects }] : [];
  });
}

/** An id for a category's card, safe in a URL hash and an element id. */
export function categoryAnchorId(category: string): string {
  const slug = category
    .toLocaleLowerCase('en-US')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `category-${slug || 'other'}`;
}

/** Two subscription lists hold the same projects (order does not matter). */
export function sameProjects(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return a.size === b.size && [...a].every((project) => b.has(project));
}
