// The saved list's answer (GET /api/users/{id}/saved-feeds) assembled from the items' JSON kept in
// memory (item-fragment-cache.ts, ADR 048): the user's bookmark rows are read every time (which
// items, when saved, each item's version), only the items not kept at that version are read in
// full, and the bytes are joined. They are exactly what `JSON.stringify` wrote for
// `{ saved_feeds: [...item, saved_at], total_saved }` before (the contract's savedFeedsResponse):
// a fragment is the item's JSON without its closing brace, and the bookmark's `saved_at`, the last
// field, closes it.
import { listFeedItemsById, listSavedFeedEntries, type Database } from '@gitsignals/db';
import type { ItemFragmentCache } from './item-fragment-cache';
import { presentSavedItem } from './presenters/user';

type ItemRow = Awaited<ReturnType<typeof listFeedItemsById>>[number];

const LIST_START = Buffer.from('{"saved_feeds":[');
const COMMA = Buffer.from(',');

/** The item's JSON, open for the fields that follow it: `{"id":…,"replay":…` without the `}`. */
export function itemFragmentOf(row: ItemRow): Buffer {
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
  const found = new Map<string, Buffer>();
  const missing: string[] = [];
  for (const entry of entries) {
    const kept = fragments.get(entry.feedItemId, entry.itemVersion);
    if (kept) found.set(entry.feedItemId, kept);
    else missing.push(entry.feedItemId);
  }
  // An item rewritten since its bookmark row was read is read here at its newer version, and an
  // item deleted in between is left out (and out of the count), as a later request would see it.
  for (const row of await listFeedItemsById(db, missing)) {
    const fragment = itemFragmentOf(row);
    found.set(row.id, fragment);
    fragments.keep(mark, row.id, row.version, fragment);
  }

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
