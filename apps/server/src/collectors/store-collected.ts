// Stores one collected batch, whatever collector produced it: classifies the commits not yet
// stored (per-commit rules plus the batch-level noise of the analysis engine), then writes
// commits, tags, the HEAD snapshot (with the contacts the project publishes) and the source's
// cursor in one transaction, so a crash leaves either all of it or none and the next run resumes
// from the previous cursor.
import {
  AUTOMATION_WINDOW_MS,
  automationShas,
  batchNoise,
  classifyCommit,
  type CommitInput,
  type NoiseReason,
} from '@gitsignals/analysis';
import {
  listCommitsCommittedBetween,
  listStoredShas,
  inTransaction,
  insertCommits,
  markCommitsNoise,
  saveRepositoryManifests,
  insertTags,
  saveCollectionCursor,
  type Database,
  type NewCommit,
} from '@gitsignals/db';
import type { Clock } from '../time';
import type { CollectedBatch, CollectedCommit, RepositoryToCollect } from './collected';
import { storePublishedContacts } from './published-contacts';

export interface StoreResult {
  newCommits: number;
  /** New commits filtered as noise, plus commits the source skipped, by reason. */
  filtered: Record<string, number>;
  /** Stored commits that joined an automation burst with the new ones. */
  relabelled: number;
  /** Committer date of the oldest new or relabelled commit: analysis rebuilds from that day. */
  rebuildFrom: Date | null;
}

function commitInput(repository: RepositoryToCollect, c: CollectedCommit): CommitInput {
  return {
    sha: c.sha,
    repository: repository.fullName,
    parents: c.parents,
    authorName: c.authorName,
    committedAt: c.committedAt.toISOString(),
    message: c.message,
    files: c.files.map((f) => ({ ...f, oldPath: f.oldPath ?? undefined })),
  };
}

export async function storeCollected(
  db: Database,
  repository: RepositoryToCollect,
  batch: CollectedBatch,
  options: { source?: string; now: Clock },
): Promise<StoreResult> {
  const known = await listStoredShas(
    db,
    repository.id,
    batch.commits.map((c) => c.sha),
  );
  const seen = new Set<string>();
  const fresh = batch.commits.filter((c) =>
    known.has(c.sha) || seen.has(c.sha) ? false : (seen.add(c.sha), true),
  );
  const inputs = fresh.map((c) => ({ commit: c, input: commitInput(repository, c) }));
  const verdicts = batchNoise(
    inputs.map(({ commit, input }) => ({ ...commit, input })),
    {
      generated: batch.snapshot?.generatedPatterns ?? [],
      vendored: batch.snapshot?.vendoredPatterns ?? [],
    },
  );

  for (const [sha, reason] of Object.entries(batch.noise ?? {})) verdicts.set(sha, reason);
  const relabel = await burstsAcrossRuns(db, repository.id, fresh, verdicts);

  const filtered: Record<string, number> = { ...batch.skipped };
  let rebuildFrom: Date | null = null;
  const rows: NewCommit[] = inputs.map(({ commit, input }) => {
    const classified = classifyCommit({
      ...input,
      collectorNoise: verdicts.get(commit.sha) ?? null,
    });
    if (classified.noise) filtered[classified.noise] = (filtered[classified.noise] ?? 0) + 1;
    if (rebuildFrom === null || commit.committedAt < rebuildFrom) rebuildFrom = commit.committedAt;
    return {
      sha: commit.sha,
      parents: commit.parents,
      authorName: commit.authorName,
      authorLogin: commit.authorLogin,
      authoredAt: commit.authoredAt,
      committedAt: commit.committedAt,
      recordedCommittedAt: commit.committedAt,
      message: commit.message,
      signals: classified.signals,
      noiseReason: classified.noise,
      files: commit.files,
    };
  });

  const { newCommits, relabelled } = await inTransaction(db, async (tx) => {
    const inserted = await insertCommits(tx, repository.id, rows);
    const changed = await markCommitsNoise(tx, repository.id, relabel, 'automation');
    for (const at of changed) if (rebuildFrom === null || at < rebuildFrom) rebuildFrom = at;
    if (batch.tags.length > 0) {
      await insertTags(
        tx,
        repository.id,
        batch.tags.map((t) => ({ ...t, recordedTaggedAt: t.taggedAt })),
      );
    }
    if (batch.snapshot) {
      await saveRepositoryManifests(
        tx,
        repository.id,
        batch.snapshot.headSha,
        batch.snapshot.dependencies,
        batch.snapshot.paths,
      );
      await storePublishedOf(tx, repository, batch.snapshot, options.now());
    }
    if (batch.cursor && options.source) {
      await saveCollectionCursor(tx, repository.id, options.source, batch.cursor);
    }
    return { newCommits: inserted, relabelled: changed.length };
  });
  for (const [reason, n] of Object.entries(filtered)) if (n === 0) delete filtered[reason];
  return { newCommits, filtered, relabelled, rebuildFrom };
}

/**
 * The contacts the snapshot's files publish. A fork's files are mostly its upstream's (its
 * CODEOWNERS names the upstream's people), so a fork stores none (ADR 034).
 */
async function storePublishedOf(
  tx: Database,
  repository: RepositoryToCollect,
  snapshot: NonNullable<CollectedBatch['snapshot']>,
  now: Date,
): Promise<void> {
  if (!snapshot.publishedContacts || repository.isFork) return;
  await storePublishedContacts(
    tx,
    {
      projectId: repository.projectId,
      repositoryId: repository.id,
      fullName: repository.fullName,
      onGithub: repository.onGithub ?? false,
    },
    { sha: snapshot.headSha, contacts: snapshot.publishedContacts },
    now,
  );
}

/**
 * A burst cut by the end of a run (or a batch) shows only once the rest arrives: the new
 * commits are checked together with the stored ones of the same hours, by author name (stored
 * commits keep no e-mail). New commits of a burst get the verdict; stored ones are returned to
 * be relabelled.
 */
async function burstsAcrossRuns(
  db: Database,
  repositoryId: number,
  fresh: CollectedCommit[],
  verdicts: Map<string, NoiseReason>,
): Promise<string[]> {
  if (fresh.length === 0) return [];
  let first = Infinity;
  let last = -Infinity;
  for (const c of fresh) {
    first = Math.min(first, c.committedAt.getTime());
    last = Math.max(last, c.committedAt.getTime());
  }
  const freshShas = new Set(fresh.map((c) => c.sha));
  const stored = (
    await listCommitsCommittedBetween(
      db,
      repositoryId,
      new Date(first - AUTOMATION_WINDOW_MS),
      new Date(last + AUTOMATION_WINDOW_MS),
    )
  ).filter((c) => !freshShas.has(c.sha));
  if (stored.length === 0) return [];
  const burst = automationShas(
    [...fresh, ...stored].map((c) => ({
      sha: c.sha,
      authorName: c.authorName,
      authorEmail: null,
      committedAt: c.committedAt,
    })),
  );
  const relabel: string[] = [];
  for (const sha of burst) {
    if (freshShas.has(sha)) verdicts.set(sha, 'automation');
    else relabel.push(sha);
  }
  return relabel;
}
