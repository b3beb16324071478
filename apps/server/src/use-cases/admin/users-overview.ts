// The console's users screen: how many accounts, confirmed and subscribed (per plan), and the
// newest accounts with their plan and admin flag. Never a secret: no password hash, session,
// token or unsubscribe token is read.
import {
  countSubscribersByPlan,
  countUsers,
  listCurrentPlanIds,
  listNewestUsers,
  type Database,
} from '@gitsignals/db';
import { isAdmin } from '../../auth/admin-role';

export const NEWEST_USERS_SHOWN = 50;

export async function usersOverview(deps: {
  db: Database;
  now: () => Date;
  adminEmails: readonly string[];
}) {
  const now = deps.now();
  const [counts, byPlan, newest] = await Promise.all([
    countUsers(deps.db),
    countSubscribersByPlan(deps.db, now),
    listNewestUsers(deps.db, NEWEST_USERS_SHOWN),
  ]);
  const planNames = new Map(byPlan.map((p) => [p.planId, p.planName]));
  const plans = await listCurrentPlanIds(
    deps.db,
    newest.map((u) => u.id),
    now,
  );
  return {
    counts: {
      ...counts,
      subscribers: byPlan.reduce((sum, p) => sum + p.subscribers, 0),
      byPlan: byPlan.map((p) => ({
        planId: p.planId,
        plan: p.planName,
        subscribers: p.subscribers,
      })),
    },
    newest: newest.map((user) => {
      const planId = plans.get(user.id);
      return {
        id: user.id,
        email: user.email,
        name: user.name,
        confirmed: user.emailVerified,
        createdAt: user.createdAt,
        plan: planId === undefined ? null : (planNames.get(planId) ?? planId),
        isAdmin: isAdmin(user, deps.adminEmails),
      };
    }),
  };
}
