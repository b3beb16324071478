// Bookmarks (spec section 7): the saved list and the one call that saves and removes.
import { endpointSchemas } from '@gitsignals/contracts';
import { toggleSavedFeed } from '@gitsignals/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../endpoint-route';
import { notFound } from '../../plugins/errors';
import { savedFeedsAnswer } from '../../saved-feeds-answer';
import { sendJsonBytes } from '../../send-json-bytes';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const savedFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpointSchemas.savedFeeds, {
      tags: ['users'],
      summary: 'The bookmarked feed items, newest bookmark first (title equals summary)',
    }),
    config: { access: { self: 'params.id' }, apiToken: 'accepted' },
    handler: async (request, reply) => {
      // The bytes of the contract's answer, assembled from the items' JSON kept in memory (ADR
      // 048): sent as they are, no serializer runs. Personal: `private, no-store` (ADR 043).
      const body = await savedFeedsAnswer(
        app.deps.db,
        app.deps.savedItemFragments,
        request.params.id,
      );
      return sendJsonBytes(reply, body);
    },
  });

  app.route({
    ...routeOf(endpointSchemas.toggleSavedFeed, {
      tags: ['users'],
      summary: 'Bookmark the feed item, or remove the bookmark if it is saved (a toggle)',
    }),
    config: { access: { self: 'params.id' } },
    handler: async (request) => {
      const { feedId } = request.query;
      // Feed ids are UUIDs; anything else names no feed (and must not reach a uuid column).
      const result = UUID.test(feedId)
        ? await toggleSavedFeed(app.deps.db, request.params.id, feedId.toLowerCase())
        : 'feed_not_found';
      if (result === 'feed_not_found') throw notFound(`Feed ${feedId} not found`);
      return { feedId, saved: result === 'saved' };
    },
  });
};

export default savedFeedRoutes;
