// Every e-mail any process of the app sends (ADR 058): the delivery log an operator reads (sent,
// failed, per day), and without an SMTP server the development outbox itself, the message kept
// in its row. In the database, so the API process lists what a worker or a CLI command sent.
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** What an e-mail is for; the delivery log counts by it. */
export const MAIL_KINDS = [
  'sign-up',
  'sign-up-attempt',
  'password-reset',
  'email-change',
  'email-changed',
  'digest',
  'test',
  /** An alert rule's message (issue 17). */
  'alert',
  /** The server paused an alert rule after repeated failed deliveries. */
  'alert-paused',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * `kept`: in the outbox (no SMTP server), `sent`: the SMTP server accepted it, `failed`: it did
 * not (`error` says why).
 */
export type MailStatus = 'kept' | 'sent' | 'failed';

/** The message itself, kept only in the outbox (no SMTP server). */
export interface KeptMailMessage {
  from: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  /** The MIME message an SMTP server would have received. */
  raw: string;
}

export const mailMessages = pgTable(
  'mail_messages',
  {
    /** Sortable by time (the ISO time, then random characters). */
    id: text('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    kind: text('kind').$type<MailKind>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    status: text('status').$type<MailStatus>().notNull(),
    error: text('error'),
    message: jsonb('message').$type<KeptMailMessage>(),
  },
  (t) => [index('mail_messages_created_idx').on(t.createdAt)],
);
