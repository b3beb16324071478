// The billing API in test mode (no Stripe configured) on a real database: plans, checkout through
// our own confirm page, the user's subscriptions, cancel at period end, status, owner-only access
// and the premium gates of the other routes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type SignedInUser } from './auth-helpers';
import { giveSubscription } from './billing-helpers';
import { createTestApp, registryProject, seedFeed, type TestApp } from './helpers';
import { callAs, queryRows } from './user-api-helpers';

const DAY_MS = 86_400_000;
let clock = new Date('2026-11-20T12:00:00Z');

let t: TestApp;
let alice: SignedInUser;
let bob: SignedInUser;

const ORIGIN = 'http://localhost:3000';
const checkoutBody = (plan_id = 'founding-member-monthly') => ({
  plan_id,
  success_url: `${ORIGIN}/signals`,
  cancel_url: `${ORIGIN}/pricing`,
});

beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    freeProjects: { names: ['Uniswap'] },
  });
  await seedFeed(t.handle, [registryProject('uniswap'), registryProject('aave')], []);
  alice = await signUp(t.app);
  bob = await signUp(t.app);
});

afterAll(async () => {
  await t?.close();
});

async function storedSubscriptions(userId: string) {
  return queryRows<{ id: string; status: string; cancel_at_period_end: boolean }>(
    t.handle,
    `select id, status, cancel_at_period_end from subscriptions where user_id = '${userId}' order by id`,
  );
}

describe('GET /api/billing/plans', () => {
  it('lists the seeded founding-member plans to anyone', async () => {
    const response = await callAs(t.app, null)('GET', '/api/billing/plans');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: 'founding-member-monthly',
        name: 'Founding Member (Monthly)',
        description: expect.any(String),
        price: 9.99,
        interval: 'month',
      },
      {
        id: 'founding-member-yearly',
        name: 'Founding Member (Yearly)',
        description: expect.any(String),
        price: 99.99,
        interval: 'year',
      },
    ]);
  });

  it('says test mode is the provider when Stripe is not configured', async () => {
    const response = await callAs(t.app, null)('GET', '/api/billing/config');
    expect(response.json()).toEqual({ provider: 'test' });
  });
});

describe('GET /api/billing/free-projects', () => {
  it('lists the configured free projects publicly', async () => {
    const response = await callAs(t.app, null)('GET', '/api/billing/free-projects');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ projects: [{ name: 'Uniswap', slug: 'uniswap' }] });
  });
});

describe('owner-only billing routes', () => {
  const routes = (userId: string) =>
    [
      ['POST', `/api/billing/create-checkout-session/${userId}`, checkoutBody()],
      ['GET', `/api/billing/subscriptions/user/${userId}`, undefined],
      ['GET', `/api/billing/subscription-status/${userId}`, undefined],
    ] as const;

  it('answer 401 without a session', async () => {
    for (const [method, url, body] of routes(alice.id)) {
      const response = await callAs(t.app, null)(method, url, body);
      expect(response.statusCode, url).toBe(401);
      expect(response.json().error.code).toBe('unauthorized');
    }
  });

  it("answer 403 for another user's id and create nothing", async () => {
    for (const [method, url, body] of routes(alice.id)) {
      const response = await callAs(t.app, bob)(method, url, body);
      expect(response.statusCode, url).toBe(403);
    }
    const sessions = await queryRows(t.handle, 'select id from checkout_sessions');
    expect(sessions).toEqual([]);
  });
});

