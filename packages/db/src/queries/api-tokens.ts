// Personal API tokens (issue 17, ADR 061): kept as the SHA-256 of the token, never the token.
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { inTransaction, type Database } from '../client';
import { apiTokens, users } from '../schema/index';

const apiTokenColumns = {
  id: apiTokens.id,
  name: apiTokens.name,
  preview: apiTokens.preview,
  createdAt: apiTokens.createdAt,
  expiresAt: apiTokens.expiresAt,
  lastUsedAt: apiTokens.lastUsedAt,
};

/** A user's tokens, oldest first (the order they were made in), without their hashes. */
export async function listApiTokens(db: Database, userId: string) {
  return db
    .select(apiTokenColumns)
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .orderBy(asc(apiTokens.createdAt), asc(apiTokens.id));
}

export type ApiTokenRow = Awaited<ReturnType<typeof listApiTokens>>[number];

export interface ApiTokenWrite {
  id: string;
  userId: string;
  name: string;
  tokenHash: string;
  preview: string;
  createdAt: Date;
  expiresAt: Date | null;
}

export type InsertApiTokenResult =
  { ok: true; token: ApiTokenRow } | { ok: false; reason: 'limit_reached' };

/** Stores a new token unless the user holds `max` already. */
export async function insertApiToken(
  db: Database,
  token: ApiTokenWrite,
  max: number,
): Promise<InsertApiTokenResult> {
  return inTransaction(db, async (tx) => {
    // Serialises one user's creations, so two at once cannot both pass the limit check.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, token.userId)).for('update');
    const [held] = await tx
      .select({ total: sql<number>`count(*)::int` })
      .from(apiTokens)
      .where(eq(apiTokens.userId, token.userId));
    if (Number(held?.total ?? 0) >= max) return { ok: false, reason: 'limit_reached' };
    const [row] = await tx.insert(apiTokens).values(token).returning(apiTokenColumns);
    return { ok: true, token: row! };
  });
}

/** Revokes one of the user's tokens; false when the user has no token with that id. */
export async function deleteApiToken(
  db: Database,
  userId: string,
  tokenId: string,
): Promise<boolean> {
  const rows = await db
    .delete(apiTokens)
    .where(and(eq(apiTokens.userId, userId), eq(apiTokens.id, tokenId)))
    .returning({ id: apiTokens.id });
  return rows.length > 0;
}

/**
 * The token with this hash and its user as the database has them now (one read on the unique
 * hash index); undefined for a token never made or revoked. Expiry is the caller's check, against
 * its own clock.
 */
export async function findApiTokenUser(db: Database, tokenHash: string) {
  const rows = await db
    .select({
      tokenId: apiTokens.id,
      expiresAt: apiTokens.expiresAt,
      lastUsedAt: apiTokens.lastUsedAt,
      user: {
        id: users.id,
        email: users.email,
        name: users.name,
        role: users.role,
        updatedAt: users.updatedAt,
      },
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(eq(apiTokens.tokenHash, tokenHash))
    .limit(1);
  return rows[0];
}

/**
 * Records a use at `at` unless one was recorded after `notSince` (by this process or another):
 * a token used all day writes its row about once a minute, not once per request.
 */
export async function markApiTokenUsed(
  db: Database,
  tokenId: string,
  at: Date,
  notSince: Date,
): Promise<void> {
  await db
    .update(apiTokens)
    .set({ lastUsedAt: at })
    .where(
      and(
        eq(apiTokens.id, tokenId),
        or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, notSince)),
      ),
    );
}
