// The personal feed (spec section 7, POST /feeds/user/{userId}): the daily feed's paging, filters
// and order over the projects the user subscribes to.
import { endpointSchemas } from '@gitsignals/contracts';
import { listSubscribedProjectIds } from '@gitsignals/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../endpoint-route';
import { feedPage } from '../../feed-page';

const personalFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpointSchemas.userFeeds, {
      tags: ['feeds'],
      summary: "A page of the user's feed: the daily feed over the subscribed projects",
    }),
    config: { access: { self: 'params.userId' } },
    handler: async (request) => {
      const projectIds = await listSubscribedProjectIds(app.deps.db, request.params.userId);
      const { db, now, personalFeedCounts } = app.deps;
      return feedPage({ db, now, feedCounts: personalFeedCounts }, request.body, projectIds);
    },
  });
};

export default personalFeedRoutes;
