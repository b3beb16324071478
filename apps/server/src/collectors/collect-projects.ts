// One collection run: picks each repository's source (GitHub when a client is configured and
// the repository lives there, git over its URL otherwise), stores every batch, and keeps going
// when one repository fails. Returns what a person running it wants to know.
import {
  markCollected,
  projectIdBySlug,
  readCursor,
  registerRepository,
  repositoriesToCollect,
  type CollectableRepository,
  type Database,
} from '@gitsignals/db';
import type { Progress } from '../reporting/progress';
import { utcDay } from '../time';
import type {
  CollectContext,
  CollectedSnapshot,
  Collector,
  RepositoryToCollect,
} from './collected';
import { createGitCollector, GIT_SOURCE } from './git/git-collector';
import { locateRepository } from './git/repository-url';
import { storeCollected } from './store-collected';

/** A collector that may report repositories it could not read without throwing (GitHub). */
export type ReportingCollector = Collector & {
  readonly lastRun?: { failed: { fullName: string; reason: string }[] };
};

export interface CollectOptions {
  projectSlugs?: string[] | undefined;
  /** Only these repositories (e.g. the one just registered by `collect --repo`). */
  repositoryIds?: number[] | undefined;
  dataDir: string;
  github?: ReportingCollector | undefined;
  progress: Progress;
  log: (line: string) => void;
  signal?: AbortSignal | undefined;
  now?: () => Date;
  /** Commits per git batch (tests use small ones to cover batching). */
  gitBatchSize?: number;
}

export interface ProjectCollectResult {
  newCommits: number;
  /** First day with new commits (YYYY-MM-DD): analysis rebuilds from there. */
  since: string | null;
}

export interface CollectSummary {
  repositories: { ok: number; failed: number };
  failures: { fullName: string; projectSlug: string; reason: string }[];
  newCommits: number;
  filtered: Record<string, number>;
  projects: Record<string, ProjectCollectResult>;
  seconds: number;
}

export const isGithub = (r: CollectableRepository) =>
  r.host === 'github' || /^https:\/\/github\.com\//.test(r.url);

function toCollect(r: CollectableRepository): RepositoryToCollect {
  return {
    id: r.id,
    projectId: r.projectId,
    projectSlug: r.projectSlug,
    fullName: r.fullName,
    url: r.url,
    isFork: r.isFork,
    upstreamFullName: r.upstreamFullName,
  };
}

