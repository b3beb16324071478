// Signing users up and in through the real better-auth endpoints, for route tests.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export interface SignedInUser {
  id: string;
  email: string;
  name: string;
  password: string;
  /** The Cookie header value that carries the session. */
  cookie: string;
}

let counter = 0;

export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** name=value pairs of every Set-Cookie of an answer, joined for a Cookie header. */
export function cookieOf(response: LightMyRequestResponse): string {
  const raw = response.headers['set-cookie'];
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return list.map((c) => c.split(';')[0]).join('; ');
}

export async function signUp(
  app: FastifyInstance,
  input: { email?: string; name?: string; password?: string } = {},
): Promise<SignedInUser> {
  const email = input.email ?? uniqueEmail();
  const name = input.name ?? 'Test User';
  const password = input.password ?? 'correct horse battery';
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: 'http://localhost:3000' },
    payload: { email, name, password },
  });
  if (response.statusCode !== 200) {
    throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  }
  const body = response.json<{ user: { id: string } }>();
  return { id: body.user.id, email, name, password, cookie: cookieOf(response) };
}

export async function signIn(
  app: FastifyInstance,
  input: { email: string; password: string },
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: 'http://localhost:3000' },
    payload: input,
  });
}
