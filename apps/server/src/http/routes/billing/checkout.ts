// POST /billing/create-checkout-session/{userId}: start a checkout for a plan (spec section 7).
import { endpointSchemas } from '@gitsignals/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { startCheckout } from '../../../use-cases/billing/start-checkout';
import { routeOf } from '../../endpoint-route';
import { signedInUser } from '../../plugins/access-checks';
import { refusalError } from './refusals';

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

const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpointSchemas.createCheckoutSession, {
      tags: ['billing'],
      summary:
        'Start a checkout for a plan; answers the address to send the browser to (Stripe, or the test-mode page)',
    }),
    config: { access: { self: 'params.userId' } },
    handler: async (request) => {
      const { id, email } = signedInUser(request);
      const { plan_id, success_url, cancel_url } = request.body;
      const outcome = await startCheckout(app.deps, {
        user: { id, email },
        planId: plan_id,
        successUrl: success_url,
        cancelUrl: cancel_url,
        ownOrigins: ownOrigins(request),
      });
      if (!outcome.ok) throw refusalError(request, outcome.refusal);
      return outcome.value;
    },
  });
};

export default checkoutRoutes;