export async function collectRepositories(
  db: Database,
  options: CollectOptions,
): Promise<CollectSummary> {
  const started = Date.now();
  const now = options.now ?? (() => new Date());
  let selected = await repositoriesToCollect(db, { projectSlugs: options.projectSlugs });
  if (options.repositoryIds) {
    const ids = new Set(options.repositoryIds);
    selected = selected.filter((r) => ids.has(r.id));
  }
  const summary: CollectSummary = {
    repositories: { ok: 0, failed: 0 },
    failures: [],
    newCommits: 0,
    filtered: {},
    projects: {},
    seconds: 0,
  };
  for (const r of selected) summary.projects[r.projectSlug] ??= { newCommits: 0, since: null };

  const ctx: CollectContext = {
    dataDir: options.dataDir,
    log: options.log,
    signal: options.signal,
  };
  const git = createGitCollector({
    readCursor: (id) => readCursor(db, id, GIT_SOURCE),
    batchSize: options.gitBatchSize,
  });
  const viaGithub = options.github ? selected.filter(isGithub).map(toCollect) : [];
  const viaGit = selected.filter((r) => !options.github || !isGithub(r)).map(toCollect);

  const snapshots = new Map<number, CollectedSnapshot>();
  const readSoFar = new Map<number, number>();
  const fail = (repository: RepositoryToCollect, reason: string) => {
    summary.repositories.failed += 1;
    summary.failures.push({
      fullName: repository.fullName,
      projectSlug: repository.projectSlug,
      reason,
    });
    options.log(`${repository.projectSlug} ${repository.fullName}: failed: ${reason}`);
  };
  const finish = async (repository: RepositoryToCollect) => {
    const snapshot = snapshots.get(repository.id);
    await markCollected(db, repository.id, {
      headSha: snapshot?.headSha ?? null,
      headAt: snapshot?.headAt ?? null,
      defaultBranch: snapshot?.defaultBranch ?? null,
      at: now(),
    });
    summary.repositories.ok += 1;
  };
  const store = async (
    collector: Collector,
    repository: RepositoryToCollect,
    batch: Parameters<typeof storeCollected>[2],
  ) => {
    const result = await storeCollected(db, repository, batch, { source: collector.name });
    // A first collection of a long history takes minutes: show how far it got.
    const read = (readSoFar.get(repository.id) ?? 0) + batch.commits.length;
    readSoFar.set(repository.id, read);
    options.progress.tick(
      0,
      `${repository.fullName}: ${read.toLocaleString('en-US')} commits read`,
    );
    if (batch.snapshot) snapshots.set(repository.id, batch.snapshot);
    summary.newCommits += result.newCommits;
    for (const [reason, n] of Object.entries(result.filtered)) {
      summary.filtered[reason] = (summary.filtered[reason] ?? 0) + n;
    }
    const project = summary.projects[repository.projectSlug]!;
    project.newCommits += result.newCommits;
    if (result.rebuildFrom) {
      const day = utcDay(result.rebuildFrom);
      if (project.since === null || day < project.since) project.since = day;
    }
  };

  options.progress.start('Collecting', selected.length);
  for (const repository of viaGit) {
    if (options.signal?.aborted) break;
    try {
      for await (const { batch } of git.collect([repository], ctx)) {
        await store(git, repository, batch);
      }
      await finish(repository);
    } catch (err) {
      fail(repository, err instanceof Error ? err.message : String(err));
    }
    options.progress.tick(1, repository.fullName);
  }

  if (options.github && viaGithub.length > 0) {
    const github = options.github;
    const seen = new Map<number, RepositoryToCollect>();
    try {
      for await (const { repository, batch } of github.collect(viaGithub, ctx)) {
        if (!seen.has(repository.id)) options.progress.tick(1, repository.fullName);
        seen.set(repository.id, repository);
        await store(github, repository, batch);
      }
    } catch (err) {
      options.log(`GitHub collection stopped: ${err instanceof Error ? err.message : String(err)}`);
    }
    const failed = new Map((github.lastRun?.failed ?? []).map((f) => [f.fullName, f.reason]));
    for (const repository of viaGithub) {
      const reason = failed.get(repository.fullName);
      if (reason !== undefined) fail(repository, reason);
      else if (seen.has(repository.id)) await finish(repository);
      else fail(repository, 'not collected (the GitHub run stopped early)');
    }
  }

  summary.seconds = (Date.now() - started) / 1000;
  const filtered = Object.entries(summary.filtered)
    .sort((a, b) => b[1] - a[1])
    .map(([reason, n]) => `${n} ${reason}`)
    .join(', ');
  options.progress.done(
    `${summary.repositories.ok} repositories collected, ${summary.repositories.failed} failed, ` +
      `${summary.newCommits} new commits${filtered ? ` (filtered: ${filtered})` : ''} in ${summary.seconds.toFixed(1)} s`,
  );
  return summary;
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
  const projectId = await projectIdBySlug(db, input.projectSlug);
  if (projectId === null) {
    throw new UnknownProjectError(
      `No project "${input.projectSlug}" in the registry: use the slug of a registered project (see /api/projects).`,
    );
  }
  const location = locateRepository(input.urlOrPath, input.cwd);
  const upstream = input.forkOf ? locateRepository(input.forkOf, input.cwd) : null;
  return registerRepository(db, {
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
