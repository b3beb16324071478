// What the billing use cases answer: a value, or a refusal the caller maps to its own terms
// (the HTTP routes to a status and message: http/routes/billing/refusals.ts). Refusals are
// expected outcomes, so they are returned, typed, rather than thrown; failures still throw.
import type { BillingProvider } from '../../billing/provider';
import type { Database } from '@gitsignals/db';

export interface BillingDeps {
  db: Database;
  billing: BillingProvider;
  now: () => Date;
}

export type BillingRefusal =
  /** A success or cancel address outside this site: checkout must not forward users elsewhere. */
  | { reason: 'foreign_return_url'; field: 'success_url' | 'cancel_url' }
  | { reason: 'unknown_plan'; planId: string }
  /** One live subscription per user (docs/decisions/018). */
  | { reason: 'already_subscribed' }
  | { reason: 'subscription_not_found' }
  | { reason: 'checkout_session_not_found' }
  | { reason: 'checkout_session_expired' }
  /** The subscription or checkout session is another user's. */
  | { reason: 'not_owner' }
  /** The provider refused a checkout or a cancellation; `cause` is for the log. */
  | { reason: 'provider_error'; action: 'checkout' | 'cancel'; cause: unknown }
  /** A webhook that is not genuine (bad signature, unparsable body). */
  | { reason: 'webhook_rejected'; message: string }
  /** The provider's API failed while a webhook was applied: nothing kept, it should resend. */
  | { reason: 'provider_unavailable'; cause: unknown };

export type Outcome<T> = { ok: true; value: T } | { ok: false; refusal: BillingRefusal };

export const accepted = <T>(value: T): Outcome<T> => ({ ok: true, value });
export const refused = <T>(refusal: BillingRefusal): Outcome<T> => ({ ok: false, refusal });
