// The history phase's first step (ADR 035): every repository's HEAD manifests and paths, then the
// stacks detected from them, so that the stack pages fill within seconds of `serve` listening,
// before the older commits. Idempotent: the manifests are replaced, an unchanged stack is kept.
import { findRepository } from '@gitsignals/db';
import { readActivityMeta, type ActivityRepo } from '../../collectors/demo/dataset';
import { storeManifests } from '../../collectors/demo/demo-repository';
import { computeStacks } from '../analyse-projects/compute-stacks';
import type { DemoImportDeps, DemoImportOptions } from './deps';
import { nextTurn } from './next-turn';

/** Answers false when asked to stop before the end (the step runs again at the next start). */
export async function importManifestsAndStacks(
  deps: DemoImportDeps,
  options: DemoImportOptions,
  repositories: ActivityRepo[],
  projectIds: Map<string, number>,
): Promise<boolean> {
  const progress = deps.progress();
  progress.start('Reading manifests', repositories.length);
  for (const repo of repositories) {
    const stored = await findRepository(deps.db, projectIds.get(repo.projectSlug) ?? -1, repo.repo);
    if (!stored)
      throw new Error(`Repository ${repo.repo} is not in the registry of ${repo.projectSlug}`);
    await storeManifests(deps.db, stored.id, await readActivityMeta(options.demoDataDir, repo));
    progress.tick(1, repo.repo);
    if (!(await nextTurn(deps.signal))) return false;
  }
  progress.done(`the HEAD manifests of ${repositories.length} repositories`);
  const projectSlugs = [...new Set(repositories.map((r) => r.projectSlug))];
  await computeStacks({ db: deps.db, now: deps.now, progress: deps.progress }, { projectSlugs });
  return true;
}
