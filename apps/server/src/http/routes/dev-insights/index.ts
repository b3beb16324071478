// POST /api/dev/insights/run: the signed-in user's Agent Hub insights now, with the local writer,
// instead of after the next daily run. A development aid (end-to-end tests use it): it exists only
// where the development outbox does (no SMTP server, DEV_OUTBOX on) and answers only requests made
// directly on this machine (local-only.ts); elsewhere it is a 404, and insights come with the
// daily run.
import { endpointSchemas } from '@gitsignals/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { generateInsights } from '../../../use-cases/insights/generate-insights';
import { routeOf } from '../../endpoint-route';
import { localOnlyRefusal } from '../../local-only';
import { signedInUser } from '../../plugins/access-checks';
import { notFound } from '../../plugins/errors';

const devInsightRoutes: FastifyPluginAsyncZod = async (app) => {
  const allowed = (request: FastifyRequest) => {
    const { mailer } = app.deps;
    return (
      mailer.kind === 'outbox' &&
      mailer.readableOverHttp &&
      localOnlyRefusal(request, app.deps.trustedClientIpHeader) === null
    );
  };

  app.route({
    ...routeOf(endpointSchemas.runDevInsights, {
      tags: ['dev'],
      summary:
        "Write the signed-in user's insights now with the local writer (development only, from this machine)",
    }),
    // Elsewhere than a development machine the route does not exist (404), session or not.
    onRequest: async (request) => {
      if (!allowed(request)) throw notFound('Not found');
    },
    config: { access: 'user' },
    handler: async (request) => {
      const user = signedInUser(request);
      return generateInsights({ db: app.deps.db, now: app.deps.now }, { userIds: [user.id] });
    },
  });
};

export default devInsightRoutes;
