// One collection run as plain state: its database and options, the summary so far, and per
// repository the snapshot and the commits read. Storing a batch, finishing or failing a
// repository are functions over it, whichever source the batch came from.
import {
  markRepositoryCollected,
  markRepositoryCollectFailed,
  type CollectableRepository,
  type Database,
} from '@gitsignals/db';
import type { Progress } from '../reporting/progress';
import type { Clock } from '../time';
import { utcDay } from '@gitsignals/domain';
import type {
  CollectedBatch,
  CollectedSnapshot,
  Collector,
  RepositoryToCollect,
} from './collected';
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
  /** When repositories count as collected. */
  now: Clock;
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

export interface CollectionRun {
  db: Database;
  options: CollectOptions;
  now: () => Date;
  summary: CollectSummary;
  /** The newest snapshot stored per repository id, for its collected mark. */
  snapshots: Map<number, CollectedSnapshot>;
  /** Commits read so far per repository id, for the progress line. */
  readSoFar: Map<number, number>;
}

export function startCollection(
  db: Database,
  options: CollectOptions,
  selected: CollectableRepository[],
): CollectionRun {
  const summary: CollectSummary = {
    repositories: { ok: 0, failed: 0 },
    failures: [],
    newCommits: 0,
    filtered: {},
    projects: {},
    seconds: 0,
  };
  for (const r of selected) summary.projects[r.projectSlug] ??= { newCommits: 0, since: null };
  return {
    db,
    options,
    now: options.now,
    summary,
    snapshots: new Map(),
    readSoFar: new Map(),
  };
}

/** Counts the failure, keeps its reason on the repository (the operators' console shows it) and says it. */
export async function failRepository(
  run: CollectionRun,
  repository: RepositoryToCollect,
  reason: string,
): Promise<void> {
  run.summary.repositories.failed += 1;
  run.summary.failures.push({
    fullName: repository.fullName,
    projectSlug: repository.projectSlug,
    reason,
  });
  run.options.log(`${repository.projectSlug} ${repository.fullName}: failed: ${reason}`);
  await markRepositoryCollectFailed(run.db, repository.id, { error: reason, at: run.now() });
}

/** Marks a repository collected, with the HEAD of the snapshot stored in this run. */
export async function finishRepository(
  run: CollectionRun,
  repository: RepositoryToCollect,
): Promise<void> {
  const snapshot = run.snapshots.get(repository.id);
  await markRepositoryCollected(run.db, repository.id, {
    headSha: snapshot?.headSha ?? null,
    headAt: snapshot?.headAt ?? null,
    defaultBranch: snapshot?.defaultBranch ?? null,
    at: run.now(),
  });
  run.summary.repositories.ok += 1;
}

export async function storeBatch(
  run: CollectionRun,
  collector: Collector,
  repository: RepositoryToCollect,
  batch: CollectedBatch,
): Promise<void> {
  const { summary } = run;
  const result = await storeCollected(run.db, repository, batch, {
    source: collector.name,
    now: run.now,
  });
  // A first collection of a long history takes minutes: show how far it got.
  const read = (run.readSoFar.get(repository.id) ?? 0) + batch.commits.length;
  run.readSoFar.set(repository.id, read);
  run.options.progress.tick(
    0,
    `${repository.fullName}: ${read.toLocaleString('en-US')} commits read`,
  );
  if (batch.snapshot) run.snapshots.set(repository.id, batch.snapshot);
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
}

/** The closing line a person running the collection reads. */
export function summaryLine(summary: CollectSummary): string {
  const filtered = Object.entries(summary.filtered)
    .sort((a, b) => b[1] - a[1])
    .map(([reason, n]) => `${n} ${reason}`)
    .join(', ');
  return (
    `${summary.repositories.ok} repositories collected, ${summary.repositories.failed} failed, ` +
    `${summary.newCommits} new commits${filtered ? ` (filtered: ${filtered})` : ''} in ${summary.seconds.toFixed(1)} s`
  );
}
