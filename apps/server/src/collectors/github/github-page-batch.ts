// The batch one history page yields: its commits, the walk's tags (on its first page only), the
// cursor that resumes after it, the fork-inherited count, and the noise that is judged over more
// than the page (automation bursts across the walk, the stored .gitattributes patterns).
import { automationShas, batchNoise, type NoiseReason } from '@gitsignals/analysis';
import type { CollectedBatch } from '../collected';
import type { GithubCursor } from './github-cursor';
import type { PageCommits } from './github-page-commits';
import type { GqlCommit, GqlHistory } from './github-queries';
import { batchOf, type Walk } from './github-run';

export interface PageBatch {
  batch: CollectedBatch;
  cursor: GithubCursor;
  /** Whether the walk has further pages. */
  more: boolean;
}

export function pageBatch(
  walk: Walk,
  history: GqlHistory<GqlCommit>,
  { commits, inherited, newest }: PageCommits,
): PageBatch {
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
  return { batch, cursor, more };
}

/**
 * A batch that carries no snapshot is classified with the .gitattributes patterns of the stored
 * one (storeCollected only sees the patterns of a snapshot in the batch): commits touching only
 * generated or vendored files stay noise on days the snapshot is not read again.
 */
export function attributeNoiseOf(walk: Walk, batch: CollectedBatch): void {
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
    // Bursts and bots are judged by storeCollected (and across pages in pageBatch) as before.
    if (reason === 'generated' || reason === 'vendored') noise[sha] = reason;
  }
  if (Object.keys(noise).length > 0) batch.noise = { ...noise, ...batch.noise };
}
