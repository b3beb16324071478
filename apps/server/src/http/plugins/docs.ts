// OpenAPI generated from the routes' zod schemas, browsable at /api/docs; its Authorize button
// takes a personal API token, and "Try it out" sends it on the routes that accept one.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_TOKEN_PREFIX } from '@gitsignals/contracts';
import { declareAccessOfPluginRoutes } from './access';

export const API_TOKEN_SCHEME = 'bearerAuth';

/**
 * The routes that accept a personal API token (config.apiToken, ADR 061) say so in the document:
 * a public one may also be called without it (`{}`), a session one with the token or the web
 * app's session cookie.
 */
function documentApiTokens(route: RouteOptions): void {
  if (route.config?.apiToken !== 'accepted' || !route.schema || route.schema.hide) return;
  const withToken = { [API_TOKEN_SCHEME]: [] };
  route.schema = {
    ...route.schema,
    security: route.config.access === 'public' ? [{}, withToken] : [withToken],
  };
}

export async function registerDocs(app: FastifyInstance, version: string): Promise<void> {
  // Before the routes are added, so this sees each one; the document is built from their options
  // when it is first asked for.
  app.addHook('onRoute', documentApiTokens);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'GitSignals API',
        description: 'Daily plain-English signals from the public git activity of Web3 projects.',
        version,
      },
      components: {
        securitySchemes: {
          [API_TOKEN_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: `${API_TOKEN_PREFIX}…`,
            description:
              'A personal API token (Settings → Alerts & integrations → API tokens): ' +
              '`Authorization: Bearer gs_…` reads what its user may read with a session, with ' +
              "the user's plan. Routes that change anything (account, billing, tokens, alerts) " +
              'refuse it with 403; a revoked or expired token answers 401.',
          },
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
    // A script that reads the API with its token may read the document with it too.
    declareAccessOfPluginRoutes(docs, 'public', 'accepted');
    await docs.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      // Swagger UI sets inline styles; its static CSP would block them and log errors.
      transformStaticCSP: (header) =>
        header.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'"),
    });
  });
}
