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

/** Commits per INSERT statement: one JSON parameter each, so no bind-parameter limit applies. */
const COMMITS_PER_STATEMENT = 2_000;

/**
 * Inserts commits not yet stored (by repository + sha) with their files; returns how many were
 * new. Each chunk is one statement (ADR 045): the rows travel as one JSON parameter that
 * `json_to_recordset` unpacks, the commits insert in list order (so ids follow it), and the files
 * of the commits actually inserted go in through a second CTE of the same statement. A row per
 * bind parameter cost ~25 µs of query building and parsing per column; this costs one parse.
 * As before: a sha listed twice stores its first row with the last one's files, and a commit's
 * files keep the first entry of a path.
 */
export async function insertCommits(
  db: Database,
  repositoryId: number,
  list: NewCommit[],
): Promise<number> {
  if (list.length === 0) return 0;
  return inTransaction(db, async (tx) => {
    let inserted = 0;
    for (const batch of chunk(list, COMMITS_PER_STATEMENT)) {
      const filesBySha = new Map(batch.map((c) => [c.sha, c.files]));
      const rows: CommitRow[] = [];
      for (const c of batch) {
        const files = filesBySha.get(c.sha);
        // Later rows of a sha conflict with the first, as ON CONFLICT DO NOTHING would.
        if (files === undefined) continue;
        filesBySha.delete(c.sha);
        rows.push(commitRow(rows.length, c, files));
      }
      const result = (await tx.execute(sql`
        with input as (
          select * from json_to_recordset(${jsonParam(rows)}::json) as x(
            i int, sha text, parents text[], author_name text, author_login text,
            authored_at timestamptz, committed_at timestamptz, recorded_committed_at timestamptz,
            message text, additions int, deletions int, files_changed int, is_merge boolean,
            signals text[], noise_reason text, files json)
        ),
        inserted as (
          insert into ${commits} (repository_id, sha, parents, author_name, author_login,
            authored_at, committed_at, recorded_committed_at, message, additions, deletions,
            files_changed, is_merge, signals, noise_reason)
          select ${repositoryId}::int, sha, parents, author_name, author_login, authored_at,
            committed_at, recorded_committed_at, message, additions, deletions, files_changed,
            is_merge, signals, noise_reason
          from input order by i
          on conflict (repository_id, sha) do nothing
          returning id, sha
        ),
        inserted_files as (
          insert into ${commitFiles} (commit_id, path, status, old_path, additions, deletions)
          select inserted.id, f.path, f.status, f.old_path, f.additions, f.deletions
          from inserted
          join input on input.sha = inserted.sha
          cross join lateral json_to_recordset(input.files) as f(
            path text, status text, old_path text, additions int, deletions int)
          on conflict do nothing
        )
        select count(*)::int as inserted from inserted
      `)) as unknown as { rows: { inserted: number }[] };
      inserted += Number(result.rows[0]?.inserted ?? 0);
    }
    return inserted;
  });
}

interface CommitRow {
  i: number;
  sha: string;
  parents: string[];
  author_name: string;
  author_login: string | null;
  authored_at: Date;
  committed_at: Date;
  recorded_committed_at: Date;
  message: string;
  additions: number;
  deletions: number;
  files_changed: number;
  is_merge: boolean;
  signals: SignalId[];
  noise_reason: string | null;
  files: {
    path: string;
    status: string;
    old_path: string | null;
    additions: number | null;
    deletions: number | null;
  }[];
}

function commitRow(i: number, c: NewCommit, files: NewCommitFile[]): CommitRow {
  let additions = 0;
  let deletions = 0;
  for (const f of c.files) {
    additions += f.additions ?? 0;
    deletions += f.deletions ?? 0;
  }
  const seen = new Set<string>();
  return {
    i,
    sha: c.sha,
    parents: c.parents,
    author_name: c.authorName,
    author_login: c.authorLogin,
    authored_at: c.authoredAt,
    committed_at: c.committedAt,
    recorded_committed_at: c.recordedCommittedAt,
    message: c.message,
    additions,
    deletions,
    files_changed: c.files.length,
    is_merge: c.parents.length > 1,
    signals: c.signals,
    noise_reason: c.noiseReason,
    files: files
      .filter((f) => (seen.has(f.path) ? false : (seen.add(f.path), true)))
      .map((f) => ({
        path: f.path,
        status: f.status,
        old_path: f.oldPath,
        additions: f.additions,
        deletions: f.deletions,
      })),
  };
}

// A lone UTF-16 surrogate, which UTF-8 cannot encode.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Rows as one JSON text. A lone surrogate in a string would arrive as a `\\udXXX` escape that
 * PostgreSQL's JSON parser refuses; as a bind parameter it was sent as U+FFFD, so it still is.
 */
export function jsonParam(rows: unknown): string {
  const text = JSON.stringify(rows);
  // JSON.stringify writes a lone surrogate as a lower-case \udXXX escape; a literal backslash
  // before "ud" doubles and only takes the slower path below, which is right too.
  if (!text.includes('\\ud')) return text;
  return JSON.stringify(rows, (_key, value: unknown) =>
    typeof value === 'string' ? value.replace(LONE_SURROGATE, '\ufffd') : value,
  );
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

/**
 * Which of these commits a repository already has, so a re-read stores and counts only new ones.
 * One statement per 5,000 shas, passed as one JSON parameter (a bind parameter per sha made each
 * statement long to build and parse).
 */
export async function listStoredShas(
  db: Database,
  repositoryId: number,
  shas: string[],
): Promise<Set<string>> {
  const found = new Set<string>();
  for (const batch of chunk(shas, 5000)) {
    const rows = await db
      .select({ sha: commits.sha })
      .from(commits)
      .where(
        and(
          eq(commits.repositoryId, repositoryId),
          sql`${commits.sha} in (select json_array_elements_text(${JSON.stringify(batch)}::json))`,
        ),
      );
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

/** Whether any commit is stored (a database holding the registry alone has none). */
export async function hasCommits(db: Database): Promise<boolean> {
  const rows = await db.select({ id: commits.id }).from(commits).limit(1);
  return rows.length > 0;
}
