// The GitHub collector: batched GraphQL for commits, tags and releases, REST for the files of
// non-merge commits, one yielded batch per stored page so the cursor follows the stored data.
import {
  automationShas,
  batchNoise,
  type IdentityCommit,
  type NoiseReason,
} from '@gitsignals/analysis';
import type { NewCommitFile } from '@gitsignals/db';
import type {
  CollectContext,
  CollectedBatch,
  CollectedCommit,
  Collector,
  RepositoryToCollect,
} from '../collected';
import { parseGithubCursor, cursorRecord, type GithubCursor } from './github-cursor';
import { createGithubGraphql, pointsFor } from './github-graphql';
import { createGithubHttp, GithubWaitTooLong, type Fetch } from './github-http';
import {
  headsQuery,
  headsRequests,
  pagesQuery,
  pagesRequests,
  type GqlHeadsRepository,
  type GqlPageRepository,
  type GqlUpstreamRepository,
  type HeadsItem,
  type PageItem,
  type UpstreamItem,
} from './github-queries';
import { restToCollectedCommit, toCollectedCommit, toCollectedTags } from './github-records';
import { createGithubRest } from './github-rest';
import { createSnapshotReader, touchesSnapshot, type SnapshotTarget } from './github-snapshot';

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
  now?: () => Date;
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

export interface GithubRunReport {
  repositories: number;
  failed: { fullName: string; reason: string }[];
  newCommits: number;
  forkInherited: number;
  points: number;
  queries: number;
  restCalls: number;
  /** Commits stored without files because the REST cap was reached. */
  filesCapped: number;
  /** Commits merged in with committer dates older than the cursor, found through compare. */
  mergedLate: number;
  /** Merges whose brought-in commits were not looked for because the REST cap was reached. */
  mergesUnread: number;
  /** HEAD snapshots (paths and manifests) read, and the REST tree calls and points they took. */
  snapshots: number;
  /** Repositories whose HEAD moved without touching a manifest or the path set: nothing read. */
  snapshotsUnchanged: number;
  treeCalls: number;
  /** Trees GitHub cut short (over 100,000 entries or 7 MB): stored as far as returned. */
  treesTruncated: number;
  snapshotPoints: number;
  /** Why the run ended before every repository was done, or null. */
  stopped: string | null;
}

export interface GithubCollector extends Collector {
  /** The figures of the last (or current) run. */
  readonly lastRun: GithubRunReport;
}

export const GITHUB_SOURCE = 'github';
const MAX_FIRST = 100;
/** Commits asked for in one pages query: large batched histories risk GitHub's 10 s timeout. */
const MAX_COMMITS_PER_QUERY = 1_000;
const DAY_MS = 86_400_000;

