import { endpointSchemas } from '@gitsignals/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../endpoint-route';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpointSchemas.health, {
      tags: ['system'],
      summary: 'Liveness and database check',
    }),
    config: { access: 'public' },
    handler: async () => {
      await app.deps.ping();
      return { status: 'ok' as const, database: app.deps.databaseKind, version: app.deps.version };
    },
  });
};

export default healthRoutes;
