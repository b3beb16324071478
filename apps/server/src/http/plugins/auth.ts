// Mounts better-auth at /api/auth and gives routes the signed-in user. Every route that names a
// user id calls requireSelf: 401 without a session, 403 for anyone else (before any change).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CLIENT_IP_HEADER, type Auth } from '../../auth/auth';
import { HttpError } from './errors';
import { clientIp } from './security';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** undefined: not looked up yet; null: no valid session. */
    sessionUser?: SessionUser | null;
  }
}

export const unauthorized = () => new HttpError(401, 'unauthorized', 'Authentication required');
export const forbidden = () =>
  new HttpError(403, 'forbidden', 'You can only access your own account');

function toHeaders(request: FastifyRequest, trustedClientIpHeader: string | undefined): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  headers.set(CLIENT_IP_HEADER, clientIp(request, trustedClientIpHeader));
  return headers;
}

/** The session's user, looked up once per request. */
export async function currentUser(request: FastifyRequest): Promise<SessionUser | null> {
  if (request.sessionUser !== undefined) return request.sessionUser;
  const { auth, trustedClientIpHeader } = request.server.deps;
  const session = await auth.api.getSession({
    headers: toHeaders(request, trustedClientIpHeader),
  });
  request.sessionUser = session
    ? { id: session.user.id, email: session.user.email, name: session.user.name }
    : null;
  return request.sessionUser;
}

export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await currentUser(request);
  if (!user) throw unauthorized();
  return user;
}

/** For /user/{id}, /users/{id}/…, /feeds/user/{id}: only the signed-in user's own id. */
export async function requireSelf(request: FastifyRequest, userId: string): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.id !== userId) throw forbidden();
  return user;
}

/**
 * A preValidation hook for routes that name a user id in the path parameter `param`: the access
 * rule runs before the body is even read as input, so a stranger's request changes nothing.
 */
export function selfOnly(param: string) {
  return async (request: FastifyRequest): Promise<void> => {
    const params = request.params as Record<string, string | undefined>;
    await requireSelf(request, params[param] ?? '');
  };
}

/**
 * Answers that must not tell whether an address has an account take at least this long, so the
 * database writes and e-mail of one case cannot be told from the other by timing (ADR 021).
 * better-auth's resend (send-verification-email) keeps its own 500 ms floor.
 */
export const UNIFORM_ANSWER_MS = 500;
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
    schema: { hide: true },
    async handler(request, reply) {
      const started = performance.now();
      const url = new URL(request.url, publicUrl);
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
