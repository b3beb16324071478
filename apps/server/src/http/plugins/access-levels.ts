// The access levels a route declares in `config.access` (enforced by access.ts).

/**
 * Where a self route names its user: a path parameter (`'params.id'`) or a field of the JSON body
 * (`'body.userId'`). A body without that field as a string is left to validation (400).
 */
export type UserIdAt = `params.${string}` | `body.${string}`;

/**
 * - `public`: anyone (a route may still refuse by other means: a token in the path, the local-only
 *   development tools);
 * - `user`: a session (401 without);
 * - `subscriber`: a session with an active subscription (then 403 `subscription_required`);
 * - `{ self }`: a session whose user the route names (then 403 `forbidden`), plus an active
 *   subscription with `subscriber: true`;
 * - `admin`: a session of an admin, by `grant-admin` or ADMIN_EMAILS (then 403 `forbidden`;
 *   ADR 055): the operators' console;
 * - `operator`: the admin token a server writes to DATA_DIR/admin-token (401 without): a CLI's
 *   `--server`, not a person.
 */
export type RouteAccess =
  'public' | 'user' | 'subscriber' | 'admin' | 'operator' | { self: UserIdAt; subscriber?: true };

/**
 * What a personal API token (`Authorization: Bearer gs_…`, ADR 061) does on a route:
 * - `accepted`: a read route; the token stands for its user, with the user's plan, and the route's
 *   access level applies as for a session. An invalid, revoked or expired token answers 401 (on
 *   public routes too).
 * - `ignored`: the header is none of the route's business (better-auth's endpoints).
 * - unset: an /api route refuses the token with 403 (account, billing, token, alert and admin
 *   routes, and every write), so a new route is closed to tokens until it says otherwise.
 *   Operator routes answer their own 401: a token is not the admin token.
 */
export type ApiTokenUse = 'accepted' | 'ignored';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    apiToken?: ApiTokenUse;
  }
}
