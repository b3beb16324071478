// Turns the stored user row, its bookmarks and saved searches into the user API's shapes.
import type { FeedItem, SavedSearch, User } from '@gitsignals/contracts';
import type { FeedItemRow, SavedSearchRow, UserRow } from '@gitsignals/db';
import { presentFeedItem, toIso } from './feed-item';

export function presentUser(row: UserRow, projectSubList: string[], isAdmin: boolean): User {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    subscribedToEmails: row.subscribedToEmails,
    emailFrequency: row.emailFrequency,
    defaultFeed: row.defaultFeed,
    projectSubList,
    project_profile: row.projectProfile,
    twoFactorEnabled: row.twoFactorEnabled,
    isAdmin,
    created_at: toIso(row.createdAt)!,
  };
}

/**
 * A bookmarked item as the saved list shows it to anyone who saved it (spec section 3: its title
 * equals its summary). The bookmark's own `saved_at` follows it in the answer (saved-feeds-answer.ts).
 */
export function presentSavedItem(row: FeedItemRow): FeedItem {
  return { ...presentFeedItem(row), title: row.summary };
}

export function presentSavedSearch(row: SavedSearchRow): SavedSearch {
  return { id: row.id, keywords: row.keywords, created_at: toIso(row.createdAt)! };
}
