// The session cookie's attributes follow PUBLIC_URL: under https every auth cookie is Secure
// and __Secure- prefixed (a browser then never sends it over plain http); under http (local
// development) neither, or the browser would drop it.
import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp } from './helpers';
import { sessionOf, signIn, signUp } from './auth-helpers';

function setCookies(response: LightMyRequestResponse): string[] {
  const raw = response.headers['set-cookie'];
  return raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
}

async function signInCookies(publicUrl: string) {
  const t = await createTestApp({ publicUrl });
  try {
    const user = await signUp(t.app);
    const response = await signIn(t.app, { email: user.email, password: user.password });
    expect(response.statusCode).toBe(200);
    const cookies = setCookies(response);
    // The cookie it sets is the one that carries the session.
    const pairs = cookies.map((c) => c.split(';')[0]).join('; ');
    expect((await sessionOf(t.app, pairs))?.user.email).toBe(user.email);
    return cookies;
  } finally {
    await t.close();
  }
}

describe('session cookie', () => {
  it('is Secure and __Secure- prefixed when PUBLIC_URL is https', async () => {
    const cookies = await signInCookies('https://gitsignals.example');
    const session = cookies.find((c) => c.includes('better-auth.session_token='));
    expect(session).toMatch(/^__Secure-better-auth\.session_token=/);
    expect(session).toMatch(/;\s*Secure(;|$)/i);
    expect(session).toMatch(/;\s*HttpOnly(;|$)/i);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/^__Secure-/);
      expect(cookie).toMatch(/;\s*Secure(;|$)/i);
    }
  });

  it('is neither under an http PUBLIC_URL (local development)', async () => {
    const cookies = await signInCookies('http://localhost:3000');
    const session = cookies.find((c) => c.includes('better-auth.session_token='));
    expect(session).toMatch(/^better-auth\.session_token=/);
    expect(session).toMatch(/;\s*HttpOnly(;|$)/i);
    for (const cookie of cookies) expect(cookie).not.toMatch(/;\s*Secure(;|$)/i);
  });
});
