import type { Project } from '@gitsignals/contracts';

export type ProjectFilters = { categories: string[]; networks: string[] };

/**
 * A project matches when its category is one of the chosen categories and it runs on at least
 * one of the chosen networks; an empty choice does not filter. Projects whose activity we have
 * collected come first (they have signals to read), then by name for a stable, scannable order.
 */
export function filterProjects(projects: readonly Project[], filters: ProjectFilters): Project[] {
  const categories = new Set(filters.categories);
  const networks = new Set(filters.networks);
  return projects
    .filter((p) => categories.size === 0 || categories.has(p.category))
    .filter((p) => networks.size === 0 || p.networks.some((n) => networks.has(n)))
    .sort(
      (a, b) =>
        Number(b.lastUpdated !== null) - Number(a.lastUpdated !== null) ||
        a.name.localeCompare(b.name),
    );
}

export type Option = { value: string; label: string };

function optionsOf(values: Iterable<string>): Option[] {
  return [...new Set(values)]
    .sort((a, b) => a.localeCompare(b))
    .map((value) => ({ value, label: value }));
}

/** The options come from the list itself, so every option matches at least one project. */
export function projectFilterOptions(projects: readonly Project[]): {
  categories: Option[];
  networks: Option[];
} {
  return {
    categories: optionsOf(projects.map((p) => p.category)),
    networks: optionsOf(projects.flatMap((p) => p.networks)),
  };
}

const CATEGORY_PARAM = 'category';
const NETWORK_PARAM = 'network';

export function parseProjectFilters(params: URLSearchParams): ProjectFilters {
  const clean = (values: string[]) => [...new Set(values.map((v) => v.trim()).filter(Boolean))];
  return {
    categories: clean(params.getAll(CATEGORY_PARAM)),
    networks: clean(params.getAll(NETWORK_PARAM)),
  };
}

export function writeProjectFilters(
  params: URLSearchParams,
  filters: ProjectFilters,
): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(CATEGORY_PARAM);
  next.delete(NETWORK_PARAM);
  for (const category of filters.categories) next.append(CATEGORY_PARAM, category);
  for (const network of filters.networks) next.append(NETWORK_PARAM, network);
  return next;
}
