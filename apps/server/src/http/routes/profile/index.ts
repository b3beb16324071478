// Technology profiles: a project's stack by category with the evidence behind each technology,
// and the example counts of the /stacks page. Signed-in users; the stack detail also needs an
// active subscription (spec route table).
import {
  STACK_EXAMPLE_PROJECTS,
  endpointSchemas,
  type TechnologyProfile,
} from '@gitsignals/contracts';
import {
  findProjectByNameOrSlug,
  findTechnologyProfile,
  listTechnologyCounts,
} from '@gitsignals/db';
import { mapStackCategories } from '@gitsignals/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../endpoint-route';
import { notFound } from '../../plugins/errors';

const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpointSchemas.stackExamples, {
      tags: ['profile'],
      summary: 'Technology counts of the example projects of /stacks (those with a profile)',
    }),
    config: { access: 'user', apiToken: 'accepted' },
    handler: async () => {
      const rows = await listTechnologyCounts(app.deps.db, STACK_EXAMPLE_PROJECTS);
      return rows.map((r) => ({
        project: r.name,
        slug: r.slug,
        technology_count: r.technologyCount,
      }));
    },
  });

  app.route({
    ...routeOf(endpointSchemas.technologyProfile, {
      tags: ['profile'],
      summary: "A project's technology stack by category, with the evidence of each technology",
    }),
    config: { access: 'subscriber', apiToken: 'accepted' },
    handler: async (request): Promise<TechnologyProfile> => {
      const name = request.params.project;
      const project = await findProjectByNameOrSlug(app.deps.db, name);
      const profile = project && (await findTechnologyProfile(app.deps.db, project.id));
      if (!project || !profile)
        throw notFound(`We couldn't find technology information for ${name}.`);
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
    },
  });
};

export default profileRoutes;
