// A project's home (/project/{name}): header, a year of weekly activity, latest items, stack and
// the noise ledger; and the projects whose stack names it (the analysis page's ecosystem tab).
import { endpointSchemas, type ProjectOverview } from '@gitsignals/contracts';
import { findProjectByOwner, listProjectsUsing } from '@gitsignals/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getProjectOverview } from '../../../use-cases/project-overview/get-project-overview';
import { routeOf } from '../../endpoint-route';
import { notFound } from '../../plugins/errors';
import { presentProjectOverview } from '../../presenters/project-overview';

const projectOverviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpointSchemas.projectOverview, {
      tags: ['projects'],
      summary:
        "A project's home: repositories, 52 weeks of activity, latest items, stack summary and what was filtered as noise",
    }),
    config: { access: 'public', apiToken: 'accepted' },
    handler: async (request): Promise<ProjectOverview> =>
      presentProjectOverview(await getProjectOverview(app.deps, { name: request.params.name })),
  });

  app.route({
    ...routeOf(endpointSchemas.relatedProjects, {
      tags: ['projects'],
      summary: 'Projects whose technology stack names this project (its ecosystem)',
    }),
    config: { access: 'public', apiToken: 'accepted' },
    handler: async (request) => {
      const { db } = app.deps;
      const project = await findProjectByOwner(db, request.params.name);
      if (!project) throw notFound(`No project named '${request.params.name}'`);
      const rows = await listProjectsUsing(db, project);
      return {
        project: project.name,
        related: rows.map((r) => ({
          slug: r.slug,
          name: r.name,
          category: r.category,
          image_url: r.iconUrl,
          via: r.via,
        })),
      };
    },
  });
};

export default projectOverviewRoutes;
