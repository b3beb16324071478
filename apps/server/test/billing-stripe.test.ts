// The Stripe provider against a local stand-in of Stripe's API: checkout sessions as Stripe gets
// them, webhooks signed the real way (valid, invalid, stale, replayed, out of order), renewals,
// payment failures and cancel at period end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../src/env';
import { signUp, type SignedInUser } from './auth-helpers';
import { createTestApp, type TestApp } from './helpers';
import {
  STAND_IN_SECRET_KEY,
  STAND_IN_WEBHOOK_SECRET,
  signedEvent,
  startStripeStandIn,
  type StripeStandIn,
} from './stand-ins/stripe-api';
import { callAs, queryRows } from './user-api-helpers';

const ORIGIN = 'http://localhost:3000';
const clockStart = new Date();
let clock = clockStart;
const at = (seconds: number) => new Date(clockStart.getTime() + seconds * 1000);

let t: TestApp;
let stripe: StripeStandIn;
let user: SignedInUser;
let stranger: SignedInUser;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await createTestApp({
    now: () => clock,
    stripe: {
      secretKey: STAND_IN_SECRET_KEY,
      webhookSecret: STAND_IN_WEBHOOK_SECRET,
      apiUrl: stripe.url,
    },
  });
  user = await signUp(t.app);
  stranger = await signUp(t.app);
});

afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

function deliver(delivery: { payload: string; signature: string } | { payload: string }) {
  return t.app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    headers: {
      'content-type': 'application/json',
      ...('signature' in delivery ? { 'stripe-signature': delivery.signature } : {}),
    },
    payload: delivery.payload,
  });
}

interface StoredSubscription {
  id: string;
  status: string;
  cancel_at_period_end: boolean;
  current_period_end: Date | string | null;
  provider_subscription_id: string;
  plan_id: string;
}

async function stored(userId = user.id): Promise<StoredSubscription[]> {
  return queryRows<StoredSubscription>(
    t.handle,
    `select id, status, cancel_at_period_end, current_period_end, provider_subscription_id, plan_id
       from subscriptions where user_id = '${userId}' order by created_at`,
  );
}

const status = async (who = user) =>
  (await callAs(t.app, who)('GET', `/api/billing/subscription-status/${who.id}`)).json<{
    hasActiveSubscription: boolean;
  }>().hasActiveSubscription;

let sessionId: string;
let subscriptionId: string;

describe('checkout through Stripe', () => {
  it('names Stripe as the provider', async () => {
    expect((await callAs(t.app, null)('GET', '/api/billing/config')).json()).toEqual({
      provider: 'stripe',
    });
  });

  it('creates a subscription-mode checkout session that names the user and the plan', async () => {
    const response = await callAs(t.app, user)(
      'POST',
      `/api/billing/create-checkout-session/${user.id}`,
      {
        plan_id: 'founding-member-monthly',
        success_url: `${ORIGIN}/signals`,
        cancel_url: `${ORIGIN}/pricing`,
      },
    );
    expect(response.statusCode).toBe(200);
    const { checkoutUrl } = response.json<{ checkoutUrl: string }>();
    expect(checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);

    const request = stripe.requests.find((r) => r.path === '/v1/checkout/sessions')!;
    expect(request.method).toBe('POST');
    expect(request.headers['content-type']).toMatch(/application\/x-www-form-urlencoded/);
    expect(request.body).toMatchObject({
      mode: 'subscription',
      success_url: `${ORIGIN}/signals`,
      cancel_url: `${ORIGIN}/pricing`,
      client_reference_id: user.id,
      customer_email: user.email,
      metadata: { user_id: user.id, plan_id: 'founding-member-monthly' },
      subscription_data: { metadata: { user_id: user.id, plan_id: 'founding-member-monthly' } },
      line_items: [
        {
          quantity: '1',
          price_data: {
            currency: 'usd',
            unit_amount: '999',
            recurring: { interval: 'month' },
            product_data: { name: 'Founding Member (Monthly)' },
          },
        },
      ],
    });
    sessionId = [...stripe.sessions.keys()][0]!;
    const rows = await queryRows<{ id: string; provider: string; status: string }>(
      t.handle,
      `select id, provider, status from checkout_sessions where user_id = '${user.id}'`,
    );
    expect(rows).toEqual([{ id: sessionId, provider: 'stripe', status: 'open' }]);
    expect(await status()).toBe(false);
  });

  it('answers 502 with the spec text when Stripe refuses, and stores nothing', async () => {
    stripe.failNext(400);
    const response = await callAs(t.app, stranger)(
      'POST',
      `/api/billing/create-checkout-session/${stranger.id}`,
      {
        plan_id: 'founding-member-yearly',
        success_url: `${ORIGIN}/signals`,
        cancel_url: `${ORIGIN}/pricing`,
      },
    );
    expect(response.statusCode).toBe(502);
    expect(response.json().error.message).toBe('Failed to create checkout session');
    const rows = await queryRows(
      t.handle,
      `select id from checkout_sessions where user_id = '${stranger.id}'`,
    );
    expect(rows).toEqual([]);
  });
});

