import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';
import { signIn, signUp, uniqueEmail } from './auth-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('sign-up and sessions', () => {
  it('signs up, keeps the session in the database and answers get-session', async () => {
    const user = await signUp(t.app, { name: 'Ada' });
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: user.cookie },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ user: { id: user.id, name: 'Ada', email: user.email } });
  });

  it('stores an Argon2id hash, never the password', async () => {
    const user = await signUp(t.app);
    const rows = await t.handle.db.execute<{ password: string }>(
      `select password from accounts where user_id = '${user.id}'`,
    );
    const hash = (rows as unknown as { rows: { password: string }[] }).rows[0]!.password;
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(hash).not.toContain(user.password);
  });

  it('signs in with the right password and refuses a wrong one', async () => {
    const user = await signUp(t.app);
    expect((await signIn(t.app, { email: user.email, password: user.password })).statusCode).toBe(
      200,
    );
    const wrong = await signIn(t.app, { email: user.email, password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
  });

  it('refuses a password shorter than 6 characters', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: 'http://localhost:3000' },
      payload: { email: uniqueEmail(), name: 'Short', password: '12345' },
    });
    expect(response.statusCode).toBe(400);
  });

  it.each(['', '   '])('refuses a blank name (%j) with the spec message', async (name) => {
    const email = uniqueEmail();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: 'http://localhost:3000' },
      payload: { email, name, password: 'long enough password' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Name is required for sign up.' });
    expect((await signIn(t.app, { email, password: 'long enough password' })).statusCode).toBe(401);
  });
});
