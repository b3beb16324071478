// Agent Hub insights (spec section 7): POST /insights/get {userId}. Only the signed-in user's own,
// and only with an active subscription (spec section 6); refused before the body is read.
import { endpointSchemas, type Insight } from '@gitsignals/contracts';
import { listInsights } from '@gitsignals/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../endpoint-route';
import insightRunRoutes from './insight-run';

/** The most a user is answered: five profiles' worth of a few weeks of matches. */
export const INSIGHTS_LIMIT = 500;

type InsightRow = Awaited<ReturnType<typeof listInsights>>[number];

const presentInsight = (row: InsightRow): Insight => ({
  id: row.id,
  feed_id: row.feedItemId,
  project_name: row.projectName,
  image_url: row.imageUrl,
  analysis_date: row.analysisDate,
  opportunity: row.opportunity,
  insight_type: row.insightType,
  agent_type: `${row.profileType}_agent`,
});

const insightRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(insightRunRoutes);
  app.route({
    ...routeOf(endpointSchemas.insights, {
      tags: ['insights'],
      summary:
        "The signed-in subscriber's Agent Hub insights, newest analysis_date first (at most 500)",
    }),
    config: { access: { self: 'body.userId', subscriber: true }, apiToken: 'accepted' },
    handler: async (request) => {
      const rows = await listInsights(app.deps.db, request.body.userId, INSIGHTS_LIMIT);
      return { insights: rows.map(presentInsight) };
    },
  });
};

export default insightRoutes;
