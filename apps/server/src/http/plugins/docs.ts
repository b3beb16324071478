// OpenAPI generated from the routes' zod schemas, browsable at /api/docs.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { declareAccessOfPluginRoutes } from './access';

export async function registerDocs(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'GitSignals API',
        description: 'Daily plain-English signals from the public git activity of Web3 projects.',
        version,
      },
      components: {
        securitySchemes: {
          adminToken: {
            type: 'http',
            scheme: 'bearer',
            description:
              'The token a server writes to DATA_DIR/admin-token at start (operator commands).',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  // The documentation is public: its page, assets and the OpenAPI document under /api/docs.
  await app.register(async (docs) => {
    declareAccessOfPluginRoutes(docs, 'public');
    await docs.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      // Swagger UI sets inline styles; its static CSP would block them and log errors.
      transformStaticCSP: (header) =>
        header.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'"),
    });
  });
}
