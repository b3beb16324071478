// The development outbox: one JSON file per message (what the outbox page lists) next to the
// raw .eml that an SMTP server would have received.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface OutboxMessage {
  id: string;
  sentAt: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export async function writeOutboxMessage(
  dir: string,
  message: Omit<OutboxMessage, 'id' | 'sentAt' | 'headers'> & {
    headers?: Record<string, string>;
    raw: string;
  },
): Promise<OutboxMessage> {
  await mkdir(dir, { recursive: true });
  const sentAt = new Date().toISOString();
  // Sortable by time, unique within a millisecond.
  const id = `${sentAt.replace(/[:.]/g, '-')}-${crypto.randomUUID().slice(0, 8)}`;
  const { raw, ...rest } = message;
  const stored: OutboxMessage = { id, sentAt, ...rest, headers: message.headers ?? {} };
  await writeFile(path.join(dir, `${id}.eml`), raw);
  await writeFile(path.join(dir, `${id}.json`), JSON.stringify(stored, null, 2));
  return stored;
}

/** Newest first. */
export async function listOutbox(dir: string): Promise<OutboxMessage[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const messages = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .map(
        async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8')) as OutboxMessage,
      ),
  );
  return messages.sort((a, b) => b.id.localeCompare(a.id));
}
