// TOTP two-factor: enrol with a password, confirm with a code, then every sign-in asks for a code.
// A code works once: its 30-second step (and every earlier one) is refused afterwards. Codes are
// taken one step ahead of the clock where a test needs a step later than the last one used; the
// server accepts one step either side, so a step boundary passing mid-test changes nothing.
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';
import { cookieOf, signIn, signUp, type SignedInUser } from './auth-helpers';

const ORIGIN = 'http://localhost:3000';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

function post(url: string, cookie: string, payload: object) {
  return t.app.inject({ method: 'POST', url, headers: { origin: ORIGIN, cookie }, payload });
}

const STEP_MS = 30_000;
/** The code of the step `offset` steps from now (the server accepts -1, 0 and +1). */
const codeAt = (totp: OTPAuth.TOTP, offset: number) =>
  totp.generate({ timestamp: Date.now() + offset * STEP_MS });

/** Password accepted: the answer's cookie carries the code challenge. */
async function challenge(user: SignedInUser): Promise<string> {
  const first = await signIn(t.app, { email: user.email, password: user.password });
  expect(first.json()).toMatchObject({ twoFactorRedirect: true });
  return cookieOf(first);
}

/** Enrols with the code of step `offset` (the current one by default). */
async function enrol(user: SignedInUser, offset = 0): Promise<OTPAuth.TOTP> {
  const enabled = await post('/api/auth/two-factor/enable', user.cookie, {
    password: user.password,
  });
  expect(enabled.statusCode).toBe(200);
  const { totpURI, backupCodes } = enabled.json<{ totpURI: string; backupCodes: string[] }>();
  expect(backupCodes.length).toBeGreaterThan(0);
  const totp = OTPAuth.URI.parse(totpURI) as OTPAuth.TOTP;
  expect(totp.issuer).toBe('GitSignals');
  const verified = await post('/api/auth/two-factor/verify-totp', user.cookie, {
    code: codeAt(totp, offset),
  });
  expect(verified.statusCode).toBe(200);
  // Turning two-factor on replaces the session; the browser gets the new cookie.
  const renewed = cookieOf(verified);
  if (renewed.includes('session_token=')) user.cookie = renewed;
  return totp;
}

async function twoFactorEnabled(user: SignedInUser): Promise<boolean> {
  const session = await t.app.inject({
    method: 'GET',
    url: '/api/auth/get-session',
    headers: { cookie: user.cookie },
  });
  return session.json<{ user: { twoFactorEnabled: boolean } }>().user.twoFactorEnabled;
}

describe('two-factor authentication', () => {
  it('needs the password to enrol', async () => {
    const user = await signUp(t.app);
    const response = await post('/api/auth/two-factor/enable', user.cookie, {
      password: 'not my password',
    });
    expect(response.statusCode).toBe(400);
    expect(await twoFactorEnabled(user)).toBe(false);
  });

  it('after enrolment, sign-in stops at a code challenge and a right code signs in', async () => {
    const user = await signUp(t.app);
    const totp = await enrol(user);
    expect(await twoFactorEnabled(user)).toBe(true);

    const first = await signIn(t.app, { email: user.email, password: user.password });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ twoFactorRedirect: true });
    const challenge = cookieOf(first);
    expect(challenge).not.toMatch(/session_token=[^;]/);

    const wrong = await post('/api/auth/two-factor/verify-totp', challenge, { code: '000000' });
    expect(wrong.statusCode).toBe(401);

    // Enrolment used the current step: the next one is a new code.
    const right = await post('/api/auth/two-factor/verify-totp', challenge, {
      code: codeAt(totp, 1),
    });
    expect(right.statusCode).toBe(200);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: cookieOf(right) },
    });
    expect(session.json()).toMatchObject({ user: { id: user.id } });
  });

  // Issue 11: a TOTP code was accepted twice within its window.
  it('accepts a code once: the same code at the next sign-in is refused', async () => {
    const user = await signUp(t.app);
    const totp = await enrol(user);
    const code = codeAt(totp, 1);
    const first = await post('/api/auth/two-factor/verify-totp', await challenge(user), { code });
    expect(first.statusCode).toBe(200);

    const replayChallenge = await challenge(user);
    const replay = await post('/api/auth/two-factor/verify-totp', replayChallenge, { code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'INVALID_CODE' });
    expect(cookieOf(replay)).not.toMatch(/session_token=[^;]/);
  });

  it('refuses a code of an earlier step than one already used', async () => {
    const user = await signUp(t.app);
    const totp = await enrol(user);
    const later = await post('/api/auth/two-factor/verify-totp', await challenge(user), {
      code: codeAt(totp, 1),
    });
    expect(later.statusCode).toBe(200);
    const earlier = await post('/api/auth/two-factor/verify-totp', await challenge(user), {
      code: codeAt(totp, 0),
    });
    expect(earlier.statusCode).toBe(401);
  });

  it('refuses the enrolment code at the first sign-in', async () => {
    const user = await signUp(t.app);
    const totp = await enrol(user, 0);
    const replay = await post('/api/auth/two-factor/verify-totp', await challenge(user), {
      code: codeAt(totp, 0),
    });
    expect(replay.statusCode).toBe(401);
  });

  it('answers two requests racing with one code: one session, one refusal', async () => {
    const user = await signUp(t.app);
    const totp = await enrol(user);
    const code = codeAt(totp, 1);
    const [a, b] = await Promise.all([challenge(user), challenge(user)]);
    const answers = await Promise.all([
      post('/api/auth/two-factor/verify-totp', a, { code }),
      post('/api/auth/two-factor/verify-totp', b, { code }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('can be disabled with the password, and sign-in no longer asks for a code', async () => {
    const user = await signUp(t.app);
    await enrol(user);
    const disabled = await post('/api/auth/two-factor/disable', user.cookie, {
      password: user.password,
    });
    expect(disabled.statusCode).toBe(200);
    const again = await signIn(t.app, { email: user.email, password: user.password });
    expect(again.json()).not.toHaveProperty('twoFactorRedirect');
    expect(cookieOf(again)).toContain('session_token=');
  });
});

describe('Google sign-in', () => {
  it('is refused when no Google client is configured', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      headers: { origin: ORIGIN },
      payload: { provider: 'google', callbackURL: '/signals' },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('redirects to Google with offline access and a consent prompt when configured', async () => {
    const withGoogle = await createTestApp({
      google: { clientId: 'test-client.apps.googleusercontent.com', clientSecret: 'test-secret' },
    });
    try {
      const response = await withGoogle.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/social',
        headers: { origin: ORIGIN },
        payload: { provider: 'google', callbackURL: '/signals' },
      });
      expect(response.statusCode).toBe(200);
      const url = new URL(response.json<{ url: string }>().url);
      expect(url.hostname).toBe('accounts.google.com');
      expect(url.searchParams.get('client_id')).toBe('test-client.apps.googleusercontent.com');
      expect(url.searchParams.get('access_type')).toBe('offline');
      expect(url.searchParams.get('prompt')).toBe('consent');
      expect(url.searchParams.get('redirect_uri')).toBe(
        'http://localhost:3000/api/auth/callback/google',
      );
    } finally {
      await withGoogle.close();
    }
  });
});
