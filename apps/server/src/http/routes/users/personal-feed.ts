// The personal feed (spec section 7, POST /feeds/user/{userId}): the daily feed's paging, filters
// and order over the projects the user subscribes to.
import {
  apiErrorSchema,
  feedPageRequestSchema,
  feedPageResponseSchema,
  userIdParamSchema,
} from '@gitsignals/contracts';
import { listSubscribedProjectIds } from '@gitsignals/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { feedPage } from '../../feed-page';

const personalFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/feeds/user/:userId',
    {
      config: { access: { self: 'params.userId' } },
      schema: {
        tags: ['feeds'],
        summary: "A page of the user's feed: the daily feed over the subscribed projects",
        params: userIdParamSchema,
        body: feedPageRequestSchema,
        response: {
          200: feedPageResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const projectIds = await listSubscribedProjectIds(app.deps.db, request.params.userId);
      const { db, now, personalFeedCounts } = app.deps;
      return feedPage({ db, now, feedCounts: personalFeedCounts }, request.body, projectIds);
    },
  );
};

export default personalFeedRoutes;