describe('POST /api/billing/webhook', () => {
  let completed: { id: string; payload: string; signature: string };

  it('refuses a missing, wrong, tampered or stale signature and changes nothing', async () => {
    const { session } = stripe.completeCheckout(sessionId, at(5));
    subscriptionId = String(session.subscription);
    const event = { type: 'checkout.session.completed', object: session, created: at(10) };
    clock = at(11);
    const wrongSecret = signedEvent(event, { secret: 'whsec_someone_else' });
    const good = signedEvent(event);
    const tampered = { ...good, payload: good.payload.replace(user.id, stranger.id) };
    const stale = signedEvent(event, { signedAt: at(10 - 600) });
    for (const delivery of [{ payload: good.payload }, wrongSecret, tampered, stale]) {
      const response = await deliver(delivery);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('invalid_webhook');
    }
    expect(await stored()).toEqual([]);
    expect(await queryRows(t.handle, 'select id from billing_events')).toEqual([]);
    completed = good;
  });

  it('applies checkout.session.completed: the subscription as Stripe has it', async () => {
    const response = await deliver(completed);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, processed: true });
    const [row] = await stored();
    const stripeSubscription = stripe.subscriptions.get(subscriptionId)!;
    const items = stripeSubscription.items as { data: { current_period_end: number }[] };
    expect(row).toMatchObject({
      status: 'active',
      cancel_at_period_end: false,
      provider_subscription_id: subscriptionId,
      plan_id: 'founding-member-monthly',
    });
    expect(new Date(row!.current_period_end!).getTime()).toBe(
      items.data[0]!.current_period_end * 1000,
    );
    expect(await status()).toBe(true);
    const session = await queryRows<{ status: string; subscription_id: string }>(
      t.handle,
      `select status, subscription_id from checkout_sessions where id = '${sessionId}'`,
    );
    expect(session).toEqual([{ status: 'complete', subscription_id: row!.id }]);
    const list = await callAs(t.app, user)('GET', `/api/billing/subscriptions/user/${user.id}`);
    expect(list.json()).toEqual([
      expect.objectContaining({
        id: row!.id,
        status: 'active',
        plan_id: 'founding-member-monthly',
        next_billing_date: new Date(items.data[0]!.current_period_end * 1000).toISOString(),
      }),
    ]);
  });

  it('answers a replayed event without applying it again', async () => {
    const before = await stored();
    // Meanwhile the subscription moved on; the replay must not bring the old state back.
    const later = stripe.updateSubscription(subscriptionId, { status: 'past_due' });
    const newer = signedEvent({
      type: 'customer.subscription.updated',
      object: later,
      created: at(20),
    });
    clock = at(21);
    expect((await deliver(newer)).json()).toEqual({ received: true, processed: true });
    expect((await stored())[0]!.status).toBe('past_due');
    const replay = await deliver(completed);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, processed: false });
    expect((await stored())[0]!.status).toBe('past_due');
    expect(before).toHaveLength(1);
    expect(await status()).toBe(false);
  });

  it('ignores an event older than the state it already holds (out of order)', async () => {
    const older = signedEvent({
      type: 'customer.subscription.updated',
      object: { ...stripe.subscriptions.get(subscriptionId)!, status: 'active' },
      created: at(15),
    });
    const response = await deliver(older);
    expect(response.json()).toEqual({ received: true, processed: true });
    expect((await stored())[0]!.status).toBe('past_due');
  });

  it('invoice.paid reads the subscription again: renewed, active, period end moved', async () => {
    const nextEnd = Math.floor(at(40 * 86_400).getTime() / 1000);
    const current = stripe.subscriptions.get(subscriptionId)!;
    const items = current.items as { data: Record<string, unknown>[] };
    stripe.updateSubscription(subscriptionId, {
      status: 'active',
      items: { ...items, data: [{ ...items.data[0], current_period_end: nextEnd }] },
    });
    const invoice = {
      id: 'in_test_renewal',
      object: 'invoice',
      status: 'paid',
      customer: current.customer,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { metadata: {}, subscription: subscriptionId },
      },
    };
    clock = at(31);
    const response = await deliver(
      signedEvent({ type: 'invoice.paid', object: invoice, created: at(30) }),
    );
    expect(response.json()).toEqual({ received: true, processed: true });
    const [row] = await stored();
    expect(row!.status).toBe('active');
    expect(new Date(row!.current_period_end!).getTime()).toBe(nextEnd * 1000);
    expect(await status()).toBe(true);
  });

  it('invoice.payment_failed moves the status from Stripe (past_due ends access)', async () => {
    stripe.updateSubscription(subscriptionId, { status: 'past_due' });
    const invoice = {
      id: 'in_test_failed',
      object: 'invoice',
      status: 'open',
      parent: { subscription_details: { subscription: subscriptionId } },
    };
    clock = at(41);
    await deliver(
      signedEvent({ type: 'invoice.payment_failed', object: invoice, created: at(40) }),
    );
    expect((await stored())[0]!.status).toBe('past_due');
    expect(await status()).toBe(false);
    stripe.updateSubscription(subscriptionId, { status: 'active' });
    clock = at(46);
    await deliver(
      signedEvent({
        type: 'customer.subscription.updated',
        object: stripe.subscriptions.get(subscriptionId)!,
        created: at(45),
      }),
    );
    expect(await status()).toBe(true);
  });

  it('at the same instant a cancellation wins over an active state, in either order', async () => {
    const current = stripe.subscriptions.get(subscriptionId)!;
    const update = (status: string, second: number) =>
      deliver(
        signedEvent({
          type: 'customer.subscription.updated',
          object: { ...current, status },
          created: at(second),
        }),
      );
    clock = at(49);
    await update('canceled', 47);
    await update('active', 47);
    expect((await stored())[0]!.status).toBe('canceled');
    // A later state still applies.
    await update('active', 48);
    expect((await stored())[0]!.status).toBe('active');
  });

  it('ignores events it does not use, once', async () => {
    const ping = signedEvent({
      type: 'customer.created',
      object: { id: 'cus_x' },
      created: at(46),
    });
    expect((await deliver(ping)).json()).toEqual({ received: true, processed: true });
    expect((await deliver(ping)).json()).toEqual({ received: true, processed: false });
  });
});

