// The personal feed (spec section 7, POST /feeds/user/{userId}): the daily feed's paging, filters
// and order over the projects the user subscribes to.
import { endpointSchemas } from '@gitsignals/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../endpoint-route';
import { feedPage } from '../../feed-page';
import { sendJsonBytes } from '../../send-json-bytes';
import { signedInUser } from '../../plugins/access-checks';

const personalFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpointSchemas.userFeeds, {
      tags: ['feeds'],
      summary: "A page of the user's feed: the daily feed over the subscribed projects",
    }),
    config: { access: { self: 'params.userId' }, apiToken: 'accepted' },
    // One statement per page: the subscribed ids are read inside it (ADR 046). The gate read the
    // user's record with the session; its last save keys the cached total.
    handler: async (request, reply) => {
      const user = signedInUser(request);
      const deps = { ...app.deps, feedCounts: app.deps.personalFeedCounts };
      const body = await feedPage(deps, request.body, {
        subscriberId: user.id,
        listVersion: user.updatedAt.toISOString(),
      });
      return sendJsonBytes(reply, body);
    },
  });
};

export default personalFeedRoutes;
