// Commits and their changed files, by repository: idempotent writes by (repository, sha) and the
// reads a collection needs around a new batch.
import type { SignalId } from '@gitsignals/domain';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { inTransaction, type Database } from '../client';
import { commitFiles, commits } from '../schema/index';
import { chunk } from './chunk';

export interface NewCommitFile {
  path: string;
  status: string;
  oldPath: string | null;
  additions: number | null;
  deletions: number | null;
}

export interface NewCommit {
  sha: string;
  parents: string[];
  authorName: string;
  authorLogin: string | null;
  authoredAt: Date;
  committedAt: Date;
  recordedCommittedAt: Date;
  message: string;
  signals: SignalId[];
  noiseReason: string | null;
  files: NewCommitFile[];
}

/** Inserts commits not yet stored (by repository + sha) with their files; returns how many were new. */
export async function insertCommits(
  db: Database,
  repositoryId: number,
  list: NewCommit[],
): Promise<number> {
  return inTransaction(db, async (tx) => {
    let inserted = 0;
    for (const batch of chunk(list, 400)) {
      const rows = await tx
        .insert(commits)
        .values(
          batch.map((c) => {
            let additions = 0;
            let deletions = 0;
            for (const f of c.files) {
              additions += f.additions ?? 0;
              deletions += f.deletions ?? 0;
            }
            return {
              repositoryId,
              sha: c.sha,
              parents: c.parents,
              authorName: c.authorName,
              authorLogin: c.authorLogin,
              authoredAt: c.authoredAt,
              committedAt: c.committedAt,
              recordedCommittedAt: c.recordedCommittedAt,
              message: c.message,
              additions,
              deletions,
              filesChanged: c.files.length,
              isMerge: c.parents.length > 1,
              signals: c.signals,
              noiseReason: c.noiseReason,
            };
          }),
        )
        .onConflictDoNothing({ target: [commits.repositoryId, commits.sha] })
        .returning({ id: commits.id, sha: commits.sha });
      inserted += rows.length;
      const bySha = new Map(batch.map((c) => [c.sha, c]));
      const fileRows = rows.flatMap((r) => {
        const seen = new Set<string>();
        return (bySha.get(r.sha)?.files ?? [])
          .filter((f) => (seen.has(f.path) ? false : (seen.add(f.path), true)))
          .map((f) => ({ commitId: r.id, ...f }));
      });
      for (const fileBatch of chunk(fileRows, 2000)) {
        await tx.insert(commitFiles).values(fileBatch).onConflictDoNothing();
      }
    }
    return inserted;
  });
}

/** Stored ids of the given commits of one repository, by sha. */
export async function listCommitIdsBySha(
  db: Database,
  repositoryId: number,
  shas: string[],
): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (const batch of chunk(shas, 1000)) {
    const rows = await db
      .select({ id: commits.id, sha: commits.sha })
      .from(commits)
      .where(and(eq(commits.repositoryId, repositoryId), inArray(commits.sha, batch)));
    for (const r of rows) out.set(r.sha, r.id);
  }
  return out;
}

/** Which of these commits a repository already has, so a re-read stores and counts only new ones. */
export async function listStoredShas(
  db: Database,
  repositoryId: number,
  shas: string[],
): Promise<Set<string>> {
  const found = new Set<string>();
  for (const batch of chunk(shas, 1000)) {
    const rows = await db
      .select({ sha: commits.sha })
      .from(commits)
      .where(and(eq(commits.repositoryId, repositoryId), inArray(commits.sha, batch)));
    for (const r of rows) found.add(r.sha);
  }
  return found;
}

/** Stored commits of a repository committed in [from, to]: the neighbours of a new batch. */
export async function listCommitsCommittedBetween(
  db: Database,
  repositoryId: number,
  from: Date,
  to: Date,
): Promise<{ sha: string; authorName: string; committedAt: Date; noiseReason: string | null }[]> {
  return db
    .select({
      sha: commits.sha,
      authorName: commits.authorName,
      committedAt: commits.committedAt,
      noiseReason: commits.noiseReason,
    })
    .from(commits)
    .where(
      and(
        eq(commits.repositoryId, repositoryId),
        gte(commits.committedAt, from),
        lte(commits.committedAt, to),
      ),
    );
}

