// The main thread's side of the embedded database: the same calls as a PGlite instance (the ones
// Drizzle, pg-boss and our code use), each sent to the worker thread that runs PGlite
// (thread-host.ts) over the link in thread-link.ts. Results arrive as PGlite made them.
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import type { OpenOptions } from './protocol';
import { callThread, linkTo, waitUntilReady, wireOptions, type ThreadLink } from './thread-link';

export { EmbeddedDatabaseError, EmbeddedDatabaseStopped } from './thread-link';

/** What the rest of the code may ask of the embedded database. */
export interface PgliteClient {
  readonly closed: boolean;
  /** `select 1` ahead of the calls waiting: whether the database answers, not when it is free. */
  ping(): Promise<void>;
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string, options?: QueryOptions): Promise<Results[]>;
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  dumpDataDir(compression?: 'none' | 'gzip' | 'auto'): Promise<Blob>;
  close(): Promise<void>;
}

const hostUrl = new URL('./thread-host.ts', import.meta.url);

export async function startPgliteThread(options: OpenOptions): Promise<PgliteClient> {
  const worker = new Worker(hostUrl, {
    workerData: options,
    transferList: options.loadDataDir ? [options.loadDataDir] : [],
    // Not the process's own flags (a loader, --expose-gc…): the host needs none, and Node refuses
    // process-wide ones in a worker. Node strips the host's types itself; its note that type
    // stripping is new is noise here.
    execArgv: ['--disable-warning=ExperimentalWarning'],
  });
  const link = linkTo(worker);
  await waitUntilReady(link);
  return {
    get closed() {
      return link.closed || link.stopped !== undefined;
    },
    ...runner(link),
    async ping() {
      await callThread(link, { op: 'query', sql: 'select 1', priority: true });
    },
    transaction: (work) => transaction(link, work),
    listen: (channel, callback) => listen(link, channel, callback),
    async dumpDataDir(compression = 'auto') {
      return new Blob([await callThread<ArrayBuffer>(link, { op: 'dump', compression })]);
    },
    close: () => close(link),
  };
}

/** query and exec, outside any transaction or inside the one `txId` names. */
function runner(link: ThreadLink, txId?: number) {
  return {
    query: async <T>(sql: string, params?: unknown[], options?: QueryOptions) =>
      callThread<Results<T>>(link, {
        op: 'query',
        txId,
        sql,
        params,
        options: wireOptions(options),
      }),
    exec: async (sql: string, options?: QueryOptions) =>
      callThread<Results[]>(link, { op: 'exec', txId, sql, options: wireOptions(options) }),
  };
}

/** Committed when `work` returns, rolled back when it throws (or calls tx.rollback). */
async function transaction<T>(link: ThreadLink, work: (tx: Transaction) => Promise<T>): Promise<T> {
  const txId = await callThread<number>(link, { op: 'begin' });
  let ended = false;
  const end = async (commit: boolean) => {
    if (ended) return;
    ended = true;
    await callThread(link, { op: 'end', txId, commit });
  };
  const tx: Transaction = {
    ...runner(link, txId),
    sql: () => Promise.reject(new Error('tx.sql is not available on the embedded database thread')),
    listen: () =>
      Promise.reject(new Error('tx.listen is not available on the embedded database thread')),
    rollback: () => end(false),
    get closed() {
      return ended;
    },
  };
  try {
    const result = await work(tx);
    await end(true);
    return result;
  } catch (error) {
    await end(false).catch(() => undefined);
    throw error;
  }
}

/** The thread LISTENs once per channel; the last callback removed UNLISTENs it. */
async function listen(
  link: ThreadLink,
  channel: string,
  callback: (payload: string) => void,
): Promise<() => Promise<void>> {
  let set = link.listeners.get(channel);
  if (!set) {
    set = new Set();
    link.listeners.set(channel, set);
    await callThread(link, { op: 'listen', channel });
  }
  set.add(callback);
  return async () => {
    set.delete(callback);
    if (set.size === 0 && link.listeners.get(channel) === set) {
      link.listeners.delete(channel);
      await callThread(link, { op: 'unlisten', channel });
    }
  };
}

async function close(link: ThreadLink): Promise<void> {
  if (link.closed) return;
  link.closed = true;
  if (!link.stopped) await callThread(link, { op: 'close' });
  await link.worker.terminate();
}
