// Personal API tokens on the request (ADR 061): which token a request presents, whether its route
// takes one, and who it speaks for, looked up once per request (the rate limit keys by it, the
// access gate signs the request in with it).
import type { FastifyRequest } from 'fastify';
import { API_TOKEN_PREFIX } from '@gitsignals/contracts';
import {
  authenticateApiToken,
  type AuthenticatedApiToken,
} from '../../use-cases/api-tokens/authenticate-api-token';
import { HttpError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The presented token's lookup, made once (undefined: not made yet). */
    apiTokenLookup?: Promise<AuthenticatedApiToken | null>;
    /** Set when an API token, not a session cookie, signed the request in. */
    apiTokenId?: string;
  }
}

export const apiTokenRefused = () =>
  new HttpError(
    403,
    'api_token_not_allowed',
    'API tokens can only read data: sign in to change your account, billing, tokens or alerts.',
  );

export const invalidApiToken = () =>
  new HttpError(
    401,
    'invalid_api_token',
    'This API token is not valid: it was revoked, it has expired, or it never existed.',
  );

const BEARER = /^bearer\s+(\S+)\s*$/i;

/**
 * The `gs_…` token of an `Authorization: Bearer` header, if the request presents one. Other
 * bearer values are not API tokens (the operator's admin token) and are left alone.
 */
export function presentedApiToken(request: FastifyRequest): string | undefined {
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  return token?.startsWith(API_TOKEN_PREFIX) ? token : undefined;
}

const isApiRoute = (url: string) => url === '/api' || url.startsWith('/api/');

/**
 * What the request's route does with a token: its declaration, else refused on /api routes
 * (operator routes answer for themselves) and ignored elsewhere (the web app's pages).
 */
export function apiTokenUseOf(request: FastifyRequest): 'accepted' | 'ignored' | 'refused' {
  const { config, url } = request.routeOptions;
  if (config?.apiToken) return config.apiToken;
  if (url === undefined || !isApiRoute(url) || config?.access === 'operator') return 'ignored';
  return 'refused';
}

/** The token the request presents on a route that accepts tokens. */
export function acceptedApiToken(request: FastifyRequest): string | undefined {
  return apiTokenUseOf(request) === 'accepted' ? presentedApiToken(request) : undefined;
}

/** Who the presented token speaks for (null: not a valid token), asked of the database once. */
export function apiTokenOf(
  request: FastifyRequest,
  token: string,
): Promise<AuthenticatedApiToken | null> {
  request.apiTokenLookup ??= authenticateApiToken(request.server.deps, token);
  return request.apiTokenLookup;
}
