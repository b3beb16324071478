// One live subscription per user in test mode and in the database itself (issue 11): two test
// checkouts confirmed at the same moment make one subscription and a clear 409; the unique index
// refuses a second live row whoever writes it; a test-mode plan whose period is over gives way to
// a new checkout.
import { randomUUID } from 'node:crypto';
import { insertSubscription, isLiveSubscriptionConflict } from '@gitsignals/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type SignedInUser } from './auth-helpers';
import { giveSubscription } from './billing-helpers';
import { createTestApp, type TestApp } from './helpers';
import { callAs, queryRows } from './user-api-helpers';

const ORIGIN = 'http://localhost:3000';
const DAY_MS = 86_400_000;
const clock = new Date('2026-11-20T12:00:00Z');

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});

afterAll(async () => {
  await t?.close();
});

async function startTestCheckout(user: SignedInUser): Promise<string> {
  const response = await callAs(t.app, user)(
    'POST',
    `/api/billing/create-checkout-session/${user.id}`,
    {
      plan_id: 'founding-member-monthly',
      success_url: `${ORIGIN}/signals`,
      cancel_url: `${ORIGIN}/pricing`,
    },
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ checkoutUrl: string }>().checkoutUrl.split('/').pop()!;
}

const confirm = (user: SignedInUser, sessionId: string) =>
  callAs(t.app, user)('POST', `/api/billing/test-checkout/${sessionId}/confirm`);

const rows = (user: SignedInUser) =>
  queryRows<{ id: string; status: string }>(
    t.handle,
    `select id, status from subscriptions where user_id = '${user.id}' order by created_at, id`,
  );

describe('test-mode checkout', () => {
  it('confirms one of two sessions confirmed at once; the other gets a clear 409', async () => {
    const user = await signUp(t.app);
    // Two tabs: both sessions open before either is confirmed.
    const one = await startTestCheckout(user);
    const two = await startTestCheckout(user);
    const answers = await Promise.all([confirm(user, one), confirm(user, two)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(refused.json()).toEqual({
      error: { code: 'already_subscribed', message: 'You already have an active subscription' },
    });
    expect((await rows(user)).map((r) => r.status)).toEqual(['active']);
    // Confirming the refused one again still makes no second subscription.
    const refusedSession = answers[0]!.statusCode === 409 ? one : two;
    expect((await confirm(user, refusedSession)).statusCode).toBe(409);
    expect(await rows(user)).toHaveLength(1);
  });

  it('lets a plan whose period is over give way to a new checkout', async () => {
    const user = await signUp(t.app);
    const lapsed = await giveSubscription(t.handle, user.id, {
      periodEnd: new Date(clock.getTime() - DAY_MS),
    });
    const session = await startTestCheckout(user);
    expect((await confirm(user, session)).statusCode).toBe(200);
    const stored = await rows(user);
    expect(stored.find((r) => r.id === lapsed)?.status).toBe('canceled');
    expect(stored.filter((r) => r.id !== lapsed).map((r) => r.status)).toEqual(['active']);
    const status = await callAs(t.app, user)('GET', `/api/billing/subscription-status/${user.id}`);
    expect(status.json()).toEqual({ hasActiveSubscription: true });
  });
});

describe('the database', () => {
  const row = (userId: string, status: string) => ({
    id: `sub_test_${randomUUID()}`,
    userId,
    planId: 'founding-member-monthly',
    provider: 'stripe',
    providerSubscriptionId: `sub_${randomUUID()}`,
    status,
    currentPeriodEnd: new Date(clock.getTime() + 30 * DAY_MS),
  });

  it('refuses a second live subscription of a user, whoever writes it', async () => {
    const user = await signUp(t.app);
    await insertSubscription(t.handle.db, row(user.id, 'active'));
    for (const status of ['active', 'trialing']) {
      const error = await insertSubscription(t.handle.db, row(user.id, status)).then(
        () => null,
        (e: unknown) => e,
      );
      expect(isLiveSubscriptionConflict(error), status).toBe(true);
    }
    // Statuses that give no access may sit beside it.
    for (const status of ['past_due', 'unpaid', 'incomplete', 'paused', 'canceled']) {
      await insertSubscription(t.handle.db, row(user.id, status));
    }
    const stored = await rows(user);
    expect(stored.filter((r) => r.status === 'active' || r.status === 'trialing')).toHaveLength(1);
    expect(stored).toHaveLength(6);
    // Another user is not affected.
    const other = await signUp(t.app);
    await insertSubscription(t.handle.db, row(other.id, 'trialing'));
  });
});
