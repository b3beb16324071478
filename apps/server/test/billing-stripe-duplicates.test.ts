// One live subscription per user through Stripe (issue 11): two checkouts started before either
// was paid can both be paid. The second subscription is refunded and cancelled at once through
// Stripe, recorded, and shown to the user — whichever webhook comes first, when both come at
// once, when Stripe retries, and when a lapsed subscription comes back to life beside a new one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type SignedInUser } from './auth-helpers';
import { giveSubscription } from './billing-helpers';
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
/** Seconds after the start; each test moves the clock on, as Stripe's event times do. */
let second = 0;
const tick = () => {
  second += 10;
  clock = new Date(clockStart.getTime() + second * 1000);
  return new Date(clock.getTime() - 1000);
};

let t: TestApp;
let stripe: StripeStandIn;

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
});

afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

type Delivery = { id: string; payload: string; signature: string };

function deliver(delivery: Delivery) {
  return t.app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature },
    payload: delivery.payload,
  });
}

/** Starts a checkout as the user; answers Stripe's session id. */
async function startCheckout(user: SignedInUser, plan = 'founding-member-monthly') {
  const response = await callAs(t.app, user)(
    'POST',
    `/api/billing/create-checkout-session/${user.id}`,
    { plan_id: plan, success_url: `${ORIGIN}/signals`, cancel_url: `${ORIGIN}/pricing` },
  );
  expect(response.statusCode, response.body).toBe(200);
  return [...stripe.sessions.values()].filter((s) => s.client_reference_id === user.id).at(-1)!
    .id as string;
}

/** The customer pays on Stripe's page; answers the subscription and the webhook Stripe sends. */
function pay(sessionId: string) {
  const at = tick();
  const { session, subscription } = stripe.completeCheckout(sessionId, at);
  const event = signedEvent({ type: 'checkout.session.completed', object: session, created: at });
  return { subscriptionId: String(subscription.id), event };
}

function subscriptionEvent(type: string, object: Record<string, unknown>): Delivery {
  return signedEvent({ type, object, created: tick() });
}

interface Row {
  id: string;
  status: string;
  provider: string;
  provider_subscription_id: string | null;
  ended_reason: string | null;
}

const rows = (user: SignedInUser) =>
  queryRows<Row>(
    t.handle,
    `select * from subscriptions where user_id = '${user.id}' order by created_at, id`,
  );

const refundRows = (user: SignedInUser) =>
  queryRows<{ id: string; subscription_id: string; amount_cents: number; currency: string }>(
    t.handle,
    `select r.id, r.subscription_id, r.amount_cents, r.currency from subscription_refunds r
       join subscriptions s on s.id = r.subscription_id where s.user_id = '${user.id}'`,
  );

const byCheckout = (stored: Row[], order: { subscriptionId: string }[]) =>
  order.map((paid) => stored.find((r) => r.provider_subscription_id === paid.subscriptionId)!);

const live = async (user: SignedInUser) =>
  (await rows(user)).filter((row) => row.status === 'active' || row.status === 'trialing');

/** Stripe's view: whether the subscription is cancelled and what its payments got back. */
function atStripe(subscriptionId: string) {
  const subscription = stripe.subscriptions.get(subscriptionId)!;
  const invoice = subscription.latest_invoice;
  const intents = [...stripe.invoicePayments.values()]
    .filter((p) => p.invoice === invoice)
    .map((p) => (p.payment as { payment_intent: string }).payment_intent);
  const refunds = [...stripe.refunds.values()].filter((r) =>
    intents.includes(r.payment_intent as string),
  );
  return { status: subscription.status, refunds };
}

const status = async (user: SignedInUser) =>
  (await callAs(t.app, user)('GET', `/api/billing/subscription-status/${user.id}`)).json<{
    hasActiveSubscription: boolean;
  }>().hasActiveSubscription;

