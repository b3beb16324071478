// Query keys more than one feature touches: a mutation in one screen (subscriptions, bookmarks)
// refreshes what another screen shows, without either feature importing the other.

/** Every page of every filter set of the personal feed ('Your Feeds'). */
export const USER_FEEDS_KEY = ['feeds', 'user'] as const;

/** The signed-in user's bookmarks (GET /users/{id}/saved-feeds). */
export const savedFeedsKey = (userId: string) => ['users', userId, 'saved-feeds'] as const;

/** The signed-in user's saved searches (GET /users/{id}/save-search). */
export const savedSearchesKey = (userId: string) => ['users', userId, 'saved-searches'] as const;
