// The git collector: any git URL or local path, through a bare mirror per repository. Reads
// only the commits after the head stored in its cursor (all of them again after a force-push
// removed that head: inserts are idempotent), streams them in batches, and for a fork leaves
// out every commit its upstream also has.
import { automationShas, type NoiseReason } from '@gitsignals/analysis';
import type {
  CollectContext,
  CollectedBatch,
  CollectedCommit,
  Collector,
  RepositoryToCollect,
} from '../collected';
import { fetchUpstream, hasCommit, headCommit, updateMirror } from './mirror';
import { readIdentities, readLog } from './read-log';
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

async function countCommits(dir: string, revisions: string[], options: GitOptions) {
  return Number(
    (await gitText(['rev-list', '--count', ...revisions], { ...options, cwd: dir })).trim(),
  );
}

export function createGitCollector(options: GitCollectorOptions): Collector {
  const batchSize = options.batchSize ?? 5_000;
  const fetchOptions = (ctx: CollectContext): GitOptions => ({
    timeoutMs: options.fetchTimeoutMs ?? 30 * 60_000,
    signal: ctx.signal,
  });
  const readOptions = (ctx: CollectContext): GitOptions => ({
    timeoutMs: options.readTimeoutMs ?? 30 * 60_000,
    signal: ctx.signal,
  });

  async function* collectOne(
    repository: RepositoryToCollect,
    ctx: CollectContext,
  ): AsyncGenerator<{ repository: RepositoryToCollect; batch: CollectedBatch }> {
    const mirror = await updateMirror(ctx.dataDir, repository.url, fetchOptions(ctx));
    const dir = mirror.dir;
    const read = readOptions(ctx);
    const cursor = parseGitCursor(await options.readCursor(repository.id));

    const upstreamUrl = repository.isFork ? upstreamUrlOf(repository) : null;
    if (upstreamUrl) {
      try {
        await fetchUpstream(dir, upstreamUrl, fetchOptions(ctx));
      } catch (err) {
        // Yesterday's upstream refs still tell inherited commits apart; without any, the
        // fork's whole history would pass as its own.
        const known = (
          await gitText(['for-each-ref', '--count=1', 'refs/upstream/heads'], { ...read, cwd: dir })
        ).trim();
        if (known === '') throw err;
        ctx.log(`${repository.fullName}: upstream fetch failed, using the last fetched upstream`);
      }
    }
    const exclude = upstreamUrl ? ['--not', UPSTREAM_GLOB] : [];

    const head = await headCommit(dir, read);
    if (head === null) {
      yield {
        repository,
        batch: { commits: [], tags: [], snapshot: null, cursor: { ...cursor } },
      };
      return;
    }
    const previous =
      cursor.head !== null && (await hasCommit(dir, cursor.head, read)) ? cursor.head : null;
    if (cursor.head !== null && previous === null) {
      ctx.log(
        `${repository.fullName}: ${cursor.head.slice(0, 12)} is gone (force-push): reading the whole history`,
      );
    }

    let pending: CollectedCommit[] = [];
    let noise: Record<string, NoiseReason> = {};
    const noiseOf = (commits: CollectedCommit[]) => {
      const own: Record<string, NoiseReason> = {};
      for (const c of commits) if (noise[c.sha]) own[c.sha] = noise[c.sha]!;
      return own;
    };
    if (previous !== head) {
      const revisions = ['HEAD', ...(previous ? [`^${previous}`] : []), ...exclude];
      // Bursts are found over the whole range first: batches may cut one in two.
      noise = Object.fromEntries(
        [...automationShas(await readIdentities(dir, revisions, read))].map((s) => [
          s,
          'automation' as const,
        ]),
      );
      for await (const commit of readLog(dir, revisions, read)) {
        pending.push(commit);
        if (pending.length >= batchSize) {
          yield {
            repository,
            batch: { commits: pending, tags: [], snapshot: null, noise: noiseOf(pending) },
          };
          pending = [];
        }
      }
    }

    const skipped: Record<string, number> = {};
    const cursorSkipped: Record<string, number> = {};
    let tags = await readTags(dir, read);
    if (upstreamUrl) {
      const total = await countCommits(dir, ['HEAD'], read);
      const own = await countCommits(dir, ['HEAD', ...exclude], read);
      cursorSkipped.fork_inherited = total - own;
      skipped.fork_inherited = Math.max(
        0,
        total - own - (previous ? (cursor.skipped.fork_inherited ?? 0) : 0),
      );
      // Tags the upstream made belong to the upstream's releases, not the fork's.
      const ownShas = new Set(
        (await gitText(['rev-list', 'HEAD', ...exclude], { ...read, cwd: dir }))
          .split('\n')
          .filter(Boolean),
      );
      tags = tags.filter((t) => t.sha !== null && ownShas.has(t.sha));
    }
    const snapshot =
      previous === head && !mirror.created
        ? null
        : await readSnapshot(dir, { sha: head, defaultBranch: mirror.defaultBranch }, read);
    yield {
      repository,
      batch: {
        commits: pending,
        noise: noiseOf(pending),
        tags,
        snapshot,
        skipped,
        cursor: { head, skipped: cursorSkipped },
      },
    };
  }

  return {
    name: GIT_SOURCE,
    async *collect(repositories, ctx) {
      for (const repository of repositories) yield* collectOne(repository, ctx);
    },
  };
}
