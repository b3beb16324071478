// Sign-in sessions (better-auth writes and refreshes them): the one read the API makes per request
// when better-auth answered from its signed cookie cache (docs/decisions/046).
import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { sessions, users } from '../schema/index';

/**
 * The user of the session with this token, as the database has it now; undefined once the
 * session is gone (signed out, revoked, the password reset, the account deleted or recovered).
 * Expiry is better-auth's check: it compares the session's `expiresAt` with its own clock.
 */
export async function findSessionUser(db: Database, token: string) {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      updatedAt: users.updatedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, token))
    .limit(1);
  return rows[0];
}
