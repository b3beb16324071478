// The billing API of spec section 7: plans, checkout, the user's subscriptions, cancel and
// status; plus the test-mode checkout page's calls, the free tier's projects and the Stripe
// webhook. Every route that names a user or their session answers only that user.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  apiErrorSchema,
  billingConfigResponseSchema,
  billingPlansResponseSchema,
  cancelSubscriptionResponseSchema,
  checkoutSessionResponseSchema,
  createCheckoutSessionRequestSchema,
  freeProjectsResponseSchema,
  subscriptionStatusResponseSchema,
  testCheckoutConfirmResponseSchema,
  testCheckoutSessionSchema,
  userIdParamSchema,
  userSubscriptionsResponseSchema,
} from '@gitsignals/contracts';
import {
  completeTestCheckout,
  findCheckoutSession,
  findPlan,
  findSubscription,
  hasActiveSubscription,
  hasLiveSubscription,
  insertCheckoutSession,
  listActivePlans,
  setCancelAtPeriodEnd,
  subscriptionsOfUser,
} from '@gitsignals/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { periodEndFrom } from '../../../billing/provider';
import { forbidden, requireUser, selfOnly } from '../../plugins/auth';
import { HttpError, notFound } from '../../plugins/errors';
import { presentPlan, presentSubscription } from './present';
import webhookRoutes from './webhook';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
} as const;

const subscriptionParamsSchema = z.object({ id: z.string().min(1).max(200) });
const sessionParamsSchema = z.object({ sessionId: z.string().min(1).max(200) });

/** One live subscription per user (docs/decisions/018): a second checkout is refused. */
const alreadySubscribed = () =>
  new HttpError(409, 'already_subscribed', 'You already have an active subscription');

/**
 * Where the browser may be sent after checkout: our own origin (the public URL, its loopback
 * twin, or the Origin the request came from, which the cross-site check already vetted), so the
 * checkout cannot be used to forward users to another site.
 */
function ownOrigins(request: FastifyRequest): Set<string> {
  const url = new URL(request.server.deps.publicUrl);
  const origins = new Set([url.origin]);
  const twin: Record<string, string> = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' };
  const other = twin[url.hostname];
  if (other) origins.add(url.origin.replace(url.hostname, other));
  const requestOrigin = request.headers.origin;
  if (requestOrigin) origins.add(requestOrigin);
  return origins;
}

function checkReturnUrl(request: FastifyRequest, field: string, value: string): void {
  if (!ownOrigins(request).has(new URL(value).origin)) {
    throw new HttpError(400, 'bad_request', `${field}: must be an address of this site`);
  }
}

