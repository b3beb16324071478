// Password reset by e-mail: the link arrives, works once, expires after an hour, and the answer
// never reveals whether an e-mail address has an account.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listOutbox } from '../src/mail/outbox';
import { createTestApp, type TestApp } from './helpers';
import { signIn, signUp, uniqueEmail } from './auth-helpers';

const ORIGIN = 'http://localhost:3000';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function requestReset(email: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    headers: { origin: ORIGIN },
    payload: { email, redirectTo: `${ORIGIN}/reset-password` },
  });
}

/** The reset e-mail goes out in the background, after the answer: wait for it. */
async function mailTo(email: string) {
  return vi.waitFor(async () => {
    const message = (await listOutbox(t.app.deps.db)).find(
      (m) => m.to === email && m.subject === 'Reset your GitSignals password',
    );
    if (!message) throw new Error(`no reset e-mail to ${email}`);
    return message;
  });
}

async function resetLinkFor(email: string): Promise<string> {
  const message = await mailTo(email);
  const link = /https?:\/\/\S+\/api\/auth\/reset-password\/\S+/.exec(message.text)?.[0];
  if (!link) throw new Error('no reset link in the e-mail');
  return link;
}

/** Follows the e-mailed link like a browser: it redirects to /reset-password?token=… */
async function tokenFromLink(link: string): Promise<string> {
  const url = new URL(link);
  const response = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  expect(response.statusCode).toBe(302);
  const location = new URL(response.headers.location as string);
  expect(location.pathname).toBe('/reset-password');
  return location.searchParams.get('token')!;
}

async function resetPassword(token: string, newPassword: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    headers: { origin: ORIGIN },
    payload: { token, newPassword },
  });
}

describe('password reset', () => {
  it('e-mails a link that sets a new password; the old one stops working', async () => {
    const user = await signUp(t.app, { name: 'Grace' });
    expect((await requestReset(user.email)).statusCode).toBe(200);

    const message = await mailTo(user.email);
    expect(message.subject).toBe('Reset your GitSignals password');
    expect(message.html).toContain('Reset your password');
    expect(message.text).toContain('Hi Grace,');

    const token = await tokenFromLink(await resetLinkFor(user.email));
    expect((await resetPassword(token, 'a brand new secret')).statusCode).toBe(200);

    expect((await signIn(t.app, { email: user.email, password: user.password })).statusCode).toBe(
      401,
    );
    expect(
      (await signIn(t.app, { email: user.email, password: 'a brand new secret' })).statusCode,
    ).toBe(200);
  });

  it('accepts a token only once', async () => {
    const user = await signUp(t.app);
    await requestReset(user.email);
    const token = await tokenFromLink(await resetLinkFor(user.email));
    expect((await resetPassword(token, 'first new password')).statusCode).toBe(200);
    const again = await resetPassword(token, 'second new password');
    expect(again.statusCode).toBe(400);
    expect(
      (await signIn(t.app, { email: user.email, password: 'first new password' })).statusCode,
    ).toBe(200);
  });

  // Issue 11: outstanding reset links stayed valid after another one was used.
  it('using one link voids every other outstanding link of the account', async () => {
    const user = await signUp(t.app);
    await requestReset(user.email);
    const first = await tokenFromLink(await resetLinkFor(user.email));
    await requestReset(user.email);
    const second = await vi.waitFor(async () => {
      const token = await tokenFromLink(await resetLinkFor(user.email));
      if (token === first) throw new Error('the second e-mail has not arrived yet');
      return token;
    });
    expect((await resetPassword(second, 'the newest password')).statusCode).toBe(200);

    const older = await resetPassword(first, 'an older link password');
    expect(older.statusCode).toBe(400);
    expect(
      (await signIn(t.app, { email: user.email, password: 'an older link password' })).statusCode,
    ).toBe(401);
    expect(
      (await signIn(t.app, { email: user.email, password: 'the newest password' })).statusCode,
    ).toBe(200);
  });

  it('does not touch the reset links of other accounts', async () => {
    const user = await signUp(t.app);
    const other = await signUp(t.app);
    await requestReset(user.email);
    await requestReset(other.email);
    const mine = await tokenFromLink(await resetLinkFor(user.email));
    const theirs = await tokenFromLink(await resetLinkFor(other.email));
    expect((await resetPassword(mine, 'my own new password')).statusCode).toBe(200);
    expect((await resetPassword(theirs, 'their own new password')).statusCode).toBe(200);
  });

  it('refuses a token older than one hour', async () => {
    const user = await signUp(t.app);
    await requestReset(user.email);
    const token = await tokenFromLink(await resetLinkFor(user.email));
    const stored = (await t.handle.db.execute(
      `select extract(epoch from expires_at - now())::int as seconds from verifications where identifier = 'reset-password:${token}'`,
    )) as unknown as { rows: { seconds: number }[] };
    expect(stored.rows[0]!.seconds).toBeGreaterThan(59 * 60);
    expect(stored.rows[0]!.seconds).toBeLessThanOrEqual(60 * 60);
    await t.handle.db.execute(
      `update verifications set expires_at = now() - interval '1 second' where identifier = 'reset-password:${token}'`,
    );
    expect((await resetPassword(token, 'too late password')).statusCode).toBe(400);
    expect((await signIn(t.app, { email: user.email, password: user.password })).statusCode).toBe(
      200,
    );
  });

  it('gives the same answer for an unknown e-mail and sends nothing', async () => {
    const known = await signUp(t.app);
    const unknown = uniqueEmail('nobody');
    const forKnown = await requestReset(known.email);
    const forUnknown = await requestReset(unknown);
    expect(forUnknown.statusCode).toBe(forKnown.statusCode);
    expect(forUnknown.json()).toEqual(forKnown.json());
    await mailTo(known.email);
    expect((await listOutbox(t.app.deps.db)).some((m) => m.to === unknown)).toBe(false);
  });

  it('sends the reset link to the public address of the app', async () => {
    const user = await signUp(t.app);
    await requestReset(user.email);
    expect(await resetLinkFor(user.email)).toMatch(
      /^http:\/\/localhost:3000\/api\/auth\/reset-password\//,
    );
  });
});
