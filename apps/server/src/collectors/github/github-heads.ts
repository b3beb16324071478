// The heads step: one query per batch of repositories asks for each default branch's HEAD, how
// many commits it has since the cursor, its tags and releases. A repository with new commits (or
// a walk left unfinished by an earlier run) becomes a Walk for the pages step; the others yield
// their tags at once, held back for a snapshot read when their HEAD has none stored.
import { addDays } from '@gitsignals/domain';
import type { RepositoryToCollect } from '../collected';
import { parseGithubCursor, type GithubCursor } from './github-cursor';
import { pointsFor } from './github-graphql';
import {
  headsQuery,
  headsRequests,
  type GqlHeadsRepository,
  type HeadsItem,
} from './github-queries';
import { toCollectedTags } from './github-records';
import {
  batchOf,
  failRepository,
  stopIfAborted,
  type GithubRun,
  type Walk,
  type Yielded,
} from './github-run';
import { releaseWithSnapshots, type Pending } from './github-snapshots';

/** A repository in a heads query, with its stored cursor. */
interface HeadsEntry {
  repository: RepositoryToCollect;
  cursor: GithubCursor;
  item: HeadsItem;
}

/** Yields the repositories with nothing to walk; returns the walks, in the order listed. */
export async function* readHeads(
  run: GithubRun,
  repositories: RepositoryToCollect[],
): AsyncGenerator<Yielded, Walk[]> {
  const cursors = await run.options.store.readCursors(repositories.map((r) => r.id));
  const initialSince = addDays(run.now(), -(run.options.initialDays ?? 90));
  const walks: Walk[] = [];
  for (let start = 0; start < repositories.length; start += run.batchSize) {
    if (stopIfAborted(run)) return [];
    const listed = repositories.slice(start, start + run.batchSize);
    const chunk = headsEntries(run, listed, cursors, initialSince);
    if (chunk.length === 0) continue;
    const items = chunk.map((c) => c.item);
    const answer = await run.graphql.query(headsQuery(items), pointsFor(headsRequests(items)));
    const pending: Pending[] = [];
    for (const entry of chunk) {
      const data = answer.data[entry.item.alias] as GqlHeadsRepository | null | undefined;
      if (!data) {
        const reason = answer.aliasErrors.get(entry.item.alias)?.message ?? 'not found';
        failRepository(run, entry.repository.fullName, reason);
        continue;
      }
      const repository = await withUpstream(run, entry.repository, data);
      const head = entry.cursor.walk?.head ?? data.defaultBranchRef?.target?.oid;
      if (head && hasNewCommits(entry.cursor, data, head)) {
        walks.push(newWalk(entry, repository, data, head));
        continue;
      }
      const idle = idleRepository(entry, repository, data, head ?? null);
      if (idle.target) pending.push({ ...idle, target: idle.target });
      else yield idle.yielded;
    }
    yield* releaseWithSnapshots(run, pending);
  }
  return walks;
}

/** The repositories of one query with their cursors; a name that is not owner/name fails. */
function headsEntries(
  run: GithubRun,
  repositories: RepositoryToCollect[],
  cursors: Map<number, Record<string, unknown>>,
  initialSince: Date,
): HeadsEntry[] {
  const entries: HeadsEntry[] = [];
  for (const repository of repositories) {
    const [owner, name] = repository.fullName.split('/');
    if (!owner || !name) {
      failRepository(run, repository.fullName, 'not an owner/name GitHub repository');
      continue;
    }
    const cursor = parseGithubCursor(cursors.get(repository.id));
    const since = cursor.since ? new Date(cursor.since) : initialSince;
    entries.push({
      repository,
      cursor,
      item: { alias: `r${entries.length}`, owner, name, since },
    });
  }
  return entries;
}

/** The repository as GitHub describes it now; a changed fork relation is recorded first. */
async function withUpstream(
  run: GithubRun,
  listed: RepositoryToCollect,
  data: GqlHeadsRepository,
): Promise<RepositoryToCollect> {
  const upstreamFullName = data.isFork ? (data.parent?.nameWithOwner ?? null) : null;
  if (data.isFork === listed.isFork && upstreamFullName === listed.upstreamFullName) return listed;
  await run.options.store.recordUpstream(listed, { isFork: data.isFork, upstreamFullName });
  return { ...listed, isFork: data.isFork, upstreamFullName };
}

/** A walk in progress continues; otherwise a HEAD other than the stored one with commits since. */
function hasNewCommits(cursor: GithubCursor, data: GqlHeadsRepository, head: string): boolean {
  const newCount = data.defaultBranchRef?.target?.history?.totalCount ?? 0;
  return cursor.walk !== null || (head !== cursor.head && newCount !== 0);
}

function newWalk(
  { cursor, item }: HeadsEntry,
  repository: RepositoryToCollect,
  data: GqlHeadsRepository,
  head: string,
): Walk {
  const target = data.defaultBranchRef?.target;
  const walk = cursor.walk;
  // The upstream as GitHub reports it today (withUpstream), whatever the listed row said.
  const [upOwner, upName] = repository.upstreamFullName?.split('/') ?? [];
  return {
    repository,
    owner: item.owner,
    name: item.name,
    base: cursor,
    head,
    since: walk ? new Date(walk.since) : item.since,
    after: walk?.after ?? null,
    newest: walk?.newest ?? null,
    left: walk ? null : (target?.history?.totalCount ?? 0),
    tags: toCollectedTags(data),
    recovered: new Set(),
    identities: [],
    upstream:
      upOwner && upName
        ? { owner: upOwner, name: upName, after: null, done: false, oids: new Set() }
        : null,
    defaultBranch: data.defaultBranchRef?.name ?? null,
    headAt: head === target?.oid ? (target.committedDate ?? null) : null,
    // A walk resumed from an earlier run has not seen all its commits in this one.
    snapshotStale:
      walk !== null || cursor.snapshot === null || cursor.snapshot.head !== cursor.head,
  };
}

/**
 * A repository without new commits: its tags, and the HEAD as walked. No new commits tell what
 * changed, so a HEAD without a stored snapshot is read (the target says which).
 */
function idleRepository(
  { cursor, item }: HeadsEntry,
  repository: RepositoryToCollect,
  data: GqlHeadsRepository,
  head: string | null,
): { yielded: Yielded; cursor: GithubCursor; target: Pending['target'] | null } {
  const next: GithubCursor = { ...cursor, head, walk: null };
  const yielded = { repository, batch: batchOf([], toCollectedTags(data), next) };
  if (!head || cursor.snapshot?.head === head) return { yielded, cursor: next, target: null };
  const target = {
    owner: item.owner,
    name: item.name,
    fullName: repository.fullName,
    head,
    headAt: data.defaultBranchRef?.target?.committedDate ?? null,
    defaultBranch: data.defaultBranchRef?.name ?? null,
  };
  return { yielded, cursor: next, target };
}
