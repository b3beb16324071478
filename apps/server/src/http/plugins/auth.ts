// Mounts better-auth at /api/auth and looks up the session's user once per request (for the
// access gate, access.ts, which answers 401 and 403).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findSessionUser } from '@gitsignals/db';
import { CLIENT_IP_HEADER, type Auth } from '../../auth/auth';
import { sessionCookiesKey } from '../session-reads';
import { acceptedApiToken, apiTokenOf, invalidApiToken } from './api-token-auth';
import { clientIp } from './security';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  /** 'admin' when granted with `grant-admin`; ADMIN_EMAILS is the other way in (isAdmin). */
  role: 'admin' | null;
  /** The user record's last save: PUT /user moves it, so it versions what is cached per user. */
  updatedAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** undefined: not looked up yet; null: no valid session. */
    sessionUser?: SessionUser | null;
  }
}

function toHeaders(request: FastifyRequest, trustedClientIpHeader: string | undefined): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  headers.set(CLIENT_IP_HEADER, clientIp(request, trustedClientIpHeader));
  return headers;
}

/** Cookies better-auth set while reading the session (a fresh cache, an extended or ended session). */
function forwardCookies(from: Headers, reply: FastifyReply): void {
  const cookies = from.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

/**
 * The user of the request's personal API token (ADR 061) on a route that accepts tokens: the
 * token speaks for its user whatever cookies come along; a token that does not stand answers 401
 * rather than passing for anonymous. undefined: no token presented, or not here.
 */
async function apiTokenUser(request: FastifyRequest): Promise<SessionUser | undefined> {
  const token = acceptedApiToken(request);
  if (token === undefined) return undefined;
  const found = await apiTokenOf(request, token);
  if (!found) throw invalidApiToken();
  request.apiTokenId = found.tokenId;
  return found.user;
}

/**
 * The request's user: its API token's where a read route is called with one (apiTokenUser),
 * otherwise the session's, looked up once per request. better-auth may answer from its signed cookie
 * cache (auth.ts) without reading the database, so the database is asked whether the session
 * still stands: a signed-out, revoked or deleted account's cached cookie opens nothing, and the
 * user's e-mail and name are today's (docs/decisions/046). One indexed read instead of
 * better-auth's session and user lookups.
 */
export async function currentUser(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SessionUser | null> {
  if (request.sessionUser !== undefined) return request.sessionUser;
  const tokenUser = await apiTokenUser(request);
  if (tokenUser) {
    request.sessionUser = tokenUser;
    return tokenUser;
  }
  const { auth, db, trustedClientIpHeader, sessionReads } = request.server.deps;
  // Cookies better-auth verified a moment ago name the same session (ADR 054); the database is
  // still asked whether it stands.
  const key = sessionCookiesKey(request.headers.cookie);
  const known = key && sessionReads.get(key);
  if (key && known) {
    const user = await findSessionUser(db, known);
    if (user) {
      request.sessionUser = user;
      return user;
    }
    sessionReads.forget(key);
  }
  const headers = toHeaders(request, trustedClientIpHeader);
  const read = await auth.api.getSession({ headers, returnHeaders: true });
  forwardCookies(read.headers, reply);
  const user = read.response ? await findSessionUser(db, read.response.session.token) : undefined;
  if (key && user && read.response && read.headers.getSetCookie().length === 0) {
    sessionReads.keep(key, read.response.session.token, new Date(read.response.session.expiresAt));
  }
  if (read.response && !user) {
    // The cache outlived its session: reading past the cache ends it in the browser too.
    const ended = await auth.api.getSession({
      headers,
      query: { disableCookieCache: true },
      returnHeaders: true,
    });
    forwardCookies(ended.headers, reply);
  }
  request.sessionUser = user ?? null;
  return request.sessionUser;
}

/**
 * Answers that must not tell whether an address has an account take at least this long, so the
 * database writes and e-mail of one case cannot be told from the other by timing (ADR 021).
 * better-auth's resend (send-verification-email) keeps its own 500 ms floor.
 */
export const UNIFORM_ANSWER_MS = 500;
const GET_SESSION_PATH = '/api/auth/get-session';
const UNIFORM_ANSWER_PATHS = new Set([
  '/api/auth/sign-up/email',
  '/api/auth/request-password-reset',
  '/api/auth/change-email',
]);

export async function registerAuth(
  app: FastifyInstance,
  auth: Auth,
  options: { uniformAnswerMs: number },
): Promise<void> {
  const { trustedClientIpHeader, publicUrl } = app.deps;
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    // better-auth decides itself what each of its endpoints needs (a session, a token…); a
    // personal API token is none of its business (ADR 061).
    config: { access: 'public', apiToken: 'ignored' },
    schema: { hide: true },
    async handler(request, reply) {
      const started = performance.now();
      const url = new URL(request.url, publicUrl);
      // What the web app shows of the session (its header, the settings' address) is read past
      // the session cookie cache (ADR 046): an ended session answers null at once, and the
      // answer carries a fresh cache cookie with today's e-mail and name.
      if (url.pathname === GET_SESSION_PATH) url.searchParams.set('disableCookieCache', 'true');
      const hasBody = request.method === 'POST' && request.body !== undefined;
      const response = await auth.handler(
        new Request(url, {
          method: request.method,
          headers: toHeaders(request, trustedClientIpHeader),
          body: hasBody ? JSON.stringify(request.body) : undefined,
        }),
      );
      reply.status(response.status);
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie') reply.header(name, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      const body = await response.text();
      if (UNIFORM_ANSWER_PATHS.has(url.pathname)) {
        const remaining = options.uniformAnswerMs - (performance.now() - started);
        if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
      }
      return reply.send(body.length > 0 ? body : null);
    },
  });
}
