// Personal API tokens (issue 17 item 4, ADR 061) as a user and a script meet them: made in
// Settings and shown once, kept only as a hash, read with `Authorization: Bearer gs_…` from curl
// (no cookie, no Origin) with the user's plan, refused on what changes an account, dead once
// revoked or expired, their last use recorded about once a minute, a rate limit of their own, and
// described in the OpenAPI document. Which routes take a token at all: api-tokens-routes.test.ts.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_API_TOKENS, type ApiToken } from '@gitsignals/contracts';
import { signUp, type SignedInUser } from './auth-helpers';
import { giveSubscription } from './billing-helpers';
import { rawQuery } from './digest-fixtures';
import { createTestApp, registryProject, seedFeed, type TestApp } from './helpers';
import { callAs, storedUserState } from './user-api-helpers';
import {
  callWithToken,
  makeApiToken,
  TOKEN_INVALID,
  TOKEN_REFUSED,
  unknownToken,
} from './api-tokens-helpers';

const MINUTE = 60_000;
let clock = Date.now();
let t: TestApp;
let free: SignedInUser;
let subscriber: SignedInUser;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
  const today = new Date(clock).toISOString().slice(0, 10);
  await seedFeed(t.handle, [registryProject('uniswap')], [{ slug: 'uniswap', date: today }]);
  free = await signUp(t.app, { name: 'Free' });
  subscriber = await signUp(t.app, { name: 'Subscriber' });
  await giveSubscription(t.handle, subscriber.id);
}, 120_000);
afterAll(async () => t?.close());

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function storedToken(id: string) {
  const [row] = await rawQuery<Record<string, unknown>>(
    t.handle,
    'select * from api_tokens where id = $1',
    [id],
  );
  return row;
}

async function listedTokens(user: SignedInUser): Promise<ApiToken[]> {
  const res = await callAs(t.app, user)('GET', `/api/users/${user.id}/api-tokens`);
  expect(res.statusCode).toBe(200);
  return res.json<{ tokens: ApiToken[] }>().tokens;
}

