// The link to the embedded database thread (thread-host.ts): one message out and one reply back
// per call, matched by id; notifications go to the channel's listeners; when the thread stops,
// every waiting call and every later one fails with the reason.
import type { Worker } from 'node:worker_threads';
import type { QueryOptions } from '@electric-sql/pglite';
import type { Reply, Request, WireError } from './protocol';

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

export interface ThreadLink {
  worker: Worker;
  /** Calls sent and not answered yet, by id. */
  pending: Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>;
  /** LISTEN callbacks by channel. */
  listeners: Map<string, Set<(payload: string) => void>>;
  nextId: number;
  /** Why the thread stopped, once it has. */
  stopped: Error | undefined;
  /** Closed by its owner (close()), as opposed to stopped. */
  closed: boolean;
}

export const linkTo = (worker: Worker): ThreadLink => ({
  worker,
  pending: new Map(),
  listeners: new Map(),
  nextId: 1,
  stopped: undefined,
  closed: false,
});

/** Resolves when the database in the thread is open; rejects when it could not open it. */
export function waitUntilReady(link: ThreadLink): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    link.worker.on('message', (reply: Reply) => {
      if ('ready' in reply) return resolve();
      if ('fatal' in reply) {
        const error = new EmbeddedDatabaseError(reply.fatal);
        stopLink(link, error);
        return reject(error);
      }
      answer(link, reply);
    });
    link.worker.on('error', (error) => {
      stopLink(
        link,
        new EmbeddedDatabaseStopped(`the embedded database stopped: ${error.message}`),
      );
      reject(error);
    });
    link.worker.on('exit', (code) => {
      stopLink(
        link,
        new EmbeddedDatabaseStopped(`the embedded database thread exited (code ${code})`),
      );
      reject(link.stopped);
    });
  });
}

/** A notification for the listeners of its channel, or the answer to a waiting call. */
function answer(link: ThreadLink, reply: Exclude<Reply, { ready: true } | { fatal: WireError }>) {
  if ('notification' in reply) {
    const { channel, payload } = reply.notification;
    for (const callback of link.listeners.get(channel) ?? []) callback(payload);
    return;
  }
  const call = link.pending.get(reply.id);
  link.pending.delete(reply.id);
  if (!call) return;
  if (reply.ok) call.resolve(reply.value);
  else call.reject(new EmbeddedDatabaseError(reply.error));
}

/** The first reason to stop wins; every waiting call fails with it. */
function stopLink(link: ThreadLink, error: Error): void {
  link.stopped ??= error;
  for (const call of link.pending.values()) call.reject(link.stopped);
  link.pending.clear();
}

export function callThread<T>(link: ThreadLink, request: Request): Promise<T> {
  if (link.stopped) return Promise.reject(link.stopped);
  const id = link.nextId++;
  return new Promise<T>((resolve, reject) => {
    link.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
    link.worker.postMessage({ ...request, id });
  });
}

/**
 * Result parsers cannot cross threads. The ones callers pass (Drizzle's) keep a type's text as it
 * is; those travel as type ids. Any other parser would silently change results, so it is refused.
 */
export function wireOptions(options: QueryOptions | undefined) {
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