/**
 * Re-labels stored commits as noise (an automation burst only visible once later commits
 * arrived): their signals go. Returns the commit dates of the rows that changed.
 */
export async function markCommitsNoise(
  db: Database,
  repositoryId: number,
  shas: string[],
  reason: string,
): Promise<Date[]> {
  return inTransaction(db, async (tx) => {
    const changed: Date[] = [];
    for (const batch of chunk(shas, 1000)) {
      const rows = await tx
        .update(commits)
        .set({ noiseReason: reason, signals: [] })
        .where(
          and(
            eq(commits.repositoryId, repositoryId),
            inArray(commits.sha, batch),
            sql`${commits.noiseReason} is distinct from ${reason}`,
          ),
        )
        .returning({ committedAt: commits.committedAt });
      for (const r of rows) changed.push(r.committedAt);
    }
    return changed;
  });
}

export interface FileHistoryCommit {
  sha: string;
  committedAt: Date;
  recordedCommittedAt: Date;
  subject: string;
  files: { path: string; status: string; oldPath: string | null }[];
}

/**
 * The history a stack's arrivals are read from (ADR 040): a repository's stored commits that
 * added, renamed or deleted a path, or changed one of `manifests` (edits elsewhere move no
 * technology in or out), oldest first, with those changes; and the date of its oldest stored
 * commit of all. The files are read by commit ids, so the plan never scans all commit_files
 * (PGlite has no autovacuum: its statistics are those of the empty tables).
 */
export async function listFileHistory(
  db: Database,
  repositoryId: number,
  manifests: readonly string[],
): Promise<{ oldest: Date | null; commits: FileHistoryCommit[] }> {
  const all = await db
    .select({
      id: commits.id,
      sha: commits.sha,
      committedAt: commits.committedAt,
      recordedCommittedAt: commits.recordedCommittedAt,
    })
    .from(commits)
    .where(eq(commits.repositoryId, repositoryId))
    .orderBy(asc(commits.committedAt), asc(commits.id));
  const files = await listChangesOf(
    db,
    all.map((c) => c.id),
    manifests,
  );
  const subjects = new Map<number, string>();
  // Subjects only of the commits that count: reading every message costs more than the paths.
  for (const batch of chunk([...files.keys()], 1000)) {
    const rows = await db
      .select({ id: commits.id, subject: sql<string>`split_part(${commits.message}, E'\\n', 1)` })
      .from(commits)
      .where(inArray(commits.id, batch));
    for (const r of rows) subjects.set(r.id, r.subject);
  }
  return {
    oldest: all[0]?.committedAt ?? null,
    commits: all.flatMap(({ id, ...c }) => {
      const changed = files.get(id);
      return changed ? [{ ...c, subject: subjects.get(id) ?? '', files: changed }] : [];
    }),
  };
}

/** The changes of these commits that can move a technology: adds, renames, deletes, manifests. */
async function listChangesOf(
  db: Database,
  commitIds: readonly number[],
  manifests: readonly string[],
): Promise<Map<number, FileHistoryCommit['files']>> {
  const relevant =
    manifests.length === 0
      ? sql`${commitFiles.status} <> 'M'`
      : sql`(${commitFiles.status} <> 'M' or ${inArray(commitFiles.path, [...manifests])})`;
  const files = new Map<number, FileHistoryCommit['files']>();
  for (const batch of chunk([...commitIds], 1000)) {
    const rows = await db
      .select({
        commitId: commitFiles.commitId,
        path: commitFiles.path,
        status: commitFiles.status,
        oldPath: commitFiles.oldPath,
      })
      .from(commitFiles)
      .where(and(inArray(commitFiles.commitId, batch), relevant));
    for (const { commitId, ...file } of rows)
      files.set(commitId, [...(files.get(commitId) ?? []), file]);
  }
  return files;
}
