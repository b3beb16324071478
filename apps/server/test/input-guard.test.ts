// Text PostgreSQL cannot store, and absurdly nested bodies, are refused with 400 naming the
// field, before any route or better-auth reads them, and nothing is stored: a NUL character used
// to reach PostgreSQL and answer 500 ('invalid byte sequence'), a lone surrogate was stored as
// U+FFFD. The Stripe webhook's raw bytes pass untouched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type SignedInUser } from './auth-helpers';
import { giveSubscription } from './billing-helpers';
import { tableDigester, type TableDigest } from './fuzz/table-digest';
import { createTestApp, registryProject, seedFeed, type TestApp } from './helpers';
import {
  STAND_IN_SECRET_KEY,
  STAND_IN_WEBHOOK_SECRET,
  signedEvent,
  startStripeStandIn,
  type StripeStandIn,
} from './stand-ins/stripe-api';
import { callAs, queryRows } from './user-api-helpers';

const ORIGIN = 'http://localhost:3000';

let t: TestApp;
let user: SignedInUser;
let digest: () => Promise<TableDigest>;

beforeAll(async () => {
  t = await createTestApp();
  await seedFeed(t.handle, [registryProject('uniswap')], [{ slug: 'uniswap', date: '2026-01-05' }]);
  user = await signUp(t.app, { name: 'Ada' });
  await giveSubscription(t.handle, user.id);
  digest = await tableDigester(t.handle, []);
});
afterAll(async () => t?.close());

/** Sends the request and expects a 400 with this message, and not one row changed anywhere. */
async function expectRefused(
  request: () => Promise<{ statusCode: number; body: string }>,
  message: string,
): Promise<void> {
  const before = await digest();
  const response = await request();
  expect(response.statusCode, response.body).toBe(400);
  expect(JSON.parse(response.body)).toEqual({ error: { code: 'bad_request', message } });
  expect(await digest()).toEqual(before);
}

const NUL = 'must not contain a NUL character';
const SURROGATE = 'must not contain an unpaired surrogate';

describe('a NUL character', () => {
  it('in a body field answers 400 naming the field (it reached PostgreSQL: 500)', async () => {
    await expectRefused(
      () => callAs(t.app, null)('POST', '/api/feeds/search', { keywords: ['abc', 'abc\u0000def'] }),
      `keywords.1: ${NUL}`,
    );
  });

  it('in a nested field of a signed-in user’s update names the whole path', async () => {
    await expectRefused(
      () =>
        callAs(t.app, user)('PUT', `/api/user/${user.id}`, {
          project_profile: { growth: { partners: 'Aave\u0000' } },
        }),
      `project_profile.growth.partners: ${NUL}`,
    );
  });

  it('in a path parameter answers 400 naming it', async () => {
    await expectRefused(
      () => callAs(t.app, null)('GET', '/api/projects/%00/overview'),
      `name: ${NUL}`,
    );
    await expectRefused(
      () => callAs(t.app, null)('PUT', '/api/user/abc%00/unsubscribe'),
      `userId: ${NUL}`,
    );
  });

  it('in the query answers 400 naming the parameter', async () => {
    await expectRefused(
      () => callAs(t.app, user)('POST', `/api/users/${user.id}/save-feed?feedId=a%00b`),
      `feedId: ${NUL}`,
    );
  });

  it('in a field name answers 400 too', async () => {
    await expectRefused(
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/feeds/search',
          headers: { 'content-type': 'application/json' },
          payload: '{"keywords":["a"],"x\\u0000":1}',
        }),
      `body: a field name ${NUL}`,
    );
  });

  it('in better-auth’s update-user name answers 400 and keeps the name (it was a 500)', async () => {
    await expectRefused(
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/update-user',
          headers: { cookie: user.cookie, origin: ORIGIN },
          payload: { name: 'Eve\u0000' },
        }),
      `name: ${NUL}`,
    );
    const [row] = await queryRows<{ name: string }>(
      t.handle,
      `select name from users where id = '${user.id}'`,
    );
    expect(row?.name).toBe('Ada');
  });

  it('in better-auth’s query or path answers 400 naming it', async () => {
    await expectRefused(
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/reset-password?token=abc%00',
          headers: { origin: ORIGIN },
          payload: { newPassword: 'a new long password' },
        }),
      `token: ${NUL}`,
    );
    await expectRefused(
      () =>
        t.app.inject({ method: 'GET', url: '/api/auth/reset-password/abc%00?callbackURL=/reset' }),
      `path: ${NUL}`,
    );
  });
});

