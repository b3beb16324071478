// Collection state: which repositories to read, where each source stopped (collection_cursors),
// registering a repository by URL or path, and recording the HEAD a collection reached.
import { and, asc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { collectionCursors, commits, projects, repositories } from '../schema/index';
import { chunk } from './chunk';

export interface CollectableRepository {
  id: number;
  projectId: number;
  projectSlug: string;
  fullName: string;
  host: string;
  url: string;
  isFork: boolean;
  upstreamFullName: string | null;
  lastCollectedAt: Date | null;
}

/**
 * Repositories of the given projects (all when none are given), in registry order. Demo
 * repositories whose history is replayed are left out: live commits would land next to shifted
 * ones and the days would no longer agree.
 */
export async function listRepositoriesToCollect(
  db: Database,
  options: { projectSlugs?: string[] | undefined } = {},
): Promise<CollectableRepository[]> {
  const conditions = [isNull(repositories.replayOffsetDays)];
  if (options.projectSlugs) conditions.push(inArray(projects.slug, options.projectSlugs));
  return db
    .select({
      id: repositories.id,
      projectId: repositories.projectId,
      projectSlug: projects.slug,
      fullName: repositories.fullName,
      host: repositories.host,
      url: repositories.url,
      isFork: repositories.isFork,
      upstreamFullName: repositories.upstreamFullName,
      lastCollectedAt: repositories.lastCollectedAt,
    })
    .from(repositories)
    .innerJoin(projects, eq(projects.id, repositories.projectId))
    .where(and(...conditions))
    .orderBy(asc(projects.slug), asc(repositories.position), asc(repositories.id));
}

export async function findProjectIdBySlug(db: Database, slug: string): Promise<number | null> {
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.slug, slug))
    .limit(1);
  return rows[0]?.id ?? null;
}

export interface RepositoryRegistration {
  projectId: number;
  fullName: string;
  host: string;
  url: string;
  isFork: boolean;
  upstreamFullName: string | null;
}

/**
 * Adds a repository to a project, or updates where an already registered one lives (url, fork
 * upstream). Returns its id.
 */
export async function saveRepository(
  db: Database,
  registration: RepositoryRegistration,
): Promise<number> {
  const rows = await db
    .insert(repositories)
    .values({
      ...registration,
      position: sql`(select coalesce(max(${repositories.position}) + 1, 0) from ${repositories} where ${repositories.projectId} = ${registration.projectId})`,
    })
    .onConflictDoUpdate({
      target: [repositories.projectId, repositories.fullName],
      set: {
        url: registration.url,
        host: registration.host,
        isFork: registration.isFork,
        upstreamFullName: registration.upstreamFullName,
      },
    })
    .returning({ id: repositories.id });
  return rows[0]!.id;
}

export async function findCollectionCursor(
  db: Database,
  repositoryId: number,
  source: string,
): Promise<Record<string, unknown> | null> {
  const rows = await db
    .select({ cursor: collectionCursors.cursor })
    .from(collectionCursors)
    .where(
      and(eq(collectionCursors.repositoryId, repositoryId), eq(collectionCursors.source, source)),
    )
    .limit(1);
  return rows[0]?.cursor ?? null;
}

/** Cursors of many repositories for one source, in one query (absent: never collected). */
export async function listCollectionCursors(
  db: Database,
  repositoryIds: number[],
  source: string,
): Promise<Map<number, Record<string, unknown>>> {
  const cursors = new Map<number, Record<string, unknown>>();
  for (const ids of chunk(repositoryIds, 1000)) {
    const rows = await db
      .select({ repositoryId: collectionCursors.repositoryId, cursor: collectionCursors.cursor })
      .from(collectionCursors)
      .where(
        and(inArray(collectionCursors.repositoryId, ids), eq(collectionCursors.source, source)),
      );
    for (const row of rows) cursors.set(row.repositoryId, row.cursor);
  }
  return cursors;
}

export async function saveCollectionCursor(
  db: Database,
  repositoryId: number,
  source: string,
  cursor: Record<string, unknown>,
): Promise<void> {
  await db
    .insert(collectionCursors)
    .values({ repositoryId, source, cursor })
    .onConflictDoUpdate({
      target: [collectionCursors.repositoryId, collectionCursors.source],
      set: { cursor, updatedAt: sql`now()` },
    });
}

/** Records the HEAD a collection reached and when it finished. */
export async function markRepositoryCollected(
  db: Database,
  repositoryId: number,
  head: {
    headSha: string | null;
    headAt: Date | null;
    defaultBranch: string | null;
    at: Date;
  },
): Promise<void> {
  await db
    .update(repositories)
    .set({
      lastCollectedAt: head.at,
      ...(head.headSha !== null
        ? { headSha: head.headSha, headAt: head.headAt, defaultBranch: head.defaultBranch }
        : {}),
    })
    .where(eq(repositories.id, repositoryId));
}

/**
 * Commits each source skipped without storing them (fork_inherited), summed over a project's
 * repositories: the part of the noise ledger that has no commit rows. Sources keep the counts
 * in their cursor under `skipped`.
 */
export async function countSkippedByReason(
  db: Database,
  projectId: number,
): Promise<Record<string, number>> {
  const rows = await db
    .select({ cursor: collectionCursors.cursor })
    .from(collectionCursors)
    .innerJoin(repositories, eq(repositories.id, collectionCursors.repositoryId))
    .where(eq(repositories.projectId, projectId));
  const totals: Record<string, number> = {};
  for (const { cursor } of rows) {
    const skipped = cursor.skipped;
    if (typeof skipped !== 'object' || skipped === null) continue;
    for (const [reason, n] of Object.entries(skipped as Record<string, unknown>)) {
      if (typeof n === 'number') totals[reason] = (totals[reason] ?? 0) + n;
    }
  }
  return totals;
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
  const changed: Date[] = [];
  for (const batch of chunk(shas, 1000)) {
    const rows = await db
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
}
