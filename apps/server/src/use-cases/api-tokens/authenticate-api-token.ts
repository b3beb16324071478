// Who a presented API token speaks for (ADR 061): one indexed read by its hash, the expiry
// checked against the app's clock, and its last use recorded at most once a minute.
import { findApiTokenUser, markApiTokenUsed, type Database } from '@gitsignals/db';
import type { Clock } from '../../time';
import { hashApiToken } from './token-secret';

/** How stale a token's `last_used_at` may get before a request writes it again. */
export const LAST_USED_PRECISION_MS = 60_000;

export type ApiTokenUser = NonNullable<Awaited<ReturnType<typeof findApiTokenUser>>>['user'];

export interface AuthenticatedApiToken {
  tokenId: string;
  /** What the rate limit counts the token's requests under (never the token itself). */
  tokenHash: string;
  user: ApiTokenUser;
}

/** The token's user, or null for a token that was never made, was revoked or has expired. */
export async function authenticateApiToken(
  deps: { db: Database; now: Clock },
  token: string,
): Promise<AuthenticatedApiToken | null> {
  const tokenHash = hashApiToken(token);
  const found = await findApiTokenUser(deps.db, tokenHash);
  if (!found) return null;
  const now = deps.now();
  if (found.expiresAt && found.expiresAt <= now) return null;
  const notSince = new Date(now.getTime() - LAST_USED_PRECISION_MS);
  if (!found.lastUsedAt || found.lastUsedAt < notSince) {
    await markApiTokenUsed(deps.db, found.tokenId, now, notSince);
  }
  return { tokenId: found.tokenId, tokenHash, user: found.user };
}