const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/billing/plans',
    {
      schema: {
        tags: ['billing'],
        summary: 'The plans on sale (public)',
        response: { 200: billingPlansResponseSchema },
      },
    },
    async () => (await listActivePlans(app.deps.db)).map(presentPlan),
  );

  app.get(
    '/billing/config',
    {
      schema: {
        tags: ['billing'],
        summary: "Which provider takes payments: 'stripe', or 'test' (local test mode, no money)",
        response: { 200: billingConfigResponseSchema },
      },
    },
    async () => ({ provider: app.deps.billing.kind }),
  );

  app.get(
    '/billing/free-projects',
    {
      schema: {
        tags: ['billing'],
        summary:
          'The projects whose analysis the free plan includes (public; premium has no limit)',
        response: { 200: freeProjectsResponseSchema },
      },
    },
    async () => ({
      projects: (await app.deps.freeProjects()).map((p) => ({ name: p.name, slug: p.slug })),
    }),
  );

  app.post(
    '/billing/create-checkout-session/:userId',
    {
      preValidation: selfOnly('userId'),
      schema: {
        tags: ['billing'],
        summary:
          'Start a checkout for a plan; answers the address to send the browser to (Stripe, or the test-mode page)',
        params: userIdParamSchema,
        body: createCheckoutSessionRequestSchema,
        response: {
          200: checkoutSessionResponseSchema,
          ...errors,
          409: apiErrorSchema,
          502: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { db, billing, now } = app.deps;
      const user = await requireUser(request);
      const { plan_id, success_url, cancel_url } = request.body;
      checkReturnUrl(request, 'success_url', success_url);
      checkReturnUrl(request, 'cancel_url', cancel_url);
      const plan = await findPlan(db, plan_id);
      if (!plan || !plan.active) throw notFound(`Unknown plan '${plan_id}'`);
      const at = now();
      if (await hasLiveSubscription(db, user.id, at)) throw alreadySubscribed();
      const started = await billing
        .createCheckout({
          user: { id: user.id, email: user.email },
          plan,
          successUrl: success_url,
          cancelUrl: cancel_url,
          now: at,
        })
        .catch((err: unknown) => {
          request.log.error({ err }, 'provider refused the checkout session');
          throw new HttpError(502, 'provider_error', 'Failed to create checkout session');
        });
      await insertCheckoutSession(db, {
        id: started.sessionId,
        userId: user.id,
        planId: plan.id,
        provider: billing.kind,
        successUrl: success_url,
        cancelUrl: cancel_url,
        expiresAt: started.expiresAt,
        createdAt: at,
      });
      return { checkoutUrl: started.checkoutUrl };
    },
  );

  app.get(
    '/billing/subscriptions/user/:userId',
    {
      preValidation: selfOnly('userId'),
      schema: {
        tags: ['billing'],
        summary: "The user's subscriptions with their plans, newest first",
        params: userIdParamSchema,
        response: { 200: userSubscriptionsResponseSchema, ...errors },
      },
    },
    async (request) =>
      (await subscriptionsOfUser(app.deps.db, request.params.userId)).map(presentSubscription),
  );

  app.delete(
    '/billing/subscriptions/:id',
    {
      preValidation: async (request) => {
        await requireUser(request);
      },
      schema: {
        tags: ['billing'],
        summary:
          'Cancel a subscription at the end of its paid period (cancel_at_period_end); access lasts until then',
        params: subscriptionParamsSchema,
        response: { 200: cancelSubscriptionResponseSchema, ...errors, 502: apiErrorSchema },
      },
    },
    async (request) => {
      const { db, billing, now } = app.deps;
      const user = await requireUser(request);
      const found = await findSubscription(db, request.params.id);
      if (!found) throw notFound('Subscription not found');
      if (found.subscription.userId !== user.id) throw forbidden();
      const { subscription } = found;
      if (!subscription.cancelAtPeriodEnd && subscription.status !== 'canceled') {
        if (subscription.provider === billing.kind) {
          try {
            await billing.cancelAtPeriodEnd(db, subscription, now());
          } catch (err) {
            request.log.error({ err }, 'provider refused the cancellation');
            throw new HttpError(502, 'provider_error', 'Failed to cancel subscription');
          }
        } else {
          // Made by another provider (test mode before Stripe was configured): ours to end.
          await setCancelAtPeriodEnd(db, subscription.id, true, now());
        }
      }
      const after = await findSubscription(db, subscription.id);
      return presentSubscription(after!);
    },
  );

  app.get(
    '/billing/subscription-status/:userId',
    {
      preValidation: selfOnly('userId'),
      schema: {
        tags: ['billing'],
        summary:
          'Whether the user has an active subscription (active or trialing, period not over)',
        params: userIdParamSchema,
        response: { 200: subscriptionStatusResponseSchema, ...errors },
      },
    },
    async (request) => ({
      hasActiveSubscription: await hasActiveSubscription(
        app.deps.db,
        request.params.userId,
        app.deps.now(),
      ),
    }),
  );

  /** The test-mode session of the signed-in user: 404 when unknown, 403 when someone else's. */
  async function ownSession(request: FastifyRequest, sessionId: string) {
    const user = await requireUser(request);
    const found = await findCheckoutSession(app.deps.db, sessionId);
    if (!found || found.session.provider !== 'test') throw notFound('Checkout session not found');
    if (found.session.userId !== user.id) throw forbidden();
    return { user, ...found };
  }

  app.get(
    '/billing/test-checkout/:sessionId',
    {
      preValidation: async (request) => {
        await requireUser(request);
      },
      schema: {
        tags: ['billing'],
        summary: 'A test-mode checkout session of the signed-in user, for its confirmation page',
        params: sessionParamsSchema,
        response: { 200: testCheckoutSessionSchema, ...errors },
      },
    },
    async (request) => {
      const { session, plan } = await ownSession(request, request.params.sessionId);
      const expired = session.status === 'open' && session.expiresAt <= app.deps.now();
      return {
        id: session.id,
        status: expired ? ('expired' as const) : (session.status as 'open' | 'complete'),
        plan: presentPlan(plan),
        success_url: session.successUrl,
        cancel_url: session.cancelUrl,
      };
    },
  );

  app.post(
    '/billing/test-checkout/:sessionId/confirm',
    {
      preValidation: async (request) => {
        await requireUser(request);
      },
      schema: {
        tags: ['billing'],
        summary:
          "Test mode's 'Confirm test payment': activates the subscription for one period and answers where to go next (the success_url)",
        params: sessionParamsSchema,
        response: { 200: testCheckoutConfirmResponseSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const { user, session } = await ownSession(request, request.params.sessionId);
      const at = app.deps.now();
      if (session.status === 'open' && (await hasLiveSubscription(app.deps.db, user.id, at))) {
        throw alreadySubscribed();
      }
      const result = await completeTestCheckout(app.deps.db, {
        sessionId: request.params.sessionId,
        userId: user.id,
        subscriptionId: `sub_test_${randomUUID()}`,
        periodEnd: (interval) => periodEndFrom(at, interval),
        now: at,
      });
      if (!result.ok) {
        if (result.reason === 'not_found') throw notFound('Checkout session not found');
        // Another session of the user was confirmed at the same moment.
        if (result.reason === 'already_subscribed') throw alreadySubscribed();
        throw new HttpError(409, 'session_expired', 'This checkout session has expired');
      }
      return { redirectUrl: result.session.successUrl };
    },
  );

  await app.register(webhookRoutes);
};

export default billingRoutes;
