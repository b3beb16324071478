// Agent Hub insights (spec section 7): POST /insights/get {userId}. Only the signed-in user's own,
// and only with an active subscription (spec section 6); refused before the body is read.
import {
  apiErrorSchema,
  insightsRequestSchema,
  insightsResponseSchema,
  type Insight,
} from '@gitsignals/contracts';
import { listInsights } from '@gitsignals/db';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActiveSubscription } from '../../plugins/subscription-access';
import { requireSelf } from '../../plugins/auth';

/** The most a user is answered: five profiles' worth of a few weeks of matches. */
export const INSIGHTS_LIMIT = 500;

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema } as const;

/** 401 without a session, 403 for another user's id or without an active subscription. */
async function ownSubscriberOnly(request: FastifyRequest): Promise<void> {
  await requireActiveSubscription(request);
  const userId = (request.body as { userId?: unknown } | null | undefined)?.userId;
  if (typeof userId === 'string') await requireSelf(request, userId);
}

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
  app.post(
    '/insights/get',
    {
      preValidation: ownSubscriberOnly,
      schema: {
        tags: ['insights'],
        summary:
          "The signed-in subscriber's Agent Hub insights, newest analysis_date first (at most 500)",
        body: insightsRequestSchema,
        response: { 200: insightsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const rows = await listInsights(app.deps.db, request.body.userId, INSIGHTS_LIMIT);
      return { insights: rows.map(presentInsight) };
    },
  );
};

export default insightRoutes;
