// The commits of one project's repositories: for the analysis, the overview's list, the stack
// detector's watermark and the quarter.
import { and, asc, desc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { commitFiles, commits, repositories } from '../schema/index';
import { chunk } from './chunk';
import { meaningfulInDays, dayRange } from './days';
import { repositoryIsReplay } from './sql-parts';

export interface StoredCommit {
  id: number;
  sha: string;
  repository: string;
  replayOffsetDays: number | null;
  parents: string[];
  authorName: string;
  committedAt: Date;
  recordedCommittedAt: Date;
  message: string;
  /** The stored verdict; re-analysis keeps the ones only the collector could make. */
  noiseReason: string | null;
  files: {
    path: string;
    status: string;
    additions: number | null;
    deletions: number | null;
    oldPath: string | null;
  }[];
}

/** All commits of one project in [from, to), with their files, oldest first. */
export async function listCommitsOfProject(
  db: Database,
  projectId: number,
  from?: Date,
  to?: Date,
): Promise<StoredCommit[]> {
  const conditions = [eq(repositories.projectId, projectId)];
  if (from) conditions.push(gte(commits.committedAt, from));
  if (to) conditions.push(lt(commits.committedAt, to));
  const rows = await db
    .select({
      id: commits.id,
      sha: commits.sha,
      repository: repositories.fullName,
      replayOffsetDays: repositories.replayOffsetDays,
      parents: commits.parents,
      authorName: commits.authorName,
      committedAt: commits.committedAt,
      recordedCommittedAt: commits.recordedCommittedAt,
      message: commits.message,
      noiseReason: commits.noiseReason,
    })
    .from(commits)
    .innerJoin(repositories, eq(repositories.id, commits.repositoryId))
    .where(and(...conditions))
    .orderBy(asc(commits.committedAt));
  const files = new Map<number, StoredCommit['files']>();
  for (const batch of chunk(
    rows.map((r) => r.id),
    5000,
  )) {
    const fileRows = await db
      .select()
      .from(commitFiles)
      .where(inArray(commitFiles.commitId, batch));
    for (const f of fileRows) {
      const list = files.get(f.commitId) ?? [];
      list.push({
        path: f.path,
        status: f.status,
        additions: f.additions,
        deletions: f.deletions,
        oldPath: f.oldPath,
      });
      files.set(f.commitId, list);
    }
  }
  return rows.map((r) => ({ ...r, files: files.get(r.id) ?? [] }));
}

/** The UTC day of the project's newest stored commit (noise included), or null without commits. */
export async function findNewestCommitDay(db: Database, projectId: number): Promise<string | null> {
  const rows = await db
    .select({
      day: sql<
        string | null
      >`to_char(max(${commits.committedAt}) at time zone 'UTC', 'YYYY-MM-DD')`,
    })
    .from(commits)
    .innerJoin(repositories, eq(repositories.id, commits.repositoryId))
    .where(eq(repositories.projectId, projectId));
  return rows[0]?.day ?? null;
}

/** A commit as lists show it (a feed item's, a project's), with its repository; needs the join. */
export const commitListColumns = {
  sha: commits.sha,
  message: commits.message,
  authorName: commits.authorName,
  committedAt: commits.committedAt,
  recordedCommittedAt: commits.recordedCommittedAt,
  repository: repositories.fullName,
  repositoryUrl: repositories.url,
  isReplay: repositoryIsReplay,
  signals: commits.signals,
};

/** Meaningful commits of the project between two days (inclusive, UTC), newest first. */
export async function listMeaningfulCommits(
  db: Database,
  projectId: number,
  fromDay: string,
  toDay: string,
) {
  return db
    .select({
      ...commitListColumns,
      filesChanged: commits.filesChanged,
      additions: commits.additions,
      deletions: commits.deletions,
    })
    .from(commits)
    .innerJoin(repositories, eq(repositories.id, commits.repositoryId))
    .where(meaningfulInDays(projectId, fromDay, toDay))
    .orderBy(desc(commits.committedAt), asc(commits.sha));
}

/** The newest commit id stored for a project's repositories (ids grow with every insert), or 0. */
export async function findCommitWatermark(db: Database, projectId: number): Promise<number> {
  const rows = await db
    .select({ max: sql<string | null>`max(${commits.id})` })
    .from(commits)
    .innerJoin(repositories, eq(repositories.id, commits.repositoryId))
    .where(eq(repositories.projectId, projectId));
  return Number(rows[0]?.max ?? 0);
}

/** Files whose edits change a stack: dependency manifests, submodules and remappings. */
const MANIFEST_PATH =
  '(^|/)(package\\.json|Cargo\\.toml|go\\.mod|pyproject\\.toml|requirements[^/]*\\.txt|\\.gitmodules|remappings\\.txt|foundry\\.toml)$';

/** Commits of a project stored after `afterId` that touched a manifest, newest first. */
export async function listManifestCommitIdsAfter(
  db: Database,
  projectId: number,
  afterId: number,
  limit: number,
): Promise<number[]> {
  const touched = db
    .select({ one: sql`1` })
    .from(commitFiles)
    .where(and(eq(commitFiles.commitId, commits.id), sql`${commitFiles.path} ~ ${MANIFEST_PATH}`));
  const rows = await db
    .select({ id: commits.id })
    .from(commits)
    .innerJoin(repositories, eq(repositories.id, commits.repositoryId))
    .where(
      and(eq(repositories.projectId, projectId), gt(commits.id, afterId), sql`exists (${touched})`),
    )
    .orderBy(desc(commits.committedAt), desc(commits.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Every commit of the quarter, noise included, with its stored classification and paths. */
export async function listQuarterCommits(
  db: Database,
  projectId: number,
  startDay: string,
  endDay: string,
) {
  const [from, to] = dayRange(startDay, endDay);
  return db
    .select({
      sha: commits.sha,
      repository: repositories.fullName,
      authorName: commits.authorName,
      authorLogin: commits.authorLogin,
      committedAt: commits.committedAt,
      subject: sql<string>`split_part(${commits.message}, E'\\n', 1)`,
      additions: commits.additions,
      deletions: commits.deletions,
      filesChanged: commits.filesChanged,
      /** The changed paths: what the quarter says each commit touched (ADR 040). */
      paths: sql<
        string[]
      >`array(select ${commitFiles.path} from ${commitFiles} where ${commitFiles.commitId} = ${commits.id} order by 1)`,
      recordedCommittedAt: commits.recordedCommittedAt,
      signals: commits.signals,
      noise: commits.noiseReason,
    })
    .from(commits)
    .innerJoin(repositories, eq(repositories.id, commits.repositoryId))
    .where(
      and(
        eq(repositories.projectId, projectId),
        gte(commits.committedAt, from),
        lt(commits.committedAt, to),
      ),
    )
    .orderBy(asc(commits.committedAt), asc(commits.sha));
}
