// The main thread's side of the embedded database: the same calls as a PGlite instance (the ones
// Drizzle, pg-boss and our code use), each sent to the worker thread that runs PGlite
// (thread-host.ts). One message there and one back per call; results arrive as PGlite made them.
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import type { OpenOptions, Reply, Request, WireError } from './protocol';

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

/** An error PostgreSQL (or PGlite) raised in the thread, with its fields (code, detail, …). */
export class EmbeddedDatabaseError extends Error {
  [field: string]: unknown;
  constructor(wire: WireError) {
    super(wire.message);
    Object.assign(this, wire.fields);
    this.name = wire.name;
    if (wire.stack) this.stack = `${wire.stack}\n    (in the embedded database thread)`;
  }
}

/** The thread stopped: every call after that fails with this. */
export class EmbeddedDatabaseStopped extends Error {}

const hostUrl = new URL('./thread-host.ts', import.meta.url);

/**
 * Result parsers cannot cross threads. The ones callers pass (Drizzle's) keep a type's text as it
 * is; those travel as type ids. Any other parser would silently change results, so it is refused.
 */
function wireOptions(options: QueryOptions | undefined) {
  if (!options) return undefined;
  if (options.serializers || options.blob || options.onNotice) {
    throw new Error(
      'serializers, blob and onNotice are not available on the embedded database thread',
    );
  }
  const rawTypes = Object.entries(options.parsers ?? {}).map(([oid, parse]) => {
    if (parse('\u0001probe') !== '\u0001probe') {
      throw new Error(`only parsers that keep the text are available (type ${oid})`);
    }
    return Number(oid);
  });
  return {
    ...(options.rowMode ? { rowMode: options.rowMode } : {}),
    ...(options.paramTypes ? { paramTypes: options.paramTypes } : {}),
    ...(rawTypes.length > 0 ? { rawTypes } : {}),
  };
}

export async function startPgliteThread(options: OpenOptions): Promise<PgliteClient> {
  const worker = new Worker(hostUrl, {
    workerData: options,
    transferList: options.loadDataDir ? [options.loadDataDir] : [],
    // Not the process's own flags (a loader, --expose-gc…): the host needs none, and Node refuses
    // process-wide ones in a worker. Node strips the host's types itself; its note that type
    // stripping is new is noise here.
    execArgv: ['--disable-warning=ExperimentalWarning'],
  });
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let nextId = 1;
  let stopped: Error | undefined;
  let closed = false;

  const stop = (error: Error) => {
    stopped ??= error;
    for (const call of pending.values()) call.reject(stopped);
    pending.clear();
  };

  await new Promise<void>((resolve, reject) => {
    worker.on('message', (reply: Reply) => {
      if ('ready' in reply) return resolve();
      if ('fatal' in reply) {
        const error = new EmbeddedDatabaseError(reply.fatal);
        stop(error);
        return reject(error);
      }
      if ('notification' in reply) {
        const { channel, payload } = reply.notification;
        for (const callback of listeners.get(channel) ?? []) callback(payload);
        return;
      }
      const call = pending.get(reply.id);
      pending.delete(reply.id);
      if (!call) return;
      if (reply.ok) call.resolve(reply.value);
      else call.reject(new EmbeddedDatabaseError(reply.error));
    });
    worker.on('error', (error) => {
      stop(new EmbeddedDatabaseStopped(`the embedded database stopped: ${error.message}`));
      reject(error);
    });
    worker.on('exit', (code) => {
      stop(new EmbeddedDatabaseStopped(`the embedded database thread exited (code ${code})`));
      reject(stopped);
    });
  });

  function call<T>(request: Request): Promise<T> {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  }

  const runner = (txId?: number) => ({
    query: async <T>(sql: string, params?: unknown[], options?: QueryOptions) =>
      call<Results<T>>({ op: 'query', txId, sql, params, options: wireOptions(options) }),
    exec: async (sql: string, options?: QueryOptions) =>
      call<Results[]>({ op: 'exec', txId, sql, options: wireOptions(options) }),
  });

  const client: PgliteClient = {
    get closed() {
      return closed || stopped !== undefined;
    },
    ...runner(),
    async ping() {
      await call({ op: 'query', sql: 'select 1', priority: true });
    },
    async transaction(work) {
      const txId = await call<number>({ op: 'begin' });
      let ended = false;
      const end = async (commit: boolean) => {
        if (ended) return;
        ended = true;
        await call({ op: 'end', txId, commit });
      };
      const tx: Transaction = {
        ...runner(txId),
        sql: () =>
          Promise.reject(new Error('tx.sql is not available on the embedded database thread')),
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
    },
    async listen(channel, callback) {
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        await call({ op: 'listen', channel });
      }
      set.add(callback);
      return async () => {
        set.delete(callback);
        if (set.size === 0 && listeners.get(channel) === set) {
          listeners.delete(channel);
          await call({ op: 'unlisten', channel });
        }
      };
    },
    async dumpDataDir(compression = 'auto') {
      return new Blob([await call<ArrayBuffer>({ op: 'dump', compression })]);
    },
    async close() {
      if (closed) return;
      closed = true;
      if (!stopped) await call({ op: 'close' });
      await worker.terminate();
    },
  };
  return client;
}
