// Personal API tokens (issue 17, ADR 061): list, make (the token is answered this once) and
// revoke. Session only: a token never reaches these routes, so a leaked one cannot make more.
import { endpointSchemas, MAX_API_TOKENS } from '@gitsignals/contracts';
import { listApiTokens } from '@gitsignals/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createApiToken } from '../../../use-cases/api-tokens/create-api-token';
import { revokeApiToken } from '../../../use-cases/api-tokens/revoke-api-token';
import { routeOf } from '../../endpoint-route';
import { presentApiToken, presentCreatedApiToken } from '../../presenters/api-token';

const apiTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpointSchemas.apiTokens, {
      tags: ['api-tokens'],
      summary: "The user's API tokens, oldest first (a preview of each, never the token)",
    }),
    config: { access: { self: 'params.id' } },
    handler: async (request) => {
      const rows = await listApiTokens(app.deps.db, request.params.id);
      return { tokens: rows.map(presentApiToken) };
    },
  });

  app.route({
    ...routeOf(endpointSchemas.createApiToken, {
      tags: ['api-tokens'],
      summary: `Make an API token for \`Authorization: Bearer gs_…\` on the read routes; the answer is the only time the token is shown (at most ${MAX_API_TOKENS} per user)`,
    }),
    config: { access: { self: 'params.id' } },
    handler: async (request, reply) => {
      const { name, expiresAt } = request.body;
      const created = await createApiToken(app.deps, {
        userId: request.params.id,
        name,
        expiresAt: expiresAt === undefined ? undefined : new Date(expiresAt),
      });
      return reply.status(201).send(presentCreatedApiToken(created.row, created.token));
    },
  });

  app.route({
    ...routeOf(endpointSchemas.deleteApiToken, {
      tags: ['api-tokens'],
      summary: 'Revoke an API token: requests with it answer 401 from then on',
    }),
    config: { access: { self: 'params.id' } },
    handler: async (request, reply) => {
      await revokeApiToken(app.deps, {
        userId: request.params.id,
        tokenId: request.params.tokenId,
      });
      return reply.status(204).send(null);
    },
  });
};

export default apiTokenRoutes;