describe('two paid checkouts of one user', () => {
  let user: SignedInUser;
  let first: ReturnType<typeof pay>;
  let second: ReturnType<typeof pay>;

  it('keeps the first, refunds and cancels the second through Stripe, and records it', async () => {
    user = await signUp(t.app);
    // Both sessions start before either is paid: the 409 at checkout cannot see the other.
    const one = await startCheckout(user);
    const two = await startCheckout(user, 'founding-member-yearly');
    first = pay(one);
    second = pay(two);

    expect((await deliver(first.event)).json()).toEqual({ received: true, processed: true });
    const answer = await deliver(second.event);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ received: true, processed: true });

    // Both rows were made at the same instant: compare them in the order of their checkouts.
    const stored = byCheckout(await rows(user), [first, second]);
    expect(stored.map((r) => [r.provider_subscription_id, r.status, r.ended_reason])).toEqual([
      [first.subscriptionId, 'active', null],
      [second.subscriptionId, 'canceled', 'duplicate'],
    ]);
    expect(atStripe(first.subscriptionId)).toEqual({ status: 'active', refunds: [] });
    const secondAtStripe = atStripe(second.subscriptionId);
    expect(secondAtStripe.status).toBe('canceled');
    expect(secondAtStripe.refunds).toEqual([
      expect.objectContaining({ amount: 9999, currency: 'usd', reason: 'duplicate' }),
    ]);
    expect(await refundRows(user)).toEqual([
      {
        id: secondAtStripe.refunds[0]!.id,
        subscription_id: stored[1]!.id,
        amount_cents: 9999,
        currency: 'usd',
      },
    ]);
    // The money goes back before the subscription ends: a failed refund leaves it to retry.
    const calls = stripe.requests.map((r) => `${r.method} ${r.path}`);
    expect(calls.lastIndexOf('POST /v1/refunds')).toBeLessThan(
      calls.lastIndexOf(`DELETE /v1/subscriptions/${second.subscriptionId}`),
    );
    const sessions = await queryRows<{ status: string }>(
      t.handle,
      `select status from checkout_sessions where user_id = '${user.id}'`,
    );
    expect(sessions.map((s) => s.status)).toEqual(['complete', 'complete']);
    expect(await status(user)).toBe(true);
  });

  it('tells the user why: the refunded subscription is listed with what came back', async () => {
    const list = await callAs(t.app, user)('GET', `/api/billing/subscriptions/user/${user.id}`);
    const items =
      list.json<
        { status: string; plan_id: string; duplicate: { refunded_amount: number } | null }[]
      >();
    expect(items).toHaveLength(2);
    expect(items.find((s) => s.status === 'active')).toMatchObject({
      plan_id: 'founding-member-monthly',
      duplicate: null,
    });
    expect(items.find((s) => s.status === 'canceled')).toMatchObject({
      plan_id: 'founding-member-yearly',
      duplicate: { refunded_amount: 99.99, ended_at: clock.toISOString() },
    });
  });

  it('changes nothing more when Stripe retries or sends the cancelled one’s other events', async () => {
    const before = stripe.requests.length;
    // Stripe's retry of the same delivery.
    const replay = await deliver(second.event);
    expect(replay.json()).toEqual({ received: true, processed: false });
    // Events Stripe made before our cancel, arriving after it.
    const original = { ...stripe.subscriptions.get(second.subscriptionId)!, status: 'active' };
    const created = subscriptionEvent('customer.subscription.created', original);
    const late = signedEvent({
      type: 'customer.subscription.created',
      object: original,
      created: new Date(clock.getTime() - 5000),
    });
    for (const delivery of [late, created]) {
      expect((await deliver(delivery)).statusCode).toBe(200);
    }
    // The ones our cancel caused.
    const deleted = subscriptionEvent(
      'customer.subscription.deleted',
      stripe.subscriptions.get(second.subscriptionId)!,
    );
    expect((await deliver(deleted)).json()).toEqual({ received: true, processed: true });
    const invoicePaid = subscriptionEvent('invoice.paid', {
      id: stripe.subscriptions.get(second.subscriptionId)!.latest_invoice,
      object: 'invoice',
      parent: { subscription_details: { subscription: second.subscriptionId } },
    });
    expect((await deliver(invoicePaid)).statusCode).toBe(200);

    const stored = byCheckout(await rows(user), [first, second]);
    expect(stored.map((r) => [r.status, r.ended_reason])).toEqual([
      ['active', null],
      ['canceled', 'duplicate'],
    ]);
    expect(await refundRows(user)).toHaveLength(1);
    expect(atStripe(second.subscriptionId).refunds).toHaveLength(1);
    const mutations = stripe.requests
      .slice(before)
      .filter((r) => r.method !== 'GET')
      .map((r) => `${r.method} ${r.path}`);
    // The late 'created' (still active, newer than what we hold) is a duplicate again; Stripe
    // already has it cancelled and refunded, so nothing is taken or given twice.
    expect(mutations.filter((m) => m.startsWith('DELETE'))).toHaveLength(0);
    expect(stripe.refunds.size).toBe(1);
  });
});

