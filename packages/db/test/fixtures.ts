// Registry rows the database tests start from.
import type { Database } from '../src/client';
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
