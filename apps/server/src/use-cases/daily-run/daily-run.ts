// The daily run's work, one use case per queued job: which repositories are due, collecting one
// project's over git, collecting every API-read repository in bulk (through the GitHub API when a
// token is configured), and analysing a project afterwards (analyse-projects.ts). The queues that
// chain them are jobs/scheduler.ts; jobs/pipeline-steps.ts hands these to it.
import type { Writer } from '@gitsignals/analysis';
import {
  listRepositoriesToCollect,
  type ChangeAnnouncer,
  type CollectableRepository,
  type Database,
} from '@gitsignals/db';
import type { CommitClassifier } from '../../classifiers/commit-classifier';
import { silentProgress } from '../../reporting/progress';
import {
  collectRepositories,
  isGithub,
  type CollectSummary,
  type ReportingCollector,
} from '../../collectors/collect-projects';

/**
 * `tracked`: only repositories collected before (registered with `collect`), so a fresh install
 * does not start cloning the whole registry; `all`: every repository of the registry.
 */
export type CollectScope = 'tracked' | 'all';

export interface DailyRunDeps {
  db: Database;
  dataDir: string;
  scope: CollectScope;
  github?: ReportingCollector | undefined;
  writer?: Writer | undefined;
  /** CLASSIFIER=llm: decides the analysed commits' signals; the rules when absent. */
  classifier?: CommitClassifier | undefined;
  now: () => Date;
  log: (line: string) => void;
  /**
   * Told once a collection has stored what the public answers show (feed items, projects,
   * repositories, commits), so servers forget their answers (ADR 043). Production callers pass
   * the database handle's `changes`; absent in tests and benches that read the database directly.
   */
  changes?: ChangeAnnouncer | undefined;
}

export interface CollectOutcome {
  newCommits: number;
  /** The first day with new commits (YYYY-MM-DD), so analysis rebuilds only from there. */
  since?: string | undefined;
  /** Repositories of the project read without error. */
  repositoriesRead?: number;
  /** Repositories that could not be read, and why (the others were stored). */
  failures?: { repository: string; reason: string }[];
}

export interface CollectPlan {
  /** Projects with repositories read over git: one collect job each. */
  projects: string[];
  /** Whether repositories read through the GitHub API are due: one bulk job for all of them. */
  bulk: boolean;
}

const readByApi = (deps: DailyRunDeps, r: CollectableRepository) =>
  deps.github !== undefined && isGithub(r);

async function dueRepositories(deps: DailyRunDeps): Promise<CollectableRepository[]> {
  return (await listRepositoriesToCollect(deps.db)).filter(
    (r) => deps.scope === 'all' || r.lastCollectedAt !== null,
  );
}

function outcomeOf(summary: CollectSummary, slug: string): CollectOutcome {
  const project = summary.projects[slug];
  const failures = summary.failures
    .filter((f) => f.projectSlug === slug)
    .map((f) => ({ repository: f.fullName, reason: f.reason }));
  return {
    newCommits: project?.newCommits ?? 0,
    since: project?.since ?? undefined,
    ...(failures.length > 0 ? { failures } : {}),
  };
}

/** A run that read nothing at all failed: throwing lets the queue retry it with back-off. */
function failIfNothingRead(summary: CollectSummary, what: string): void {
  if (summary.repositories.ok === 0 && summary.failures.length > 0) {
    const first = summary.failures[0]!;
    throw new Error(
      `${what}: all ${summary.failures.length} repositories failed (${first.fullName}: ${first.reason})`,
    );
  }
}

/** What today's run collects: one job per project read over git, one bulk job for the API. */
export async function planDailyRun(deps: DailyRunDeps): Promise<CollectPlan> {
  const repositories = await dueRepositories(deps);
  const overGit = repositories.filter((r) => !readByApi(deps, r));
  const projects = new Set(overGit.map((r) => r.projectSlug));
  return { projects: [...projects].sort(), bulk: repositories.some((r) => readByApi(deps, r)) };
}

/**
 * Collects the project's due repositories that are read over git, or the given ones of the
 * project over git whether collected before or not ("Collect now"). `signal` aborts when the job
 * was taken away from this worker: stop, a retry runs elsewhere.
 */
export async function collectProjectOverGit(
  deps: DailyRunDeps,
  input: {
    projectSlug: string;
    signal?: AbortSignal | undefined;
    repositoryIds?: number[] | undefined;
  },
): Promise<CollectOutcome> {
  const { projectSlug: slug, signal, repositoryIds } = input;
  const ids = repositoryIds
    ? repositoryIds
    : (await dueRepositories(deps))
        .filter((r) => r.projectSlug === slug && !readByApi(deps, r))
        .map((r) => r.id);
  const summary = await collectRepositories(deps.db, {
    projectSlugs: [slug],
    repositoryIds: ids,
    dataDir: deps.dataDir,
    progress: silentProgress,
    log: deps.log,
    signal,
    now: deps.now,
  });
  // Before any refusal below: what was stored is stored (commit counts, repositories).
  await deps.changes?.announce();
  signal?.throwIfAborted();
  failIfNothingRead(summary, slug);
  return { ...outcomeOf(summary, slug), repositoriesRead: summary.repositories.ok };
}

/** Collects every due API-read repository in batched queries; outcomes by project slug. */
export async function collectApiRepositories(
  deps: DailyRunDeps,
  input: { signal?: AbortSignal | undefined },
): Promise<Record<string, CollectOutcome>> {
  const repositories = (await dueRepositories(deps)).filter((r) => readByApi(deps, r));
  const summary = await collectRepositories(deps.db, {
    repositoryIds: repositories.map((r) => r.id),
    dataDir: deps.dataDir,
    github: deps.github,
    progress: silentProgress,
    log: deps.log,
    signal: input.signal,
    now: deps.now,
  });
  await deps.changes?.announce();
  input.signal?.throwIfAborted();
  failIfNothingRead(summary, 'GitHub collection');
  const slugs = new Set(repositories.map((r) => r.projectSlug));
  return Object.fromEntries([...slugs].map((slug) => [slug, outcomeOf(summary, slug)]));
}
