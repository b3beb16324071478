import type { Project } from '@gitsignals/contracts';

/**
 * How well a project answers the typed text, lower is better, or null when it does not: names
 * that start with it, then names with a word that starts with it, then any name or slug that
 * contains it ('op' finds Optimism before Ackee Blockchain's tools).
 */
function rankOf(project: Project, query: string): number | null {
  const name = project.name.toLowerCase();
  if (name.startsWith(query)) return 0;
  if (name.split(/[^a-z0-9]+/).some((word) => word.startsWith(query))) return 1;
  if (name.includes(query) || project.slug.toLowerCase().includes(query)) return 2;
  return null;
}

/** The projects that answer the typed text, best first; every project when nothing is typed. */
export function matchingProjects(sorted: Project[], query: string | null): Project[] {
  const q = (query ?? '').trim().toLowerCase();
  if (!q) return sorted;
  return sorted
    .map((project) => ({ project, rank: rankOf(project, q) }))
    .filter((entry): entry is { project: Project; rank: number } => entry.rank !== null)
    .sort((a, b) => a.rank - b.rank)
    .map((entry) => entry.project);
}

/**
 * What an empty list says. A failed background refresh keeps the list it had: only an empty
 * list says why it is empty.
 */
export function emptyListStatus(
  projectCount: number,
  projects: { isPending: boolean; isError: boolean },
): string {
  if (projectCount > 0) return 'No project matches.';
  if (projects.isPending) return 'Loading projects…';
  if (projects.isError) return 'Projects could not be loaded.';
  return 'No projects yet.';
}
