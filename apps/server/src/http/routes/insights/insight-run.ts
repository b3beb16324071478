// The signed-in subscriber's insights run (docs/decisions/041): GET reads its state, which the
// Agent Hub polls while a run is queued or running; POST asks for one again. Only for the user
// named in the path (401 without a session, 403 for anyone else) and with a subscription.
import { endpointSchemas } from '@gitsignals/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getInsightRun, requestInsightRun } from '../../../use-cases/insights/user-insight-run';
import { routeOf } from '../../endpoint-route';
import { presentInsightRun } from '../../presenters/insight-run';

const insightRunRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpointSchemas.insightRun, {
      tags: ['insights'],
      summary:
        "The state of the user's latest insights run: none, queued, running, done (with what it read and wrote) or failed",
    }),
    config: { access: { self: 'params.id', subscriber: true }, apiToken: 'accepted' },
    handler: async (request) =>
      presentInsightRun(await getInsightRun(app.deps, { userId: request.params.id })),
  });

  app.route({
    ...routeOf(endpointSchemas.requestInsightRun, {
      tags: ['insights'],
      summary:
        "Queue a run of the user's insights over the last 7 days (one waits at most per user); answers its state with 202",
    }),
    config: { access: { self: 'params.id', subscriber: true } },
    handler: async (request, reply) => {
      const state = await requestInsightRun(app.deps, { userId: request.params.id });
      return reply.code(202).send(presentInsightRun(state));
    },
  });
};

export default insightRunRoutes;
