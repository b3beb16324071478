// "Send test" (issue 17): one delivery of a sample item through the rule's real destination, so
// its owner sees the message and the log row its receiver's answer makes. The sample is the
// newest item the rule matches, else the newest item of the feed. Queued, never sent inside the
// request; at most TEST_SENDS_PER_MINUTE per rule, so the button cannot be used to flood a URL.
import { randomUUID } from 'node:crypto';
import {
  countAlertDeliveriesSince,
  findAlertRule,
  insertAlertDelivery,
  listLatestFeedItems,
  type AlertDeliveryRow,
} from '@gitsignals/db';
import { notFound, rateLimited } from '../errors';
import type { AlertRuleDeps } from './deps';
import { RULE_NOT_FOUND } from './manage-rules';
import { itemsMatchingRule } from './rule-matches';

export const TEST_SENDS_PER_MINUTE = 5;
/** How far back the sample is looked for among the newest items. */
const SAMPLE_FROM_NEWEST = 200;

export async function sendTestAlert(
  deps: AlertRuleDeps,
  userId: string,
  ruleId: string,
): Promise<AlertDeliveryRow> {
  const { db } = deps;
  const rule = await findAlertRule(db, userId, ruleId);
  if (!rule) throw notFound(RULE_NOT_FOUND);
  const minuteAgo = new Date(deps.now().getTime() - 60_000);
  if ((await countAlertDeliveriesSince(db, rule.id, 'test', minuteAgo)) >= TEST_SENDS_PER_MINUTE) {
    throw rateLimited('Too many test messages; wait a minute and send another.');
  }
  const newest = await listLatestFeedItems(db, SAMPLE_FROM_NEWEST);
  const sample = (await itemsMatchingRule(db, rule, newest))[0] ?? newest[0];
  if (!sample) throw notFound('There is no feed item to send as a sample yet', 'no_sample_item');
  const delivery = await insertAlertDelivery(db, {
    id: randomUUID(),
    ruleId: rule.id,
    key: `test:${randomUUID()}`,
    kind: 'test',
    itemIds: [sample.id],
    title: sample.title,
    createdAt: deps.now(),
  });
  await deps.queue.deliver([delivery!.id]);
  return delivery!;
}
