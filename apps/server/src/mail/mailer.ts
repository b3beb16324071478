// The one way the server sends e-mail. With SMTP_URL set, messages go over SMTP (nodemailer);
// without it they land in the outbox folder (DATA_DIR/outbox) so flows like password reset work
// on the embedded default and developers can read what would have been sent.
import nodemailer from 'nodemailer';
import type { Clock } from '../time';
import { writeOutboxMessage } from './outbox';

export interface MailMessage {
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

/** No SMTP server configured: messages are kept in a folder. */
export interface OutboxMailer extends MailerBase {
  readonly kind: 'outbox';
  readonly outboxDir: string;
  /** Whether /dev/outbox may show the messages (never in production: they hold reset links). */
  readonly readableOverHttp: boolean;
}

export type Mailer = SmtpMailer | OutboxMailer;

export interface MailerOptions {
  /** smtp(s)://user:pass@host:port, options as query parameters (e.g. ?ignoreTLS=true). */
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  /** Default true; pass false in production. */
  outboxReadableOverHttp?: boolean;
  /** When an outbox message counts as sent (its sentAt, and the time its id sorts by). */
  now: Clock;
}

export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
      close: () => transport.close(),
    };
  }
  // Render the exact MIME message nodemailer would send, then keep it in the outbox.
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    kind: 'outbox',
    outboxDir: options.outboxDir,
    readableOverHttp: options.outboxReadableOverHttp ?? true,
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      const { messageId, ...rest } = message;
      await writeOutboxMessage(options.outboxDir, options.now(), {
        from: options.from,
        ...rest,
        ...(messageId ? { headers: { ...rest.headers, 'Message-ID': messageId } } : {}),
        raw: (info.message as Buffer).toString('utf8'),
      });
    },
    close: () => transport.close(),
  };
}
