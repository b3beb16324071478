// The billing use cases' refusals as HTTP answers: one place for their statuses and texts.
import type { FastifyRequest } from 'fastify';
import type { BillingRefusal } from '../../../use-cases/billing/outcome';
import { forbidden } from '../../plugins/access-checks';
import { HttpError, notFound } from '../../plugins/errors';

const PROVIDER_FAILURES = {
  checkout: {
    log: 'provider refused the checkout session',
    answer: 'Failed to create checkout session',
  },
  cancel: { log: 'provider refused the cancellation', answer: 'Failed to cancel subscription' },
} as const;

/** The error to throw for a refusal; provider failures are logged with their cause first. */
export function refusalError(request: FastifyRequest, refusal: BillingRefusal): HttpError {
  switch (refusal.reason) {
    case 'foreign_return_url':
      return new HttpError(400, 'bad_request', `${refusal.field}: must be an address of this site`);
    case 'unknown_plan':
      return notFound(`Unknown plan '${refusal.planId}'`);
    case 'already_subscribed':
      return new HttpError(409, 'already_subscribed', 'You already have an active subscription');
    case 'subscription_not_found':
      return notFound('Subscription not found');
    case 'checkout_session_not_found':
      return notFound('Checkout session not found');
    case 'checkout_session_expired':
      return new HttpError(409, 'session_expired', 'This checkout session has expired');
    case 'not_owner':
      return forbidden();
    case 'provider_error': {
      const texts = PROVIDER_FAILURES[refusal.action];
      request.log.error({ err: refusal.cause }, texts.log);
      return new HttpError(502, 'provider_error', texts.answer);
    }
    case 'webhook_rejected':
      return new HttpError(400, 'invalid_webhook', refusal.message);
    case 'provider_unavailable':
      request.log.error({ err: refusal.cause }, 'Stripe failed while a webhook was applied');
      return new HttpError(
        502,
        'provider_error',
        'Stripe could not be reached to apply this event; nothing was kept, send it again',
      );
  }
}
