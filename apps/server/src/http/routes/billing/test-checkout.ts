// The local test mode's checkout page calls (billing/test-mode-provider.ts): the session of the
// signed-in user for /billing/test-checkout/{sessionId}, and its 'Confirm test payment'.
import { endpointSchemas } from '@gitsignals/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { confirmTestCheckout, findTestCheckout } from '../../../use-cases/billing/test-checkout';
import { routeOf } from '../../endpoint-route';
import { signedInUser } from '../../plugins/access-checks';
import { presentPlan } from './present';
import { refusalError } from './refusals';

const testCheckoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpointSchemas.testCheckout, {
      tags: ['billing'],
      summary: 'A test-mode checkout session of the signed-in user, for its confirmation page',
    }),
    // Any signed-in user; the session must be theirs (403 otherwise, 404 when unknown).
    config: { access: 'user' },
    handler: async (request) => {
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
  });

  app.route({
    ...routeOf(endpointSchemas.confirmTestCheckout, {
      tags: ['billing'],
      summary:
        "Test mode's 'Confirm test payment': activates the subscription for one period and answers where to go next (the success_url)",
    }),
    config: { access: 'user' },
    handler: async (request) => {
      const outcome = await confirmTestCheckout(app.deps, {
        userId: signedInUser(request).id,
        sessionId: request.params.sessionId,
      });
      if (!outcome.ok) throw refusalError(request, outcome.refusal);
      return outcome.value;
    },
  });
};

export default testCheckoutRoutes;
