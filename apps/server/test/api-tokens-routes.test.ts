// Which routes a personal API token opens (ADR 061), read from the app itself like the access
// tests: every /api route either accepts a token (config.apiToken 'accepted'), ignores it
// (better-auth), leaves it to the operator check, or refuses it with 403 before anything runs.
// The routes that accept one are listed here on purpose: opening a route to scripts is a decision
// this file must be told about, and a new route is refused until it is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeclaredRoute } from '../src/http/plugins/access';
import { signUp, type SignedInUser } from './auth-helpers';
import { giveSubscription } from './billing-helpers';
import { rawQuery } from './digest-fixtures';
import { createTestApp, type TestApp } from './helpers';
import { storedUserState } from './user-api-helpers';
import { makeApiToken, TOKEN_INVALID, TOKEN_REFUSED, unknownToken } from './api-tokens-helpers';

/** The routes a token reads: GET routes, and the POST routes that only read. */
const TOKEN_READS = [
  'GET /api',
  'GET /api/health',
  'POST /api/feeds/daily',
  'GET /api/feeds/dailyPublicFeeds',
  'POST /api/feeds/search',
  'GET /api/feeds/:id',
  'POST /api/feeds/user/:userId',
  'GET /api/feeds/insights/models',
  'GET /api/projects',
  'GET /api/projects/metadata',
  'GET /api/projects/:name/overview',
  'GET /api/projects/:name/related',
  'POST /api/analysis/analyze',
  'POST /api/analysis/:owner/quarterly',
  'GET /api/analysis/:owner/quarters',
  'GET /api/profile/examples',
  'GET /api/profile/:project/technologies',
  'GET /api/profile/:project/contacts',
  'GET /api/network/projects',
  'GET /api/listings',
  'GET /api/user/:id',
  'GET /api/users/:id/saved-feeds',
  'GET /api/users/:id/save-search',
  'POST /api/insights/get',
  'GET /api/users/:id/insights-run',
];

/** Never a token, whatever a route there declares: what changes or pays, and the console. */
const NEVER_TOKEN =
  /^\/api\/(billing|account|admin|auth|dev)\/|\/(api-tokens|alerts|telegram|feed-token)(\/|$)/;

let t: TestApp;
let me: SignedInUser;
let token: string;
let tokenId: string;

beforeAll(async () => {
  t = await createTestApp();
  me = await signUp(t.app, { name: 'Script owner' });
  // A subscriber, so a premium read that refuses the token could only be the token's doing.
  await giveSubscription(t.handle, me.id);
  ({ token, id: tokenId } = await makeApiToken(t.app, me));
}, 120_000);
afterAll(async () => t?.close());

const nameOf = (r: DeclaredRoute) => `${r.method} ${r.url}`;
const isApi = (url: string) => url === '/api' || url.startsWith('/api/');
const apiRoutes = () => t.app.declaredRoutes().filter((r) => isApi(r.url) && r.method !== 'HEAD');
const isDocs = (r: DeclaredRoute) => r.url.startsWith('/api/docs');

type TokenUse = 'accepted' | 'ignored' | 'operator' | 'refused';
function tokenUseOf(route: DeclaredRoute): TokenUse {
  if (route.apiToken) return route.apiToken;
  return route.access === 'operator' ? 'operator' : 'refused';
}

/** A request on the route naming the token's user wherever a user is named. */
function sample(route: DeclaredRoute): { url: string; payload?: object } {
  const url = route.url
    .replace(/:(id|userId)\b/g, me.id)
    .replace(/:tokenId\b/, tokenId)
    .replace(/:\w+/g, 'uniswap')
    .replace('*', route.method === 'GET' ? 'get-session' : 'sign-in/email');
  return route.method === 'GET' || route.method === 'DELETE'
    ? { url }
    : { url, payload: { userId: me.id } };
}

const send = (route: DeclaredRoute, bearer: string | undefined) => {
  const { url, payload } = sample(route);
  return t.app.inject({
    method: route.method as 'GET',
    url,
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    ...(payload ? { payload } : {}),
  });
};

const storedState = async () => ({
  user: await storedUserState(t.handle, me.id),
  tokens: await rawQuery(t.handle, 'select id, last_used_at from api_tokens order by id'),
});

describe('the routes a token may read', () => {
  it('are exactly those this file lists (and the API docs)', () => {
    const accepted = apiRoutes()
      .filter((r) => tokenUseOf(r) === 'accepted' && !isDocs(r))
      .map(nameOf);
    expect(accepted.sort()).toEqual([...TOKEN_READS].sort());
  });

  it('never write, and never touch billing, the account, tokens, alerts or the console', () => {
    const wrong = apiRoutes()
      .filter((r) => tokenUseOf(r) === 'accepted')
      .filter((r) => !['GET', 'POST'].includes(r.method) || NEVER_TOKEN.test(r.url))
      .map(nameOf);
    expect(wrong).toEqual([]);
  });

  it('leave better-auth alone and the operator routes to their own token', () => {
    const byUse = (use: TokenUse) =>
      apiRoutes()
        .filter((r) => tokenUseOf(r) === use)
        .map(nameOf);
    expect(byUse('ignored').sort()).toEqual(['GET /api/auth/*', 'POST /api/auth/*']);
    expect(byUse('operator').sort()).toEqual([
      'GET /api/admin/commands/:id',
      'POST /api/admin/commands',
    ]);
  });
});

describe('every route does what it declares', () => {
  it('accepting: a valid token gets past the gate, an invalid one answers 401', async () => {
    for (const route of apiRoutes().filter((r) => tokenUseOf(r) === 'accepted')) {
      const res = await send(route, token);
      const refusal = [401, 403].includes(res.statusCode) ? res.body : null;
      expect([nameOf(route), refusal]).toEqual([nameOf(route), null]);
      const bad = await send(route, unknownToken());
      expect([nameOf(route), bad.statusCode, bad.json()]).toEqual([
        nameOf(route),
        401,
        TOKEN_INVALID,
      ]);
    }
  });

  it('refusing: 403 before anything runs, changing nothing', async () => {
    const before = await storedState();
    const refused = apiRoutes().filter((r) => tokenUseOf(r) === 'refused');
    expect(refused.length).toBeGreaterThan(20);
    for (const route of refused) {
      const res = await send(route, token);
      expect([nameOf(route), res.statusCode, res.json()]).toEqual([
        nameOf(route),
        403,
        TOKEN_REFUSED,
      ]);
    }
    expect(await storedState()).toEqual(before);
  });

  it('ignoring (better-auth): answers as if no token were sent', async () => {
    for (const route of apiRoutes().filter((r) => tokenUseOf(r) === 'ignored')) {
      const [withToken, without] = [await send(route, token), await send(route, undefined)];
      expect([nameOf(route), withToken.statusCode, withToken.body]).toEqual([
        nameOf(route),
        without.statusCode,
        without.body,
      ]);
    }
  });

  it('operator routes: a token is not the admin token (401)', async () => {
    for (const route of apiRoutes().filter((r) => tokenUseOf(r) === 'operator')) {
      const res = await send(route, token);
      expect([nameOf(route), res.statusCode]).toEqual([nameOf(route), 401]);
      expect(res.json().error.message).toContain('admin token');
    }
  });
});
