// Daily alerts (issue 17, ADR 060): once the UTC day is over, each active daily rule gets one
// delivery with the items of that day it matches, keyed `daily:YYYY-MM-DD` so the hourly runs
// after it (which make up for downtime) record it once. A day nothing matched sends nothing.
import { randomUUID } from 'node:crypto';
import { insertAlertDelivery, listActiveAlertRules, listFeedItemsCreatedOn } from '@gitsignals/db';
import { shiftDay, utcDay } from '@gitsignals/domain';
import type { AlertDeliveryDeps } from './deps';
import { itemsMatchingRule } from './rule-matches';

export interface QueueDailyAlertsResult {
  day: string;
  rules: number;
  queued: number;
}

/**
 * The most a daily message carries, in feed order (highest priority first); its title counts them
 * all. Chat messages hold far fewer, and a reader of fifty is already skimming.
 */
export const MAX_DAILY_ITEMS = 50;

const titleOf = (items: { title: string }[], day: string) =>
  items.length === 1 ? items[0]!.title : `${items.length} new signals on ${day}`;

export async function queueDailyAlerts(
  deps: Pick<AlertDeliveryDeps, 'db' | 'now' | 'queue'>,
): Promise<QueueDailyAlertsResult> {
  const { db } = deps;
  const day = shiftDay(utcDay(deps.now()), -1);
  const rules = await listActiveAlertRules(db, 'daily');
  if (rules.length === 0) return { day, rules: 0, queued: 0 };
  const items = await listFeedItemsCreatedOn(db, day);
  const queued: string[] = [];
  for (const rule of rules) {
    const matched = await itemsMatchingRule(db, rule, items);
    if (matched.length === 0) continue;
    const recorded = await insertAlertDelivery(db, {
      id: randomUUID(),
      ruleId: rule.id,
      key: `daily:${day}`,
      kind: 'daily',
      itemIds: matched.slice(0, MAX_DAILY_ITEMS).map((item) => item.id),
      title: titleOf(matched, day),
      createdAt: deps.now(),
    });
    if (recorded) queued.push(recorded.id);
  }
  if (queued.length > 0) await deps.queue.deliver(queued);
  return { day, rules: rules.length, queued: queued.length };
}
