// Who may see premium data: a signed-in user with an active subscription (status active or
// trialing, paid period not over). Free accounts keep the daily feed, their personal feed,
// bookmarks, search, e-mails, and project analysis of the free projects (free-projects.ts).
// The HTTP access gate (http/plugins/access-checks.ts) asks these questions and answers 403.
import { hasActiveSubscription, type Database } from '@gitsignals/db';
import type { FreeProjects } from './free-projects';

/** The spec's text for a refused premium feature (section 6: 403 points to pricing). */
export const UPGRADE_MESSAGE = 'Please upgrade your plan to access this feature.';

export const premiumAnalysisMessage = (projectName: string) =>
  `Analysis of ${projectName} is a premium feature. ${UPGRADE_MESSAGE}`;

export interface EntitlementDeps {
  db: Database;
  now: () => Date;
}

/** Whether the user has an active subscription now. */
export function isSubscriber(deps: EntitlementDeps, userId: string): Promise<boolean> {
  return hasActiveSubscription(deps.db, userId, deps.now());
}

/**
 * The project-subscriptions editor is premium. Without a subscription a user may still make the
 * first choice (the categories picked at sign-up, when the list is empty) and remove projects;
 * adding projects to a chosen list needs a subscription.
 */
export function projectListChangeNeedsSubscription(
  current: readonly string[],
  next: readonly string[],
): boolean {
  if (current.length === 0) return false;
  const kept = new Set(current.map((name) => name.toLowerCase()));
  return !next.every((name) => kept.has(name.trim().toLowerCase()));
}

/** Whether free accounts may analyse this project. */
export async function isFreeProject(freeProjects: FreeProjects, projectId: number) {
  return (await freeProjects()).some((project) => project.id === projectId);
}
