// The public side of billing: the plans on sale, which provider takes payments, and the projects
// the free plan's analysis includes.
import { endpointSchemas } from '@gitsignals/contracts';
import { listActivePlans } from '@gitsignals/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../endpoint-route';
import { presentPlan } from './present';

const planRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpointSchemas.billingPlans, {
      tags: ['billing'],
      summary: 'The plans on sale (public)',
    }),
    config: { access: 'public' },
    handler: async () => (await listActivePlans(app.deps.db)).map(presentPlan),
  });

  app.route({
    ...routeOf(endpointSchemas.billingConfig, {
      tags: ['billing'],
      summary: "Which provider takes payments: 'stripe', or 'test' (local test mode, no money)",
    }),
    config: { access: 'public' },
    handler: async () => ({ provider: app.deps.billing.kind }),
  });

  app.route({
    ...routeOf(endpointSchemas.freeProjects, {
      tags: ['billing'],
      summary: 'The projects whose analysis the free plan includes (public; premium has no limit)',
    }),
    config: { access: 'public' },
    handler: async () => ({
      projects: (await app.deps.freeProjects()).map((p) => ({ name: p.name, slug: p.slug })),
    }),
  });
};

export default planRoutes;
