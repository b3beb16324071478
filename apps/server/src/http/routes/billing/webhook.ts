// POST /api/billing/webhook: Stripe's events. The signature covers the exact bytes Stripe sent,
// so this plugin keeps the body raw (its own content-type parser, scoped to this route).
import { endpointSchemas } from '@gitsignals/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applyWebhook } from '../../../use-cases/billing/apply-webhook';
import { routeOf } from '../../endpoint-route';
import { refusalError } from './refusals';

const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  app.route({
    ...routeOf(endpointSchemas.billingWebhook, {
      tags: ['billing'],
      summary: 'Stripe webhook (signed with the endpoint secret; events applied once, in order)',
    }),
    // Stripe calls it without a session: the signature with the endpoint secret is the proof.
    config: { access: 'public' },
    handler: async (request) => {
      const signature = request.headers['stripe-signature'];
      const outcome = await applyWebhook(app.deps, {
        rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        signature: typeof signature === 'string' ? signature : undefined,
      });
      if (!outcome.ok) throw refusalError(request, outcome.refusal);
      const { eventId, type, processed, endedDuplicate } = outcome.value;
      request.log.info({ event: eventId, type, processed }, 'billing webhook');
      if (endedDuplicate) {
        request.log.warn(
          { event: eventId, ...endedDuplicate },
          'a second live subscription of a user was refunded and cancelled',
        );
      }
      return { received: true as const, processed };
    },
  });
};

export default webhookRoutes;