describe('making a token', () => {
  it('answers the token once; the list shows a preview, and the database only its hash', async () => {
    const created = await makeApiToken(t.app, free, { name: 'Dune sync' });
    expect(created).toEqual({
      id: expect.any(String),
      name: 'Dune sync',
      token: expect.stringMatching(/^gs_[A-Za-z0-9_-]{43}$/),
      createdAt: new Date(clock).toISOString(),
      expiresAt: null,
    });
    const listed = await listedTokens(free);
    expect(listed).toContainEqual({
      id: created.id,
      name: 'Dune sync',
      preview: `${created.token.slice(0, 8)}…`,
      createdAt: created.createdAt,
      expiresAt: null,
      lastUsedAt: null,
    });
    const listBody = (await callAs(t.app, free)('GET', `/api/users/${free.id}/api-tokens`)).body;
    expect(listBody).not.toContain(created.token);

    const row = await storedToken(created.id);
    expect(row?.token_hash).toBe(sha256(created.token));
    expect(JSON.stringify(row)).not.toContain(created.token);
  });

  it('gives every token its own secret', async () => {
    const [a, b] = [await makeApiToken(t.app, free), await makeApiToken(t.app, free)];
    expect(a.token).not.toBe(b.token);
    expect(a.id).not.toBe(b.id);
  });

  it('takes an expiry in the future, and refuses one in the past naming the field', async () => {
    const expiresAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const created = await makeApiToken(t.app, free, { name: 'month', expiresAt });
    expect(created.expiresAt).toBe(expiresAt);
    const past = await callAs(t.app, free)('POST', `/api/users/${free.id}/api-tokens`, {
      name: 'old',
      expiresAt: '2020-01-01T00:00:00Z',
    });
    expect(past.statusCode).toBe(400);
    expect(past.body).toContain('The expiry must be in the future');
  });

  it(`keeps at most ${MAX_API_TOKENS} per user (409), and another user's tokens are theirs`, async () => {
    const user = await signUp(t.app, { name: 'Collector' });
    for (let i = 0; i < MAX_API_TOKENS; i += 1) await makeApiToken(t.app, user, { name: `t${i}` });
    const over = await callAs(t.app, user)('POST', `/api/users/${user.id}/api-tokens`, {
      name: 'one too many',
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().error.code).toBe('api_token_limit');
    expect(await listedTokens(user)).toHaveLength(MAX_API_TOKENS);
    expect((await listedTokens(subscriber)).map((token) => token.name)).not.toContain('t0');
  });
});

describe('reading with a token (curl: no cookie, no Origin)', () => {
  it('reads the user record, the feed, the personal feed, saved items and searches', async () => {
    const { token } = await makeApiToken(t.app, free);
    const call = callWithToken(t.app, token);
    const record = await call('GET', `/api/user/${free.id}`);
    expect(record.statusCode).toBe(200);
    expect(record.json()).toMatchObject({ id: free.id, email: free.email });
    const daily = await call('POST', '/api/feeds/daily', { page: 1 });
    expect(daily.statusCode).toBe(200);
    expect(daily.json().data.length).toBeGreaterThan(0);
    expect((await call('POST', `/api/feeds/user/${free.id}`, {})).statusCode).toBe(200);
    expect((await call('GET', `/api/users/${free.id}/saved-feeds`)).statusCode).toBe(200);
    expect((await call('GET', `/api/users/${free.id}/save-search`)).statusCode).toBe(200);
  });

  it("reads with the user's plan: a subscriber's token opens premium reads, a free one's does not", async () => {
    const premium = callWithToken(t.app, (await makeApiToken(t.app, subscriber)).token);
    const basic = callWithToken(t.app, (await makeApiToken(t.app, free)).token);
    expect((await premium('GET', '/api/feeds/insights/models')).statusCode).toBe(200);
    expect((await premium('POST', '/api/insights/get', { userId: subscriber.id })).statusCode).toBe(
      200,
    );
    const refused = await basic('GET', '/api/feeds/insights/models');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('subscription_required');
    const refusedOwn = await basic('POST', '/api/insights/get', { userId: free.id });
    expect(refusedOwn.json().error.code).toBe('subscription_required');
  });

  it("cannot read another user's data: 403 forbidden", async () => {
    const theirs = callWithToken(t.app, (await makeApiToken(t.app, subscriber)).token);
    for (const url of [`/api/user/${free.id}`, `/api/users/${free.id}/saved-feeds`]) {
      const res = await theirs('GET', url);
      expect([url, res.statusCode, res.json().error.code]).toEqual([url, 403, 'forbidden']);
    }
  });

  it('speaks for its own user even when a session cookie of another comes along', async () => {
    const { token } = await makeApiToken(t.app, free);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/user/${free.id}`,
      headers: { authorization: `Bearer ${token}`, cookie: subscriber.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe(free.email);
  });
});

describe('what a token never reaches', () => {
  it('refuses writes, account, billing and token routes with 403, changing nothing', async () => {
    const { token, id } = await makeApiToken(t.app, free);
    const call = callWithToken(t.app, token);
    const before = await storedUserState(t.handle, free.id);
    const refused: [string, string, unknown?][] = [
      ['PUT', `/api/user/${free.id}`, { name: 'Renamed by a script' }],
      ['POST', `/api/users/${free.id}/save-search`, { keywords: ['bridge'] }],
      ['GET', `/api/billing/subscription-status/${free.id}`],
      ['GET', `/api/billing/subscriptions/user/${free.id}`],
      ['POST', `/api/billing/create-checkout-session/${free.id}`, { planId: 'x' }],
      ['GET', '/api/billing/plans'],
      ['GET', `/api/users/${free.id}/api-tokens`],
      ['POST', `/api/users/${free.id}/api-tokens`, { name: 'a token that makes tokens' }],
      ['DELETE', `/api/users/${free.id}/api-tokens/${id}`],
      ['POST', '/api/account/email-change/undo', { token: 'x' }],
      ['GET', '/api/admin/users'],
    ];
    for (const [method, url, payload] of refused) {
      const res = await call(method as 'GET', url, payload);
      expect([method, url, res.statusCode, res.json()]).toEqual([method, url, 403, TOKEN_REFUSED]);
    }
    expect(await storedUserState(t.handle, free.id)).toEqual(before);
    expect((await listedTokens(free)).map((row) => row.id)).toContain(id);
  });

  it("is not the operator's admin token", async () => {
    const { token } = await makeApiToken(t.app, free);
    const res = await callWithToken(t.app, token)('GET', '/api/admin/commands/some-run');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toContain('admin token');
  });

  it('is ignored by sign-in (better-auth): it starts no session', async () => {
    const { token } = await makeApiToken(t.app, free);
    const res = await callWithToken(t.app, token)('GET', '/api/auth/get-session');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeNull();
  });
});

describe('a token that does not stand', () => {
  it('answers 401 once revoked, on session and public routes alike', async () => {
    const created = await makeApiToken(t.app, free);
    const call = callWithToken(t.app, created.token);
    expect((await call('GET', `/api/user/${free.id}`)).statusCode).toBe(200);
    const removed = await callAs(t.app, free)(
      'DELETE',
      `/api/users/${free.id}/api-tokens/${created.id}`,
    );
    expect(removed.statusCode).toBe(204);
    for (const [method, url] of [
      ['GET', `/api/user/${free.id}`],
      ['POST', '/api/feeds/daily'],
      ['GET', '/api/health'],
    ] as const) {
      const res = await call(method, url, method === 'POST' ? {} : undefined);
      expect([url, res.statusCode, res.json()]).toEqual([url, 401, TOKEN_INVALID]);
    }
    expect(await storedToken(created.id)).toBeUndefined();
  });

  it('answers 401 for a token never made; anonymous reads without one still work', async () => {
    const res = await callWithToken(t.app, unknownToken())('POST', '/api/feeds/daily', {});
    expect([res.statusCode, res.json()]).toEqual([401, TOKEN_INVALID]);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/feeds/daily', payload: {} })).statusCode,
    ).toBe(200);
  });

  it("is revoked only by its owner: another user's or an unknown id is 404", async () => {
    const created = await makeApiToken(t.app, free);
    const asOther = await callAs(t.app, subscriber)(
      'DELETE',
      `/api/users/${subscriber.id}/api-tokens/${created.id}`,
    );
    expect(asOther.statusCode).toBe(404);
    const unknown = await callAs(t.app, free)(
      'DELETE',
      `/api/users/${free.id}/api-tokens/no-such-token`,
    );
    expect(unknown.statusCode).toBe(404);
    expect(
      (await callWithToken(t.app, created.token)('GET', `/api/user/${free.id}`)).statusCode,
    ).toBe(200);
  });
});

describe('last use', () => {
  it('is recorded on the first request, then at most once a minute', async () => {
    const created = await makeApiToken(t.app, free);
    const call = callWithToken(t.app, created.token);
    const lastUsed = async () =>
      (await listedTokens(free)).find((token) => token.id === created.id)?.lastUsedAt;
    expect(await lastUsed()).toBeNull();

    const first = new Date(clock).toISOString();
    await call('GET', '/api/health');
    expect(await lastUsed()).toBe(first);

    clock += 30_000;
    await call('GET', '/api/health');
    expect(await lastUsed()).toBe(first);

    clock += MINUTE;
    await call('GET', '/api/health');
    expect(await lastUsed()).toBe(new Date(clock).toISOString());
  });
});

describe('the OpenAPI document', () => {
  it('declares the bearer scheme and lists it on the read routes only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    type Operation = { security?: Record<string, string[]>[] };
    const doc = res.json<{
      components: { securitySchemes: Record<string, Record<string, string>> };
      paths: Record<string, Record<string, Operation>>;
    }>();
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'gs_…',
    });
    const bearer = { bearerAuth: [] };
    expect(doc.paths['/api/user/{id}']?.get?.security).toEqual([bearer]);
    expect(doc.paths['/api/feeds/daily']?.post?.security).toEqual([{}, bearer]);
    expect(doc.paths['/api/user/{id}']?.put?.security).toBeUndefined();
    expect(doc.paths['/api/users/{id}/api-tokens']?.post?.security).toBeUndefined();
    expect(doc.paths['/api/admin/commands']?.post?.security).toEqual([{ adminToken: [] }]);
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });
});

describe('the rate limit of a token', () => {
  it("answers 429 past the token's allowance while another token and the address still pass", async () => {
    const limited = await createTestApp(
      { rateLimitMax: 5, apiTokenRateLimitMax: 3, trustedClientIpHeader: 'x-forwarded-for' },
      t.handle,
    );
    try {
      const [a, b] = [await makeApiToken(t.app, free), await makeApiToken(t.app, free)];
      const hit = (ip: string, token?: string) =>
        limited.app.inject({
          method: 'GET',
          url: '/api/health',
          headers: {
            'x-forwarded-for': ip,
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
        });
      for (let i = 0; i < 3; i += 1) {
        const res = await hit('203.0.113.9', a.token);
        expect([res.statusCode, res.headers['x-ratelimit-limit']]).toEqual([200, '3']);
      }
      const over = await hit('203.0.113.9', a.token);
      expect(over.statusCode).toBe(429);
      expect(over.json().error.code).toBe('rate_limited');
      expect(over.json().error.message).toContain('at most 3 per minute');
      expect(over.headers['x-ratelimit-remaining']).toBe('0');
      expect(over.headers['retry-after']).toBeDefined();
      // The same address, with another token or none, has its own allowance.
      expect((await hit('203.0.113.9', b.token)).statusCode).toBe(200);
      const anonymous = await hit('203.0.113.9');
      expect([anonymous.statusCode, anonymous.headers['x-ratelimit-limit']]).toEqual([200, '5']);
      // Made-up tokens count against their address, so guessing is limited like any request.
      for (let i = 0; i < 5; i += 1)
        expect((await hit('198.51.100.7', unknownToken())).statusCode).toBe(401);
      expect((await hit('198.51.100.7', unknownToken())).statusCode).toBe(429);
    } finally {
      await limited.app.close();
    }
  });
});

// Last: the clock jumps hours ahead.
describe('expiry', () => {
  it('answers 401 once the expiry passes by the app clock', async () => {
    const expiresAt = new Date(Date.now() + 60 * MINUTE).toISOString();
    const created = await makeApiToken(t.app, free, { expiresAt });
    const call = callWithToken(t.app, created.token);
    expect((await call('GET', `/api/user/${free.id}`)).statusCode).toBe(200);
    clock = Date.parse(expiresAt) + 1;
    const res = await call('GET', `/api/user/${free.id}`);
    expect([res.statusCode, res.json()]).toEqual([401, TOKEN_INVALID]);
  });
});
