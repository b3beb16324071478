// Failed password checks per e-mail address (ADR 022): a progressive wait after a few failures,
// counted in the database so every process sees the same count.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { signInFailures } from '../schema/index';

export interface PasswordAttemptPolicy {
  /** Attempts that set no wait; each one after that doubles it (1 s, 2 s, 4 s …). */
  freeAttempts: number;
  maxWaitSeconds: number;
  /** A count whose last failure is older than this starts again from zero. */
  forgetAfterSeconds: number;
}

export type PasswordAttempt = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts an attempt before its password is checked (a success clears it again), so parallel
 * guesses cannot all slip through one open moment: the upsert takes the row lock and only one of
 * them finds the wait over. `ignoreWait` counts the attempt without asking it to wait (a browser
 * that signed in to this address before).
 */
export async function beginPasswordAttempt(
  db: Database,
  input: { emailKey: string; now: Date; ignoreWait: boolean; policy: PasswordAttemptPolicy },
): Promise<PasswordAttempt> {
  const { emailKey, now, ignoreWait, policy } = input;
  const at = sql`${now.toISOString()}::timestamptz`;
  const count = sql`case when ${signInFailures.lastFailedAt} < ${at} - make_interval(secs => ${policy.forgetAfterSeconds}) then 1 else ${signInFailures.failures} + 1 end`;
  const waitAfter = (failures: ReturnType<typeof sql>) =>
    sql`${at} + make_interval(secs => case when ${failures} < ${policy.freeAttempts} then 0 else least(power(2, ${failures} - ${policy.freeAttempts}), ${policy.maxWaitSeconds}) end)`;
  const rows = await db
    .insert(signInFailures)
    .values({
      emailKey,
      failures: 1,
      lastFailedAt: now,
      blockedUntil: sql`${waitAfter(sql`1`)}`,
    })
    .onConflictDoUpdate({
      target: signInFailures.emailKey,
      set: { failures: count, lastFailedAt: now, blockedUntil: waitAfter(count) },
      setWhere: ignoreWait ? undefined : sql`${signInFailures.blockedUntil} <= ${at}`,
    })
    .returning({ failures: signInFailures.failures });
  if (rows.length > 0) return { allowed: true };
  const [row] = await db
    .select({ blockedUntil: signInFailures.blockedUntil })
    .from(signInFailures)
    .where(eq(signInFailures.emailKey, emailKey));
  const waitMs = row ? row.blockedUntil.getTime() - now.getTime() : 0;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/** A right password: the count starts again from zero. */
export async function deletePasswordFailures(db: Database, emailKey: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.emailKey, emailKey));
}
