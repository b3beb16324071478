import type { SavedFeed } from '@gitsignals/contracts';

/**
 * The bookmarks search box (spec section 2): a case-insensitive substring match on content,
 * summary, title or owner. A blank query keeps every bookmark.
 */
export function filterSavedFeeds(feeds: readonly SavedFeed[], query: string): SavedFeed[] {
  const needle = query.trim().toLocaleLowerCase('en-US');
  if (!needle) return [...feeds];
  return feeds.filter((feed) =>
    [feed.content, feed.summary, feed.title, feed.owner].some((field) =>
      field.toLocaleLowerCase('en-US').includes(needle),
    ),
  );
}

/** Most recently bookmarked first. */
export function newestSavedFirst(feeds: readonly SavedFeed[]): SavedFeed[] {
  return [...feeds].sort((a, b) => Date.parse(b.saved_at) - Date.parse(a.saved_at));
}
