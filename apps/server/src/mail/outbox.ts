// The development outbox: the messages kept in the e-mail log (mail_messages) because no SMTP
// server is configured, as the outbox page and GET /api/dev/outbox show them. Every process
// writes to the same database, so the API lists what a worker or a CLI command sent (ADR 058).
import {
  findKeptMail,
  listKeptMail,
  type Database,
  type MailKind,
  type MailMessageRow,
} from '@gitsignals/db';

export interface OutboxMessage {
  id: string;
  sentAt: string;
  kind: MailKind;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** The newest messages the outbox lists (older ones stay in the database). */
export const OUTBOX_LIST_LIMIT = 200;

function outboxMessageOf(row: MailMessageRow): OutboxMessage {
  const kept = row.message;
  return {
    id: row.id,
    sentAt: row.createdAt.toISOString(),
    kind: row.kind,
    from: kept?.from ?? '',
    to: row.recipient,
    subject: row.subject,
    text: kept?.text ?? '',
    html: kept?.html ?? '',
    headers: kept?.headers ?? {},
  };
}

/** Newest first. */
export async function listOutbox(db: Database): Promise<OutboxMessage[]> {
  return (await listKeptMail(db, OUTBOX_LIST_LIMIT)).map(outboxMessageOf);
}

/** Ids are made by the mailer (mailMessageId); anything else reads nothing. */
const OUTBOX_ID = /^[0-9A-Za-z-]{1,100}$/;

export async function readOutboxMessage(db: Database, id: string): Promise<OutboxMessage | null> {
  if (!OUTBOX_ID.test(id)) return null;
  const row = await findKeptMail(db, id);
  return row ? outboxMessageOf(row) : null;
}
