// One collection run: picks each repository's source (GitHub when a client is configured and
// the repository lives there, git over its URL otherwise), stores every batch, and keeps going
// when one repository fails. Returns what a person running it wants to know.
import {
  findProjectIdBySlug,
  findCollectionCursor,
  saveRepository,
  listRepositoriesToCollect,
  type CollectableRepository,
  type Database,
} from '@gitsignals/db';
import type { CollectContext, RepositoryToCollect } from './collected';
import {
  failRepository,
  finishRepository,
  startCollection,
  storeBatch,
  summaryLine,
  type CollectionRun,
  type CollectOptions,
  type CollectSummary,
  type ReportingCollector,
} from './collection-run';
import { createGitCollector, GIT_SOURCE } from './git/git-collector';
import { locateRepository } from './git/repository-url';
import { readAhead } from './read-ahead';

export type {
  CollectOptions,
  CollectSummary,
  ProjectCollectResult,
  ReportingCollector,
} from './collection-run';

export const isGithub = (r: CollectableRepository) =>
  r.host === 'github' || /^https:\/\/github\.com\//.test(r.url);

/** What a collector needs of a registered repository. */
export function toCollect(r: CollectableRepository): RepositoryToCollect {
  return {
    id: r.id,
    projectId: r.projectId,
    projectSlug: r.projectSlug,
    fullName: r.fullName,
    url: r.url,
    isFork: r.isFork,
    upstreamFullName: r.upstreamFullName,
    onGithub: isGithub(r),
  };
}

export async function collectRepositories(
  db: Database,
  options: CollectOptions,
): Promise<CollectSummary> {
  // The run's duration for the summary line: elapsed time, so the monotonic performance.now().
  const started = performance.now();
  let selected = await listRepositoriesToCollect(db, { projectSlugs: options.projectSlugs });
  if (options.repositoryIds) {
    const ids = new Set(options.repositoryIds);
    selected = selected.filter((r) => ids.has(r.id));
  }
  const run = startCollection(db, options, selected);
  const ctx: CollectContext = {
    dataDir: options.dataDir,
    log: options.log,
    signal: options.signal,
  };
  const viaGithub = options.github ? selected.filter(isGithub).map(toCollect) : [];
  const viaGit = selected.filter((r) => !options.github || !isGithub(r)).map(toCollect);

  options.progress.start('Collecting', selected.length);
  await collectViaGit(run, viaGit, ctx);
  if (options.github && viaGithub.length > 0) {
    await collectViaGithub(run, options.github, viaGithub, ctx);
  }
  run.summary.seconds = (performance.now() - started) / 1000;
  options.progress.done(summaryLine(run.summary));
  return run.summary;
}

/** One repository after another; a failure is recorded and the next one goes on. */
async function collectViaGit(
  run: CollectionRun,
  repositories: RepositoryToCollect[],
  ctx: CollectContext,
): Promise<void> {
  const { db, options } = run;
  const git = createGitCollector({
    readCursor: (id) => findCollectionCursor(db, id, GIT_SOURCE),
    batchSize: options.gitBatchSize,
  });
  for (const repository of repositories) {
    if (options.signal?.aborted) break;
    try {
      for await (const { batch } of readAhead(git.collect([repository], ctx))) {
        await storeBatch(run, git, repository, batch);
      }
      await finishRepository(run, repository);
    } catch (err) {
      await failRepository(run, repository, err instanceof Error ? err.message : String(err));
    }
    options.progress.tick(1, repository.fullName);
  }
}

/**
 * One GitHub run for all its repositories. A repository is finished when the run yielded it and
 * did not report it failed; one it never reached (the run stopped early) fails.
 */
async function collectViaGithub(
  run: CollectionRun,
  github: ReportingCollector,
  repositories: RepositoryToCollect[],
  ctx: CollectContext,
): Promise<void> {
  const seen = new Map<number, RepositoryToCollect>();
  try {
    for await (const { repository, batch } of github.collect(repositories, ctx)) {
      if (!seen.has(repository.id)) run.options.progress.tick(1, repository.fullName);
      seen.set(repository.id, repository);
      await storeBatch(run, github, repository, batch);
    }
  } catch (err) {
    run.options.log(
      `GitHub collection stopped: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
  const failed = new Map((github.lastRun?.failed ?? []).map((f) => [f.fullName, f.reason]));
  for (const repository of repositories) {
    const reason = failed.get(repository.fullName);
    if (reason !== undefined) await failRepository(run, repository, reason);
    else if (seen.has(repository.id)) await finishRepository(run, repository);
    else await failRepository(run, repository, 'not collected (the GitHub run stopped early)');
  }
}

export class UnknownProjectError extends Error {}

/**
 * Registers a repository (any git URL or local path) under a project of the registry, so the
 * next collection reads it; `forkOf` names the upstream whose commits are not its own.
 * Returns the repository id.
 */
export async function registerRepositoryFor(
  db: Database,
  input: { projectSlug: string; urlOrPath: string; forkOf?: string | undefined; cwd: string },
): Promise<number> {
  const projectId = await findProjectIdBySlug(db, input.projectSlug);
  if (projectId === null) {
    throw new UnknownProjectError(
      `No project "${input.projectSlug}" in the registry: use the slug of a registered project (see /api/projects).`,
    );
  }
  const location = locateRepository(input.urlOrPath, input.cwd);
  const upstream = input.forkOf ? locateRepository(input.forkOf, input.cwd) : null;
  return saveRepository(db, {
    projectId,
    ...location,
    isFork: upstream !== null,
    // GitHub upstreams by owner/name (as the GitHub collector records them), others by URL.
    upstreamFullName: upstream
      ? upstream.host === 'github'
        ? upstream.fullName
        : upstream.url
      : null,
  });
}
