// The free tier's projects for project analysis: a configured list (FREE_ANALYSIS_PROJECTS), or
// by default the projects with the most meaningful commits over the last 30 days. Recomputed at
// most every 10 minutes, so the set follows the activity without a query per request.
import { addDays } from '@gitsignals/domain';
import { listMostActiveProjects, listProjectsNamed, type Database } from '@gitsignals/db';

export interface FreeProject {
  id: number;
  name: string;
  slug: string;
}

export interface FreeProjectsConfig {
  /** Project names or slugs; unset: the most active projects. */
  names?: readonly string[] | undefined;
  /** How many most-active projects (default 10). */
  count?: number;
  /** The window of activity in days (default 30). */
  days?: number;
}

export type FreeProjects = () => Promise<FreeProject[]>;

const CACHE_MS = 10 * 60 * 1000;

export function createFreeProjects(
  db: Database,
  config: FreeProjectsConfig,
  now: () => Date,
): FreeProjects {
  let cached: { at: number; projects: Promise<FreeProject[]> } | null = null;
  const compute = async (): Promise<FreeProject[]> => {
    if (config.names && config.names.length > 0) return listProjectsNamed(db, config.names);
    const until = now();
    const since = addDays(until, -(config.days ?? 30));
    return listMostActiveProjects(db, since, until, config.count ?? 10);
  };
  return () => {
    const at = now().getTime();
    if (!cached || at - cached.at > CACHE_MS || at < cached.at) {
      const projects = compute();
      cached = { at, projects };
      // A failed read is not kept: the next request tries again.
      projects.catch(() => {
        cached = null;
      });
    }
    return cached.projects;
  };
}
