// The billing API of spec section 7: plans, checkout, the user's subscriptions, cancel and
// status; plus the test-mode checkout page's calls, the free tier's projects and the Stripe
// webhook. Routes parse, call a use case (use-cases/billing/) and present; every route that
// names a user or their session answers only that user.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import checkoutRoutes from './checkout';
import planRoutes from './plans';
import subscriptionRoutes from './subscriptions';
import testCheckoutRoutes from './test-checkout';
import webhookRoutes from './webhook';

const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(planRoutes);
  await app.register(checkoutRoutes);
  await app.register(subscriptionRoutes);
  await app.register(testCheckoutRoutes);
  await app.register(webhookRoutes);
};

export default billingRoutes;
