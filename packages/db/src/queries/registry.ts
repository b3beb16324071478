// Projects and repositories: the registry import and the projects screens' reads.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { commits, feedItems, projects, repositories } from '../schema/index';
import { chunk } from './chunk';

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
  const ids = new Map<string, number>();
  for (const batch of chunk(entries, 200)) {
    const rows = await db
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
    const rows = await db
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
    await db.insert(repositories).values(batch).onConflictDoNothing();
  }
  return ids;
}

export async function findRepository(db: Database, projectId: number, fullName: string) {
  const rows = await db
    .select()
    .from(repositories)
    .where(and(eq(repositories.projectId, projectId), eq(repositories.fullName, fullName)))
    .limit(1);
  return rows[0];
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

const registryColumns = {
  id: projects.id,
  slug: projects.slug,
  name: projects.name,
  category: projects.category,
  networks: projects.networks,
  iconUrl: projects.iconUrl,
};

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
      ...registryColumns,
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
    .select(registryColumns)
    .from(projects)
    .orderBy(asc(projects.category), asc(projects.name));
}
