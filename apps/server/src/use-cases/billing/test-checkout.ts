// The local test mode's checkout page (billing/test-mode-provider.ts): reading a session of the
// signed-in user, and its 'Confirm test payment', which activates the subscription for one period.
import { randomUUID } from 'node:crypto';
import {
  completeTestCheckout,
  findCheckoutSession,
  hasLiveSubscription,
  type CheckoutSessionRow,
  type PlanRow,
} from '@gitsignals/db';
import { periodEndFrom } from '../../billing/provider';
import { accepted, refused, type BillingDeps, type Outcome } from './outcome';

interface OwnSession {
  session: CheckoutSessionRow;
  plan: PlanRow;
}

export interface TestCheckout extends OwnSession {
  status: 'open' | 'complete' | 'expired';
}

/** A test-mode session of this user: unknown (or Stripe's) is not found, another's not owned. */
async function ownSession(
  deps: BillingDeps,
  input: { userId: string; sessionId: string },
): Promise<Outcome<OwnSession>> {
  const found = await findCheckoutSession(deps.db, input.sessionId);
  if (!found || found.session.provider !== 'test') {
    return refused({ reason: 'checkout_session_not_found' });
  }
  if (found.session.userId !== input.userId) return refused({ reason: 'not_owner' });
  return accepted(found);
}

export async function findTestCheckout(
  deps: BillingDeps,
  input: { userId: string; sessionId: string },
): Promise<Outcome<TestCheckout>> {
  const own = await ownSession(deps, input);
  if (!own.ok) return own;
  const { session } = own.value;
  const expired = session.status === 'open' && session.expiresAt <= deps.now();
  const status = expired ? 'expired' : (session.status as 'open' | 'complete');
  return accepted({ ...own.value, status });
}

/** Confirms the session; answers where the browser goes next (its success_url). */
export async function confirmTestCheckout(
  deps: BillingDeps,
  input: { userId: string; sessionId: string },
): Promise<Outcome<{ redirectUrl: string }>> {
  const own = await ownSession(deps, input);
  if (!own.ok) return own;
  const at = deps.now();
  if (
    own.value.session.status === 'open' &&
    (await hasLiveSubscription(deps.db, input.userId, at))
  ) {
    return refused({ reason: 'already_subscribed' });
  }
  const result = await completeTestCheckout(deps.db, {
    sessionId: input.sessionId,
    userId: input.userId,
    subscriptionId: `sub_test_${randomUUID()}`,
    periodEnd: (interval) => periodEndFrom(at, interval),
    now: at,
  });
  if (result.ok) return accepted({ redirectUrl: result.session.successUrl });
  if (result.reason === 'not_found') return refused({ reason: 'checkout_session_not_found' });
  // Another session of the user was confirmed at the same moment.
  if (result.reason === 'already_subscribed') return refused({ reason: 'already_subscribed' });
  return refused({ reason: 'checkout_session_expired' });
}
