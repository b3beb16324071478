// Registry rows the database tests start from.
import type { Database } from '../src/client';
import type { FeedItemWrite } from '../src/queries/feed-item-save';
import { saveRegistryProjects } from '../src/queries/projects';

/** One project with one repository, `<slug>/core`; its id. */
export async function saveOneProject(db: Database, slug: string): Promise<number> {
  const ids = await saveRegistryProjects(db, [
    {
      slug,
      name: slug[0]!.toUpperCase() + slug.slice(1),
      category: 'Infrastructure',
      networks: [],
      githubOrgs: [],
      repos: [`${slug}/core`],
      iconUrl: null,
      source: null,
    },
  ]);
  return ids.get(slug)!;
}

/** A low-priority daily item of `projectId` with empty tags and no commits; `fields` override. */
export function feedItemWrite(
  projectId: number,
  fields: Partial<FeedItemWrite> = {},
): FeedItemWrite {
  return {
    projectId,
    owner: 'Atomic',
    title: 'One commit',
    summary: 'A day of work.',
    content: 'A day of work.',
    totalCommits: 1,
    priority: 'low',
    priorityRank: 1,
    signals: [],
    tags: {
      blockchain_technologies: [],
      protocols: [],
      tools_and_platforms: [],
      standards_and_frameworks: [],
    },
    category: 'Infrastructure',
    networks: [],
    analysisDate: '2026-11-02',
    daysAnalyzed: 1,
    score: 1,
    imageUrl: null,
    noise: {},
    isReplay: false,
    recordedDate: null,
    commitIds: [],
    tagIds: [],
    ...fields,
  };
}
