// The digest outbox: e-mails claimed by the digest run and waiting to be delivered. A delivery
// leases its row (times from the database clock, so processes on different machines agree),
// sends, and marks it sent; a process that dies mid-send leaves a lease that runs out, and the next
// delivery sends the same e-mail again. docs/decisions/020-digest-outbox.md.
import { and, asc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { digestOutbox, users, type DigestOutboxMessage } from '../schema/index';

export type { DigestOutboxMessage };

export type DigestOutboxStatus = 'pending' | 'sent' | 'cancelled' | 'expired';

const leaseUntil = (seconds: number) => sql`now() + ${seconds} * interval '1 second'`;
const leaseFree = or(isNull(digestOutbox.leaseUntil), lt(digestOutbox.leaseUntil, sql`now()`));
const pending = eq(digestOutbox.status, 'pending');

/** Rows waiting to be delivered, oldest first. */
export async function listPendingDigestIds(db: Database): Promise<number[]> {
  const rows = await db
    .select({ id: digestOutbox.id })
    .from(digestOutbox)
    .where(pending)
    .orderBy(asc(digestOutbox.id));
  return rows.map((r) => r.id);
}

export interface DigestToDeliver {
  id: number;
  userId: string;
  periodKey: string;
  messageId: string;
  message: DigestOutboxMessage;
  /** The address now, not when the digest was claimed. */
  email: string;
  attempts: number;
}

export type DigestTake =
  | { kind: 'deliver'; digest: DigestToDeliver }
  /** The user turned e-mails off after the claim: settled as cancelled, nothing to send. */
  | { kind: 'cancelled' }
  /** Another delivery holds a lease on it (or held one when its process died). */
  | { kind: 'busy' }
  /** Sent, cancelled or expired meanwhile, or gone with its user. */
  | { kind: 'settled' };

/**
 * Leases a pending row for `leaseSeconds` under `leaseToken` when no other lease holds it and its
 * user still wants e-mails; a row whose user turned e-mails off is settled as cancelled instead.
 */
export async function takeDigestForDelivery(
  db: Database,
  input: { id: number; leaseToken: string; leaseSeconds: number },
): Promise<DigestTake> {
  const taken = await db
    .update(digestOutbox)
    .set({
      leaseToken: input.leaseToken,
      leaseUntil: leaseUntil(input.leaseSeconds),
      attempts: sql`${digestOutbox.attempts} + 1`,
      lastAttemptAt: sql`now()`,
    })
    .from(users)
    .where(
      and(
        eq(digestOutbox.id, input.id),
        eq(users.id, digestOutbox.userId),
        eq(users.subscribedToEmails, true),
        pending,
        leaseFree,
        isNotNull(digestOutbox.message),
      ),
    )
    .returning({
      id: digestOutbox.id,
      userId: digestOutbox.userId,
      periodKey: digestOutbox.periodKey,
      messageId: digestOutbox.messageId,
      message: digestOutbox.message,
      email: users.email,
      attempts: digestOutbox.attempts,
    });
  const row = taken[0];
  if (row?.message) return { kind: 'deliver', digest: { ...row, message: row.message } };

  const cancelled = await db
    .update(digestOutbox)
    .set({ status: 'cancelled', message: null, settledAt: sql`now()` })
    .from(users)
    .where(
      and(
        eq(digestOutbox.id, input.id),
        eq(users.id, digestOutbox.userId),
        eq(users.subscribedToEmails, false),
        pending,
        leaseFree,
      ),
    )
    .returning({ id: digestOutbox.id });
  if (cancelled.length > 0) return { kind: 'cancelled' };
  const [left] = await db
    .select({ id: digestOutbox.id })
    .from(digestOutbox)
    .where(and(eq(digestOutbox.id, input.id), pending));
  return left ? { kind: 'busy' } : { kind: 'settled' };
}

/** Extends the lease while the mail server takes its time; false when the lease is no longer ours. */
export async function renewDigestLease(
  db: Database,
  input: { id: number; leaseToken: string; leaseSeconds: number },
): Promise<boolean> {
  const rows = await db
    .update(digestOutbox)
    .set({ leaseUntil: leaseUntil(input.leaseSeconds) })
    .where(
      and(eq(digestOutbox.id, input.id), eq(digestOutbox.leaseToken, input.leaseToken), pending),
    )
    .returning({ id: digestOutbox.id });
  return rows.length > 0;
}

/** The mail server accepted it: done, and the rendered e-mail is no longer kept. */
export async function markDigestSent(db: Database, id: number): Promise<void> {
  await db
    .update(digestOutbox)
    .set({
      status: 'sent',
      message: null,
      leaseToken: null,
      leaseUntil: null,
      lastError: null,
      settledAt: sql`now()`,
    })
    .where(eq(digestOutbox.id, id));
}

/** The send failed: give the row back at once (a later delivery tries again) and say why. */
export async function releaseDigestLease(
  db: Database,
  input: { id: number; leaseToken: string; error: string },
): Promise<void> {
  await db
    .update(digestOutbox)
    .set({ leaseToken: null, leaseUntil: null, lastError: input.error.slice(0, 2_000) })
    .where(and(eq(digestOutbox.id, input.id), eq(digestOutbox.leaseToken, input.leaseToken)));
}

export interface ExpiredDigest {
  userId: string;
  periodKey: string;
  messageId: string;
  attempts: number;
  lastError: string | null;
}

/** Sets aside pending rows claimed more than `days` ago that nobody is sending now. */
export async function markStaleDigestsExpired(
  db: Database,
  days: number,
): Promise<ExpiredDigest[]> {
  return db
    .update(digestOutbox)
    .set({ status: 'expired', message: null, settledAt: sql`now()` })
    .where(
      and(pending, leaseFree, lt(digestOutbox.createdAt, sql`now() - ${days} * interval '1 day'`)),
    )
    .returning({
      userId: digestOutbox.userId,
      periodKey: digestOutbox.periodKey,
      messageId: digestOutbox.messageId,
      attempts: digestOutbox.attempts,
      lastError: digestOutbox.lastError,
    });
}

/** A user's outbox rows, oldest period first (tests, operators). */
export async function listDigestOutbox(db: Database, userId: string) {
  const rows = await db
    .select({
      periodKey: digestOutbox.periodKey,
      messageId: digestOutbox.messageId,
      status: digestOutbox.status,
      attempts: digestOutbox.attempts,
      lastError: digestOutbox.lastError,
      leased: sql<boolean>`coalesce(${digestOutbox.leaseUntil} > now(), false)`,
    })
    .from(digestOutbox)
    .where(eq(digestOutbox.userId, userId))
    .orderBy(asc(digestOutbox.periodKey));
  return rows.map((r) => ({ ...r, status: r.status as DigestOutboxStatus }));
}
