// Sign-up with a confirmed address (ADR 021): the answer is the same for a new address and for
// one that has an account (status, body, cookies, time); a new address gets a link that signs
// in, a known one's owner gets a note with sign-in and reset links instead.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { SIGN_UP_WELCOME_PATH } from '../src/auth/auth';
import { UNIFORM_ANSWER_MS } from '../src/http/plugins/auth';
import { createTestApp, type TestApp } from './helpers';
import {
  ORIGIN,
  cookieOf,
  isConfirmation,
  linkIn,
  mailsTo,
  openLink,
  postSignUp,
  sessionOf,
  signIn,
  signUp,
  uniqueEmail,
  waitForMail,
} from './auth-helpers';
import { queryRows } from './user-api-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const PASSWORD = 'a long enough password';

/** The parts of an answer an attacker compares, with the generated id and time taken out. */
function comparable(response: LightMyRequestResponse) {
  const body = response.json<{ token: unknown; user: Record<string, unknown> }>();
  return {
    status: response.statusCode,
    setCookie: response.headers['set-cookie'] ?? null,
    contentType: response.headers['content-type'],
    token: body.token,
    user: Object.fromEntries(
      Object.entries(body.user).map(([key, value]) =>
        key === 'id' || key.endsWith('At') ? [key, typeof value] : [key, value],
      ),
    ),
  };
}

async function storedUsers(email: string) {
  return queryRows<{ id: string; name: string; email_verified: boolean }>(
    t.handle,
    `select id, name, email_verified from users where email = '${email}'`,
  );
}

describe('sign-up answers', () => {
  // Issue 11: sign-up answered 422 'User already exists' for a known address.
  it('answers a known address exactly as a new one: status, body and no session', async () => {
    const owner = await signUp(t.app, { name: 'Same Name' });
    const fresh = uniqueEmail('fresh');
    const forKnown = await postSignUp(t.app, {
      email: owner.email,
      name: 'Same Name',
      password: PASSWORD,
    });
    const forNew = await postSignUp(t.app, { email: fresh, name: 'Same Name', password: PASSWORD });

    expect(forNew.statusCode).toBe(200);
    const known = comparable(forKnown);
    const unknown = comparable(forNew);
    expect({ ...known, user: { ...known.user, email: '' } }).toEqual({
      ...unknown,
      user: { ...unknown.user, email: '' },
    });
    expect(known.setCookie).toBeNull();
    expect(known.token).toBeNull();
    // The known account is untouched: same name, same password.
    expect(await storedUsers(owner.email)).toHaveLength(1);
    expect((await signIn(t.app, { email: owner.email, password: owner.password })).statusCode).toBe(
      200,
    );
  });

  it('takes at least the uniform answer time for a known and a new address', async () => {
    const timed = await createTestApp({ uniformAnswerMs: UNIFORM_ANSWER_MS });
    try {
      const owner = await signUp(timed.app);
      const took = async (email: string) => {
        const started = performance.now();
        const response = await postSignUp(timed.app, { email, name: 'Timed', password: PASSWORD });
        expect(response.statusCode).toBe(200);
        return performance.now() - started;
      };
      // A timer may fire a millisecond early; the floor is what matters, not the exact figure.
      expect(await took(owner.email)).toBeGreaterThanOrEqual(UNIFORM_ANSWER_MS - 5);
      expect(await took(uniqueEmail('timed'))).toBeGreaterThanOrEqual(UNIFORM_ANSWER_MS - 5);
    } finally {
      await timed.close();
    }
  });

  it('e-mails the owner of a known address instead, with sign-in and reset links', async () => {
    const owner = await signUp(t.app, { name: 'Grace' });
    await postSignUp(t.app, { email: owner.email, name: 'Someone Else', password: PASSWORD });
    const note = await waitForMail(t.app, owner.email, (s) => s.startsWith('Someone tried'));
    expect(note.subject).toBe('Someone tried to sign up with your e-mail address');
    expect(note.text).toContain('Hi Grace,');
    expect(linkIn(note, '/signin').href).toBe(`${ORIGIN}/signin`);
    expect(note.text).toContain(`${ORIGIN}/?forgot-password=true`);
    // No confirmation link for the address: it would sign the stranger's form in.
    expect(
      (await mailsTo(t.app, owner.email)).filter((m) => isConfirmation(m.subject)),
    ).toHaveLength(1);
  });
});

