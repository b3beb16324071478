// Changing the sign-in e-mail (ADR 022): the current password, then a link to the new address;
// the old address works until the link is opened, then hears about the change with a link that
// undoes it (old address back, every session signed out, reset links void).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { PASSWORD_REQUIRED_MESSAGE, SESSION_NOT_FRESH_MESSAGE } from '../src/auth/email-change';
import { PASSWORD_ATTEMPT_POLICY } from '../src/auth/sign-in-backoff';
import { UNDO_LINK_INVALID_MESSAGE } from '../src/http/routes/account/index';
import { createTestApp, type TestApp } from './helpers';
import {
  ORIGIN,
  cookieOf,
  linkIn,
  mailsTo,
  openLink,
  postSignUp,
  sessionOf,
  signIn,
  signUp,
  uniqueEmail,
  waitForMail,
  type SignedInUser,
} from './auth-helpers';
import { queryRows } from './user-api-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const CALLBACK = '/settings?email-changed=1';
const isNewAddressMail = (subject: string) =>
  subject === 'Confirm your new GitSignals e-mail address';
const isNotice = (subject: string) => subject === 'Your GitSignals e-mail address was changed';

function requestChange(
  user: SignedInUser,
  newEmail: string,
  /** null: no password in the body. */
  password: string | null = user.password,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/change-email',
    headers: { origin: ORIGIN, cookie: user.cookie },
    payload: { newEmail, callbackURL: CALLBACK, ...(password === null ? {} : { password }) },
  });
}

function undo(token: string | null) {
  return t.app.inject({
    method: 'POST',
    url: '/api/account/email-change/undo',
    payload: { token },
  });
}

async function storedEmail(userId: string): Promise<string | undefined> {
  const rows = await queryRows<{ email: string }>(
    t.handle,
    `select email from users where id = '${userId}'`,
  );
  return rows[0]?.email;
}

/** Asks for the change and opens the link sent to the new address; returns the notice's undo token. */
async function changeAndConfirm(user: SignedInUser, newEmail: string) {
  expect((await requestChange(user, newEmail)).statusCode).toBe(200);
  const link = linkIn(
    await waitForMail(t.app, newEmail, isNewAddressMail),
    '/api/auth/verify-email',
  );
  const opened = await openLink(t.app, link, user.cookie);
  expect(opened.statusCode).toBe(302);
  const notice = await waitForMail(t.app, user.email, isNotice);
  const undoToken = linkIn(notice, '/email-change/undo').searchParams.get('token');
  return { link, opened, notice, undoToken };
}

describe('asking for a new e-mail address', () => {
  // Issue 11: a session cookie alone changed the sign-in address.
  it('needs the current password: without it nothing is sent', async () => {
    const user = await signUp(t.app);
    const newEmail = uniqueEmail('no-password');
    const response = await requestChange(user, newEmail, null);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'PASSWORD_REQUIRED',
      message: PASSWORD_REQUIRED_MESSAGE,
    });
    const wrongPassword = await requestChange(user, newEmail, 'not my password');
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toMatchObject({ code: 'INVALID_PASSWORD' });
    expect(await mailsTo(t.app, newEmail)).toEqual([]);
    expect(await storedEmail(user.id)).toBe(user.email);
  });

  it('counts wrong passwords towards the per-address backoff', async () => {
    const user = await signUp(t.app);
    for (let i = 0; i < PASSWORD_ATTEMPT_POLICY.freeAttempts; i += 1) {
      expect((await requestChange(user, uniqueEmail('guess'), 'a guess')).statusCode).toBe(400);
    }
    const waiting = await requestChange(user, uniqueEmail('guess'), user.password);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe('1');
  });

  it('needs a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-email',
      headers: { origin: ORIGIN },
      payload: { newEmail: uniqueEmail('anon'), password: 'whatever it is' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('keeps the old address until the link sent to the new one is opened', async () => {
    const user = await signUp(t.app, { name: 'Ada' });
    const newEmail = uniqueEmail('new-home');
    expect((await requestChange(user, newEmail)).statusCode).toBe(200);
    const mail = await waitForMail(t.app, newEmail, isNewAddressMail);
    expect(mail.text).toContain('Hi Ada,');
    expect(await storedEmail(user.id)).toBe(user.email);
    expect((await signIn(t.app, { email: user.email, password: user.password })).statusCode).toBe(
      200,
    );
    expect((await signIn(t.app, { email: newEmail, password: user.password })).statusCode).toBe(
      401,
    );

    // Opened anywhere, even without a session: the address changes and the page says so.
    const opened = await openLink(t.app, linkIn(mail, '/api/auth/verify-email'));
    expect(opened.headers.location).toBe(CALLBACK);
    expect(await storedEmail(user.id)).toBe(newEmail);
    expect((await signIn(t.app, { email: newEmail, password: user.password })).statusCode).toBe(
      200,
    );
    expect((await signIn(t.app, { email: user.email, password: user.password })).statusCode).toBe(
      401,
    );
  });

  it('answers a taken address exactly like a free one and sends it nothing', async () => {
    const user = await signUp(t.app);
    const other = await signUp(t.app);
    const free = uniqueEmail('free');
    const forTaken = await requestChange(user, other.email);
    const forFree = await requestChange(user, free);
    expect(forTaken.statusCode).toBe(forFree.statusCode);
    expect(forTaken.json()).toEqual(forFree.json());
    await waitForMail(t.app, free, isNewAddressMail);
    expect((await mailsTo(t.app, other.email)).filter((m) => isNewAddressMail(m.subject))).toEqual(
      [],
    );
    expect(await storedEmail(user.id)).toBe(user.email);
  });

  it('asks an account without a password for a recent sign-in instead', async () => {
    const user = await signUp(t.app);
    // As for a Google account: no password stored.
    await t.handle.db.execute(`delete from accounts where user_id = '${user.id}'`);
    expect((await requestChange(user, uniqueEmail('google'), null)).statusCode).toBe(200);
    await t.handle.db.execute(
      `update sessions set created_at = now() - interval '11 minutes' where user_id = '${user.id}'`,
    );
    const stale = await requestChange(user, uniqueEmail('google'), null);
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({
      code: 'SESSION_NOT_FRESH',
      message: SESSION_NOT_FRESH_MESSAGE,
    });
  });
});

