// Projects: the registry import, lookups by name, slug or GitHub organisation, and the lists of
// projects the screens and the pipeline steps start from.
import { and, asc, desc, eq, gt, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { inTransaction, type Database } from '../client';
import {
  commits,
  feedItems,
  projects,
  repositories,
  repositoryDependencies,
  repositoryPaths,
} from '../schema/index';
import { chunk } from './chunk';
import { slugIn } from './sql-parts';

export interface RegistryProject {
  slug: string;
  name: string;
  category: string;
  networks: string[];
  githubOrgs: string[];
  repos: string[];
  iconUrl: string | null;
  source: Record<string, unknown> | null;
}

/** Inserts or updates projects by slug and adds missing repositories; returns slug → id. */
export async function saveRegistryProjects(
  db: Database,
  entries: RegistryProject[],
): Promise<Map<string, number>> {
  return inTransaction(db, async (tx) => {
    const ids = new Map<string, number>();
    for (const batch of chunk(entries, 200)) {
      const rows = await tx
        .insert(projects)
        .values(
          batch.map((p) => ({
            slug: p.slug,
            name: p.name,
            category: p.category,
            networks: p.networks,
            githubOrgs: p.githubOrgs,
            iconUrl: p.iconUrl,
            source: p.source,
          })),
        )
        .onConflictDoUpdate({
          target: projects.slug,
          set: {
            name: sql`excluded.name`,
            category: sql`excluded.category`,
            networks: sql`excluded.networks`,
            githubOrgs: sql`excluded.github_orgs`,
            iconUrl: sql`excluded.icon_url`,
            source: sql`excluded.source`,
          },
          // Only touch rows whose registry data really changed, so a re-import writes nothing.
          setWhere: sql`(${projects.name}, ${projects.category}, ${projects.networks}, ${projects.githubOrgs}, ${projects.iconUrl}) is distinct from (excluded.name, excluded.category, excluded.networks, excluded.github_orgs, excluded.icon_url)`,
        })
        .returning({ id: projects.id, slug: projects.slug });
      for (const r of rows) ids.set(r.slug, r.id);
    }
    // Unchanged rows are not returned by the upsert: read their ids.
    const missing = entries.filter((e) => !ids.has(e.slug)).map((e) => e.slug);
    for (const batch of chunk(missing, 1000)) {
      const rows = await tx
        .select({ id: projects.id, slug: projects.slug })
        .from(projects)
        .where(inArray(projects.slug, batch));
      for (const r of rows) ids.set(r.slug, r.id);
    }
    const repoRows = entries.flatMap((p) =>
      p.repos.map((fullName, position) => ({
        projectId: ids.get(p.slug)!,
        fullName,
        url: `https://github.com/${fullName}`,
        position,
      })),
    );
    for (const batch of chunk(repoRows, 1000)) {
      await tx.insert(repositories).values(batch).onConflictDoNothing();
    }
    return ids;
  });
}

/** A project's registry fields: what lists of projects show. */
export const projectColumns = {
  id: projects.id,
  slug: projects.slug,
  name: projects.name,
  category: projects.category,
  networks: projects.networks,
  iconUrl: projects.iconUrl,
};

/** A project as one project's pages read it: the registry fields, its organisations and website. */
export const projectRecordColumns = {
  ...projectColumns,
  githubOrgs: projects.githubOrgs,
  website: projects.website,
};

/** Enough to name a project and link to it. */
export const projectRefColumns = { id: projects.id, name: projects.name, slug: projects.slug };

export type ProjectRecord = Awaited<ReturnType<typeof findProjectByOwner>>;

/** Every project with its repositories and activity counts (one pass per aggregate, not per project). */
export async function listProjectsWithStats(db: Database) {
  const commitStats = db.$with('commit_stats').as(
    db
      .select({
        projectId: repositories.projectId,
        commitCount: sql<number>`count(${commits.id})::int`.as('commit_count'),
      })
      .from(commits)
      .innerJoin(repositories, eq(repositories.id, commits.repositoryId))
      .groupBy(repositories.projectId),
  );
  const repoStats = db.$with('repo_stats').as(
    db
      .select({
        projectId: repositories.projectId,
        names: sql<
          string[]
        >`array_agg(${repositories.fullName} order by ${repositories.position})`.as('names'),
      })
      .from(repositories)
      .groupBy(repositories.projectId),
  );
  const feedStats = db.$with('feed_stats').as(
    db
      .select({
        projectId: feedItems.projectId,
        feedCount: sql<number>`count(*)::int`.as('feed_count'),
        lastUpdated: sql<Date | null>`max(${feedItems.updatedAt})`.as('last_updated'),
        latestSummary: sql<
          string | null
        >`(array_agg(${feedItems.summary} order by ${feedItems.analysisDate} desc))[1]`.as(
          'latest_summary',
        ),
      })
      .from(feedItems)
      .groupBy(feedItems.projectId),
  );
  return db
    .with(commitStats, repoStats, feedStats)
    .select({
      ...projectColumns,
      website: projects.website,
      repositories: sql<string[]>`coalesce(${repoStats.names}, '{}')`,
      commitCount: sql<number>`coalesce(${commitStats.commitCount}, 0)`,
      feedCount: sql<number>`coalesce(${feedStats.feedCount}, 0)`,
      lastUpdated: feedStats.lastUpdated,
      latestSummary: feedStats.latestSummary,
    })
    .from(projects)
    .leftJoin(repoStats, eq(repoStats.projectId, projects.id))
    .leftJoin(commitStats, eq(commitStats.projectId, projects.id))
    .leftJoin(feedStats, eq(feedStats.projectId, projects.id))
    .orderBy(asc(projects.category), asc(projects.name));
}

/** Every project's registry fields, by category then name. */
export async function listProjectRegistry(db: Database) {
  return db
    .select(projectColumns)
    .from(projects)
    .orderBy(asc(projects.category), asc(projects.name));
}

/**
 * The project an owner names: its display name, else its slug, else one of its GitHub
 * organisations, all case-insensitive. A name beats a slug beats an organisation when two
 * projects could answer.
 */
export async function findProjectByOwner(db: Database, owner: string) {
  const key = owner.trim().toLowerCase();
  const byName = sql`lower(${projects.name}) = ${key}`;
  const bySlug = sql`lower(${projects.slug}) = ${key}`;
  const byOrg = sql`exists (select 1 from unnest(${projects.githubOrgs}) as org where lower(org) = ${key})`;
  const rows = await db
    .select(projectRecordColumns)
    .from(projects)
    .where(sql`${byName} or ${bySlug} or ${byOrg}`)
    .orderBy(sql`case when ${byName} then 0 when ${bySlug} then 1 else 2 end`, asc(projects.id))
    .limit(1);
  return rows[0] ?? null;
}

/** A project by name or slug, case-insensitively. */
export async function findProjectByNameOrSlug(db: Database, nameOrSlug: string) {
  const key = nameOrSlug.trim().toLowerCase();
  const rows = await db
    .select(projectRefColumns)
    .from(projects)
    .where(or(eq(projects.slug, key), eq(sql`lower(${projects.name})`, key)))
    // A slug match first: it is unique, names may differ only in case.
    .orderBy(sql`${projects.slug} = ${key} desc`, asc(projects.id))
    .limit(1);
  return rows[0];
}

export async function findProjectIdBySlug(db: Database, slug: string): Promise<number | null> {
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.slug, slug))
    .limit(1);
  return rows[0]?.id ?? null;
}

