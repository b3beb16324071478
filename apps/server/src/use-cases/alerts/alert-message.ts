// The message a delivery carries (the channels' AlertMessage): its items as alerts show them,
// each with a link to its page and to its commits, and the link to manage the rule.
import {
  listFeedItemCommits,
  listFeedItemsById,
  type AlertDeliveryRow,
  type Database,
} from '@gitsignals/db';
import type { AlertItem, AlertMessage } from '../../alert-channels/channel';

/** The commits an item links to, newest first; a big day links the first few. */
const MAX_COMMIT_LINKS = 10;

export const settingsUrlOf = (publicUrl: string) => `${publicUrl}/settings#alerts`;

/** The delivery's items that are still in the feed, in the delivery's order. */
async function itemsOf(db: Database, publicUrl: string, itemIds: string[]): Promise<AlertItem[]> {
  const rows = new Map((await listFeedItemsById(db, itemIds)).map((row) => [row.id, row]));
  const items: AlertItem[] = [];
  for (const id of itemIds) {
    const row = rows.get(id);
    if (!row) continue;
    const commits = await listFeedItemCommits(db, id);
    items.push({
      id,
      title: row.title,
      summary: row.summary,
      signals: row.signals,
      priority: row.priority,
      project: { slug: row.projectSlug, name: row.projectName },
      url: `${publicUrl}/feeds/${encodeURIComponent(id)}`,
      commitUrls: commits
        .slice(0, MAX_COMMIT_LINKS)
        .map((c) => `${c.repositoryUrl.replace(/\/+$/, '')}/commit/${c.sha}`),
      analysisDate: row.analysisDate,
    });
  }
  return items;
}

export async function alertMessageOf(
  deps: { db: Database; publicUrl: string },
  rule: { id: string; name: string },
  delivery: Pick<AlertDeliveryRow, 'id' | 'kind' | 'itemIds'>,
): Promise<AlertMessage> {
  return {
    deliveryId: delivery.id,
    kind: delivery.kind,
    rule: { id: rule.id, name: rule.name },
    items: await itemsOf(deps.db, deps.publicUrl, delivery.itemIds),
    manageUrl: settingsUrlOf(deps.publicUrl),
  };
}