interface Walk {
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

/** A batch held back until the HEAD snapshot of its repository is read. */
interface Pending {
  yielded: Yielded;
  cursor: GithubCursor;
  target: SnapshotTarget;
}

type Yielded = { repository: RepositoryToCollect; batch: CollectedBatch };

const emptyReport = (repositories: number): GithubRunReport => ({
  repositories,
  failed: [],
  newCommits: 0,
  forkInherited: 0,
  points: 0,
  queries: 0,
  restCalls: 0,
  filesCapped: 0,
  mergedLate: 0,
  mergesUnread: 0,
  snapshots: 0,
  snapshotsUnchanged: 0,
  treeCalls: 0,
  treesTruncated: 0,
  snapshotPoints: 0,
  stopped: null,
});

export function createGithubCollector(options: GithubCollectorOptions): GithubCollector {
  const now = options.now ?? (() => new Date());
  const maxAttempts = options.maxAttempts ?? 5;
  const log = options.log;
  let report = emptyReport(0);

  async function* collect(
    repositories: RepositoryToCollect[],
    ctx: CollectContext,
  ): AsyncGenerator<Yielded> {
    report = emptyReport(repositories.length);
    const http = createGithubHttp({
      token: options.token,
      apiUrl: options.apiUrl,
      fetch: options.fetch ?? ((input, init) => fetch(input, init)),
      sleep: options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
      now,
      random: options.random ?? Math.random,
      maxAttempts,
      maxWaitMs: options.maxWaitMs ?? 3_900_000,
      log,
    });
    const graphql = createGithubGraphql(http, now, maxAttempts);
    const rest = createGithubRest(http, options.restFileCap);
    const snapshots = createSnapshotReader(http, graphql, log);
    const batchSize = Math.max(1, options.batchSize);
    const fail = (fullName: string, reason: string) => {
      report.failed.push({ fullName, reason });
      log(`GitHub: ${fullName} failed: ${reason}`);
    };
    const aborted = () => ctx.signal?.aborted === true;

    /**
     * Reads the snapshots of the held-back batches in one go (trees, then batched blob queries)
     * and releases the batches with them. A snapshot that could not be read leaves the stored
     * one and its mark in place: the next run tries again.
     */
    async function* release(pending: Pending[]): AsyncGenerator<Yielded> {
      if (pending.length === 0) return;
      const before = graphql.pointsSpent;
      let read: Awaited<ReturnType<typeof snapshots.read>>;
      try {
        read = await snapshots.read(pending.map((p) => p.target));
      } catch (error) {
        // The commits and cursors are stored without the snapshot before the run stops.
        report.snapshotPoints += graphql.pointsSpent - before;
        for (const { yielded } of pending) yield yielded;
        throw error;
      }
      report.snapshotPoints += graphql.pointsSpent - before;
      for (const [i, { yielded, cursor, target }] of pending.entries()) {
        const found = read[i];
        if (found) {
          report.snapshots += 1;
          yielded.batch.snapshot = found.snapshot;
          yielded.batch.cursor = cursorRecord({
            ...cursor,
            snapshot: {
              head: target.head,
              submodules: found.submodules,
              generated: found.snapshot.generatedPatterns,
              vendored: found.snapshot.vendoredPatterns ?? [],
            },
          });
        }
        yield yielded;
      }
    }

    async function* heads(): AsyncGenerator<Yielded, Walk[]> {
      const cursors = await options.store.readCursors(repositories.map((r) => r.id));
      const initialSince = new Date(now().getTime() - (options.initialDays ?? 90) * DAY_MS);
      const walks: Walk[] = [];
      for (let start = 0; start < repositories.length; start += batchSize) {
        if (aborted()) {
          report.stopped = 'aborted';
          return [];
        }
        const chunk: { repository: RepositoryToCollect; cursor: GithubCursor; item: HeadsItem }[] =
          [];
        for (const repository of repositories.slice(start, start + batchSize)) {
          const [owner, name] = repository.fullName.split('/');
          if (!owner || !name) {
            fail(repository.fullName, 'not an owner/name GitHub repository');
            continue;
          }
          const cursor = parseGithubCursor(cursors.get(repository.id));
          const since = cursor.since ? new Date(cursor.since) : initialSince;
          chunk.push({
            repository,
            cursor,
            item: { alias: `r${chunk.length}`, owner, name, since },
          });
        }
        if (chunk.length === 0) continue;
        const items = chunk.map((c) => c.item);
        const answer = await graphql.query(headsQuery(items), pointsFor(headsRequests(items)));
        const pending: Pending[] = [];
        for (const { repository: listed, cursor, item } of chunk) {
          const data = answer.data[item.alias] as GqlHeadsRepository | null | undefined;
          if (!data) {
            fail(listed.fullName, answer.aliasErrors.get(item.alias)?.message ?? 'not found');
            continue;
          }
          const upstreamFullName = data.isFork ? (data.parent?.nameWithOwner ?? null) : null;
          let repository = listed;
          if (data.isFork !== listed.isFork || upstreamFullName !== listed.upstreamFullName) {
            await options.store.recordUpstream(listed, {
              isFork: data.isFork,
              upstreamFullName,
            });
            repository = { ...listed, isFork: data.isFork, upstreamFullName };
          }
          const tags = toCollectedTags(data);
          const target = data.defaultBranchRef?.target;
          const newCount = target?.history?.totalCount ?? 0;
          const walk = cursor.walk;
          const head = walk?.head ?? target?.oid;
          const defaultBranch = data.defaultBranchRef?.name ?? null;
          if (!head || (!walk && (head === cursor.head || newCount === 0))) {
            const next: GithubCursor = { ...cursor, head: head ?? null, walk: null };
            const yielded = { repository, batch: batchOf([], tags, next) };
            // No new commits tell what changed: a HEAD without a stored snapshot is read.
            if (head && cursor.snapshot?.head !== head) {
              pending.push({
                yielded,
                cursor: next,
                target: {
                  owner: item.owner,
                  name: item.name,
                  fullName: repository.fullName,
                  head,
                  headAt: target?.committedDate ?? null,
                  defaultBranch,
                },
              });
            } else {
              yield yielded;
            }
            continue;
          }
          const [upOwner, upName] = upstreamFullName?.split('/') ?? [];
          walks.push({
            repository,
            owner: item.owner,
            name: item.name,
            base: cursor,
            head,
            since: walk ? new Date(walk.since) : item.since,
            after: walk?.after ?? null,
            newest: walk?.newest ?? null,
            left: walk ? null : newCount,
            tags,
            recovered: new Set(),
            identities: [],
            upstream:
              upOwner && upName
                ? { owner: upOwner, name: upName, after: null, done: false, oids: new Set() }
                : null,
            defaultBranch,
            headAt: head === target?.oid ? (target.committedDate ?? null) : null,
            // A walk resumed from an earlier run has not seen all its commits in this one.
            snapshotStale:
              walk !== null || cursor.snapshot === null || cursor.snapshot.head !== cursor.head,
          });
        }
        yield* release(pending);
      }
      return walks;
    }

    /**
     * The commits a merge brought in whose committer dates are older than the walk's `since`:
     * history(since) skips them, though they are new to the branch. Everything stored before is
     * reachable from the merge's first parent, so the comparison returns nothing stored.
     */
    async function mergedLate(walk: Walk, base: string, head: string) {
      const branch = await rest.branchCommits(walk.repository.fullName, base, head);
      if (branch === null) {
        report.mergesUnread += 1;
        // The merged commits went unseen: their files cannot vouch for the snapshot.
        walk.snapshotStale = true;
        return [];
      }
      const late: CollectedCommit[] = [];
      for (const commit of branch) {
        const committed = Date.parse(commit.commit.committer?.date ?? '');
        // Commits dated since the cursor are (or will be) listed by the history walk itself.
        if (!(committed < walk.since.getTime()) || walk.recovered.has(commit.sha)) continue;
        walk.recovered.add(commit.sha);
        const files =
          commit.parents.length < 2
            ? ((await rest.filesOf(walk.repository.fullName, commit.sha)) ?? [])
            : [];
        late.push(restToCollectedCommit(commit, files));
      }
      report.mergedLate += late.length;
      return late;
    }

    async function* pages(walks: Walk[]): AsyncGenerator<Yielded> {
      let queue = walks;
      while (queue.length > 0) {
        const next: Walk[] = [];
        let index = 0;
        while (index < queue.length) {
          if (aborted()) {
            report.stopped = 'aborted';
            return;
          }
          const chunk: { walk: Walk; page?: PageItem; upstream?: UpstreamItem }[] = [];
          let commitsAsked = 0;
          while (index < queue.length && chunk.length < batchSize) {
            const walk = queue[index]!;
            const alias = `r${chunk.length}`;
            if (walk.upstream && !walk.upstream.done) {
              const { owner, name, after } = walk.upstream;
              chunk.push({ walk, upstream: { alias, owner, name, since: walk.since, after } });
            } else {
              const first = Math.min(MAX_FIRST, Math.max(1, walk.left ?? MAX_FIRST));
              if (chunk.length > 0 && commitsAsked + first > MAX_COMMITS_PER_QUERY) break;
              commitsAsked += first;
              const { owner, name, head, since, after } = walk;
              chunk.push({ walk, page: { alias, owner, name, head, since, after, first } });
            }
            index += 1;
          }
          const pageItems = chunk.flatMap((c) => (c.page ? [c.page] : []));
          const upstreamItems = chunk.flatMap((c) => (c.upstream ? [c.upstream] : []));
          const answer = await graphql.query(
            pagesQuery(pageItems, upstreamItems),
            pointsFor(pagesRequests(pageItems, upstreamItems)),
          );
          const out: Yielded[] = [];
          const pending: Pending[] = [];
          for (const { walk, page, upstream } of chunk) {
            const alias = page?.alias ?? upstream!.alias;
            if (upstream) {
              const data = answer.data[alias] as GqlUpstreamRepository | null | undefined;
              const history = data?.defaultBranchRef?.target.history;
              if (!history) {
                // Without the upstream's history nothing can be told apart: count every commit.
                log(`GitHub: upstream of ${walk.repository.fullName} unreadable, counting all`);
                walk.upstream!.done = true;
              } else {
                for (const n of history.nodes) walk.upstream!.oids.add(n.oid);
                walk.upstream!.after = history.pageInfo.endCursor;
                walk.upstream!.done = !history.pageInfo.hasNextPage;
              }
              next.push(walk);
              continue;
            }
            const data = answer.data[alias] as GqlPageRepository | null | undefined;
            const history = data?.object?.history;
            if (!history) {
              fail(
                walk.repository.fullName,
                answer.aliasErrors.get(alias)?.message ??
                  `commit ${walk.head} is gone (force-push?): the next run starts a fresh walk`,
              );
              if (!answer.aliasErrors.has(alias)) {
                const reset: GithubCursor = { ...walk.base, walk: null };
                out.push({ repository: walk.repository, batch: batchOf([], walk.tags, reset) });
              }
              continue;
            }
            const commits: CollectedCommit[] = [];
            let inherited = 0;
            let newest = walk.newest;
            for (const node of history.nodes) {
              if (!newest || Date.parse(node.committedDate) > Date.parse(newest)) {
                newest = node.committedDate;
              }
              if (node.oid === walk.head) walk.headAt = node.committedDate;
              // history(since) includes the commit the cursor stopped at: it is stored already.
              if (node.oid === walk.base.head) continue;
              if (walk.upstream?.oids.has(node.oid)) {
                inherited += 1;
                continue;
              }
              let files: NewCommitFile[] = [];
              // Merges would list the merged branch's diff; empty commits have nothing to list.
              if (node.parents.nodes.length < 2 && node.changedFilesIfAvailable !== 0) {
                const fetched = await rest.filesOf(walk.repository.fullName, node.oid);
                files = fetched ?? [];
              }
              commits.push(toCollectedCommit(node, files));
            }
            if (!walk.upstream) {
              for (const node of history.nodes) {
                if (node.oid === walk.base.head) continue;
                const [first, second] = node.parents.nodes;
                if (!first || !second) continue;
                commits.push(...(await mergedLate(walk, first.oid, second.oid)));
              }
            }
            report.newCommits += commits.length;
            report.forkInherited += inherited;
            // Inherited commits are not read, so their files cannot vouch for the snapshot.
            if (
              inherited > 0 ||
              touchesSnapshot(commits, new Set(walk.base.snapshot?.submodules ?? []))
            ) {
              walk.snapshotStale = true;
            }
            if (inherited > 0) {
              const before = walk.base.skipped.fork_inherited ?? 0;
              walk.base.skipped = { ...walk.base.skipped, fork_inherited: before + inherited };
            }
            const more = history.pageInfo.hasNextPage && history.pageInfo.endCursor !== null;
            const cursor: GithubCursor = more
              ? {
                  ...walk.base,
                  walk: {
                    head: walk.head,
                    since: walk.since.toISOString(),
                    after: history.pageInfo.endCursor,
                    newest,
                  },
                }
              : { ...walk.base, since: newest ?? walk.base.since, head: walk.head, walk: null };
            const batch = batchOf(commits, walk.tags, cursor);
            if (inherited > 0) batch.skipped = { fork_inherited: inherited };
            for (const { sha, authorName, authorEmail, committedAt } of commits) {
              walk.identities.push({ sha, authorName, authorEmail, committedAt });
            }
            const bursts = automationShas(walk.identities);
            const noise: Record<string, NoiseReason> = {};
            for (const c of commits) if (bursts.has(c.sha)) noise[c.sha] = 'automation';
            if (Object.keys(noise).length > 0) batch.noise = noise;
            walk.tags = [];
            const yielded = { repository: walk.repository, batch };
            if (more) {
              attributeNoiseOf(walk, batch);
              out.push(yielded);
            } else if (walk.snapshotStale) {
              pending.push({
                yielded,
                cursor,
                target: {
                  owner: walk.owner,
                  name: walk.name,
                  fullName: walk.repository.fullName,
                  head: walk.head,
                  headAt: walk.headAt,
                  defaultBranch: walk.defaultBranch,
                },
              });
            } else {
              // The stored snapshot still holds at the new HEAD: nothing to read.
              report.snapshotsUnchanged += 1;
              attributeNoiseOf(walk, batch);
              batch.cursor = cursorRecord({
                ...cursor,
                snapshot: { ...walk.base.snapshot!, head: walk.head },
              });
              out.push(yielded);
            }
            if (more) {
              walk.after = history.pageInfo.endCursor;
              walk.newest = newest;
              walk.left = walk.left === null ? null : walk.left - history.nodes.length;
              next.push(walk);
            }
          }
          yield* out;
          yield* release(pending);
        }
        queue = next;
      }
    }

    try {
      const walks = yield* heads();
      yield* pages(walks);
    } catch (error) {
      if (!(error instanceof GithubWaitTooLong)) throw error;
      report.stopped = error.message;
      log(`GitHub: stopping, progress is saved: ${error.message}`);
    } finally {
      report.points = graphql.pointsSpent;
      report.queries = graphql.queries;
      report.restCalls = rest.calls;
      report.filesCapped = rest.capped;
      report.treeCalls = snapshots.counts.treeCalls;
      report.treesTruncated = snapshots.counts.treesTruncated;
      log(runLine(report, graphql.budget.remaining));
    }
  }

  return {
    name: GITHUB_SOURCE,
    collect,
    get lastRun() {
      return report;
    },
  };
}

/** What the run cost, for the operator watching the budget. */
function runLine(report: GithubRunReport, remaining: number | null): string {
  const parts = [
    `${report.points} GraphQL points in ${report.queries} queries`,
    ...(remaining === null ? [] : [`${remaining} left this hour`]),
    `${report.restCalls} REST calls`,
    ...(report.treeCalls > 0
      ? [
          `${count(report.snapshots, 'HEAD snapshot')} read (${count(report.treeCalls, 'tree call')}, ${count(report.snapshotPoints, 'point')})`,
        ]
      : []),
    ...(report.snapshotsUnchanged > 0
      ? [`${report.snapshotsUnchanged} HEADs moved without touching manifests or paths`]
      : []),
    ...(report.treesTruncated > 0 ? [`${report.treesTruncated} trees truncated`] : []),
    `${report.newCommits} commits`,
    ...(report.forkInherited > 0 ? [`${report.forkInherited} fork-inherited skipped`] : []),
    ...(report.mergedLate > 0 ? [`${report.mergedLate} found behind merges`] : []),
    ...(report.filesCapped > 0 ? [`${report.filesCapped} stored without files (REST cap)`] : []),
    ...(report.failed.length > 0 ? [`${report.failed.length} repositories failed`] : []),
  ];
  return `GitHub: ${parts.join(', ')}`;
}

/**
 * A batch that carries no snapshot is classified with the .gitattributes patterns of the stored
 * one (storeCollected only sees the patterns of a snapshot in the batch): commits touching only
 * generated or vendored files stay noise on days the snapshot is not read again.
 */
function attributeNoiseOf(walk: Walk, batch: CollectedBatch): void {
  const mark = walk.base.snapshot;
  if (!mark || (mark.generated.length === 0 && mark.vendored.length === 0)) return;
  const verdicts = batchNoise(
    batch.commits.map((c) => ({
      ...c,
      input: {
        sha: c.sha,
        repository: walk.repository.fullName,
        parents: c.parents,
        authorName: c.authorName,
        committedAt: c.committedAt.toISOString(),
        message: c.message,
        files: c.files.map((f) => ({ ...f, oldPath: f.oldPath ?? undefined })),
      },
    })),
    { generated: mark.generated, vendored: mark.vendored },
  );
  const noise: Record<string, NoiseReason> = {};
  for (const [sha, reason] of verdicts) {
    // Bursts and bots are judged by storeCollected (and across pages above) as before.
    if (reason === 'generated' || reason === 'vendored') noise[sha] = reason;
  }
  if (Object.keys(noise).length > 0) batch.noise = { ...noise, ...batch.noise };
}

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

function batchOf(
  commits: CollectedCommit[],
  tags: CollectedBatch['tags'],
  cursor: GithubCursor,
): CollectedBatch {
  return { commits, tags, snapshot: null, cursor: cursorRecord(cursor) };
}
