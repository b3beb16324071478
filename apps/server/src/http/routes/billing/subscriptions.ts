// The user's subscriptions (spec section 7): the list, whether one is active, and cancelling one
// at the end of its paid period.
import { endpointSchemas } from '@gitsignals/contracts';
import { listSubscriptionsOfUser } from '@gitsignals/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isSubscriber } from '../../../billing/entitlements';
import { cancelSubscription } from '../../../use-cases/billing/cancel-subscription';
import { routeOf } from '../../endpoint-route';
import { signedInUser } from '../../plugins/access-checks';
import { presentSubscription } from './present';
import { refusalError } from './refusals';

const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpointSchemas.userSubscriptions, {
      tags: ['billing'],
      summary: "The user's subscriptions with their plans, newest first",
    }),
    config: { access: { self: 'params.userId' } },
    handler: async (request) =>
      (await listSubscriptionsOfUser(app.deps.db, request.params.userId)).map(presentSubscription),
  });

  app.route({
    ...routeOf(endpointSchemas.cancelSubscription, {
      tags: ['billing'],
      summary:
        'Cancel a subscription at the end of its paid period (cancel_at_period_end); access lasts until then',
    }),
    // Any signed-in user; the subscription must be theirs (403 otherwise, 404 when unknown).
    config: { access: 'user' },
    handler: async (request) => {
      const outcome = await cancelSubscription(app.deps, {
        userId: signedInUser(request).id,
        subscriptionId: request.params.id,
      });
      if (!outcome.ok) throw refusalError(request, outcome.refusal);
      return presentSubscription(outcome.value);
    },
  });

  app.route({
    ...routeOf(endpointSchemas.subscriptionStatus, {
      tags: ['billing'],
      summary: 'Whether the user has an active subscription (active or trialing, period not over)',
    }),
    config: { access: { self: 'params.userId' } },
    handler: async (request) => ({
      hasActiveSubscription: await isSubscriber(app.deps, request.params.userId),
    }),
  });
};

export default subscriptionRoutes;
