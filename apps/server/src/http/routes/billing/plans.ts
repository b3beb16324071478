// The public side of billing: the plans on sale, which provider takes payments, and the projects
// the free plan's analysis includes.
import {
  billingConfigResponseSchema,
  billingPlansResponseSchema,
  freeProjectsResponseSchema,
} from '@gitsignals/contracts';
import { listActivePlans } from '@gitsignals/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentPlan } from './present';

const planRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/billing/plans',
    {
      config: { access: 'public' },
      schema: {
        tags: ['billing'],
        summary: 'The plans on sale (public)',
        response: { 200: billingPlansResponseSchema },
      },
    },
    async () => (await listActivePlans(app.deps.db)).map(presentPlan),
  );

  app.get(
    '/billing/config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['billing'],
        summary: "Which provider takes payments: 'stripe', or 'test' (local test mode, no money)",
        response: { 200: billingConfigResponseSchema },
      },
    },
    async () => ({ provider: app.deps.billing.kind }),
  );

  app.get(
    '/billing/free-projects',
    {
      config: { access: 'public' },
      schema: {
        tags: ['billing'],
        summary:
          'The projects whose analysis the free plan includes (public; premium has no limit)',
        response: { 200: freeProjectsResponseSchema },
      },
    },
    async () => ({
      projects: (await app.deps.freeProjects()).map((p) => ({ name: p.name, slug: p.slug })),
    }),
  );
};

export default planRoutes;
