import type { FeedItem } from '@gitsignals/contracts';

/**
 * Spec section 4 "Feed paging": new pages merge without duplicate ids. Offset paging can repeat
 * an item when the feed changes between two page requests (a new item pushes the rest down);
 * the first occurrence wins so cards never jump or render twice.
 */
export function mergeFeedPages(pages: readonly { data: readonly FeedItem[] }[]): FeedItem[] {
  const seen = new Set<string>();
  const merged: FeedItem[] = [];
  for (const page of pages) {
    for (const item of page.data) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      merged.push(item);
    }
  }
  return merged;
}
