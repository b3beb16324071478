// Loads the bundled registry and real commit history into the database. Idempotent: rows are keyed
// by natural keys and each repository's replay offset is fixed at its first import. The demo
// import's two phases (ADR 035) store ranges of days through demo-repository.ts; `importDemo`
// stores every repository's whole history at once (benchmarks, tests).
import { saveRegistryProjects, type Database } from '@gitsignals/db';
import type { Progress } from '../../reporting/progress';
import { readActivityIndex, readRegistry, type ActivityRepo } from './dataset';
import { openDemoRepository, storeManifests, storeWithTags } from './demo-repository';

export interface ImportDemoResult {
  projects: number;
  repositories: number;
  newCommits: number;
}

export interface DemoRegistry {
  /** Projects and repositories of the registry. */
  projects: number;
  repositories: number;
  projectIds: Map<string, number>;
}

const avatarUrl = (org: string) =>
  `https://avatars.githubusercontent.com/${encodeURIComponent(org)}?size=96`;

/** The registry's projects and repositories, saved (updated in place when run again). */
export async function saveDemoRegistry(db: Database, dataDir: string): Promise<DemoRegistry> {
  const registry = await readRegistry(dataDir);
  const projectIds = await saveRegistryProjects(
    db,
    registry.map((p) => ({
      slug: p.slug,
      name: p.name,
      category: p.category,
      networks: p.networks,
      githubOrgs: p.githubOrgs,
      repos: p.repos,
      iconUrl: p.githubOrgs[0] ? avatarUrl(p.githubOrgs[0]) : null,
      source: p.source ?? null,
    })),
  );
  return {
    projects: registry.length,
    repositories: registry.reduce((n, p) => n + p.repos.length, 0),
    projectIds,
  };
}

/** The registry id of the project an activity file belongs to. */
export function projectIdOf(registry: DemoRegistry, repo: ActivityRepo): number {
  const projectId = registry.projectIds.get(repo.projectSlug);
  if (projectId === undefined) throw new Error(`Activity for unknown project ${repo.projectSlug}`);
  return projectId;
}

/** The registry and every repository's whole history (one transaction each) and HEAD manifests. */
export async function importDemo(
  db: Database,
  dataDir: string,
  now: Date,
  progress: Progress,
  /** A named subset of the dataset (INDEX.json `subsets`, as DEMO_SUBSET), or all of it. */
  subset?: string,
): Promise<ImportDemoResult> {
  const registry = await saveDemoRegistry(db, dataDir);
  const activity = await readActivityIndex(dataDir, subset);
  progress.start(
    'Importing commits',
    activity.reduce((n, r) => n + r.commitCount, 0),
  );
  let newCommits = 0;
  for (const repo of activity) {
    const opened = await openDemoRepository(db, dataDir, now, projectIdOf(registry, repo), repo);
    const imported = await storeWithTags(db, opened, {});
    await storeManifests(db, opened.id, opened.meta);
    newCommits += imported.newCommits;
    progress.tick(imported.read, repo.repo);
  }
  progress.done(`${newCommits} new commits from ${activity.length} repositories`);
  return { projects: registry.projects, repositories: registry.repositories, newCommits };
}