/** A project's website and main GitHub repository, for the contact page's links. */
export async function findProjectLinks(db: Database, projectId: number) {
  const [project] = await db
    .select({ website: projects.website })
    .from(projects)
    .where(eq(projects.id, projectId))
    .limit(1);
  const [repo] = await db
    .select({ url: repositories.url })
    .from(repositories)
    .where(
      and(
        eq(repositories.projectId, projectId),
        sql`${repositories.url} ilike 'https://github.com/%'`,
      ),
    )
    .orderBy(asc(repositories.id))
    .limit(1);
  return { website: project?.website ?? null, githubUrl: repo?.url ?? null };
}

/**
 * The most active projects: most meaningful commits between two instants, ties by name. Used for
 * the free tier's default project set.
 */
export async function listMostActiveProjects(
  db: Database,
  since: Date,
  until: Date,
  limit: number,
): Promise<{ id: number; name: string; slug: string }[]> {
  const activity = sql<number>`count(${commits.id})::int`;
  return db
    .select(projectRefColumns)
    .from(commits)
    .innerJoin(repositories, eq(repositories.id, commits.repositoryId))
    .innerJoin(projects, eq(projects.id, repositories.projectId))
    .where(
      and(
        isNull(commits.noiseReason),
        gt(commits.committedAt, since),
        lte(commits.committedAt, until),
      ),
    )
    .groupBy(projects.id, projects.name, projects.slug)
    .orderBy(desc(activity), asc(projects.name))
    .limit(limit);
}

/** Projects named by name or slug (case-insensitive), in registry order. */
export async function listProjectsNamed(
  db: Database,
  names: readonly string[],
): Promise<{ id: number; name: string; slug: string }[]> {
  if (names.length === 0) return [];
  const keys = names.map((n) => n.trim().toLowerCase());
  return db
    .select(projectRefColumns)
    .from(projects)
    .where(
      or(inArray(sql`lower(${projects.name})`, keys), inArray(sql`lower(${projects.slug})`, keys)),
    )
    .orderBy(asc(projects.name));
}

/** Projects that have stored commits, with the repositories they come from. */
export async function listProjectsWithCommits(db: Database) {
  return db
    .selectDistinct({ projectId: repositories.projectId })
    .from(repositories)
    .innerJoin(commits, eq(commits.repositoryId, repositories.id));
}

/** Ids of the projects with commits since this instant, optionally only these slugs. */
export async function listProjectIdsWithCommitsSince(
  db: Database,
  since: Date,
  slugs?: string[],
): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: projects.id })
    .from(projects)
    .innerJoin(repositories, eq(repositories.projectId, projects.id))
    .innerJoin(commits, eq(commits.repositoryId, repositories.id))
    .where(and(gte(commits.committedAt, since), slugIn(slugs)))
    .orderBy(asc(projects.id));
  return rows.map((r) => r.id);
}

/** Ids of the projects that have stored manifests or HEAD paths, optionally only these slugs. */
export async function listProjectIdsWithManifests(
  db: Database,
  slugs?: string[],
): Promise<number[]> {
  const withPaths = db
    .select({ projectId: repositories.projectId })
    .from(repositories)
    .innerJoin(repositoryPaths, eq(repositoryPaths.repositoryId, repositories.id));
  const withDependencies = db
    .select({ projectId: repositories.projectId })
    .from(repositories)
    .innerJoin(repositoryDependencies, eq(repositoryDependencies.repositoryId, repositories.id));
  const rows = await db
    .selectDistinct({ id: projects.id })
    .from(projects)
    .where(
      and(
        or(inArray(projects.id, withPaths), inArray(projects.id, withDependencies)),
        slugIn(slugs),
      ),
    )
    .orderBy(asc(projects.id));
  return rows.map((r) => r.id);
}
