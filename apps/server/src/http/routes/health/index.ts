import { endpointSchemas } from '@gitsignals/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { demoImportProgress } from '../../../use-cases/demo-import/progress-record';
import { routeOf } from '../../endpoint-route';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpointSchemas.health, {
      tags: ['system'],
      summary: 'Liveness and database check, with the demo import’s progress while it runs',
    }),
    config: { access: 'public' },
    handler: async () => {
      await app.deps.ping();
      const demoImport = await demoImportProgress(app.deps.db);
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
