// Items' JSON for answers assembled from bytes (the saved list, ADR 048; feed pages, ADR 052):
// from memory when kept at the version just read, else read in full in one statement, written
// and kept. An item rewritten since its version was read comes back at its newer version; one
// deleted in between is missing from the map, as a request a moment later would see them.
import { listFeedItemsById, type Database } from '@gitsignals/db';
import type { ItemFragmentCache } from './item-fragment-cache';

export type ListedItemRow = Awaited<ReturnType<typeof listFeedItemsById>>[number];

/** By item id, the JSON of `items`; `mark` was taken from `fragments` before they were read. */
export async function itemFragmentsAt(
  db: Database,
  fragments: ItemFragmentCache,
  mark: number,
  items: readonly { id: string; version: string }[],
  fragmentOf: (row: ListedItemRow) => Buffer,
): Promise<Map<string, Buffer>> {
  const found = new Map<string, Buffer>();
  const missing: string[] = [];
  for (const item of items) {
    const kept = fragments.get(item.id, item.version);
    if (kept) found.set(item.id, kept);
    else missing.push(item.id);
  }
  for (const row of await listFeedItemsById(db, missing)) {
    const fragment = fragmentOf(row);
    found.set(row.id, fragment);
    fragments.keep(mark, row.id, row.version, fragment);
  }
  return found;
}