describe('an unpaired surrogate', () => {
  it('answers 400 instead of being stored as U+FFFD', async () => {
    await expectRefused(
      () =>
        callAs(t.app, user)('PUT', `/api/user/${user.id}`, {
          project_profile: { risk: { protocols: 'Lido \ud800' } },
        }),
      `project_profile.risk.protocols: ${SURROGATE}`,
    );
    await expectRefused(
      () =>
        callAs(t.app, user)('POST', `/api/users/${user.id}/save-search`, {
          keywords: ['\udc00zk'],
        }),
      `keywords.0: ${SURROGATE}`,
    );
  });

  it('paired, as in an emoji, is text like any other and is stored as sent', async () => {
    const response = await callAs(t.app, user)('POST', `/api/users/${user.id}/save-search`, {
      keywords: ['zk 🧪'],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ keywords: string[] }>().keywords).toEqual(['zk 🧪']);
  });
});

describe('a path Fastify cannot route', () => {
  it('answers in the app’s error shape: a lone surrogate’s bytes, a bad escape, a long segment', async () => {
    for (const url of ['/api/projects/%ED%A0%80/overview', '/api/projects/%zz/overview']) {
      const response = await callAs(t.app, null)('GET', url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({
        error: { code: 'bad_request', message: 'path: must be valid percent-encoded UTF-8' },
      });
    }
    const long = await callAs(t.app, null)('GET', `/api/projects/${'a'.repeat(300)}/overview`);
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({
      error: { code: 'uri_too_long', message: 'path: a segment of the path is too long' },
    });
  });
});

describe('a deeply nested body', () => {
  it('answers 400 where re-serialising it for better-auth overflowed the stack (500)', async () => {
    await expectRefused(
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          headers: { 'content-type': 'application/json', origin: ORIGIN },
          payload: `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
        }),
      'body: must not nest deeper than 32 levels',
    );
  });
});

describe('better-auth’s update-user', () => {
  it('refuses a name that is not non-blank text (null reached the NOT NULL column: 500)', async () => {
    for (const name of [null, 123, ['Eve'], '   ', 'x'.repeat(201)]) {
      const before = await digest();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/update-user',
        headers: { cookie: user.cookie, origin: ORIGIN },
        payload: { name },
      });
      expect(response.statusCode, `${JSON.stringify(name)}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_NAME' });
      expect(await digest()).toEqual(before);
    }
  });

  it('answers a body that is not an object with 400, not a crash of the name check', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { cookie: user.cookie, origin: ORIGIN, 'content-type': 'application/json' },
      payload: '""',
    });
    expect(response.statusCode, response.body).toBe(400);
  });
});

describe('better-auth’s own checks run under test as in production', () => {
  it('refuses a verify-email callback that is not an address of this site (it was a 500)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/verify-email?token=x&callbackURL=%20',
    });
    expect(response.statusCode, response.body).toBe(403);
  });
});

describe('the Stripe webhook', () => {
  let stripe: StripeStandIn;
  let paid: TestApp;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    paid = await createTestApp({
      stripe: {
        secretKey: STAND_IN_SECRET_KEY,
        webhookSecret: STAND_IN_WEBHOOK_SECRET,
        apiUrl: stripe.url,
      },
    });
  });
  afterAll(async () => {
    await paid?.close();
    await stripe?.close();
  });

  it('still takes a signed event whose bytes hold a NUL escape (its body is raw, not checked)', async () => {
    const event = signedEvent({
      type: 'customer.updated',
      object: { id: 'cus_nul', object: 'customer', name: 'Ada\u0000Lovelace' },
      created: new Date(),
    });
    expect(event.payload).toContain('\\u0000');
    const response = await paid.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      payload: event.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ received: true, processed: true });
  });
});
