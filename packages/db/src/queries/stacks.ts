// Technology stacks: what the stack detector reads (manifests and HEAD paths of a project's
// repositories), the stored profile per project, and the feed items that announce a change.
import type { Priority, SignalId } from '@gitsignals/domain';
import { and, asc, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../client';
import {
  commitFiles,
  commits,
  feedItems,
  projects,
  repositories,
  repositoryDependencies,
  repositoryPaths,
  technologyProfiles,
} from '../schema/index';
import type { TechnologyProfileEvidence } from '../schema/analyses';
import type { FeedTagGroups } from '../schema/feed';
import { saveFeedItem } from './feed-items';

export type { TechnologyProfileEvidence };

/** feed_items.type of the items that announce a change of a project's stack. */
export const STACK_CHANGE_ITEM_TYPE = 'stack_change';

export interface StackRepository {
  fullName: string;
  url: string;
  dependencies: {
    ecosystem: string;
    name: string;
    version: string | null;
    manifestPath: string;
    kind: string | null;
    source: string | null;
  }[];
  paths: string[];
}

export interface StackProject {
  id: number;
  slug: string;
  name: string;
  category: string;
  networks: string[];
  iconUrl: string | null;
  /** Registry order: the first is the project's main repository. */
  repositories: StackRepository[];
}

/** Ids of the projects that have stored manifests or HEAD paths, optionally only these slugs. */
export async function listProjectIdsWithManifests(db: Database, slugs?: string[]): Promise<number[]> {
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
        slugs ? (slugs.length ? inArray(projects.slug, slugs) : sql`false`) : undefined,
      ),
    )
    .orderBy(asc(projects.id));
  return rows.map((r) => r.id);
}

/** A project with every repository's dependencies and paths, or undefined for an unknown id. */
export async function findStackProject(
  db: Database,
  projectId: number,
): Promise<StackProject | undefined> {
  const [project] = await db
    .select({
      id: projects.id,
      slug: projects.slug,
      name: projects.name,
      category: projects.category,
      networks: projects.networks,
      iconUrl: projects.iconUrl,
    })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!project) return undefined;
  const repos = await db
    .select({
      id: repositories.id,
      fullName: repositories.fullName,
      url: repositories.url,
      paths: repositoryPaths.paths,
    })
    .from(repositories)
    .leftJoin(repositoryPaths, eq(repositoryPaths.repositoryId, repositories.id))
    .where(eq(repositories.projectId, projectId))
    .orderBy(asc(repositories.position), asc(repositories.id));
  const deps = repos.length
    ? await db
        .select({
          repositoryId: repositoryDependencies.repositoryId,
          ecosystem: repositoryDependencies.ecosystem,
          name: repositoryDependencies.name,
          version: repositoryDependencies.version,
          manifestPath: repositoryDependencies.manifestPath,
          kind: repositoryDependencies.kind,
          source: repositoryDependencies.source,
        })
        .from(repositoryDependencies)
        .where(
          inArray(
            repositoryDependencies.repositoryId,
            repos.map((r) => r.id),
          ),
        )
        .orderBy(asc(repositoryDependencies.id))
    : [];
  return {
    ...project,
    repositories: repos.map((r) => ({
      fullName: r.fullName,
      url: r.url,
      paths: r.paths ?? [],
      dependencies: deps
        .filter((d) => d.repositoryId === r.id)
        .map(({ repositoryId: _repositoryId, ...d }) => d),
    })),
  };
}

export async function findTechnologyProfile(db: Database, projectId: number) {
  const rows = await db
    .select()
    .from(technologyProfiles)
    .where(eq(technologyProfiles.projectId, projectId));
  return rows[0];
}

export interface TechnologyProfileWrite {
  projectId: number;
  githubUrl: string | null;
  categories: Record<string, string[]>;
  technologyCount: number;
  evidence: TechnologyProfileEvidence;
}

/** Inserts or refreshes a project's profile; an identical profile is left untouched. */
export async function saveTechnologyProfile(
  db: Database,
  profile: TechnologyProfileWrite,
): Promise<boolean> {
  const rows = await db
    .insert(technologyProfiles)
    .values(profile)
    .onConflictDoUpdate({
      target: technologyProfiles.projectId,
      set: {
        githubUrl: sql`excluded.github_url`,
        categories: sql`excluded.categories`,
        technologyCount: sql`excluded.technology_count`,
        evidence: sql`excluded.evidence`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`(${technologyProfiles.githubUrl}, ${technologyProfiles.categories}, ${technologyProfiles.evidence}) is distinct from (excluded.github_url, excluded.categories, excluded.evidence)`,
    })
    .returning({ projectId: technologyProfiles.projectId });
  return rows.length > 0;
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

export interface StackChangeItemWrite {
  projectId: number;
  owner: string;
  title: string;
  summary: string;
  content: string;
  priority: Priority;
  priorityRank: number;
  signals: SignalId[];
  tags: FeedTagGroups;
  category: string;
  networks: string[];
  analysisDate: string;
  score: number;
  imageUrl: string | null;
  /** Commits that changed a manifest since the stack was last computed. */
  commitIds: number[];
}

/** Writes (or rewrites) the project's stack-change item of a day; it shows in every feed. */
export async function saveStackChangeItem(
  db: Database,
  item: StackChangeItemWrite,
): Promise<string> {
  const { id } = await saveFeedItem(db, {
    ...item,
    type: STACK_CHANGE_ITEM_TYPE,
    totalCommits: item.commitIds.length,
    daysAnalyzed: 1,
    noise: {},
    isReplay: false,
    recordedDate: null,
    tagIds: [],
  });
  return id;
}

/** Removes a day's stack-change item: the day's changes were undone by a later computation. */
export async function deleteStackChangeItem(
  db: Database,
  projectId: number,
  day: string,
): Promise<void> {
  await db
    .delete(feedItems)
    .where(
      and(
        eq(feedItems.projectId, projectId),
        eq(feedItems.type, STACK_CHANGE_ITEM_TYPE),
        eq(feedItems.analysisDate, day),
      ),
    );
}

/** A project by name or slug, case-insensitively. */
export async function findProjectByNameOrSlug(db: Database, nameOrSlug: string) {
  const key = nameOrSlug.trim().toLowerCase();
  const rows = await db
    .select({ id: projects.id, slug: projects.slug, name: projects.name })
    .from(projects)
    .where(or(eq(projects.slug, key), eq(sql`lower(${projects.name})`, key)))
    // A slug match first: it is unique, names may differ only in case.
    .orderBy(sql`${projects.slug} = ${key} desc`, asc(projects.id))
    .limit(1);
  return rows[0];
}

/** The stored profiles of these projects (by name, case-insensitively), in the order given. */
export async function listTechnologyCounts(db: Database, names: readonly string[]) {
  if (names.length === 0) return [];
  const lower = names.map((n) => n.toLowerCase());
  const rows = await db
    .select({
      name: projects.name,
      slug: projects.slug,
      technologyCount: technologyProfiles.technologyCount,
    })
    .from(technologyProfiles)
    .innerJoin(projects, eq(projects.id, technologyProfiles.projectId))
    .where(inArray(sql`lower(${projects.name})`, lower));
  return lower.flatMap((n) => rows.filter((r) => r.name.toLowerCase() === n).slice(0, 1));
}
