// The local test mode's checkout page calls (billing/test-mode-provider.ts): the session of the
// signed-in user for /billing/test-checkout/{sessionId}, and its 'Confirm test payment'.
import {
  apiErrorSchema,
  testCheckoutConfirmResponseSchema,
  testCheckoutSessionSchema,
} from '@gitsignals/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { confirmTestCheckout, findTestCheckout } from '../../../use-cases/billing/test-checkout';
import { signedInUser } from '../../plugins/access-checks';
import { presentPlan } from './present';
import { errorResponses, refusalError } from './refusals';

const sessionParamsSchema = z.object({ sessionId: z.string().min(1).max(200) });

const testCheckoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/billing/test-checkout/:sessionId',
    {
      // Any signed-in user; the session must be theirs (403 otherwise, 404 when unknown).
      config: { access: 'user' },
      schema: {
        tags: ['billing'],
        summary: 'A test-mode checkout session of the signed-in user, for its confirmation page',
        params: sessionParamsSchema,
        response: { 200: testCheckoutSessionSchema, ...errorResponses },
      },
    },
    async (request) => {
      const outcome = await findTestCheckout(app.deps, {
        userId: signedInUser(request).id,
        sessionId: request.params.sessionId,
      });
      if (!outcome.ok) throw refusalError(request, outcome.refusal);
      const { session, plan, status } = outcome.value;
      return {
        id: session.id,
        status,
        plan: presentPlan(plan),
        success_url: session.successUrl,
        cancel_url: session.cancelUrl,
      };
    },
  );

  app.post(
    '/billing/test-checkout/:sessionId/confirm',
    {
      config: { access: 'user' },
      schema: {
        tags: ['billing'],
        summary:
          "Test mode's 'Confirm test payment': activates the subscription for one period and answers where to go next (the success_url)",
        params: sessionParamsSchema,
        response: {
          200: testCheckoutConfirmResponseSchema,
          ...errorResponses,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const outcome = await confirmTestCheckout(app.deps, {
        userId: signedInUser(request).id,
        sessionId: request.params.sessionId,
      });
      if (!outcome.ok) throw refusalError(request, outcome.refusal);
      return outcome.value;
    },
  );
};

export default testCheckoutRoutes;
