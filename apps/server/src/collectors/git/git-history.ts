// What the git collector reads from a mirror besides the snapshot: the commits after the stored
// head, in batches (automation bursts judged over the whole range first, since a batch may cut
// one in two), and for a fork how many commits its upstream also has and which tags are its own.
import { automationShas, type NoiseReason } from '@gitsignals/analysis';
import type {
  CollectedBatch,
  CollectedCommit,
  CollectedTag,
  RepositoryToCollect,
} from '../collected';
import { readIdentities, readLog } from './read-log';
import { gitText, type GitOptions } from './run-git';

/** A mirror being read. */
export interface MirrorReading {
  dir: string;
  read: GitOptions;
  /** Revisions that leave out the upstream's commits (a fork), else none. */
  exclude: string[];
}

type Noise = Record<string, NoiseReason>;

/** The commits after `previous` (all of them without one), yielded in full batches. */
export async function* readNewCommits(
  reading: MirrorReading,
  repository: RepositoryToCollect,
  previous: string | null,
  batchSize: number,
): AsyncGenerator<
  { repository: RepositoryToCollect; batch: CollectedBatch },
  { rest: CollectedCommit[]; noise: Noise }
> {
  const { dir, read, exclude } = reading;
  const revisions = ['HEAD', ...(previous ? [`^${previous}`] : []), ...exclude];
  // Who committed when (a fast pass without diffs) runs beside the first batch's read: the
  // verdicts are needed only when that batch goes out.
  const identities = readIdentities(dir, revisions, read).then((list): Noise =>
    Object.fromEntries([...automationShas(list)].map((s) => [s, 'automation' as const])),
  );
  identities.catch(() => undefined);
  let pending: CollectedCommit[] = [];
  for await (const commit of readLog(dir, revisions, read)) {
    pending.push(commit);
    if (pending.length >= batchSize) {
      const noise = await identities;
      yield {
        repository,
        batch: { commits: pending, tags: [], snapshot: null, noise: noiseOf(noise, pending) },
      };
      pending = [];
    }
  }
  const noise = await identities;
  return { rest: pending, noise };
}

/** The range's noise verdicts on these commits. */
export function noiseOf(noise: Noise, commits: CollectedCommit[]): Noise {
  const own: Noise = {};
  for (const c of commits) if (noise[c.sha]) own[c.sha] = noise[c.sha]!;
  return own;
}

/**
 * A fork's figures: commits inherited from the upstream (in all, for the cursor; new since the
 * stored head, for the batch) and the tags of its own commits only.
 */
export async function forkFigures(
  reading: MirrorReading,
  previous: string | null,
  inheritedBefore: number,
  tags: CollectedTag[],
): Promise<{ tags: CollectedTag[]; skipped: number; inherited: number }> {
  const { dir, read, exclude } = reading;
  const total = await countCommits(dir, ['HEAD'], read);
  const own = await countCommits(dir, ['HEAD', ...exclude], read);
  // Tags the upstream made belong to the upstream's releases, not the fork's.
  const ownShas = new Set(
    (await gitText(['rev-list', 'HEAD', ...exclude], { ...read, cwd: dir }))
      .split('\n')
      .filter(Boolean),
  );
  return {
    tags: tags.filter((t) => t.sha !== null && ownShas.has(t.sha)),
    skipped: Math.max(0, total - own - (previous ? inheritedBefore : 0)),
    inherited: total - own,
  };
}

async function countCommits(dir: string, revisions: string[], options: GitOptions) {
  return Number(
    (await gitText(['rev-list', '--count', ...revisions], { ...options, cwd: dir })).trim(),
  );
}
