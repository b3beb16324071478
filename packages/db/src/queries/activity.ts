// Commits, changed files, tags and manifests: idempotent writes by natural key, and the reads
// the analysis step needs.
import type { SignalId } from '@gitsignals/domain';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../client';
import {
  commitFiles,
  commits,
  repositories,
  repositoryDependencies,
  repositoryPaths,
  tags,
} from '../schema/index';
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
  let inserted = 0;
  for (const batch of chunk(list, 400)) {
    const rows = await db
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
      await db.insert(commitFiles).values(fileBatch).onConflictDoNothing();
    }
  }
  return inserted;
}

export interface NewTag {
  name: string;
  sha: string | null;
  taggedAt: Date | null;
  recordedTaggedAt: Date | null;
  isRelease: boolean;
}

export async function insertTags(
  db: Database,
  repositoryId: number,
  list: NewTag[],
): Promise<void> {
  for (const batch of chunk(list, 500)) {
    await db
      .insert(tags)
      .values(batch.map((t) => ({ repositoryId, ...t })))
      .onConflictDoNothing({ target: [tags.repositoryId, tags.name] });
  }
}

export interface NewDependency {
  ecosystem: string;
  name: string;
  version: string | null;
  manifestPath: string;
  kind: string | null;
  source: string | null;
}

export async function saveRepositoryManifests(
  db: Database,
  repositoryId: number,
  headSha: string | null,
  dependencies: NewDependency[],
  paths: string[],
): Promise<void> {
  // The stored set becomes exactly the given one: dependencies dropped at HEAD go, changed
  // versions are updated (stack changes are computed from this table), unchanged rows are kept.
  const key = (d: { manifestPath: string; ecosystem: string; name: string }) =>
    `${d.manifestPath}\0${d.ecosystem}\0${d.name}`;
  const wanted = new Map(dependencies.map((d) => [key(d), d]));
  const stored = await db
    .select({
      id: repositoryDependencies.id,
      manifestPath: repositoryDependencies.manifestPath,
      ecosystem: repositoryDependencies.ecosystem,
      name: repositoryDependencies.name,
    })
    .from(repositoryDependencies)
    .where(eq(repositoryDependencies.repositoryId, repositoryId));
  const stale = stored.filter((d) => !wanted.has(key(d))).map((d) => d.id);
  for (const batch of chunk(stale, 1000)) {
    await db.delete(repositoryDependencies).where(inArray(repositoryDependencies.id, batch));
  }
  for (const batch of chunk([...wanted.values()], 1000)) {
    await db
      .insert(repositoryDependencies)
      .values(batch.map((d) => ({ repositoryId, ...d })))
      .onConflictDoUpdate({
        target: [
          repositoryDependencies.repositoryId,
          repositoryDependencies.manifestPath,
          repositoryDependencies.ecosystem,
          repositoryDependencies.name,
        ],
        set: {
          version: sql`excluded.version`,
          kind: sql`excluded.kind`,
          source: sql`excluded.source`,
        },
        setWhere: sql`(${repositoryDependencies.version}, ${repositoryDependencies.kind}, ${repositoryDependencies.source}) is distinct from (excluded.version, excluded.kind, excluded.source)`,
      });
  }
  await db
    .insert(repositoryPaths)
    .values({ repositoryId, paths, headSha })
    .onConflictDoUpdate({
      target: repositoryPaths.repositoryId,
      set: { paths, headSha, updatedAt: sql`now()` },
      setWhere: sql`${repositoryPaths.headSha} is distinct from ${headSha}`,
    });
}

/** Projects that have stored commits, with the repositories they come from. */
export async function listProjectsWithCommits(db: Database) {
  return db
    .selectDistinct({ projectId: repositories.projectId })
    .from(repositories)
    .innerJoin(commits, eq(commits.repositoryId, repositories.id));
}

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

export async function listTagsOfProject(db: Database, projectId: number) {
  return db
    .select({
      id: tags.id,
      name: tags.name,
      sha: tags.sha,
      taggedAt: tags.taggedAt,
      repository: repositories.fullName,
    })
    .from(tags)
    .innerJoin(repositories, eq(repositories.id, tags.repositoryId))
    .where(eq(repositories.projectId, projectId));
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
