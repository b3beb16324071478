// Change notices across processes on PostgreSQL: `pg_notify` through the pool announces, and one
// dedicated connection (opened from the pool's URL on the first subscription) LISTENs. A dropped
// listening connection is opened again with a growing delay; its drop delivers one notice, while
// it is down `isLive()` is false, and every (re)connection delivers one more, since announcements
// may have been missed in between. LISTEN
// needs a session of its own: a transaction-mode pooler (PgBouncer) in front of the database
// would lose it, so DATABASE_URL must reach PostgreSQL or a session-mode pooler.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { Listeners, type ChangeNotices } from './notices';

export const CHANGE_CHANNEL = 'gitsignals_public_answers';

export interface PostgresNoticesOptions {
  /** First delay before opening a dropped listening connection again; doubled up to 30 s. */
  retryMs?: number;
  warn?: (message: string) => void;
}

export function postgresChangeNotices(
  pool: pg.Pool,
  databaseUrl: string,
  options: PostgresNoticesOptions = {},
): ChangeNotices {
  const warn = options.warn ?? ((message: string) => process.emitWarning(message));
  const firstRetryMs = options.retryMs ?? 500;
  // This process's own announcements are delivered at once, not again when NOTIFY echoes them.
  const self = randomUUID();
  const listeners = new Listeners();
  let client: pg.Client | undefined;
  let live = false;
  let closed = false;
  let retryMs = firstRetryMs;
  let retry: NodeJS.Timeout | undefined;

  const reconnectLater = () => {
    live = false;
    client = undefined;
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, retryMs);
    retry.unref();
    retryMs = Math.min(retryMs * 2, 30_000);
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: databaseUrl, keepAlive: true });
    client = next;
    let dropped = false;
    const drop = (error?: Error) => {
      if (dropped || client !== next) return;
      dropped = true;
      if (!closed)
        warn(
          `Change notices: the listening connection dropped (${error?.message ?? 'ended'}); reconnecting`,
        );
      void next.end().catch(() => {});
      reconnectLater();
      // What is kept may miss an announcement from now on: forget it (nothing is kept until live).
      listeners.deliver();
    };
    next.on('error', drop);
    next.on('end', () => drop());
    next.on('notification', (message) => {
      if (message.channel === CHANGE_CHANNEL && message.payload !== self) listeners.deliver();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGE_CHANNEL}`);
    } catch (error) {
      drop(error as Error);
      return;
    }
    if (closed || client !== next) return;
    live = true;
    retryMs = firstRetryMs;
    // Whatever was announced before LISTEN took effect was not heard: forget it all once.
    listeners.deliver();
  }

  return {
    async announce() {
      listeners.deliver();
      try {
        await pool.query('select pg_notify($1, $2)', [CHANGE_CHANNEL, self]);
      } catch (error) {
        warn(`Change notices: other processes were not told (${(error as Error).message})`);
      }
    },
    subscribe(listener) {
      const unsubscribe = listeners.add(listener);
      if (!client && !retry && !closed) void connect();
      return unsubscribe;
    },
    isLive: () => live,
    async close() {
      closed = true;
      live = false;
      if (retry) clearTimeout(retry);
      const open = client;
      client = undefined;
      await open?.end().catch(() => {});
    },
  };
}