describe('the order and timing of the two webhooks', () => {
  it('keeps the one recorded first when the second checkout’s webhook arrives first', async () => {
    const user = await signUp(t.app);
    const one = await startCheckout(user);
    const two = await startCheckout(user);
    const first = pay(one);
    const second = pay(two);
    expect((await deliver(second.event)).statusCode).toBe(200);
    expect((await deliver(first.event)).statusCode).toBe(200);
    expect((await live(user)).map((r) => r.provider_subscription_id)).toEqual([
      second.subscriptionId,
    ]);
    expect(atStripe(second.subscriptionId)).toEqual({ status: 'active', refunds: [] });
    expect(atStripe(first.subscriptionId)).toMatchObject({
      status: 'canceled',
      refunds: [expect.objectContaining({ amount: 999, reason: 'duplicate' })],
    });
  });

  it('keeps exactly one when both webhooks arrive at the same moment', async () => {
    const user = await signUp(t.app);
    const one = await startCheckout(user);
    const two = await startCheckout(user);
    const first = pay(one);
    const second = pay(two);
    const answers = await Promise.all([deliver(first.event), deliver(second.event)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(await live(user)).toHaveLength(1);
    const ended = (await rows(user)).filter((r) => r.status === 'canceled');
    expect(ended).toEqual([expect.objectContaining({ ended_reason: 'duplicate' })]);
    const refunded = [first, second].filter((p) => atStripe(p.subscriptionId).refunds.length === 1);
    expect(refunded.map((p) => p.subscriptionId)).toEqual([ended[0]!.provider_subscription_id]);
    expect(atStripe(refunded[0]!.subscriptionId).status).toBe('canceled');
  });
});

describe('when Stripe fails during the refund', () => {
  it('answers an error so Stripe retries, keeps nothing, and the retry finishes the job', async () => {
    const user = await signUp(t.app);
    const one = await startCheckout(user);
    const two = await startCheckout(user);
    const first = pay(one);
    const second = pay(two);
    await deliver(first.event);

    // Status 400 is not retried by the SDK: the webhook itself must fail.
    stripe.failNext(400, 'POST /v1/refunds');
    const failed = await deliver(second.event);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error.code).toBe('provider_error');
    expect(atStripe(second.subscriptionId)).toEqual({ status: 'active', refunds: [] });
    expect((await rows(user)).map((r) => r.provider_subscription_id)).toEqual([
      first.subscriptionId,
    ]);
    const recorded = await queryRows(
      t.handle,
      `select id from billing_events where id = '${second.event.id}'`,
    );
    expect(recorded).toEqual([]);

    // Stripe delivers the same event again later.
    const retried = await deliver(second.event);
    expect(retried.json()).toEqual({ received: true, processed: true });
    expect(atStripe(second.subscriptionId)).toMatchObject({
      status: 'canceled',
      refunds: [expect.objectContaining({ amount: 999 })],
    });
    expect(await live(user)).toHaveLength(1);
  });
});

describe('a subscription that comes back beside a newer one', () => {
  it('refunds and cancels the one that comes back: its late payment is the second one', async () => {
    const user = await signUp(t.app);
    const old = pay(await startCheckout(user));
    await deliver(old.event);
    // Its renewal fails: past_due gives no access, so the user buys again.
    const pastDue = stripe.updateSubscription(old.subscriptionId, { status: 'past_due' });
    await deliver(subscriptionEvent('customer.subscription.updated', pastDue));
    expect(await status(user)).toBe(false);
    const fresh = pay(await startCheckout(user));
    expect((await deliver(fresh.event)).statusCode).toBe(200);
    expect(await status(user)).toBe(true);

    // Stripe's last retry of the old renewal goes through after all.
    stripe.payInvoice(old.subscriptionId, clock);
    const back = stripe.updateSubscription(old.subscriptionId, { status: 'active' });
    const answer = await deliver(
      subscriptionEvent('invoice.paid', {
        id: back.latest_invoice,
        object: 'invoice',
        parent: { subscription_details: { subscription: old.subscriptionId } },
      }),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await live(user)).map((r) => r.provider_subscription_id)).toEqual([
      fresh.subscriptionId,
    ]);
    expect(atStripe(old.subscriptionId)).toMatchObject({
      status: 'canceled',
      refunds: [expect.objectContaining({ amount: 999, reason: 'duplicate' })],
    });
    expect(atStripe(fresh.subscriptionId)).toEqual({ status: 'active', refunds: [] });
  });
});

describe('checkout while a subscription is live', () => {
  it('refuses a second checkout while a Stripe subscription is live, even past its period end', async () => {
    const user = await signUp(t.app);
    const paid = pay(await startCheckout(user));
    await deliver(paid.event);
    // The renewal is late: Stripe still has it active, the period end has passed.
    await queryRows(
      t.handle,
      `update subscriptions set current_period_end = now() - interval '1 hour' where user_id = '${user.id}'`,
    );
    const response = await callAs(t.app, user)(
      'POST',
      `/api/billing/create-checkout-session/${user.id}`,
      {
        plan_id: 'founding-member-monthly',
        success_url: `${ORIGIN}/signals`,
        cancel_url: `${ORIGIN}/pricing`,
      },
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('already_subscribed');
  });

  it('lets a test-mode subscription whose period is over give way to a Stripe one', async () => {
    const user = await signUp(t.app);
    await giveSubscription(t.handle, user.id, { periodEnd: new Date(clock.getTime() - 1000) });
    const paid = pay(await startCheckout(user));
    expect((await deliver(paid.event)).statusCode).toBe(200);
    const stored = await rows(user);
    expect(stored.map((r) => [r.provider, r.status])).toEqual([
      ['test', 'canceled'],
      ['stripe', 'active'],
    ]);
    expect(await refundRows(user)).toEqual([]);
    expect(await status(user)).toBe(true);
  });
});
