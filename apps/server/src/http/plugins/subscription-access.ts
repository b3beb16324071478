// Who may see premium data: a signed-in user with an active subscription (status active or
// trialing, paid period not over). Free accounts keep the daily feed, their personal feed,
// bookmarks, search, e-mails, and project analysis of the free projects
// (billing/free-projects.ts). These are request gates, so they live in the http layer; billing
// holds the providers.
import type { FastifyRequest } from 'fastify';
import { hasActiveSubscription as storedActiveSubscription } from '@gitsignals/db';
import { requireUser, type SessionUser } from './auth';
import { HttpError } from './errors';

/** The spec's text for a refused premium feature (section 6: 403 points to pricing). */
export const UPGRADE_MESSAGE = 'Please upgrade your plan to access this feature.';

export const subscriptionRequired = (message = UPGRADE_MESSAGE) =>
  new HttpError(403, 'subscription_required', message);

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's subscription status, looked up once per request. */
    activeSubscription?: boolean;
  }
}

/** Whether the signed-in user of this request has an active subscription (cached per request). */
export async function requestHasActiveSubscription(
  request: FastifyRequest,
  user: SessionUser,
): Promise<boolean> {
  if (request.activeSubscription === undefined) {
    const { db, now } = request.server.deps;
    request.activeSubscription = await storedActiveSubscription(db, user.id, now());
  }
  return request.activeSubscription;
}

/**
 * A preValidation hook for premium routes: 401 without a session, 403 without an active
 * subscription, before the input is even read, so a refused request changes nothing.
 */
export async function requireActiveSubscription(request: FastifyRequest): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!(await requestHasActiveSubscription(request, user))) throw subscriptionRequired();
  return user;
}

/**
 * The project-subscriptions editor is premium. Without a subscription a user may still make the
 * first choice (the categories picked at sign-up, when the list is empty) and remove projects;
 * adding projects to a chosen list needs a subscription.
 */
export async function requireProjectListChangeAllowed(
  request: FastifyRequest,
  user: SessionUser,
  current: readonly string[],
  next: readonly string[],
): Promise<void> {
  if (current.length === 0) return;
  const kept = new Set(current.map((name) => name.toLowerCase()));
  if (next.every((name) => kept.has(name.trim().toLowerCase()))) return;
  if (!(await requestHasActiveSubscription(request, user))) throw subscriptionRequired();
}

/** Project analysis: free accounts analyse the free projects; subscribers analyse any project. */
export async function requireProjectAnalysisAccess(
  request: FastifyRequest,
  project: { id: number; name: string },
): Promise<void> {
  const user = await requireUser(request);
  const free = await request.server.deps.freeProjects();
  if (free.some((p) => p.id === project.id)) return;
  if (await requestHasActiveSubscription(request, user)) return;
  throw subscriptionRequired(
    `Analysis of ${project.name} is a premium feature. ${UPGRADE_MESSAGE}`,
  );
}
