// The pages step: rounds of batched queries, each asking every unfinished walk for its next page
// of history (a fork's walk first reads its upstream's history, to tell inherited commits apart).
// Each page yields one batch with its cursor; the last page of a walk whose snapshot may have
// changed is held back for the snapshot step.
import { pointsFor, type GraphqlAnswer } from './github-graphql';
import { attributeNoiseOf, pageBatch } from './github-page-batch';
import { readPageCommits } from './github-page-commits';
import { cursorRecord, type GithubCursor } from './github-cursor';
import {
  pagesQuery,
  pagesRequests,
  type GqlCommit,
  type GqlHistory,
  type GqlPageRepository,
  type GqlUpstreamRepository,
  type PageItem,
  type UpstreamItem,
} from './github-queries';
import {
  batchOf,
  failRepository,
  stopIfAborted,
  type GithubRun,
  type Walk,
  type Yielded,
} from './github-run';
import { touchesSnapshot } from './github-snapshot';
import { releaseWithSnapshots, type Pending } from './github-snapshots';

const MAX_FIRST = 100;
/** Commits asked for in one pages query: large batched histories risk GitHub's 10 s timeout. */
const MAX_COMMITS_PER_QUERY = 1_000;

/** One walk in a pages query: its next history page, or its upstream's. */
interface PagesEntry {
  walk: Walk;
  page?: PageItem;
  upstream?: UpstreamItem;
}

/** What one query's answers lead to: batches to yield, batches held back, walks to go on. */
interface Round {
  out: Yielded[];
  pending: Pending[];
  next: Walk[];
}

export async function* readPages(run: GithubRun, walks: Walk[]): AsyncGenerator<Yielded> {
  let queue = walks;
  while (queue.length > 0) {
    const next: Walk[] = [];
    let index = 0;
    while (index < queue.length) {
      if (stopIfAborted(run)) return;
      const chunk = takeChunk(queue, index, run.batchSize);
      index += chunk.length;
      const round: Round = { out: [], pending: [], next };
      await readChunk(run, chunk, round);
      yield* round.out;
      yield* releaseWithSnapshots(run, round.pending);
    }
    queue = next;
  }
}

/** The walks of the next query from `index`: at most a batch, and about 1,000 commits asked. */
function takeChunk(queue: Walk[], index: number, batchSize: number): PagesEntry[] {
  const chunk: PagesEntry[] = [];
  let commitsAsked = 0;
  for (let i = index; i < queue.length && chunk.length < batchSize; i++) {
    const walk = queue[i]!;
    const alias = `r${chunk.length}`;
    if (walk.upstream && !walk.upstream.done) {
      const { owner, name, after } = walk.upstream;
      chunk.push({ walk, upstream: { alias, owner, name, since: walk.since, after } });
      continue;
    }
    const first = Math.min(MAX_FIRST, Math.max(1, walk.left ?? MAX_FIRST));
    if (chunk.length > 0 && commitsAsked + first > MAX_COMMITS_PER_QUERY) break;
    commitsAsked += first;
    const { owner, name, head, since, after } = walk;
    chunk.push({ walk, page: { alias, owner, name, head, since, after, first } });
  }
  return chunk;
}

async function readChunk(run: GithubRun, chunk: PagesEntry[], round: Round): Promise<void> {
  const pageItems = chunk.flatMap((c) => (c.page ? [c.page] : []));
  const upstreamItems = chunk.flatMap((c) => (c.upstream ? [c.upstream] : []));
  const answer = await run.graphql.query(
    pagesQuery(pageItems, upstreamItems),
    pointsFor(pagesRequests(pageItems, upstreamItems)),
  );
  for (const { walk, page, upstream } of chunk) {
    if (upstream) {
      readUpstreamPage(run, walk, answer, upstream.alias);
      round.next.push(walk);
    } else {
      await readHistoryPage(run, walk, answer, page!.alias, round);
    }
  }
}

/** Collects the upstream's commit ids, page by page, before the fork's own history is read. */
function readUpstreamPage(run: GithubRun, walk: Walk, answer: GraphqlAnswer, alias: string) {
  const upstream = walk.upstream!;
  const data = answer.data[alias] as GqlUpstreamRepository | null | undefined;
  const history = data?.defaultBranchRef?.target.history;
  if (!history) {
    // Without the upstream's history nothing can be told apart: count every commit.
    run.log(`GitHub: upstream of ${walk.repository.fullName} unreadable, counting all`);
    upstream.done = true;
    return;
  }
  for (const n of history.nodes) upstream.oids.add(n.oid);
  upstream.after = history.pageInfo.endCursor;
  upstream.done = !history.pageInfo.hasNextPage;
}

async function readHistoryPage(
  run: GithubRun,
  walk: Walk,
  answer: GraphqlAnswer,
  alias: string,
  round: Round,
): Promise<void> {
  const data = answer.data[alias] as GqlPageRepository | null | undefined;
  const history = data?.object?.history;
  if (!history) return lostWalk(run, walk, answer, alias, round);
  const page = await readPageCommits(run, walk, history.nodes);
  run.report.newCommits += page.commits.length;
  run.report.forkInherited += page.inherited;
  const submodules = new Set(walk.base.snapshot?.submodules ?? []);
  // Inherited commits are not read, so their files cannot vouch for the snapshot.
  if (page.inherited > 0 || touchesSnapshot(page.commits, submodules)) walk.snapshotStale = true;
  const { batch, cursor, more } = pageBatch(walk, history, page);
  const yielded = { repository: walk.repository, batch };
  if (more) {
    attributeNoiseOf(walk, batch);
    round.out.push(yielded);
    advanceWalk(walk, history, page.newest);
    round.next.push(walk);
  } else if (walk.snapshotStale) {
    round.pending.push({ yielded, cursor, target: snapshotTargetOf(walk) });
  } else {
    // The stored snapshot still holds at the new HEAD: nothing to read.
    run.report.snapshotsUnchanged += 1;
    attributeNoiseOf(walk, batch);
    batch.cursor = cursorRecord({
      ...cursor,
      snapshot: { ...walk.base.snapshot!, head: walk.head },
    });
    round.out.push(yielded);
  }
}

/**
 * The walk's HEAD could not be read. An error names the reason and the walk resumes next run;
 * without one the commit is gone (force-push), and the cursor drops the walk to start afresh.
 */
function lostWalk(run: GithubRun, walk: Walk, answer: GraphqlAnswer, alias: string, round: Round) {
  failRepository(
    run,
    walk.repository.fullName,
    answer.aliasErrors.get(alias)?.message ??
      `commit ${walk.head} is gone (force-push?): the next run starts a fresh walk`,
  );
  if (answer.aliasErrors.has(alias)) return;
  const reset: GithubCursor = { ...walk.base, walk: null };
  round.out.push({ repository: walk.repository, batch: batchOf([], walk.tags, reset) });
}

function advanceWalk(walk: Walk, history: GqlHistory<GqlCommit>, newest: string | null): void {
  walk.after = history.pageInfo.endCursor;
  walk.newest = newest;
  walk.left = walk.left === null ? null : walk.left - history.nodes.length;
}

function snapshotTargetOf(walk: Walk): Pending['target'] {
  return {
    owner: walk.owner,
    name: walk.name,
    fullName: walk.repository.fullName,
    head: walk.head,
    headAt: walk.headAt,
    defaultBranch: walk.defaultBranch,
  };
}
