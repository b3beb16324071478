// E-mail digests: who is due, what goes in, and the (user, period) claim that makes each period's
// digest one e-mail (put in the outbox with the claim, see digest-outbox.ts).
import type { EmailFrequency } from '@gitsignals/domain';
import { and, asc, desc, eq, exists, gt, gte, lt, notExists, or, sql } from 'drizzle-orm';
import { inTransaction, type Database } from '../client';
import {
  digestDeliveries,
  digestOutbox,
  type DigestOutboxMessage,
  feedItems,
  projects,
  projectSubscriptions,
  users,
} from '../schema/index';

export interface DigestRecipient {
  id: string;
  email: string;
  name: string;
}

/**
 * Users on this frequency with e-mails on and at least one subscribed project whose digest for
 * the period has not been claimed yet.
 */
export async function listDueDigestRecipients(
  db: Database,
  input: { frequency: EmailFrequency; periodKey: string },
): Promise<DigestRecipient[]> {
  return db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(
      and(
        eq(users.subscribedToEmails, true),
        eq(users.emailFrequency, input.frequency),
        exists(
          db
            .select({ one: sql`1` })
            .from(projectSubscriptions)
            .where(eq(projectSubscriptions.userId, users.id)),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(digestDeliveries)
            .where(
              and(
                eq(digestDeliveries.userId, users.id),
                eq(digestDeliveries.periodKey, input.periodKey),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(users.id));
}

/** The user's latest digest: its period key and when it was claimed; null before the first. */
export async function findLastDigest(
  db: Database,
  userId: string,
): Promise<{ periodKey: string; sentAt: Date } | null> {
  const rows = await db
    .select({ periodKey: digestDeliveries.periodKey, sentAt: digestDeliveries.sentAt })
    .from(digestDeliveries)
    .where(eq(digestDeliveries.userId, userId))
    .orderBy(desc(digestDeliveries.sentAt), desc(digestDeliveries.id))
    .limit(1);
  return rows[0] ?? null;
}

export interface DigestItemRow {
  id: string;
  title: string;
  summary: string;
  priority: string;
  analysisDate: string;
  projectName: string;
}

/**
 * Feed items of the user's subscribed projects with an activity day in [fromDay, toDay), leaving
 * out what an earlier digest already covered (an activity day before `covered.untilDay` and
 * created by `covered.at`); highest priority first, then newest, then id.
 */
export async function listDigestItems(
  db: Database,
  input: {
    userId: string;
    fromDay: string;
    toDay: string;
    covered: { untilDay: string; at: Date } | null;
  },
): Promise<DigestItemRow[]> {
  return db
    .select({
      id: feedItems.id,
      title: feedItems.title,
      summary: feedItems.summary,
      priority: feedItems.priority,
      analysisDate: feedItems.analysisDate,
      projectName: projects.name,
    })
    .from(feedItems)
    .innerJoin(projects, eq(projects.id, feedItems.projectId))
    .innerJoin(
      projectSubscriptions,
      and(
        eq(projectSubscriptions.projectId, feedItems.projectId),
        eq(projectSubscriptions.userId, input.userId),
      ),
    )
    .where(
      and(
        gte(feedItems.analysisDate, input.fromDay),
        lt(feedItems.analysisDate, input.toDay),
        input.covered
          ? or(
              gte(feedItems.analysisDate, input.covered.untilDay),
              gt(feedItems.createdAt, input.covered.at),
            )
          : undefined,
      ),
    )
    .orderBy(
      sql`${feedItems.priorityRank} desc`,
      sql`${feedItems.analysisDate} desc`,
      asc(feedItems.id),
    );
}

/** The database's clock: the watermark of a digest is compared with feed items' created_at. */
export async function findDatabaseNow(db: Database): Promise<Date> {
  // Both drivers answer raw statements with { rows }.
  const result = (await db.execute(
    sql`select to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as now`,
  )) as unknown as {
    rows: { now: string }[];
  };
  return new Date(result.rows[0]!.now);
}

/**
 * Claims the user's digest for a period, in one transaction: inserts the delivery row (a no-op
 * when another run got there first), puts the rendered e-mail in the outbox and moves
 * last_digest_at to the watermark. True when this caller holds the claim; the outbox row is then
 * delivered (deliverable by any process) even if this one dies now.
 */
export async function claimDigest(
  db: Database,
  input: {
    userId: string;
    frequency: string;
    periodKey: string;
    itemCount: number;
    watermark: Date;
    messageId: string;
    message: DigestOutboxMessage;
  },
): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    // Locks the user row: an unsubscribe that lands meanwhile either commits first (and this
    // claims nothing) or waits for this claim.
    const user = await tx
      .select({ subscribed: users.subscribedToEmails })
      .from(users)
      .where(eq(users.id, input.userId))
      .for('update');
    if (!user[0]?.subscribed) return false;
    const inserted = await tx
      .insert(digestDeliveries)
      .values({
        userId: input.userId,
        frequency: input.frequency,
        periodKey: input.periodKey,
        itemCount: input.itemCount,
        sentAt: input.watermark,
      })
      .onConflictDoNothing({ target: [digestDeliveries.userId, digestDeliveries.periodKey] })
      .returning({ id: digestDeliveries.id });
    if (inserted.length === 0) return false;
    await tx.insert(digestOutbox).values({
      userId: input.userId,
      periodKey: input.periodKey,
      messageId: input.messageId,
      message: input.message,
    });
    await tx.update(users).set({ lastDigestAt: input.watermark }).where(eq(users.id, input.userId));
    return true;
  });
}

export async function listDigestDeliveries(db: Database, userId: string) {
  return db
    .select({
      periodKey: digestDeliveries.periodKey,
      frequency: digestDeliveries.frequency,
      itemCount: digestDeliveries.itemCount,
      sentAt: digestDeliveries.sentAt,
    })
    .from(digestDeliveries)
    .where(eq(digestDeliveries.userId, userId))
    .orderBy(asc(digestDeliveries.periodKey));
}
