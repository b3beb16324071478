// Failed sign-ins back off per e-mail address (ADR 022), not only per client: after five
// failures each attempt waits 1 s, 2 s, 4 s … at most 60 s, answered 429 with the wait. No
// lockout: the right password after the wait works, and a browser that signed in before skips
// the wait. The app's clock is moved by hand, so nothing here sleeps.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/http/app';
import { PASSWORD_ATTEMPT_POLICY, backoffMessage } from '../src/auth/sign-in-backoff';
import { createTestApp, type TestApp } from './helpers';
import { ORIGIN, cookieOf, signIn, signUp, uniqueEmail, type SignedInUser } from './auth-helpers';

let clock = Date.now();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
});
afterAll(async () => t.close());

const wrong = (app: FastifyInstance, email: string, cookie?: string) =>
  signIn(app, { email, password: 'not the password' }, cookie);

/** Fails `count` times in a row, each allowed (no wait yet). */
async function failTimes(email: string, count: number) {
  for (let i = 0; i < count; i += 1) expect((await wrong(t.app, email)).statusCode).toBe(401);
}

/** Fails `count` times, waiting out (on the moved clock) every wait on the way. */
async function failThroughWaits(email: string, count: number) {
  for (let failed = 0; failed < count;) {
    const response = await wrong(t.app, email);
    if (response.statusCode === 429) advance(Number(response.headers['retry-after']));
    else failed += 1;
  }
}

function waitOf(response: LightMyRequestResponse): number {
  expect(response.statusCode).toBe(429);
  const seconds = Number(response.headers['retry-after']);
  expect(response.json()).toMatchObject({
    code: 'SIGN_IN_BACKOFF',
    message: backoffMessage(seconds),
  });
  return seconds;
}

const advance = (seconds: number) => {
  clock += seconds * 1000;
};

describe('per-address sign-in backoff', () => {
  it('after five failures each attempt waits longer, up to 60 seconds', async () => {
    const user = await signUp(t.app);
    await failTimes(user.email, PASSWORD_ATTEMPT_POLICY.freeAttempts);
    const waits: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const wait = waitOf(await wrong(t.app, user.email));
      waits.push(wait);
      // Still waiting a moment before the end: refused again, with what is left.
      advance(wait - 0.5);
      expect(waitOf(await wrong(t.app, user.email))).toBe(1);
      advance(0.5);
      expect((await wrong(t.app, user.email)).statusCode).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
    expect(backoffMessage(16)).toBe(
      'Too many failed attempts for this e-mail address. Wait 16 seconds, then try again.',
    );
  });

  it('lets the right password in after the wait, and the count starts over', async () => {
    const user = await signUp(t.app);
    await failThroughWaits(user.email, PASSWORD_ATTEMPT_POLICY.freeAttempts + 1);
    const refused = await signIn(t.app, { email: user.email, password: user.password });
    advance(waitOf(refused));
    expect((await signIn(t.app, { email: user.email, password: user.password })).statusCode).toBe(
      200,
    );
    await failTimes(user.email, PASSWORD_ATTEMPT_POLICY.freeAttempts);
  });

  it('counts an unknown address the same way, so the answers reveal nothing', async () => {
    const user = await signUp(t.app);
    const stranger = uniqueEmail('nobody');
    const answers = async (email: string) => {
      const seen: [number, unknown][] = [];
      for (let i = 0; i < PASSWORD_ATTEMPT_POLICY.freeAttempts + 2; i += 1) {
        const response = await wrong(t.app, email);
        seen.push([response.statusCode, response.json()]);
      }
      return seen;
    };
    expect(await answers(stranger)).toEqual(await answers(user.email));
  });

  it('counts the address however it is written', async () => {
    const user = await signUp(t.app);
    await failTimes(user.email, PASSWORD_ATTEMPT_POLICY.freeAttempts);
    expect((await wrong(t.app, user.email.toUpperCase())).statusCode).toBe(429);
  });

  it('leaves other addresses alone', async () => {
    const user = await signUp(t.app);
    const other = await signUp(t.app);
    await failTimes(user.email, PASSWORD_ATTEMPT_POLICY.freeAttempts);
    expect((await wrong(t.app, user.email)).statusCode).toBe(429);
    expect((await signIn(t.app, { email: other.email, password: other.password })).statusCode).toBe(
      200,
    );
  });

  it('lets a browser that signed in to the address before skip the wait: no lockout', async () => {
    const owner: SignedInUser = await signUp(t.app);
    const signedIn = await signIn(t.app, { email: owner.email, password: owner.password });
    const device = cookieOf(signedIn)
      .split('; ')
      .filter((pair) => pair.includes('known_device='))
      .join('; ');
    expect(device).toContain('known_device=');
    // An attacker keeps the address waiting the longest wait…
    await failThroughWaits(owner.email, PASSWORD_ATTEMPT_POLICY.freeAttempts + 6);
    expect(waitOf(await wrong(t.app, owner.email))).toBeGreaterThan(30);
    // …the owner's browser still signs in at once; a stranger's device cookie does not help.
    const again = await signIn(t.app, { email: owner.email, password: owner.password }, device);
    expect(again.statusCode).toBe(200);
    await failTimes(owner.email, PASSWORD_ATTEMPT_POLICY.freeAttempts);
    const other = await signUp(t.app);
    const otherDevice = cookieOf(
      await signIn(t.app, { email: other.email, password: other.password }),
    );
    expect((await wrong(t.app, owner.email, otherDevice)).statusCode).toBe(429);
  });

  it('stops skipping the wait for that browser once the password changes', async () => {
    const owner = await signUp(t.app);
    const signedIn = await signIn(t.app, { email: owner.email, password: owner.password });
    const cookies = cookieOf(signedIn);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { origin: ORIGIN, cookie: cookies },
      payload: { currentPassword: owner.password, newPassword: 'a brand new password' },
    });
    expect(changed.statusCode).toBe(200);
    await failTimes(owner.email, PASSWORD_ATTEMPT_POLICY.freeAttempts);
    const device = cookies
      .split('; ')
      .filter((pair) => pair.includes('known_device='))
      .join('; ');
    expect(device).toContain('known_device=');
    expect((await wrong(t.app, owner.email, device)).statusCode).toBe(429);
  });

  it('lets only one of many parallel guesses through when a wait ends', async () => {
    const user = await signUp(t.app);
    await failTimes(user.email, PASSWORD_ATTEMPT_POLICY.freeAttempts);
    advance(waitOf(await wrong(t.app, user.email)));
    const statuses = (
      await Promise.all(Array.from({ length: 5 }, () => wrong(t.app, user.email)))
    ).map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
  });

  it('holds across processes: the count lives in the database', async () => {
    const second = await buildApp({
      db: t.handle.db,
      databaseKind: t.handle.kind,
      logLevel: 'silent',
      rateLimitMax: 0,
      uniformAnswerMs: 0,
      now: () => new Date(clock),
    });
    try {
      const user = await signUp(t.app);
      await failTimes(user.email, PASSWORD_ATTEMPT_POLICY.freeAttempts);
      expect((await wrong(second, user.email)).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});
