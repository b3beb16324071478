// Instant alerts (issue 17, ADR 060): the items an analysis wrote are matched against every
// active instant rule, and each (rule, item) pair is recorded once, keyed by the item's id, then
// queued. Running the analysis again writes no item, or the same ids again: nothing new is
// recorded and nothing is sent twice. Only fresh items alert (their day is today or yesterday):
// a re-analysis of old history, or the demo import's, rewrites items nobody is waiting for.
import { randomUUID } from 'node:crypto';
import { insertAlertDelivery, listActiveAlertRules, listFeedItemsById } from '@gitsignals/db';
import { shiftDay, utcDay } from '@gitsignals/domain';
import type { AlertDeliveryDeps } from './deps';
import { itemsMatchingRule } from './rule-matches';

/** Items about days before yesterday (UTC) never alert. */
export const FRESH_DAYS = 2;

export interface MatchNewItemsResult {
  rules: number;
  items: number;
  /** New deliveries recorded and queued. */
  queued: number;
}

export async function matchNewItems(
  deps: Pick<AlertDeliveryDeps, 'db' | 'now' | 'queue'>,
  itemIds: string[],
): Promise<MatchNewItemsResult> {
  const { db } = deps;
  const rules = await listActiveAlertRules(db, 'instant');
  if (rules.length === 0 || itemIds.length === 0)
    return { rules: rules.length, items: 0, queued: 0 };
  const freshFrom = shiftDay(utcDay(deps.now()), -(FRESH_DAYS - 1));
  const items = (await listFeedItemsById(db, itemIds))
    .filter((item) => item.analysisDate >= freshFrom)
    .sort((a, b) => a.analysisDate.localeCompare(b.analysisDate) || a.id.localeCompare(b.id));
  const queued: string[] = [];
  for (const rule of rules) {
    for (const item of await itemsMatchingRule(db, rule, items)) {
      const recorded = await insertAlertDelivery(db, {
        id: randomUUID(),
        ruleId: rule.id,
        key: item.id,
        kind: 'instant',
        itemIds: [item.id],
        title: item.title,
        createdAt: deps.now(),
      });
      if (recorded) queued.push(recorded.id);
    }
  }
  if (queued.length > 0) await deps.queue.deliver(queued);
  return { rules: rules.length, items: items.length, queued: queued.length };
}
