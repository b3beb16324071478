// Who may call a route is declared on the route (`config.access`) and enforced here, by one
// plugin, for every route (docs/decisions/024-access-declared-on-the-route.md). An /api route
// without a declaration stops the app at start-up, so a new route cannot forget its gate.
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { enforceAccess, enforceOperatorToken } from './access-checks';
import type { ApiTokenUse, RouteAccess } from './access-levels';
import { apiTokenRefused, apiTokenUseOf, presentedApiToken } from './api-token-auth';

export type { ApiTokenUse, RouteAccess, UserIdAt } from './access-levels';

export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess | undefined;
  /** What a personal API token does here (unset: refused on /api routes; ADR 061). */
  apiToken: ApiTokenUse | undefined;
  /** The route's schema, so a test can tell it came from the endpoint table (ADR 030). */
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app with its declared access (the access test walks them). */
    declaredRoutes(): DeclaredRoute[];
  }
}

const isApiRoute = (url: string) => url === '/api' || url.startsWith('/api/');

/** Methods a route that accepts API tokens may have: tokens read (a POST that only reads, too). */
const TOKEN_METHODS = new Set(['GET', 'HEAD', 'POST']);

/** Why a route's declaration is not acceptable, or null when it is. */
function declarationProblem(route: DeclaredRoute): string | null {
  const { access, url } = route;
  if (access === undefined) return isApiRoute(url) ? 'declares no config.access' : null;
  if (route.apiToken === 'accepted') {
    if (!TOKEN_METHODS.has(route.method)) return 'accepts API tokens on a write method';
    if (access === 'admin' || access === 'operator') return `accepts API tokens as '${access}'`;
  }
  if (typeof access !== 'object' || !access.self.startsWith('params.')) return null;
  const param = access.self.slice('params.'.length);
  return url.split('/').includes(`:${param}`) ? null : `names no path parameter :${param}`;
}

function startUpCheck(routes: readonly DeclaredRoute[]): void {
  const problems = routes.flatMap((route) => {
    const problem = declarationProblem(route);
    return problem ? [`${route.method} ${route.url} ${problem}`] : [];
  });
  if (problems.length === 0) return;
  throw new Error(
    `Every /api route declares who may call it in config.access ('public', 'user', ` +
      `'subscriber', 'admin', 'operator' or { self, subscriber? }; see http/plugins/access.ts), ` +
      `and accepts API tokens (config.apiToken 'accepted') only to read: GET or POST, never as ` +
      `'admin' or 'operator':\n  ` +
      problems.join('\n  '),
  );
}

/** Installs the gate; call before any route is registered, so every one is seen. */
export function registerAccess(app: FastifyInstance): void {
  // The options objects themselves: an onRoute hook of a plugin's own scope may still set the
  // access of its routes after this one has seen them (declareAccessOfPluginRoutes).
  const seen: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    seen.push(route);
  });
  app.decorate('declaredRoutes', () =>
    seen.flatMap((route) =>
      [route.method].flat().map((method) => ({
        method,
        url: route.url,
        access: route.config?.access,
        apiToken: route.config?.apiToken,
        schema: route.schema,
      })),
    ),
  );
  app.addHook('onReady', async () => startUpCheck(app.declaredRoutes()));

  // The tokens need neither session nor body: refused before a large body is even read (and
  // before the rate limit counts the request).
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.access === 'operator') enforceOperatorToken(request);
    if (apiTokenUseOf(request) === 'refused' && presentedApiToken(request) !== undefined) {
      throw apiTokenRefused();
    }
  });
  // Session levels run after the body is parsed (self routes may name the user in it) and
  // before it is validated, so a refused caller learns nothing about the input rules and a
  // refused request changes nothing.
  app.addHook('preValidation', async (request, reply) => {
    const access = request.routeOptions.config?.access;
    if (access !== undefined) await enforceAccess(request, reply, access);
  });
}

/**
 * For routes a third-party plugin adds (the API docs): they get `access` (and what they do with
 * an API token) in this scope, since their options cannot be written at the call. Declares only
 * what the plugin left undeclared.
 */
export function declareAccessOfPluginRoutes(
  scope: FastifyInstance,
  access: RouteAccess,
  apiToken?: ApiTokenUse,
): void {
  scope.addHook('onRoute', (route) => {
    route.config = {
      ...route.config,
      access: route.config?.access ?? access,
      ...(apiToken ? { apiToken: route.config?.apiToken ?? apiToken } : {}),
    };
  });
}
