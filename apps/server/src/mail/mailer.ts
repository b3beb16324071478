// The one way the server sends e-mail. With SMTP_URL set, messages go over SMTP (nodemailer);
// without it they are kept in the outbox so flows like password reset work on the embedded
// default and developers can read what would have been sent. Either way each message is written
// to the e-mail log in the database (mail_messages, ADR 058): one outbox and one delivery log for
// every process of the installation.
import nodemailer from 'nodemailer';
import { insertMailMessage, type Database, type MailKind, type MailStatus } from '@gitsignals/db';
import type { Clock } from '../time';

export interface MailMessage {
  /** What the message is for (the delivery log counts by it). */
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe (RFC 8058). */
  headers?: Record<string, string>;
  /** `<id@host>`; nodemailer makes a random one when absent. A resent digest reuses its own. */
  messageId?: string;
}

interface MailerBase {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface SmtpMailer extends MailerBase {
  readonly kind: 'smtp';
}

/** No SMTP server configured: messages are kept in the database's outbox. */
export interface OutboxMailer extends MailerBase {
  readonly kind: 'outbox';
  /** Whether /dev/outbox may show the messages (never in production: they hold reset links). */
  readonly readableOverHttp: boolean;
}

export type Mailer = SmtpMailer | OutboxMailer;

export interface MailerOptions {
  /** smtp(s)://user:pass@host:port, options as query parameters (e.g. ?ignoreTLS=true). */
  smtpUrl: string | undefined;
  from: string;
  /** Where the outbox and the delivery log live. */
  db: Database;
  /** Default true; pass false in production. */
  outboxReadableOverHttp?: boolean;
  /** When a message counts as sent (its log time, and the time its id sorts by). */
  now: Clock;
  /** Told when a sent message could not be written to the log (the message itself went out). */
  onLogFailure?: (error: unknown) => void;
}

/** Sortable by time, unique within a millisecond; safe in a URL path. */
export function mailMessageId(at: Date): string {
  return `${at.toISOString().replace(/[:.]/g, '-')}-${crypto.randomUUID().slice(0, 8)}`;
}

function logEntry(message: MailMessage, at: Date, status: MailStatus, error?: unknown) {
  return {
    id: mailMessageId(at),
    createdAt: at,
    kind: message.kind,
    recipient: message.to,
    subject: message.subject,
    status,
    error: error === undefined ? null : String(error instanceof Error ? error.message : error),
  };
}

function smtpMailer(options: MailerOptions, smtpUrl: string): SmtpMailer {
  const transport = nodemailer.createTransport(smtpUrl);
  const log = async (entry: ReturnType<typeof logEntry>) => {
    try {
      await insertMailMessage(options.db, entry);
    } catch (error) {
      options.onLogFailure?.(error);
    }
  };
  return {
    kind: 'smtp',
    async send(message) {
      const { kind: _kind, ...mail } = message;
      try {
        await transport.sendMail({ from: options.from, ...mail });
      } catch (error) {
        await log(logEntry(message, options.now(), 'failed', error));
        throw error;
      }
      await log(logEntry(message, options.now(), 'sent'));
    },
    close: () => transport.close(),
  };
}

function outboxMailer(options: MailerOptions): OutboxMailer {
  // Render the exact MIME message nodemailer would send, then keep it in the outbox.
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    kind: 'outbox',
    readableOverHttp: options.outboxReadableOverHttp ?? true,
    async send(message) {
      const { kind: _kind, messageId, ...mail } = message;
      const info = await transport.sendMail({ from: options.from, ...mail, messageId });
      const headers = { ...mail.headers, ...(messageId ? { 'Message-ID': messageId } : {}) };
      await insertMailMessage(options.db, {
        ...logEntry(message, options.now(), 'kept'),
        message: {
          from: options.from,
          text: message.text,
          html: message.html,
          headers,
          raw: (info.message as Buffer).toString('utf8'),
        },
      });
    },
    close: () => transport.close(),
  };
}

export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? smtpMailer(options, options.smtpUrl) : outboxMailer(options);
}
