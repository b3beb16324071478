// Technology stacks: what the stack detector reads (a project's manifests and HEAD paths) and the
// feed items that announce a change of a stack.
import type {} from '@gitsignals/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client';
import {
  feedItems,
  projects,
  repositories,
  repositoryDependencies,
  repositoryPaths,
} from '../schema/index';
import type {} from '../schema/feed';
import { saveFeedItem, type FeedItemWrite } from './feed-item-save';
import type { NewDependency } from './manifests';
import { projectColumns } from './projects';

/** feed_items.type of the items that announce a change of a project's stack. */
export const STACK_CHANGE_ITEM_TYPE = 'stack_change';

export interface StackRepository {
  id: number;
  fullName: string;
  url: string;
  dependencies: NewDependency[];
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

/** A project with every repository's dependencies and paths, or undefined for an unknown id. */
export async function findStackProject(
  db: Database,
  projectId: number,
): Promise<StackProject | undefined> {
  const [project] = await db
    .select(projectColumns)
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
      id: r.id,
      fullName: r.fullName,
      url: r.url,
      paths: r.paths ?? [],
      dependencies: deps
        .filter((d) => d.repositoryId === r.id)
        .map(({ repositoryId: _repositoryId, ...d }) => d),
    })),
  };
}

/**
 * A stack-change item: a feed item of one day whose counts and links follow from its commits
 * (`commitIds`: those that changed a manifest since the stack was last computed).
 */
export type StackChangeItemWrite = Omit<
  FeedItemWrite,
  'type' | 'totalCommits' | 'daysAnalyzed' | 'noise' | 'isReplay' | 'recordedDate' | 'tagIds'
>;

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
