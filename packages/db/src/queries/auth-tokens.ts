// What better-auth keeps about a user's credentials that our account-safety rules act on:
// outstanding password-reset tokens and the last accepted TOTP step.
import { and, eq, isNull, like, lt, or } from 'drizzle-orm';
import type { Database } from '../client';
import { twoFactors, verifications } from '../schema/index';

/** better-auth stores a reset token as identifier `reset-password:{token}`, value the user id. */
const RESET_TOKEN_PATTERN = 'reset-password:%';

/** Voids every outstanding password-reset link of the user (one was used, or the account was recovered). */
export async function deletePasswordResetTokens(db: Database, userId: string): Promise<number> {
  const rows = await db
    .delete(verifications)
    .where(
      and(like(verifications.identifier, RESET_TOKEN_PATTERN), eq(verifications.value, userId)),
    )
    .returning({ id: verifications.id });
  return rows.length;
}

/** The encrypted TOTP secret of a user who has two-factor set up, or null. */
export async function findTotpSecret(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ secret: twoFactors.secret })
    .from(twoFactors)
    .where(eq(twoFactors.userId, userId))
    .limit(1);
  return row?.secret ?? null;
}

/**
 * Takes a TOTP time step for the user if it is later than every step accepted before; false
 * when that step (or a later one) was used already. One statement, so two requests with the
 * same code cannot both take it.
 */
export async function claimTotpStep(db: Database, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(twoFactors)
    .set({ lastTotpStep: step })
    .where(
      and(
        eq(twoFactors.userId, userId),
        or(isNull(twoFactors.lastTotpStep), lt(twoFactors.lastTotpStep, step)),
      ),
    )
    .returning({ id: twoFactors.id });
  return rows.length > 0;
}
