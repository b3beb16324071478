// Completed e-mail changes and their undo links (ADR 022): the old address can put itself back,
// which also signs the account out everywhere and voids its outstanding links.
import { and, desc, eq, gt, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { inTransaction, type Database } from '../client';
import { emailChanges, sessions, users } from '../schema/index';
import { deletePasswordResetTokens } from './auth-tokens';

export interface EmailChangeRecord {
  userId: string;
  oldEmail: string;
  newEmail: string;
  verificationTokenHash: string;
  undoTokenHash: string;
  undoExpiresAt: Date;
}

/** Records a change once per verification link; false when that link was recorded already. */
export async function insertEmailChange(db: Database, change: EmailChangeRecord): Promise<boolean> {
  const rows = await db
    .insert(emailChanges)
    .values({ id: crypto.randomUUID(), ...change })
    .onConflictDoNothing({ target: emailChanges.verificationTokenHash })
    .returning({ id: emailChanges.id });
  return rows.length > 0;
}

/** When the user last undid an e-mail change (links issued before then are void), or null. */
export async function findLastEmailChangeUndo(db: Database, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ undoneAt: emailChanges.undoneAt })
    .from(emailChanges)
    .where(and(eq(emailChanges.userId, userId), isNotNull(emailChanges.undoneAt)))
    .orderBy(desc(emailChanges.undoneAt))
    .limit(1);
  return row?.undoneAt ?? null;
}

export type UndoEmailChangeResult =
  | { status: 'undone'; userId: string; email: string }
  | { status: 'invalid' }
  /** Another verified account holds the old address now. */
  | { status: 'address_taken' };

/**
 * Puts the old address back, in one transaction: the link works once and only until it expires;
 * every session of the account ends, its reset links and other undo links are void. An
 * unverified account squatting on the old address meanwhile is removed (it never proved the
 * address); a verified one keeps it and the undo is refused.
 */
export async function undoEmailChange(
  db: Database,
  input: { undoTokenHash: string; now: Date },
): Promise<UndoEmailChangeResult> {
  return inTransaction(db, async (tx) => {
    const [change] = await tx
      .select()
      .from(emailChanges)
      .where(
        and(
          eq(emailChanges.undoTokenHash, input.undoTokenHash),
          isNull(emailChanges.undoneAt),
          gt(emailChanges.undoExpiresAt, input.now),
        ),
      )
      .for('update');
    if (!change) return { status: 'invalid' } as const;
    const [holder] = await tx
      .select({ id: users.id, verified: users.emailVerified })
      .from(users)
      .where(and(eq(users.email, change.oldEmail), ne(users.id, change.userId)))
      .for('update');
    if (holder?.verified) return { status: 'address_taken' } as const;
    if (holder) await tx.delete(users).where(eq(users.id, holder.id));
    await tx
      .update(users)
      .set({ email: change.oldEmail, emailVerified: true, updatedAt: sql`now()` })
      .where(eq(users.id, change.userId));
    await tx
      .update(emailChanges)
      .set({ undoneAt: input.now })
      .where(eq(emailChanges.id, change.id));
    await tx
      .update(emailChanges)
      .set({ undoExpiresAt: input.now })
      .where(and(eq(emailChanges.userId, change.userId), isNull(emailChanges.undoneAt)));
    await tx.delete(sessions).where(eq(sessions.userId, change.userId));
    await deletePasswordResetTokens(tx, change.userId);
    return { status: 'undone', userId: change.userId, email: change.oldEmail } as const;
  });
}
