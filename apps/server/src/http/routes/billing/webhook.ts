// POST /api/billing/webhook: Stripe's events. The signature covers the exact bytes Stripe sent,
// so this plugin keeps the body raw (its own content-type parser, scoped to this route).
import { apiErrorSchema } from '@gitsignals/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ProviderUnavailable, WebhookRejected } from '../../../billing/provider';
import { HttpError } from '../../plugins/errors';

const webhookAnswerSchema = z.object({
  received: z.literal(true),
  /** false when the event id was processed before (a replay): nothing changed. */
  processed: z.boolean(),
});

const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    '/billing/webhook',
    {
      schema: {
        tags: ['billing'],
        summary: 'Stripe webhook (signed with the endpoint secret; events applied once, in order)',
        response: { 200: webhookAnswerSchema, 400: apiErrorSchema, 502: apiErrorSchema },
      },
    },
    async (request) => {
      const { db, billing, now } = app.deps;
      const signature = request.headers['stripe-signature'];
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      try {
        const outcome = await billing.handleWebhook(
          db,
          body,
          typeof signature === 'string' ? signature : undefined,
          now(),
        );
        request.log.info(
          { event: outcome.eventId, type: outcome.type, processed: outcome.processed },
          'billing webhook',
        );
        if (outcome.endedDuplicate) {
          request.log.warn(
            { event: outcome.eventId, ...outcome.endedDuplicate },
            'a second live subscription of a user was refunded and cancelled',
          );
        }
        return { received: true as const, processed: outcome.processed };
      } catch (error) {
        if (error instanceof WebhookRejected) {
          throw new HttpError(400, 'invalid_webhook', error.message);
        }
        if (error instanceof ProviderUnavailable) {
          request.log.error({ err: error.cause }, 'Stripe failed while a webhook was applied');
          throw new HttpError(
            502,
            'provider_error',
            'Stripe could not be reached to apply this event; nothing was kept, send it again',
          );
        }
        throw error;
      }
    },
  );
};

export default webhookRoutes;
