// A project's technology stack as the API answers it: the 27 category lists, the count and the
// evidence behind each technology. Shared by the stack detail (subscribers) and /stack-example's
// sample (any signed-in user); who may ask is the route's business.
import type { TechnologyProfile } from '@gitsignals/contracts';
import { findProjectByNameOrSlug, findTechnologyProfile, type Database } from '@gitsignals/db';
import { mapStackCategories } from '@gitsignals/domain';
import { notFound } from '../errors';

export interface TechnologyProfileDeps {
  db: Database;
}

/** `project`: a name or slug in any case. Refuses with the spec's not-found text. */
export async function getTechnologyProfile(
  deps: TechnologyProfileDeps,
  input: { project: string },
): Promise<TechnologyProfile> {
  const project = await findProjectByNameOrSlug(deps.db, input.project);
  const profile = project && (await findTechnologyProfile(deps.db, project.id));
  if (!project || !profile)
    throw notFound(`We couldn't find technology information for ${input.project}.`);
  const lists = mapStackCategories((_, key) => profile.categories[key] ?? []);
  return {
    project: project.name,
    slug: project.slug,
    github_url: profile.githubUrl,
    ...lists,
    technology_count: profile.technologyCount,
    evidence: (profile.evidence.detections ?? []).map((d) => ({
      technology: d.technology,
      category: d.category,
      confidence: d.confidence,
      sources: d.evidence,
      ...(d.version ? { version: d.version } : {}),
    })),
    updated_at: profile.updatedAt.toISOString(),
  };
}