describe('the confirmation link', () => {
  it('signs the new account in and lands on the callback the form named', async () => {
    const email = uniqueEmail('welcome');
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: ORIGIN },
      payload: { email, name: 'Ada', password: PASSWORD, callbackURL: '/settings' },
    });
    expect(cookieOf(answer)).toBe('');
    const mail = await waitForMail(t.app, email, isConfirmation);
    expect(mail.subject).toBe('Confirm your e-mail address for GitSignals');
    expect(mail.text).toContain('Hi Ada,');
    const opened = await openLink(t.app, linkIn(mail, '/api/auth/verify-email'));
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/settings');
    const session = await sessionOf(t.app, cookieOf(opened));
    expect(session?.user).toMatchObject({ email, name: 'Ada', emailVerified: true });
  });

  it('works once: opened again it starts no second session', async () => {
    const email = uniqueEmail('twice');
    await postSignUp(t.app, { email, name: 'Twice', password: PASSWORD });
    const link = linkIn(await waitForMail(t.app, email, isConfirmation), '/api/auth/verify-email');
    expect(cookieOf(await openLink(t.app, link))).toContain('session_token=');
    const again = await openLink(t.app, link);
    expect(cookieOf(again)).not.toContain('session_token=');
  });

  it('until it is opened the password does not sign in, and signing in sends a new link', async () => {
    const email = uniqueEmail('unconfirmed');
    await postSignUp(t.app, { email, name: 'Wait', password: PASSWORD });
    await waitForMail(t.app, email, isConfirmation);
    const early = await signIn(t.app, { email, password: PASSWORD });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    expect(cookieOf(early)).not.toContain('session_token=');
    await expect
      .poll(async () => (await mailsTo(t.app, email)).filter((m) => isConfirmation(m.subject)))
      .toHaveLength(2);
    // The new link also goes on to the interests step once it has signed in.
    const [resent] = await mailsTo(t.app, email);
    const opened = await openLink(t.app, linkIn(resent!, '/api/auth/verify-email'));
    expect(opened.headers.location).toBe(SIGN_UP_WELCOME_PATH);
    expect(cookieOf(opened)).toContain('session_token=');
  });
});

describe('resending the link', () => {
  const resend = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/send-verification-email',
      headers: { origin: ORIGIN },
      payload: { email, callbackURL: '/signin?welcome=1' },
    });

  it('answers the same for an unconfirmed, a confirmed and an unknown address', async () => {
    const confirmed = await signUp(t.app);
    const pending = uniqueEmail('pending');
    await postSignUp(t.app, { email: pending, name: 'Pending', password: PASSWORD });
    await waitForMail(t.app, pending, isConfirmation);

    const answers = await Promise.all(
      [pending, confirmed.email, uniqueEmail('nobody')].map(async (email) => {
        const response = await resend(email);
        return { status: response.statusCode, body: response.json(), cookie: cookieOf(response) };
      }),
    );
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    await expect
      .poll(async () => (await mailsTo(t.app, pending)).filter((m) => isConfirmation(m.subject)))
      .toHaveLength(2);
    expect(
      (await mailsTo(t.app, confirmed.email)).filter((m) => isConfirmation(m.subject)),
    ).toHaveLength(1);
  });
});

describe('an address squatted before its owner signed up', () => {
  it('is recovered by its owner with a reset link; the squatter is locked out', async () => {
    const victim = uniqueEmail('victim');
    await postSignUp(t.app, { email: victim, name: 'Squatter', password: 'the squatter knows' });
    // The owner signs up: the same answer, and a note with a reset link arrives.
    await postSignUp(t.app, { email: victim, name: 'Owner', password: PASSWORD });
    await waitForMail(t.app, victim, (s) => s.startsWith('Someone tried'));

    await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: ORIGIN },
      payload: { email: victim, redirectTo: `${ORIGIN}/reset-password` },
    });
    const resetMail = await waitForMail(t.app, victim, (s) => s.startsWith('Reset'));
    const followed = await openLink(t.app, linkIn(resetMail, '/api/auth/reset-password/'));
    const token = new URL(followed.headers.location as string).searchParams.get('token');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { origin: ORIGIN },
      payload: { token, newPassword: 'the owner chose this' },
    });
    expect(reset.statusCode).toBe(200);

    // The reset link reached the address: it counts as confirmed, and the owner is in.
    expect((await storedUsers(victim))[0]?.email_verified).toBe(true);
    expect(
      (await signIn(t.app, { email: victim, password: 'the owner chose this' })).statusCode,
    ).toBe(200);
    expect(
      (await signIn(t.app, { email: victim, password: 'the squatter knows' })).statusCode,
    ).toBe(401);
  });
});
