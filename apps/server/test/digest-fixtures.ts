// Fixtures for the e-mail tests: users with e-mail settings and project subscriptions, written
// with plain SQL through the driver (tests may not import drizzle-orm, and the user API has its
// own tests), and an outbox mailer whose messages the tests read back.
import type { Database, DatabaseHandle } from '@gitsignals/db';
import { createMailer, type Mailer, type OutboxMailer } from '../src/mail/mailer';

export async function rawQuery<T = Record<string, unknown>>(
  handle: DatabaseHandle,
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  if (handle.pglite) return (await handle.pglite.query<T>(text, params)).rows;
  if (handle.pool) return (await handle.pool.query(text, params)).rows as T[];
  throw new Error('database handle without a driver');
}

export interface TestUser {
  id: string;
  email: string;
  name: string;
}

let counter = 0;

export async function createUser(
  handle: DatabaseHandle,
  input: {
    name?: string;
    subscribed?: boolean;
    frequency?: 'daily' | 'weekly' | 'biweekly' | 'monthly';
    projects?: string[];
  } = {},
): Promise<TestUser> {
  counter += 1;
  const id = `user-${counter}-${Math.random().toString(36).slice(2, 8)}`;
  const user = { id, email: `${id}@example.com`, name: input.name ?? `Reader ${counter}` };
  await rawQuery(
    handle,
    `insert into users (id, name, email, subscribed_to_emails, email_frequency)
     values ($1, $2, $3, $4, $5)`,
    [id, user.name, user.email, input.subscribed ?? true, input.frequency ?? 'weekly'],
  );
  for (const slug of input.projects ?? []) {
    await rawQuery(
      handle,
      `insert into project_subscriptions (user_id, project_id)
       select $1, id from projects where slug = $2`,
      [id, slug],
    );
  }
  return user;
}

export async function userRow(handle: DatabaseHandle, id: string) {
  const rows = await rawQuery<{
    subscribed_to_emails: boolean;
    unsubscribe_token: string | null;
    last_digest_at: Date | null;
  }>(
    handle,
    'select subscribed_to_emails, unsubscribe_token, last_digest_at from users where id = $1',
    [id],
  );
  return rows[0]!;
}

/**
 * An outbox mailer on a test database that is opened later (in beforeAll): `db` is read at the
 * first send. Its messages are read back with listOutbox(db).
 */
export function tempOutboxMailer(db: () => Database): OutboxMailer {
  let mailer: Mailer | undefined;
  const open = () =>
    (mailer ??= createMailer({
      smtpUrl: undefined,
      from: 'GitSignals <digest@gitsignals.test>',
      db: db(),
      now: () => new Date(),
    }));
  return {
    kind: 'outbox',
    readableOverHttp: true,
    send: (message) => open().send(message),
    close: () => mailer?.close(),
  };
}
