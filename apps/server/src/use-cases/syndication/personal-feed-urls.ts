// The personal Atom/RSS feed's URL in Settings (issue 17, ADR 064): made, shown again, replaced
// or revoked by its owner. The token is 32 random bytes (base64url), unguessable; it is kept as
// it is so the URL can be shown again, and it opens nothing but a read-only feed.
import { randomBytes } from 'node:crypto';
import {
  deleteFeedToken,
  findFeedToken,
  saveFeedToken,
  type Database,
  type FeedTokenRow,
} from '@gitsignals/db';

interface Deps {
  db: Database;
  now: () => Date;
}

export const newFeedToken = (): string => randomBytes(32).toString('base64url');

export async function findPersonalFeed(
  deps: Pick<Deps, 'db'>,
  input: { userId: string },
): Promise<FeedTokenRow | null> {
  return (await findFeedToken(deps.db, input.userId)) ?? null;
}

/** A new token for the user; the one they had stops working at once. */
export async function createPersonalFeed(
  deps: Deps,
  input: { userId: string },
): Promise<FeedTokenRow> {
  const row = { token: newFeedToken(), createdAt: deps.now() };
  await saveFeedToken(deps.db, input.userId, row);
  return row;
}

export async function revokePersonalFeed(
  deps: Pick<Deps, 'db'>,
  input: { userId: string },
): Promise<void> {
  await deleteFeedToken(deps.db, input.userId);
}
