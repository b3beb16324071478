// The user's subscriptions (spec section 7): the list, whether one is active, and cancelling one
// at the end of its paid period.
import {
  apiErrorSchema,
  cancelSubscriptionResponseSchema,
  subscriptionStatusResponseSchema,
  userIdParamSchema,
  userSubscriptionsResponseSchema,
} from '@gitsignals/contracts';
import { listSubscriptionsOfUser } from '@gitsignals/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isSubscriber } from '../../../billing/entitlements';
import { cancelSubscription } from '../../../use-cases/billing/cancel-subscription';
import { signedInUser } from '../../plugins/access-checks';
import { presentSubscription } from './present';
import { errorResponses, refusalError } from './refusals';

const subscriptionParamsSchema = z.object({ id: z.string().min(1).max(200) });

const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/billing/subscriptions/user/:userId',
    {
      config: { access: { self: 'params.userId' } },
      schema: {
        tags: ['billing'],
        summary: "The user's subscriptions with their plans, newest first",
        params: userIdParamSchema,
        response: { 200: userSubscriptionsResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      (await listSubscriptionsOfUser(app.deps.db, request.params.userId)).map(presentSubscription),
  );

  app.delete(
    '/billing/subscriptions/:id',
    {
      // Any signed-in user; the subscription must be theirs (403 otherwise, 404 when unknown).
      config: { access: 'user' },
      schema: {
        tags: ['billing'],
        summary:
          'Cancel a subscription at the end of its paid period (cancel_at_period_end); access lasts until then',
        params: subscriptionParamsSchema,
        response: {
          200: cancelSubscriptionResponseSchema,
          ...errorResponses,
          502: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const outcome = await cancelSubscription(app.deps, {
        userId: signedInUser(request).id,
        subscriptionId: request.params.id,
      });
      if (!outcome.ok) throw refusalError(request, outcome.refusal);
      return presentSubscription(outcome.value);
    },
  );

  app.get(
    '/billing/subscription-status/:userId',
    {
      config: { access: { self: 'params.userId' } },
      schema: {
        tags: ['billing'],
        summary:
          'Whether the user has an active subscription (active or trialing, period not over)',
        params: userIdParamSchema,
        response: { 200: subscriptionStatusResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      hasActiveSubscription: await isSubscriber(app.deps, request.params.userId),
    }),
  );
};

export default subscriptionRoutes;
