// Security headers with a Content-Security-Policy the web app satisfies, a per-client rate limit
// on public routes, and the client address taken only from a configured trusted header.
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Project logos are organisation avatars on the code host; nothing else leaves our origin. */
export const AVATAR_HOST = 'https://avatars.githubusercontent.com';

export interface SecurityOptions {
  rateLimitMax: number;
  trustedClientIpHeader: string | undefined;
}

export function clientIp(request: FastifyRequest, trustedHeader: string | undefined): string {
  if (trustedHeader) {
    const value = request.headers[trustedHeader.toLowerCase()];
    const first = (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();
    if (first) return first;
  }
  return request.socket.remoteAddress ?? 'unknown';
}

export async function registerSecurity(
  app: FastifyInstance,
  options: SecurityOptions,
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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
  if (options.rateLimitMax > 0) {
    await app.register(rateLimit, {
      global: true,
      max: options.rateLimitMax,
      timeWindow: '1 minute',
      keyGenerator: (request) => clientIp(request, options.trustedClientIpHeader),
      // The SPA's own assets are not API calls.
      allowList: (request) => !request.url.startsWith('/api/'),
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: `Too many requests: at most ${context.max} per minute. Try again in ${context.after}.`,
      }),
    });
  }
}
