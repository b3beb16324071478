// Giving a test user a subscription (or an expired one) straight in the database, for tests of
// premium routes that are not about billing itself.
import { randomUUID } from 'node:crypto';
import { insertSubscription, type DatabaseHandle } from '@gitsignals/db';

const DAY_MS = 86_400_000;

export async function giveSubscription(
  handle: DatabaseHandle,
  userId: string,
  options: { status?: string; periodEnd?: Date; planId?: string } = {},
): Promise<string> {
  const id = `sub_test_${randomUUID()}`;
  await insertSubscription(handle.db, {
    id,
    userId,
    planId: options.planId ?? 'founding-member-monthly',
    provider: 'test',
    status: options.status ?? 'active',
    currentPeriodEnd: options.periodEnd ?? new Date(Date.now() + 30 * DAY_MS),
    cancelAtPeriodEnd: false,
  });
  return id;
}
