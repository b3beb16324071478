// The personal Atom/RSS feed's URL in Settings (issue 17, ADR 064): show it, make or replace it,
// revoke it. Only its owner may.
import { endpointSchemas } from '@gitsignals/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createPersonalFeed,
  findPersonalFeed,
  revokePersonalFeed,
} from '../../../use-cases/syndication/personal-feed-urls';
import { routeOf } from '../../endpoint-route';
import { presentPersonalFeedUrls } from '../../presenters/feed-urls';

const feedTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  const { publicUrl } = app.deps;

  app.route({
    ...routeOf(endpointSchemas.personalFeedUrls, {
      tags: ['users'],
      summary: 'The personal Atom and RSS feed URLs, or null before one is made',
    }),
    config: { access: { self: 'params.id' } },
    handler: async (request) => {
      const row = await findPersonalFeed(app.deps, { userId: request.params.id });
      return { feed: row ? presentPersonalFeedUrls(publicUrl, row) : null };
    },
  });

  app.route({
    ...routeOf(endpointSchemas.createPersonalFeedUrls, {
      tags: ['users'],
      summary: 'Make the personal feed URLs, replacing (and ending) the ones there were',
    }),
    config: { access: { self: 'params.id' } },
    handler: async (request, reply) => {
      const row = await createPersonalFeed(app.deps, { userId: request.params.id });
      return reply.status(201).send(presentPersonalFeedUrls(publicUrl, row));
    },
  });

  app.route({
    ...routeOf(endpointSchemas.revokePersonalFeedUrls, {
      tags: ['users'],
      summary: 'Revoke the personal feed URLs: they answer 404 from now on',
    }),
    config: { access: { self: 'params.id' } },
    handler: async (request, reply) => {
      await revokePersonalFeed(app.deps, { userId: request.params.id });
      return reply.status(204).send(null);
    },
  });
};

export default feedTokenRoutes;
