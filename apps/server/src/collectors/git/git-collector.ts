// The git collector: any git URL or local path, through a bare mirror per repository. Reads
// only the commits after the head stored in its cursor (all of them again after a force-push
// removed that head: inserts are idempotent), streams them in batches, and for a fork leaves
// out every commit its upstream also has.
import type { CollectContext, CollectedBatch, Collector, RepositoryToCollect } from '../collected';
import { forkFigures, noiseOf, readNewCommits, type MirrorReading } from './git-history';
import { fetchUpstream, hasCommit, headCommit, updateMirror } from './mirror';
import { readSnapshot } from './read-snapshot';
import { readTags } from './read-tags';
import { gitText, type GitOptions } from './run-git';

export const GIT_SOURCE = 'git';

export interface GitCursor {
  /** The HEAD commit of the last stored collection. */
  head: string | null;
  /** Commits skipped without storing, by reason (fork_inherited), as of that head. */
  skipped: Record<string, number>;
}

export function parseGitCursor(raw: Record<string, unknown> | null): GitCursor {
  const head = typeof raw?.head === 'string' ? raw.head : null;
  const skipped: Record<string, number> = {};
  if (raw && typeof raw.skipped === 'object' && raw.skipped !== null) {
    for (const [k, v] of Object.entries(raw.skipped)) if (typeof v === 'number') skipped[k] = v;
  }
  return { head, skipped };
}

export interface GitCollectorOptions {
  readCursor(repositoryId: number): Promise<Record<string, unknown> | null>;
  /** Commits per yielded batch: bounds memory on first collections of long histories. */
  batchSize?: number;
  /** Deadline of a clone or fetch (network), default 30 minutes. */
  fetchTimeoutMs?: number;
  /** Deadline of reading a history, default 30 minutes. */
  readTimeoutMs?: number;
}

const UPSTREAM_GLOB = '--glob=refs/upstream/heads/*';

/** Where a fork's upstream lives: a GitHub owner/name, or a URL or path as registered. */
export function upstreamUrlOf(repository: RepositoryToCollect): string | null {
  if (repository.upstreamUrl) return repository.upstreamUrl;
  const name = repository.upstreamFullName;
  if (!name) return null;
  return /^[\w.-]+\/[\w.-]+$/.test(name) ? `https://github.com/${name}` : name;
}

type Yielded = { repository: RepositoryToCollect; batch: CollectedBatch };

export function createGitCollector(options: GitCollectorOptions): Collector {
  return {
    name: GIT_SOURCE,
    async *collect(repositories, ctx) {
      for (const repository of repositories) yield* collectOne(options, repository, ctx);
    },
  };
}

const fetchOptions = (options: GitCollectorOptions, ctx: CollectContext): GitOptions => ({
  timeoutMs: options.fetchTimeoutMs ?? 30 * 60_000,
  signal: ctx.signal,
});

const readOptions = (options: GitCollectorOptions, ctx: CollectContext): GitOptions => ({
  timeoutMs: options.readTimeoutMs ?? 30 * 60_000,
  signal: ctx.signal,
});

async function* collectOne(
  options: GitCollectorOptions,
  repository: RepositoryToCollect,
  ctx: CollectContext,
): AsyncGenerator<Yielded> {
  const mirror = await updateMirror(ctx.dataDir, repository.url, fetchOptions(options, ctx));
  const dir = mirror.dir;
  const read = readOptions(options, ctx);
  const cursor = parseGitCursor(await options.readCursor(repository.id));
  const upstreamUrl = repository.isFork ? upstreamUrlOf(repository) : null;
  if (upstreamUrl) await fetchUpstreamOrKeep(options, repository, dir, upstreamUrl, ctx);
  const reading: MirrorReading = {
    dir,
    read,
    exclude: upstreamUrl ? ['--not', UPSTREAM_GLOB] : [],
  };

  const head = await headCommit(dir, read);
  if (head === null) {
    yield { repository, batch: { commits: [], tags: [], snapshot: null, cursor: { ...cursor } } };
    return;
  }
  const previous = await previousHead(repository, reading, cursor, ctx);
  // The last, partial batch of new commits goes out with the tags, snapshot and cursor.
  const { rest, noise } =
    previous === head
      ? { rest: [], noise: {} }
      : yield* readNewCommits(reading, repository, previous, options.batchSize ?? 5_000);

  const skipped: Record<string, number> = {};
  const cursorSkipped: Record<string, number> = {};
  let tags = await readTags(dir, read);
  if (upstreamUrl) {
    const fork = await forkFigures(reading, previous, cursor.skipped.fork_inherited ?? 0, tags);
    cursorSkipped.fork_inherited = fork.inherited;
    skipped.fork_inherited = fork.skipped;
    tags = fork.tags;
  }
  const snapshot =
    previous === head && !mirror.created
      ? null
      : await readSnapshot(dir, { sha: head, defaultBranch: mirror.defaultBranch }, read);
  yield {
    repository,
    batch: {
      commits: rest,
      noise: noiseOf(noise, rest),
      tags,
      snapshot,
      skipped,
      cursor: { head, skipped: cursorSkipped },
    },
  };
}

/**
 * Fetches the fork's upstream. When that fails, yesterday's upstream refs still tell inherited
 * commits apart; without any, the fork's whole history would pass as its own: the error stands.
 */
async function fetchUpstreamOrKeep(
  options: GitCollectorOptions,
  repository: RepositoryToCollect,
  dir: string,
  upstreamUrl: string,
  ctx: CollectContext,
): Promise<void> {
  try {
    await fetchUpstream(dir, upstreamUrl, fetchOptions(options, ctx));
  } catch (err) {
    const known = (
      await gitText(['for-each-ref', '--count=1', 'refs/upstream/heads'], {
        ...readOptions(options, ctx),
        cwd: dir,
      })
    ).trim();
    if (known === '') throw err;
    ctx.log(`${repository.fullName}: upstream fetch failed, using the last fetched upstream`);
  }
}

/** The stored head when the mirror still has it; after a force-push removed it, none. */
async function previousHead(
  repository: RepositoryToCollect,
  { dir, read }: MirrorReading,
  cursor: GitCursor,
  ctx: CollectContext,
): Promise<string | null> {
  if (cursor.head === null) return null;
  if (await hasCommit(dir, cursor.head, read)) return cursor.head;
  ctx.log(
    `${repository.fullName}: ${cursor.head.slice(0, 12)} is gone (force-push): reading the whole history`,
  );
  return null;
}
