import { endpointSchemas } from '@gitsignals/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../endpoint-route';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpointSchemas.apiIndex, {
      tags: ['system'],
      summary: 'What this API is, where its documentation is, and what sign-in offers',
    }),
    config: { access: 'public', apiToken: 'accepted' },
    handler: async () => ({
      name: 'GitSignals API' as const,
      version: app.deps.version,
      links: {
        docs: '/api/docs' as const,
        openapi: '/api/docs/json' as const,
        health: '/api/health' as const,
      },
      signIn: { google: app.deps.googleSignIn },
    }),
  });
  app.route({
    ...routeOf(endpointSchemas.health, {
      tags: ['system'],
      summary: "Liveness and database check, and the demo import's progress",
    }),
    config: { access: 'public', apiToken: 'accepted' },
    handler: async () => {
      await app.deps.ping();
      const demoImport = await app.deps.demoImport.get();
      return {
        status: 'ok' as const,
        database: app.deps.databaseKind,
        version: app.deps.version,
        ...(demoImport ? { demoImport } : {}),
      };
    },
  });
};

export default healthRoutes;
