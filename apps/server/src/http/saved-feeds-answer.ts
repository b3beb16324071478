// The saved list's answer (GET /api/users/{id}/saved-feeds) assembled from the items' JSON kept in
// memory (item-fragment-cache.ts, ADR 048): the user's bookmark rows are read every time (which
// items, when saved, each item's version), only the items not kept at that version are read in
// full, and the bytes are joined. They are exactly what `JSON.stringify` wrote for
// `{ saved_feeds: [...item, saved_at], total_saved }` before (the contract's savedFeedsResponse):
// a fragment is the item's JSON without its closing brace, and the bookmark's `saved_at`, the last
// field, closes it.
import { listSavedFeedEntries, type Database } from '@gitsignals/db';
import type { ItemFragmentCache } from './item-fragment-cache';
import { itemFragmentsAt, type ListedItemRow } from './item-fragments';
import { presentSavedItem } from './presenters/user';

const LIST_START = Buffer.from('{"saved_feeds":[');
const COMMA = Buffer.from(',');

/** The item's JSON, open for the fields that follow it: `{"id":…,"replay":…` without the `}`. */
export function itemFragmentOf(row: ListedItemRow): Buffer {
  const json = JSON.stringify(presentSavedItem(row));
  return Buffer.from(json.slice(0, -1));
}

/** The saved list of `userId` as the bytes to send. */
export async function savedFeedsAnswer(
  db: Database,
  fragments: ItemFragmentCache,
  userId: string,
): Promise<Buffer> {
  const mark = fragments.mark();
  const entries = await listSavedFeedEntries(db, userId);
  // An item deleted since its bookmark row was read is left out, and out of the count.
  const items = entries.map((entry) => ({ id: entry.feedItemId, version: entry.itemVersion }));
  const found = await itemFragmentsAt(db, fragments, mark, items, itemFragmentOf);

  const parts: Buffer[] = [LIST_START];
  let listed = 0;
  for (const entry of entries) {
    const fragment = found.get(entry.feedItemId);
    if (!fragment) continue;
    if (listed > 0) parts.push(COMMA);
    // ISO digits and punctuation only (`isoTime`): nothing to escape.
    parts.push(fragment, Buffer.from(`,"saved_at":"${entry.savedAt}"}`));
    listed += 1;
  }
  parts.push(Buffer.from(`],"total_saved":${listed}}`));
  return Buffer.concat(parts);
}
