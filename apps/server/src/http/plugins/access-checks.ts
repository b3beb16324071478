// What each access level demands of a request (access.ts declares and installs them), and the
// two checks a handler makes once it has read its input: premium rules that depend on what is
// asked (a premium project's analysis, adding to the project list, Agent Hub profiles).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isAdmin } from '../../auth/admin-role';
import { sameToken } from '../../auth/admin-token';
import {
  isFreeProject,
  isSubscriber,
  premiumAnalysisMessage,
  UPGRADE_MESSAGE,
} from '../../billing/entitlements';
import type { RouteAccess, UserIdAt } from './access-levels';
import { acceptedApiToken } from './api-token-auth';
import { currentUser, type SessionUser } from './auth';
import { HttpError } from './errors';

export const unauthorized = () => new HttpError(401, 'unauthorized', 'Authentication required');
export const forbidden = () =>
  new HttpError(403, 'forbidden', 'You can only access your own account');
export const adminOnly = () =>
  new HttpError(403, 'forbidden', "Only an admin may use the operators' console");
export const subscriptionRequired = (message = UPGRADE_MESSAGE) =>
  new HttpError(403, 'subscription_required', message);

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's subscription status, looked up once per request. */
    activeSubscription?: boolean;
  }
}

/** The user id the request names where the route says it does; undefined: none named. */
function namedUserId(request: FastifyRequest, at: UserIdAt): string | undefined {
  if (at.startsWith('params.')) {
    const params = request.params as Record<string, string | undefined>;
    return params[at.slice('params.'.length)] ?? '';
  }
  const value = (request.body as Record<string, unknown> | null | undefined)?.[
    at.slice('body.'.length)
  ];
  // Not a string: validation refuses the body (400), and no user was named.
  return typeof value === 'string' ? value : undefined;
}

/**
 * 401 without a session (or with an API token that does not stand, public routes included); then
 * 403 for a non-admin on an admin route, for another user's id, or without a subscription.
 */
export async function enforceAccess(
  request: FastifyRequest,
  reply: FastifyReply,
  access: RouteAccess,
): Promise<void> {
  if (access === 'operator') return;
  if (access === 'public') {
    // An API client that sends a bad token wants to hear so, not an anonymous answer.
    if (acceptedApiToken(request) !== undefined) await currentUser(request, reply);
    return;
  }
  const user = await currentUser(request, reply);
  if (!user) throw unauthorized();
  if (access === 'admin') {
    if (!isAdmin(user, request.server.deps.adminEmails)) throw adminOnly();
    return;
  }
  if (typeof access === 'object') {
    const named = namedUserId(request, access.self);
    if (named !== undefined && named !== user.id) throw forbidden();
  }
  if (access === 'subscriber' || (typeof access === 'object' && access.subscriber)) {
    await requireSubscription(request);
  }
}

export function enforceOperatorToken(request: FastifyRequest): void {
  const expected = request.server.deps.operatorCommands?.token;
  const header = request.headers.authorization ?? '';
  const presented = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
  if (!expected || !presented || !sameToken(presented, expected)) {
    throw new HttpError(
      401,
      'unauthorized',
      'A valid admin token is required: the server writes it to DATA_DIR/admin-token.',
    );
  }
}

/**
 * The user the gate let in. Only for routes that declare a session level: on a public route it
 * is a programming error (500), never a 401 answered from inside a handler.
 */
export function signedInUser(request: FastifyRequest): SessionUser {
  const user = request.sessionUser;
  if (!user) {
    throw new Error(`${request.method} ${request.routeOptions.url} declares no session access`);
  }
  return user;
}

/** 403 `subscription_required` unless the signed-in user has an active subscription. */
export async function requireSubscription(
  request: FastifyRequest,
  message = UPGRADE_MESSAGE,
): Promise<void> {
  if (request.activeSubscription === undefined) {
    request.activeSubscription = await isSubscriber(request.server.deps, signedInUser(request).id);
  }
  if (!request.activeSubscription) throw subscriptionRequired(message);
}

/** Project analysis: free accounts analyse the free projects; subscribers analyse any project. */
export async function requireProjectAnalysisAccess(
  request: FastifyRequest,
  project: { id: number; name: string },
): Promise<void> {
  if (await isFreeProject(request.server.deps.freeProjects, project.id)) return;
  await requireSubscription(request, premiumAnalysisMessage(project.name));
}