describe('test-mode checkout, status, list and cancel', () => {
  let user: SignedInUser;
  let sessionId: string;

  beforeAll(async () => {
    user = await signUp(t.app);
  });

  it('starts without a subscription', async () => {
    const call = callAs(t.app, user);
    expect((await call('GET', `/api/billing/subscription-status/${user.id}`)).json()).toEqual({
      hasActiveSubscription: false,
    });
    expect((await call('GET', `/api/billing/subscriptions/user/${user.id}`)).json()).toEqual([]);
  });

  it('refuses bad checkout input clearly and stores nothing', async () => {
    const call = callAs(t.app, user);
    const url = `/api/billing/create-checkout-session/${user.id}`;
    const cases: [unknown, number, RegExp][] = [
      [{ ...checkoutBody(), plan_id: '' }, 400, /plan_id/],
      [{ success_url: `${ORIGIN}/signals`, cancel_url: `${ORIGIN}/pricing` }, 400, /plan_id/],
      [{ ...checkoutBody(), success_url: 'javascript:alert(1)' }, 400, /success_url/],
      [{ ...checkoutBody(), cancel_url: 'https://evil.example/pricing' }, 400, /cancel_url/],
      [{ ...checkoutBody(), extra: 1 }, 400, /extra|Unrecognized/i],
      [checkoutBody('no-such-plan'), 404, /Unknown plan 'no-such-plan'/],
    ];
    for (const [body, status, message] of cases) {
      const response = await call('POST', url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().error.message).toMatch(message);
    }
    const sessions = await queryRows(
      t.handle,
      `select id from checkout_sessions where user_id = '${user.id}'`,
    );
    expect(sessions).toEqual([]);
  });

  it('answers a checkoutUrl to our own test-mode page', async () => {
    const response = await callAs(t.app, user)(
      'POST',
      `/api/billing/create-checkout-session/${user.id}`,
      checkoutBody(),
    );
    expect(response.statusCode).toBe(200);
    const { checkoutUrl } = response.json<{ checkoutUrl: string }>();
    expect(checkoutUrl).toMatch(
      /^http:\/\/localhost:3000\/billing\/test-checkout\/test_cs_[\w-]+$/,
    );
    sessionId = checkoutUrl.split('/').pop()!;
  });

  it('shows the session to its owner only', async () => {
    const own = await callAs(t.app, user)('GET', `/api/billing/test-checkout/${sessionId}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      id: sessionId,
      status: 'open',
      plan: { id: 'founding-member-monthly', price: 9.99, interval: 'month' },
      success_url: `${ORIGIN}/signals`,
      cancel_url: `${ORIGIN}/pricing`,
    });
    expect(
      (await callAs(t.app, bob)('GET', `/api/billing/test-checkout/${sessionId}`)).statusCode,
    ).toBe(403);
    expect(
      (await callAs(t.app, null)('GET', `/api/billing/test-checkout/${sessionId}`)).statusCode,
    ).toBe(401);
    expect(
      (await callAs(t.app, user)('GET', '/api/billing/test-checkout/test_cs_nope')).statusCode,
    ).toBe(404);
  });

  it("refuses someone else's confirmation and changes nothing", async () => {
    const url = `/api/billing/test-checkout/${sessionId}/confirm`;
    expect((await callAs(t.app, bob)('POST', url)).statusCode).toBe(403);
    expect((await callAs(t.app, null)('POST', url)).statusCode).toBe(401);
    expect(await storedSubscriptions(user.id)).toEqual([]);
    expect(await storedSubscriptions(bob.id)).toEqual([]);
  });

  it('confirms the test payment: one active subscription for a month, back to success_url', async () => {
    const url = `/api/billing/test-checkout/${sessionId}/confirm`;
    const first = await callAs(t.app, user)('POST', url);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ redirectUrl: `${ORIGIN}/signals` });
    // A second click (or a reload) answers the same and makes no second subscription.
    const again = await callAs(t.app, user)('POST', url);
    expect(again.json()).toEqual({ redirectUrl: `${ORIGIN}/signals` });
    expect(await storedSubscriptions(user.id)).toHaveLength(1);

    const call = callAs(t.app, user);
    expect((await call('GET', `/api/billing/subscription-status/${user.id}`)).json()).toEqual({
      hasActiveSubscription: true,
    });
    const list = (await call('GET', `/api/billing/subscriptions/user/${user.id}`)).json();
    expect(list).toEqual([
      {
        id: expect.stringMatching(/^sub_test_/),
        status: 'active',
        cancel_at_period_end: false,
        next_billing_date: '2026-12-20T12:00:00.000Z',
        plan_id: 'founding-member-monthly',
        plan: {
          name: 'Founding Member (Monthly)',
          description: expect.any(String),
          price: 9.99,
          interval: 'month',
        },
        duplicate: null,
      },
    ]);
    expect((await call('GET', `/api/billing/test-checkout/${sessionId}`)).json().status).toBe(
      'complete',
    );
  });

  it('refuses a second checkout while a subscription is active', async () => {
    const response = await callAs(t.app, user)(
      'POST',
      `/api/billing/create-checkout-session/${user.id}`,
      checkoutBody('founding-member-yearly'),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('already_subscribed');
  });

  it('cancels at period end: owner only, access kept until then, idempotent', async () => {
    const [subscription] = await storedSubscriptions(user.id);
    const url = `/api/billing/subscriptions/${subscription!.id}`;
    expect((await callAs(t.app, null)('DELETE', url)).statusCode).toBe(401);
    expect((await callAs(t.app, bob)('DELETE', url)).statusCode).toBe(403);
    expect(
      (await callAs(t.app, user)('DELETE', '/api/billing/subscriptions/sub_nope')).statusCode,
    ).toBe(404);
    expect((await storedSubscriptions(user.id))[0]!.cancel_at_period_end).toBe(false);

    const response = await callAs(t.app, user)('DELETE', url);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: subscription!.id,
      status: 'active',
      cancel_at_period_end: true,
      next_billing_date: '2026-12-20T12:00:00.000Z',
    });
    expect((await callAs(t.app, user)('DELETE', url)).statusCode).toBe(200);
    const status = await callAs(t.app, user)('GET', `/api/billing/subscription-status/${user.id}`);
    expect(status.json()).toEqual({ hasActiveSubscription: true });
  });

  it('ends access when the paid period is over', async () => {
    const before = clock;
    clock = new Date(Date.parse('2026-12-20T12:00:01Z'));
    try {
      const status = await callAs(t.app, user)(
        'GET',
        `/api/billing/subscription-status/${user.id}`,
      );
      expect(status.json()).toEqual({ hasActiveSubscription: false });
    } finally {
      clock = before;
    }
  });

  it('refuses to confirm an expired session', async () => {
    const other = await signUp(t.app);
    const started = await callAs(t.app, other)(
      'POST',
      `/api/billing/create-checkout-session/${other.id}`,
      checkoutBody('founding-member-yearly'),
    );
    const id = started.json<{ checkoutUrl: string }>().checkoutUrl.split('/').pop()!;
    const before = clock;
    clock = new Date(before.getTime() + 2 * DAY_MS);
    try {
      const response = await callAs(t.app, other)(
        'POST',
        `/api/billing/test-checkout/${id}/confirm`,
      );
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('session_expired');
      expect(await storedSubscriptions(other.id)).toEqual([]);
    } finally {
      clock = before;
    }
  });

  it('a yearly test checkout runs for a year', async () => {
    const other = await signUp(t.app);
    const started = await callAs(t.app, other)(
      'POST',
      `/api/billing/create-checkout-session/${other.id}`,
      checkoutBody('founding-member-yearly'),
    );
    const id = started.json<{ checkoutUrl: string }>().checkoutUrl.split('/').pop()!;
    await callAs(t.app, other)('POST', `/api/billing/test-checkout/${id}/confirm`);
    const list = await callAs(t.app, other)('GET', `/api/billing/subscriptions/user/${other.id}`);
    expect(list.json()[0]).toMatchObject({
      plan_id: 'founding-member-yearly',
      next_billing_date: '2027-11-20T12:00:00.000Z',
    });
  });
});

describe('premium gates', () => {
  let free: SignedInUser;
  let premium: SignedInUser;
  let lapsed: SignedInUser;

  beforeAll(async () => {
    free = await signUp(t.app);
    premium = await signUp(t.app);
    lapsed = await signUp(t.app);
    await giveSubscription(t.handle, premium.id, { periodEnd: new Date(clock.getTime() + DAY_MS) });
    await giveSubscription(t.handle, lapsed.id, { periodEnd: new Date(clock.getTime() - DAY_MS) });
    await giveSubscription(t.handle, lapsed.id, {
      status: 'past_due',
      periodEnd: new Date(clock.getTime() + DAY_MS),
    });
  });

  it('technology detail: 401 visitor, 403 free or lapsed with the upgrade text, subscriber passes', async () => {
    const url = '/api/profile/aave/technologies';
    expect((await callAs(t.app, null)('GET', url)).statusCode).toBe(401);
    for (const user of [free, lapsed]) {
      const response = await callAs(t.app, user)('GET', url);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toEqual({
        code: 'subscription_required',
        message: 'Please upgrade your plan to access this feature.',
      });
    }
    // Past the gate: no stored profile for the seeded project, so the spec's not-found text.
    const allowed = await callAs(t.app, premium)('GET', url);
    expect(allowed.statusCode).toBe(404);
  });

  it('the stack examples list stays open to every signed-in user', async () => {
    expect((await callAs(t.app, free)('GET', '/api/profile/examples')).statusCode).toBe(200);
  });

  it('project analysis: free projects for everyone signed in, others for subscribers', async () => {
    const analyze = (user: SignedInUser, owner: string) =>
      callAs(t.app, user)('POST', '/api/analysis/analyze', { owner, days: 7 });
    expect((await analyze(free, 'Uniswap')).statusCode).toBe(200);
    const refused = await analyze(free, 'Aave');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(/Aave.*Please upgrade your plan/);
    expect((await analyze(premium, 'Aave')).statusCode).toBe(200);
  });

  it('project-subscriptions editor: the first choice and removals are free, additions premium', async () => {
    const put = (user: SignedInUser, projectSubList: string[]) =>
      callAs(t.app, user)('PUT', `/user/${user.id}`.replace(/^/, '/api'), { projectSubList });
    expect((await put(free, ['Uniswap'])).statusCode).toBe(200);
    const added = await put(free, ['Uniswap', 'Aave']);
    expect(added.statusCode).toBe(403);
    expect(added.json().error.code).toBe('subscription_required');
    const user = await callAs(t.app, free)('GET', `/api/user/${free.id}`);
    expect(user.json().projectSubList).toEqual(['Uniswap']);
    expect((await put(free, [])).statusCode).toBe(200);

    expect((await put(premium, ['Uniswap'])).statusCode).toBe(200);
    expect((await put(premium, ['Uniswap', 'Aave'])).statusCode).toBe(200);
  });
});

describe('the default free projects: the most active of the last 30 days', () => {
  let t2: TestApp;

  beforeAll(async () => {
    t2 = await createTestApp({ now: () => clock, freeProjects: { count: 2 } });
    const commit = (sha: string, daysAgo: number) => ({
      sha: sha.padEnd(40, '0'),
      message: `change ${sha}`,
      at: new Date(clock.getTime() - daysAgo * DAY_MS).toISOString(),
    });
    await seedFeed(
      t2.handle,
      [registryProject('aave'), registryProject('uniswap'), registryProject('celestia')],
      [
        {
          slug: 'aave',
          date: '2026-11-19',
          commits: [commit('a1', 1), commit('a2', 2), commit('a3', 3)],
        },
        { slug: 'uniswap', date: '2026-11-10', commits: [commit('b1', 10)] },
        {
          slug: 'celestia',
          date: '2026-10-01',
          commits: [commit('c1', 40), commit('c2', 41), commit('c3', 42), commit('c4', 43)],
        },
      ],
    );
  });

  afterAll(async () => {
    await t2?.close();
  });

  it('ranks by meaningful commits in the window, leaving out older activity', async () => {
    const response = await callAs(t2.app, null)('GET', '/api/billing/free-projects');
    expect(response.json()).toEqual({
      projects: [
        { name: 'Aave', slug: 'aave' },
        { name: 'Uniswap', slug: 'uniswap' },
      ],
    });
    const user = await signUp(t2.app);
    const analyze = (owner: string) =>
      callAs(t2.app, user)('POST', '/api/analysis/analyze', { owner, days: 7 });
    expect((await analyze('aave')).statusCode).toBe(200);
    expect((await analyze('Celestia')).statusCode).toBe(403);
  });
});

describe('POST /api/billing/webhook in test mode', () => {
  it('refuses every delivery: there is no Stripe to send one', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: '{"id":"evt_1","type":"customer.subscription.updated"}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_webhook');
  });
});
