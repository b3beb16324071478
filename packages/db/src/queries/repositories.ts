// Repositories of projects: lookups, registration by URL or path, what a collection reached, and
// the demo's replay offsets.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { projects, repositories } from '../schema/index';
import { repositoryIsReplay } from './sql-parts';

export async function findRepository(db: Database, projectId: number, fullName: string) {
  const rows = await db
    .select()
    .from(repositories)
    .where(and(eq(repositories.projectId, projectId), eq(repositories.fullName, fullName)))
    .limit(1);
  return rows[0];
}

/** A repository by its id, or undefined. */
export async function findRepositoryById(db: Database, id: number) {
  const rows = await db.select().from(repositories).where(eq(repositories.id, id)).limit(1);
  return rows[0];
}

/** A repository by its id with its project's slug, or undefined. */
export async function findRepositoryWithProject(db: Database, id: number) {
  const rows = await db
    .select({
      id: repositories.id,
      fullName: repositories.fullName,
      replayOffsetDays: repositories.replayOffsetDays,
      projectSlug: projects.slug,
    })
    .from(repositories)
    .innerJoin(projects, eq(projects.id, repositories.projectId))
    .where(eq(repositories.id, id))
    .limit(1);
  return rows[0];
}

/** The project's repositories in registry order, with where they come from. */
export async function listRepositoriesOfProject(db: Database, projectId: number) {
  return db
    .select({
      fullName: repositories.fullName,
      url: repositories.url,
      isFork: repositories.isFork,
      isReplay: repositoryIsReplay,
      lastCollectedAt: repositories.lastCollectedAt,
    })
    .from(repositories)
    .where(eq(repositories.projectId, projectId))
    .orderBy(asc(repositories.position), asc(repositories.fullName));
}

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
      lastCollectAttemptAt: head.at,
      lastCollectError: null,
      ...(head.headSha !== null
        ? { headSha: head.headSha, headAt: head.headAt, defaultBranch: head.defaultBranch }
        : {}),
    })
    .where(eq(repositories.id, repositoryId));
}

/** Records that a collection of the repository failed, and why; its last success stays as it was. */
export async function markRepositoryCollectFailed(
  db: Database,
  repositoryId: number,
  failure: { error: string; at: Date },
): Promise<void> {
  await db
    .update(repositories)
    .set({ lastCollectAttemptAt: failure.at, lastCollectError: failure.error.slice(0, 2000) })
    .where(eq(repositories.id, repositoryId));
}

export async function setRepositoryReplay(
  db: Database,
  repositoryId: number,
  values: {
    replayOffsetDays: number;
    defaultBranch: string | null;
    headSha: string | null;
    headAt: Date | null;
  },
): Promise<void> {
  await db.update(repositories).set(values).where(eq(repositories.id, repositoryId));
}

/**
 * A page of projects for the operators' console, optionally those whose name or slug contains
 * `search` (any case): the most recently collected first, then by name; with the total.
 */
export async function listProjectsByLastCollect(
  db: Database,
  options: { search?: string | undefined; limit: number; offset: number },
) {
  const pattern = options.search
    ? `%${options.search.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`
    : null;
  const matches = pattern
    ? sql`(lower(${projects.name}) like ${pattern} or ${projects.slug} like ${pattern})`
    : undefined;
  // Spelled out: inside a subquery Drizzle would leave the outer column unqualified.
  const lastAttempt = sql<Date | null>`(select max(coalesce(r.last_collect_attempt_at, r.last_collected_at)) from repositories r where r.project_id = "projects"."id")`;
  const rows = await db
    .select({ id: projects.id, slug: projects.slug, name: projects.name })
    .from(projects)
    .where(matches)
    .orderBy(sql`${lastAttempt} desc nulls last`, asc(projects.name), asc(projects.id))
    .limit(options.limit)
    .offset(options.offset);
  const total = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(projects)
    .where(matches);
  return { rows, total: Number(total[0]?.n ?? 0) };
}

/** The repositories of these projects with their collect state and stored commits, in registry order. */
export async function listRepositoryCollectStates(db: Database, projectIds: number[]) {
  if (projectIds.length === 0) return [];
  const rows = await db
    .select({
      id: repositories.id,
      projectId: repositories.projectId,
      fullName: repositories.fullName,
      host: repositories.host,
      url: repositories.url,
      isReplay: repositoryIsReplay,
      lastCollectedAt: repositories.lastCollectedAt,
      lastCollectAttemptAt: repositories.lastCollectAttemptAt,
      lastCollectError: repositories.lastCollectError,
      commits: sql<number>`(select count(*) from commits c where c.repository_id = "repositories"."id")::int`,
    })
    .from(repositories)
    .where(inArray(repositories.projectId, projectIds))
    .orderBy(asc(repositories.projectId), asc(repositories.position), asc(repositories.id));
  return rows.map((r) => ({ ...r, commits: Number(r.commits) }));
}
