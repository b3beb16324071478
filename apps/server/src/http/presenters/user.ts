// Turns the stored user row, its bookmarks and saved searches into the user API's shapes.
import type { SavedFeed, SavedSearch, User } from '@gitsignals/contracts';
import type { SavedSearchRow, UserRow, listSavedFeeds } from '@gitsignals/db';
import { presentFeedItem, toIso } from './feed-item';

type SavedFeedRow = Awaited<ReturnType<typeof listSavedFeeds>>[number];

export function presentUser(row: UserRow, projectSubList: string[]): User {
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
    created_at: toIso(row.createdAt)!,
  };
}

/** Spec section 3: a saved feed's title equals its summary. */
export function presentSavedFeed(row: SavedFeedRow): SavedFeed {
  return { ...presentFeedItem(row), title: row.summary, saved_at: toIso(row.savedAt)! };
}

export function presentSavedSearch(row: SavedSearchRow): SavedSearch {
  return { id: row.id, keywords: row.keywords, created_at: toIso(row.createdAt)! };
}