describe('cancel at period end through Stripe', () => {
  it('asks Stripe to cancel at period end and keeps access until then', async () => {
    const [row] = await stored();
    expect(
      (await callAs(t.app, stranger)('DELETE', `/api/billing/subscriptions/${row!.id}`)).statusCode,
    ).toBe(403);
    expect(stripe.subscriptions.get(subscriptionId)!.cancel_at_period_end).toBe(false);

    clock = at(50);
    const response = await callAs(t.app, user)('DELETE', `/api/billing/subscriptions/${row!.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: row!.id, cancel_at_period_end: true });
    const update = stripe.requests.filter(
      (r) => r.method === 'POST' && r.path === `/v1/subscriptions/${subscriptionId}`,
    );
    expect(update).toHaveLength(1);
    expect(update[0]!.body).toEqual({ cancel_at_period_end: 'true' });
    expect((await stored())[0]!.cancel_at_period_end).toBe(true);
    expect(await status()).toBe(true);
  });

  it('customer.subscription.deleted ends it', async () => {
    const ended = stripe.updateSubscription(subscriptionId, {
      status: 'canceled',
      ended_at: Math.floor(at(60).getTime() / 1000),
    });
    clock = at(61);
    await deliver(
      signedEvent({ type: 'customer.subscription.deleted', object: ended, created: at(60) }),
    );
    expect((await stored())[0]!.status).toBe('canceled');
    expect(await status()).toBe(false);
    // A late 'updated' from before the deletion does not revive it.
    await deliver(
      signedEvent({
        type: 'customer.subscription.updated',
        object: { ...ended, status: 'active' },
        created: at(55),
      }),
    );
    expect((await stored())[0]!.status).toBe('canceled');
  });

  it('answers 502 when Stripe is unreachable for a cancel, and changes nothing', async () => {
    const other = await signUp(t.app);
    const start = await callAs(t.app, other)(
      'POST',
      `/api/billing/create-checkout-session/${other.id}`,
      {
        plan_id: 'founding-member-yearly',
        success_url: `${ORIGIN}/signals`,
        cancel_url: `${ORIGIN}/pricing`,
      },
    );
    expect(start.statusCode).toBe(200);
    const id = [...stripe.sessions.keys()].at(-1)!;
    const { session } = stripe.completeCheckout(id, at(70));
    clock = at(71);
    await deliver(
      signedEvent({ type: 'checkout.session.completed', object: session, created: at(70) }),
    );
    const [row] = await stored(other.id);
    expect(row).toMatchObject({ plan_id: 'founding-member-yearly', status: 'active' });
    // Status 400 is not retried by the SDK.
    stripe.failNext(400);
    const response = await callAs(t.app, other)('DELETE', `/api/billing/subscriptions/${row!.id}`);
    expect(response.statusCode).toBe(502);
    expect(response.json().error.message).toBe('Failed to cancel subscription');
    expect((await stored(other.id))[0]!.cancel_at_period_end).toBe(false);
  });
});

describe('Stripe configuration', () => {
  it('refuses to start with only one of the two Stripe variables, naming the missing one', () => {
    expect(() => readEnv({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => readEnv({ STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toThrow(/STRIPE_SECRET_KEY/);
    const env = readEnv({
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      FREE_ANALYSIS_PROJECTS: ' Uniswap, aave ,,',
    });
    expect(env.FREE_ANALYSIS_PROJECTS).toEqual(['Uniswap', 'aave']);
    expect(env.FREE_ANALYSIS_PROJECT_COUNT).toBe(10);
    expect(readEnv({}).STRIPE_SECRET_KEY).toBeUndefined();
  });
});
