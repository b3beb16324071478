// The e-mail log and the development outbox (schema/mail.ts, ADR 058).
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { mailMessages, type MailKind, type MailStatus } from '../schema/index';

export type MailMessageRow = typeof mailMessages.$inferSelect;
export type NewMailMessage = typeof mailMessages.$inferInsert;

export async function insertMailMessage(db: Database, row: NewMailMessage): Promise<void> {
  await db.insert(mailMessages).values(row);
}

/** The outbox (messages kept because no SMTP server is configured), newest first. */
export async function listKeptMail(db: Database, limit: number): Promise<MailMessageRow[]> {
  return db
    .select()
    .from(mailMessages)
    .where(eq(mailMessages.status, 'kept'))
    .orderBy(desc(mailMessages.id))
    .limit(limit);
}

export async function findKeptMail(db: Database, id: string): Promise<MailMessageRow | undefined> {
  const rows = await db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.id, id), eq(mailMessages.status, 'kept')))
    .limit(1);
  return rows[0];
}

export interface MailCountRow {
  /** YYYY-MM-DD, UTC. */
  day: string;
  kind: MailKind;
  status: MailStatus;
  count: number;
}

/** Messages per UTC day, kind and status since `since`, newest day first. */
export async function countMailByDay(db: Database, since: Date): Promise<MailCountRow[]> {
  const day = sql<string>`to_char(${mailMessages.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day,
      kind: mailMessages.kind,
      status: mailMessages.status,
      count: sql<number>`count(*)::int`,
    })
    .from(mailMessages)
    .where(gte(mailMessages.createdAt, since))
    .groupBy(day, mailMessages.kind, mailMessages.status)
    .orderBy(desc(day), mailMessages.kind, mailMessages.status);
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
}

/** The newest messages, without their text (the console lists them). */
export async function listRecentMail(db: Database, limit: number) {
  return db
    .select({
      id: mailMessages.id,
      createdAt: mailMessages.createdAt,
      kind: mailMessages.kind,
      recipient: mailMessages.recipient,
      subject: mailMessages.subject,
      status: mailMessages.status,
      error: mailMessages.error,
    })
    .from(mailMessages)
    .orderBy(desc(mailMessages.id))
    .limit(limit);
}
