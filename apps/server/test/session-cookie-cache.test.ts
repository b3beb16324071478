// better-auth's signed session cookie cache (ADR 046): a request with it needs no session lookup
// by better-auth, yet every personal route still follows the database at once — a copy of the
// cookies kept from before a sign-out, a revocation or an account's deletion opens nothing, and
// the plan is read per request.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';
import { ORIGIN, cookieOf, signIn, signUp, type SignedInUser } from './auth-helpers';
import { giveSubscription } from './billing-helpers';
import { callAs, queryRows } from './user-api-helpers';

const CACHE_COOKIE = 'better-auth.session_data';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const savedFeeds = (user: SignedInUser, cookie = user.cookie) =>
  t.app.inject({
    method: 'GET',
    url: `/api/users/${user.id}/saved-feeds`,
    headers: { cookie },
  });

const setCookies = (res: LightMyRequestResponse) => {
  const raw = res.headers['set-cookie'];
  return raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
};

const postAuth = (path: string, cookie: string, payload: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/auth/${path}`,
    headers: { origin: ORIGIN, cookie },
    payload,
  });

describe('the session cookie cache', () => {
  it('is set with the session, and a personal route answers from it', async () => {
    const user = await signUp(t.app);
    expect(user.cookie).toContain(`${CACHE_COOKIE}=`);
    const res = await savedFeeds(user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ saved_feeds: [], total_saved: 0 });
  });

  it("reuses better-auth's answer for the same cookies, and still follows the database (ADR 054)", async () => {
    const user = await signUp(t.app);
    const before = t.app.deps.sessionReads.size;
    expect((await savedFeeds(user)).statusCode).toBe(200);
    expect(t.app.deps.sessionReads.size).toBe(before + 1);
    expect((await savedFeeds(user)).statusCode).toBe(200);
    await queryRows(t.handle, `delete from sessions where user_id = '${user.id}'`);
    const gone = await savedFeeds(user);
    expect(gone.statusCode).toBe(401);
    expect(setCookies(gone).some((c) => c.startsWith(`${CACHE_COOKIE}=;`))).toBe(true);
    expect(t.app.deps.sessionReads.size).toBe(before);
  });

  it('opens nothing once the session is signed out, even to a copy of the cookies', async () => {
    const user = await signUp(t.app);
    expect((await savedFeeds(user)).statusCode).toBe(200);
    const signedOut = await postAuth('sign-out', user.cookie);
    expect(signedOut.statusCode).toBe(200);
    const replayed = await savedFeeds(user);
    expect(replayed.statusCode).toBe(401);
    // The answer also ends the copy's cookies, as better-auth's own sign-out did.
    expect(setCookies(replayed).some((c) => c.startsWith(`${CACHE_COOKIE}=;`))).toBe(true);
  });

  it('opens nothing on another device once its sessions are revoked', async () => {
    const user = await signUp(t.app);
    const other = cookieOf(await signIn(t.app, { email: user.email, password: user.password }));
    expect(other).toContain(`${CACHE_COOKIE}=`);
    expect((await savedFeeds(user, other)).statusCode).toBe(200);
    expect((await postAuth('revoke-other-sessions', user.cookie)).statusCode).toBe(200);
    expect((await savedFeeds(user, other)).statusCode).toBe(401);
    expect((await savedFeeds(user)).statusCode).toBe(200);
  });

  it('opens nothing once the account is deleted', async () => {
    const user = await signUp(t.app);
    expect((await savedFeeds(user)).statusCode).toBe(200);
    await queryRows(t.handle, `delete from users where id = '${user.id}'`);
    expect((await savedFeeds(user)).statusCode).toBe(401);
    const personal = await callAs(t.app, user)('POST', `/api/feeds/user/${user.id}`, {});
    expect(personal.statusCode).toBe(401);
  });

  it('reads the plan from the database, not from the cached cookie', async () => {
    const user = await signUp(t.app);
    const stack = () => callAs(t.app, user)('GET', '/api/profile/no-such-project/technologies');
    expect((await stack()).statusCode).toBe(403);
    await giveSubscription(t.handle, user.id);
    expect((await stack()).statusCode).toBe(404);
    await queryRows(t.handle, `delete from subscriptions where user_id = '${user.id}'`);
    expect((await stack()).statusCode).toBe(403);
  });
});
