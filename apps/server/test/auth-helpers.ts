// Signing users up and in through the real better-auth endpoints, for route tests. Sign-up
// answers without a session (ADR 021): signUp follows the confirmation link from the app's
// outbox, as the new user would, and returns the session that link starts.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { vi } from 'vitest';
import type { Database } from '@gitsignals/db';
import type { OutboxMailer } from '../src/mail/mailer';
import { listOutbox, type OutboxMessage } from '../src/mail/outbox';

export const ORIGIN = 'http://localhost:3000';

/** The origin the app serves its pages from (its PUBLIC_URL): better-auth checks POSTs against it. */
const originOf = (app: FastifyInstance) => new URL(app.deps.publicUrl).origin;

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

/** The database the app's outbox mailer keeps its messages in. */
function outboxOf(app: FastifyInstance): Database {
  const mailer = app.deps.mailer as OutboxMailer;
  if (mailer.kind !== 'outbox') throw new Error('signing up in tests needs the outbox mailer');
  return app.deps.db;
}

/**
 * Waits for the newest e-mail to `to` whose subject passes `subject` (sent in the background),
 * leaving out the messages whose ids are in `seen` (those there before the request).
 */
export async function waitForMail(
  app: FastifyInstance,
  to: string,
  subject: (subject: string) => boolean = () => true,
  seen: ReadonlySet<string> = new Set(),
): Promise<OutboxMessage> {
  const db = outboxOf(app);
  return vi.waitFor(
    async () => {
      const message = (await listOutbox(db)).find(
        (m) => m.to === to && subject(m.subject) && !seen.has(m.id),
      );
      if (!message) throw new Error(`no e-mail to ${to}`);
      return message;
    },
    { timeout: 10_000, interval: 20 },
  );
}

/** Everything in the outbox to `to`, newest first. */
export async function mailsTo(app: FastifyInstance, to: string): Promise<OutboxMessage[]> {
  return (await listOutbox(outboxOf(app))).filter((m) => m.to === to);
}

/** The first link of a message's plain text whose path starts with `pathPrefix`. */
export function linkIn(message: OutboxMessage, pathPrefix: string): URL {
  for (const match of message.text.matchAll(/https?:\/\/\S+/g)) {
    const url = new URL(match[0]);
    if (url.pathname.startsWith(pathPrefix)) return url;
  }
  throw new Error(`no ${pathPrefix} link in "${message.subject}"`);
}

export const isConfirmation = (subject: string) => subject.startsWith('Confirm your e-mail');

/** Opens an e-mailed link like a browser does (no session unless `cookie` is given). */
export async function openLink(
  app: FastifyInstance,
  url: URL,
  cookie?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url: `${url.pathname}${url.search}`,
    headers: cookie ? { cookie } : {},
  });
}

export async function postSignUp(
  app: FastifyInstance,
  input: { email: string; name: string; password: string },
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: originOf(app) },
    payload: input,
  });
}

export async function sessionOf(
  app: FastifyInstance,
  cookie: string,
): Promise<{ user: { id: string; email: string; name: string; emailVerified: boolean } } | null> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/auth/get-session',
    headers: { cookie },
  });
  return response.json();
}

export async function signUp(
  app: FastifyInstance,
  input: { email?: string; name?: string; password?: string } = {},
): Promise<SignedInUser> {
  const email = input.email ?? uniqueEmail();
  const name = input.name ?? 'Test User';
  const password = input.password ?? 'correct horse battery';
  const seen = new Set((await mailsTo(app, email)).map((m) => m.id));
  const response = await postSignUp(app, { email, name, password });
  if (response.statusCode !== 200) {
    throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  }
  const mail = await waitForMail(app, email, isConfirmation, seen);
  const link = linkIn(mail, '/api/auth/verify-email');
  const opened = await openLink(app, link);
  const cookie = cookieOf(opened);
  const session = await sessionOf(app, cookie);
  if (!session) throw new Error(`the confirmation link started no session: ${opened.statusCode}`);
  return { id: session.user.id, email, name, password, cookie };
}

export async function signIn(
  app: FastifyInstance,
  input: { email: string; password: string },
  cookie?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: originOf(app), ...(cookie ? { cookie } : {}) },
    payload: input,
  });
}