describe('the notice to the old address and its undo link', () => {
  it('is sent once the change is made, once, naming the new address', async () => {
    const user = await signUp(t.app, { name: 'Grace' });
    const newEmail = uniqueEmail('moved');
    const { link, notice } = await changeAndConfirm(user, newEmail);
    expect(notice.text).toContain('Hi Grace,');
    expect(notice.text).toContain(newEmail);
    expect(linkIn(notice, '/email-change/undo').origin).toBe(ORIGIN);
    // Opening the link again changes nothing and sends no second notice.
    await openLink(t.app, link, user.cookie);
    const sessionEmail = (await sessionOf(t.app, user.cookie))?.user.email;
    expect(sessionEmail).toBe(newEmail);
    expect((await mailsTo(t.app, user.email)).filter((m) => isNotice(m.subject))).toHaveLength(1);
  });

  it('puts the old address back, signs out every session and voids reset links', async () => {
    const user = await signUp(t.app);
    const newEmail = uniqueEmail('attacker');
    const otherSession = cookieOf(
      await signIn(t.app, { email: user.email, password: user.password }),
    );
    const { undoToken } = await changeAndConfirm(user, newEmail);
    // Whoever holds the new address asks for a reset link before the owner acts.
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: ORIGIN },
      payload: { email: newEmail, redirectTo: `${ORIGIN}/reset-password` },
    });
    const resetMail = await waitForMail(t.app, newEmail, (s) => s.startsWith('Reset'));
    const resetRedirect = await openLink(t.app, linkIn(resetMail, '/api/auth/reset-password/'));
    const resetToken = new URL(resetRedirect.headers.location as string).searchParams.get('token');

    const undone = await undo(undoToken);
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toEqual({ email: user.email });
    expect(await storedEmail(user.id)).toBe(user.email);
    expect(await sessionOf(t.app, user.cookie)).toBeNull();
    expect(await sessionOf(t.app, otherSession)).toBeNull();
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { origin: ORIGIN },
      payload: { token: resetToken, newPassword: 'taken over again' },
    });
    expect(reset.statusCode).toBe(400);
    expect((await signIn(t.app, { email: user.email, password: user.password })).statusCode).toBe(
      200,
    );
    expect((await signIn(t.app, { email: newEmail, password: user.password })).statusCode).toBe(
      401,
    );
  });

  it('works once, and an unknown token changes nothing', async () => {
    const user = await signUp(t.app);
    const { undoToken } = await changeAndConfirm(user, uniqueEmail('once'));
    expect((await undo(undoToken)).statusCode).toBe(200);
    const again = await undo(undoToken);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      error: { code: 'invalid_link', message: UNDO_LINK_INVALID_MESSAGE },
    });
    expect((await undo('not-a-token')).statusCode).toBe(400);
    expect((await undo('')).statusCode).toBe(400);
  });

  it('stops the undone change from being made again with its old link', async () => {
    const user = await signUp(t.app);
    const newEmail = uniqueEmail('replayed');
    const { link, undoToken } = await changeAndConfirm(user, newEmail);
    expect((await undo(undoToken)).statusCode).toBe(200);
    const replay = await openLink(t.app, link);
    expect(replay.statusCode).toBe(302);
    expect(replay.headers.location).toBe('/settings?email-changed=1&error=INVALID_TOKEN');
    expect(await storedEmail(user.id)).toBe(user.email);
  });

  it('removes an unconfirmed account made with the old address meanwhile', async () => {
    const user = await signUp(t.app);
    const { undoToken } = await changeAndConfirm(user, uniqueEmail('vacated'));
    await postSignUp(t.app, { email: user.email, name: 'Squatter', password: 'squatter pw' });
    expect((await undo(undoToken)).statusCode).toBe(200);
    const holders = await queryRows<{ id: string }>(
      t.handle,
      `select id from users where email = '${user.email}'`,
    );
    expect(holders).toEqual([{ id: user.id }]);
  });

  it('is refused when a confirmed account holds the old address now', async () => {
    const user = await signUp(t.app);
    const newEmail = uniqueEmail('gone');
    const { undoToken } = await changeAndConfirm(user, newEmail);
    await signUp(t.app, { email: user.email });
    const refused = await undo(undoToken);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('address_taken');
    expect(await storedEmail(user.id)).toBe(newEmail);
  });
});
