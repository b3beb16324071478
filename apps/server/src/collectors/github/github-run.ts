// One run of the GitHub collector as plain state: its options, clients, report and the context
// it was called with. The steps (github-heads.ts, github-pages.ts, github-snapshots.ts) are
// module-level functions over it, so each can be read, and changed, on its own.
import type { IdentityCommit } from '@gitsignals/analysis';
import type { CollectContext, CollectedBatch, RepositoryToCollect } from '../collected';
import type { Clock } from '../../time';
import { cursorRecord, type GithubCursor } from './github-cursor';
import { createGithubGraphql, type GithubGraphql } from './github-graphql';
import { createGithubHttp, type Fetch } from './github-http';
import { createGithubRest, type GithubRest } from './github-rest';
import { emptyReport, runLine, type GithubRunReport } from './github-run-report';
import { createSnapshotReader, type SnapshotReader } from './github-snapshot';

/** What the collector reads and records besides the batches it yields. */
export interface GithubCollectorStore {
  readCursors(repositoryIds: number[]): Promise<Map<number, Record<string, unknown>>>;
  /** GitHub says whether the repository is a fork and of what; the pipeline keeps it. */
  recordUpstream(
    repository: RepositoryToCollect,
    fork: { isFork: boolean; upstreamFullName: string | null },
  ): Promise<void>;
}

export interface GithubCollectorOptions {
  token: string;
  apiUrl: string;
  /** Repositories per GraphQL query. */
  batchSize: number;
  /** REST calls for commit files per run; later commits are stored without files. */
  restFileCap: number;
  store: GithubCollectorStore;
  log: (message: string) => void;
  fetch?: Fetch;
  sleep?: (ms: number) => Promise<void>;
  /** The run's clock: budget resets and the first collection's reach are measured by it. */
  now: Clock;
  random?: () => number;
  maxAttempts?: number;
  /**
   * Longest single wait for a budget reset or retry-after before the run stops. Default: the
   * budget's hour plus a margin, so a run waits out any reset.
   */
  maxWaitMs?: number;
  /** How far back the first collection of a repository reaches (default 90 days). */
  initialDays?: number;
}

export type Yielded = { repository: RepositoryToCollect; batch: CollectedBatch };

/** A repository with new commits, walked page by page from a fixed HEAD. */
export interface Walk {
  repository: RepositoryToCollect;
  owner: string;
  name: string;
  base: GithubCursor;
  head: string;
  since: Date;
  after: string | null;
  newest: string | null;
  /** Commits left to read, when known: pages ask for exactly that many. */
  left: number | null;
  tags: CollectedBatch['tags'];
  /** Commits brought in by merges with dates before `since`, already returned in this run. */
  recovered: Set<string>;
  /** Every commit of the walk so far: automation bursts are judged across its pages. */
  identities: IdentityCommit[];
  upstream: {
    owner: string;
    name: string;
    after: string | null;
    done: boolean;
    oids: Set<string>;
  } | null;
  defaultBranch: string | null;
  /** Committed date of `head`, once seen. */
  headAt: string | null;
  /** Whether the stored snapshot may no longer describe `head` (judged from the commits). */
  snapshotStale: boolean;
}

export interface GithubRun {
  options: GithubCollectorOptions;
  ctx: CollectContext;
  now: () => Date;
  log: (message: string) => void;
  /** Repositories per GraphQL query, at least one. */
  batchSize: number;
  report: GithubRunReport;
  graphql: GithubGraphql;
  rest: GithubRest;
  snapshots: SnapshotReader;
}

/** A fresh run: new clients, so budgets and caps count from zero. */
export function startRun(
  options: GithubCollectorOptions,
  repositories: number,
  ctx: CollectContext,
): GithubRun {
  const now = options.now;
  const maxAttempts = options.maxAttempts ?? 5;
  const http = createGithubHttp({
    token: options.token,
    apiUrl: options.apiUrl,
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    sleep: options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    now,
    random: options.random ?? Math.random,
    maxAttempts,
    maxWaitMs: options.maxWaitMs ?? 3_900_000,
    log: options.log,
  });
  const graphql = createGithubGraphql(http, now, maxAttempts);
  return {
    options,
    ctx,
    now,
    log: options.log,
    batchSize: Math.max(1, options.batchSize),
    report: emptyReport(repositories),
    graphql,
    rest: createGithubRest(http, options.restFileCap),
    snapshots: createSnapshotReader(http, graphql, options.log),
  };
}

export function failRepository(run: GithubRun, fullName: string, reason: string): void {
  run.report.failed.push({ fullName, reason });
  run.log(`GitHub: ${fullName} failed: ${reason}`);
}

/** Whether the caller aborted the run; the report then says so. */
export function stopIfAborted(run: GithubRun): boolean {
  if (run.ctx.signal?.aborted !== true) return false;
  run.report.stopped = 'aborted';
  return true;
}

/** Copies the clients' counts into the report and logs what the run cost. */
export function closeRun(run: GithubRun): void {
  const { report, graphql, rest, snapshots } = run;
  report.points = graphql.pointsSpent;
  report.queries = graphql.queries;
  report.restCalls = rest.calls;
  report.filesCapped = rest.capped;
  report.treeCalls = snapshots.counts.treeCalls;
  report.treesTruncated = snapshots.counts.treesTruncated;
  run.log(runLine(report, graphql.budget.remaining));
}

export function batchOf(
  commits: CollectedBatch['commits'],
  tags: CollectedBatch['tags'],
  cursor: GithubCursor,
): CollectedBatch {
  return { commits, tags, snapshot: null, cursor: cursorRecord(cursor) };
}
