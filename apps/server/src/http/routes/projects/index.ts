// The project registry: the list for the projects page and the metadata behind feed filters.
import { endpointSchemas } from '@gitsignals/contracts';
import { listProjectRegistry, listProjectsWithStats } from '@gitsignals/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../endpoint-route';
import { toIso } from '../../presenters/feed-item';
import { sendPublicAnswer } from '../../public-answer';

const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpointSchemas.projects, {
      tags: ['projects'],
      summary: 'Every tracked project with its repositories and activity counts',
    }),
    config: { access: 'public', apiToken: 'accepted' },
    handler: async (request, reply) =>
      sendPublicAnswer(app, request, reply, 'projects', async () => {
        const rows = await listProjectsWithStats(app.deps.db);
        return rows.map((p) => ({
          slug: p.slug,
          name: p.name,
          category: p.category,
          networks: p.networks,
          iconUrl: p.iconUrl,
          website: p.website,
          repositories: p.repositories,
          repositoryCount: p.repositories.length,
          commitCount: Number(p.commitCount),
          feedCount: Number(p.feedCount),
          lastUpdated: toIso(p.lastUpdated),
          activitySummary: p.latestSummary,
          // Stacks come with the technology-profile analysis of a later issue.
          technologies: [],
          platforms: p.networks,
          protocols: [],
        }));
      }),
  });

  app.route({
    ...routeOf(endpointSchemas.projectsMetadata, {
      tags: ['projects'],
      summary: 'Project names by category, and every network, for the feed filters',
    }),
    config: { access: 'public', apiToken: 'accepted' },
    handler: async (request, reply) =>
      sendPublicAnswer(app, request, reply, 'projectsMetadata', async () => {
        const rows = await listProjectRegistry(app.deps.db);
        const byCategory: Record<string, string[]> = {};
        const networks = new Set<string>();
        for (const row of rows) {
          (byCategory[row.category] ??= []).push(row.name);
          for (const n of row.networks) networks.add(n);
        }
        return {
          projects_by_category: byCategory,
          networks: [...networks].sort((a, b) => a.localeCompare(b)),
        };
      }),
  });
};

export default projectRoutes;
