import { healthSchema } from '@gitsignals/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: { 200: healthSchema },
      },
    },
    async () => {
      await app.deps.ping();
      return { status: 'ok' as const, database: app.deps.databaseKind, version: app.deps.version };
    },
  );
};

export default healthRoutes;
