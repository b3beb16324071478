// Security headers with a Content-Security-Policy the web app satisfies, a rate limit per client
// (and per personal API token) on /api routes, and the client address taken only from a
// configured trusted header.
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { acceptedApiToken, apiTokenOf } from './api-token-auth';

/** Project logos are organisation avatars on the code host; nothing else leaves our origin. */
export const AVATAR_HOST = 'https://avatars.githubusercontent.com';

export interface SecurityOptions {
  /** Origins our own pages are served from; other sites may not change data with our cookie. */
  allowedOrigins: string[];
  rateLimitMax: number;
  /** Requests per minute per personal API token (ADR 061); 0 turns that limit off. */
  apiTokenRateLimitMax: number;
  trustedClientIpHeader: string | undefined;
  /** CSP sources (`'sha256-…'`) of the built app's inline scripts (inline-script-hashes.ts). */
  inlineScriptHashes?: string[];
}

export function clientIp(request: FastifyRequest, trustedHeader: string | undefined): string {
  if (trustedHeader) {
    const value = request.headers[trustedHeader.toLowerCase()];
    // A proxy appends the address it saw to whatever the client sent: only the last entry is
    // the proxy's word; earlier ones are the client's and could rotate past every limit.
    const joined = Array.isArray(value) ? value.join(',') : value;
    const last = joined?.split(',').at(-1)?.trim();
    if (last) return last;
  }
  return request.socket.remoteAddress ?? 'unknown';
}

export async function registerSecurity(
  app: FastifyInstance,
  options: SecurityOptions,
): Promise<void> {
  // helmet's middleware, built once: @fastify/helmet built it on every request (parsing the CSP
  // directives each time, ~10% of the CPU of an answer served from memory).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(options.inlineScriptHashes ?? [])],
        // Radix and sonner position popovers and toasts with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', AVATAR_HOST],
        connectSrc: ["'self'", AVATAR_HOST],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
  refuseCrossSiteWrites(app, options.allowedOrigins);
  await registerRateLimit(app, options);
}

const TOKEN_KEY = 'api-token ';

/**
 * Requests per minute per client address, and per API token for requests a valid token signs in
 * (ADR 061): a script's token has its own allowance, whatever address it runs from, and shares
 * none with the browsers behind the same address. An invalid token counts against its address,
 * so guessing tokens is limited like any request.
 */
async function registerRateLimit(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  const { rateLimitMax, apiTokenRateLimitMax, trustedClientIpHeader } = options;
  if (rateLimitMax <= 0 && apiTokenRateLimitMax <= 0) return;
  const isTokenKey = (key: string) => key.startsWith(TOKEN_KEY);
  await app.register(rateLimit, {
    global: true,
    max: (_request, key) => (isTokenKey(key) ? apiTokenRateLimitMax : rateLimitMax),
    timeWindow: '1 minute',
    keyGenerator: async (request) => {
      const token = acceptedApiToken(request);
      const found = token === undefined ? null : await apiTokenOf(request, token);
      return found ? `${TOKEN_KEY}${found.tokenHash}` : clientIp(request, trustedClientIpHeader);
    },
    // The SPA's own assets are not API calls; the Atom/RSS feeds read the database as the API
    // does, so they count (a feed reader polls a feed every few minutes at most, ADR 064). A limit
    // set to 0 is off.
    allowList: (request, key) =>
      !isLimitedPath(request.url) || (isTokenKey(key) ? apiTokenRateLimitMax : rateLimitMax) <= 0,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests: at most ${context.max} per minute. Try again in ${context.after}.`,
    }),
  });
}

const isLimitedPath = (url: string) =>
  url.startsWith('/api/') || url.startsWith('/feeds.') || url.startsWith('/feeds/personal/');

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A second line against cross-site request forgery, next to SameSite=Lax session cookies: a
 * browser names the page's origin on every non-GET request, so a write to /api whose Origin is
 * another site is refused before any route runs. Requests without Origin (API clients, tests)
 * pass: they carry no ambient browser cookie. /api/auth checks origins itself (better-auth), and
 * one-click unsubscribe is posted by mail providers from their own servers (RFC 8058).
 */
function refuseCrossSiteWrites(app: FastifyInstance, allowedOrigins: string[]): void {
  const allowed = new Set(allowedOrigins);
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (
      request.url.startsWith('/api/auth/') ||
      /^\/api\/user\/[^/]+\/unsubscribe/.test(request.url)
    ) {
      return;
    }
    const origin = request.headers.origin;
    if (origin === undefined || allowed.has(origin)) return;
    return reply.status(403).send({
      error: { code: 'cross_site_request', message: 'Cross-site request refused' },
    });
  });
}
