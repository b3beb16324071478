// Technology profiles: a project's stack by category with the evidence behind each technology,
// the example counts of the /stacks page and /stack-example's sample stack. Signed-in users; the
// stack detail also needs an active subscription (spec route table).
import {
  STACK_EXAMPLE_PAGE_PROJECT,
  STACK_EXAMPLE_PROJECTS,
  endpointSchemas,
} from '@gitsignals/contracts';
import { listTechnologyCounts } from '@gitsignals/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getTechnologyProfile } from '../../../use-cases/stacks/get-technology-profile';
import { routeOf } from '../../endpoint-route';

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
    ...routeOf(endpointSchemas.stackExample, {
      tags: ['profile'],
      summary: `The sample stack of /stack-example (${STACK_EXAMPLE_PAGE_PROJECT}'s profile), for every signed-in user`,
    }),
    // Spec route table: /stack-example is sign-in only; a project of one's choosing is premium.
    config: { access: 'user' },
    handler: async () => getTechnologyProfile(app.deps, { project: STACK_EXAMPLE_PAGE_PROJECT }),
  });

  app.route({
    ...routeOf(endpointSchemas.technologyProfile, {
      tags: ['profile'],
      summary: "A project's technology stack by category, with the evidence of each technology",
    }),
    config: { access: 'subscriber', apiToken: 'accepted' },
    handler: async (request) => getTechnologyProfile(app.deps, request.params),
  });
};

export default profileRoutes;
