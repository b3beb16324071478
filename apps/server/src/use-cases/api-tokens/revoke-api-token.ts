// A user revokes one of their API tokens: from the next request on it answers 401.
import { deleteApiToken, type Database } from '@gitsignals/db';
import { notFound } from '../errors';

export async function revokeApiToken(
  deps: { db: Database },
  input: { userId: string; tokenId: string },
): Promise<void> {
  // Another user's token is "not found" too: its existence is none of this user's business.
  if (!(await deleteApiToken(deps.db, input.userId, input.tokenId))) {
    throw notFound('API token not found');
  }
}
