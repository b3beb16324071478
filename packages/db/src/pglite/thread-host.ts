// Runs inside a worker thread: opens the embedded database (PGlite, PostgreSQL compiled to WASM)
// and answers the main thread's requests. Queries run here so that the HTTP server's event loop
// stays free while PostgreSQL works (docs/decisions/017-pglite-in-a-worker-thread.md).
// Loaded by Node itself (type stripping), not by a bundler: only erasable TypeScript, and only
// packages and type imports.
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { PGlite, type Transaction, type QueryOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Envelope, OpenOptions, Reply, WireError } from './protocol';

function portToMain(): MessagePort {
  if (!parentPort) throw new Error('thread-host.ts runs only as a worker thread');
  return parentPort;
}
const port = portToMain();

function toWire(error: unknown): WireError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: WireError['fields'] = {};
  for (const [key, value] of Object.entries(error)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value as string;
  }
  return { name: error.name, message: error.message, stack: error.stack, fields };
}

const send = (reply: Reply) => port.postMessage(reply);

const keepAsText = (value: string) => value;

function queryOptions(
  wire: { rowMode?: 'array' | 'object'; rawTypes?: number[]; paramTypes?: number[] } | undefined,
): QueryOptions | undefined {
  if (!wire) return undefined;
  return {
    ...(wire.rowMode ? { rowMode: wire.rowMode } : {}),
    ...(wire.paramTypes ? { paramTypes: wire.paramTypes } : {}),
    ...(wire.rawTypes
      ? { parsers: Object.fromEntries(wire.rawTypes.map((oid) => [oid, keepAsText])) }
      : {}),
  };
}

interface OpenTransaction {
  tx: Transaction;
  end: (commit: boolean) => void;
  finished: Promise<void>;
}

const options = workerData as OpenOptions;
let db: PGlite;
try {
  db = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: new Blob([options.loadDataDir]) } : {}),
    extensions: { pg_trgm },
  });
} catch (error) {
  send({ fatal: toWire(error) });
  port.close();
  throw error;
}

const transactions = new Map<number, OpenTransaction>();
const listeners = new Map<string, () => Promise<void>>();
let nextTxId = 1;

/** Holds the database for one transaction until the main thread ends it. */
function begin(): Promise<number> {
  const txId = nextTxId++;
  return new Promise((resolve, reject) => {
    let end!: (commit: boolean) => void;
    const decided = new Promise<boolean>((r) => (end = r));
    const finished = db
      .transaction(async (tx) => {
        transactions.set(txId, { tx, end, finished });
        resolve(txId);
        if (!(await decided)) await tx.rollback();
      })
      .finally(() => transactions.delete(txId));
    finished.catch(reject);
  });
}

async function handle(request: Envelope): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const target = request.txId ? transactions.get(request.txId)?.tx : db;
      if (!target) throw new Error(`transaction ${request.txId} is not open`);
      return target.query(request.sql, request.params, queryOptions(request.options));
    }
    case 'exec': {
      const target = request.txId ? transactions.get(request.txId)?.tx : db;
      if (!target) throw new Error(`transaction ${request.txId} is not open`);
      return target.exec(request.sql, queryOptions(request.options));
    }
    case 'begin':
      return begin();
    case 'end': {
      const open = transactions.get(request.txId);
      if (!open) return null;
      open.end(request.commit);
      await open.finished;
      return null;
    }
    case 'listen': {
      if (listeners.has(request.channel)) return null;
      const channel = request.channel;
      listeners.set(
        channel,
        await db.listen(channel, (payload) => send({ notification: { channel, payload } })),
      );
      return null;
    }
    case 'unlisten': {
      await listeners.get(request.channel)?.();
      listeners.delete(request.channel);
      return null;
    }
    case 'dump': {
      const dump = await db.dumpDataDir(request.compression);
      return dump.arrayBuffer();
    }
    case 'close': {
      if (!db.closed) {
        await db.exec('CHECKPOINT');
        await db.close();
      }
      return null;
    }
  }
}

// Calls run one at a time, as PostgreSQL in PGlite does anyway, but in an order chosen here: while
// a transaction is open only its own calls run, and a priority call (the health check's ping)
// goes before the others waiting, so a busy database still answers "are you there" at once.
const waiting: Envelope[] = [];
let openTx: number | undefined;
let running = false;

function eligible(request: Envelope): boolean {
  if (openTx === undefined) return true;
  if (request.op === 'query' || request.op === 'exec' || request.op === 'end') {
    return request.txId === openTx;
  }
  return false;
}

function takeNext(): Envelope | undefined {
  let index = waiting.findIndex((r) => r.op === 'query' && r.priority === true && eligible(r));
  if (index < 0) index = waiting.findIndex(eligible);
  return index < 0 ? undefined : waiting.splice(index, 1)[0];
}

async function runOne(request: Envelope): Promise<void> {
  try {
    const value = await handle(request);
    if (request.op === 'begin') openTx = value as number;
    // A dump is moved, not copied: it can be hundreds of megabytes.
    port.postMessage(
      { id: request.id, ok: true, value } satisfies Reply,
      value instanceof ArrayBuffer ? [value] : [],
    );
    if (request.op === 'close') port.close();
  } catch (error) {
    send({ id: request.id, ok: false, error: toWire(error) });
  } finally {
    if (request.op === 'end' && request.txId === openTx) openTx = undefined;
  }
}

async function pump(): Promise<void> {
  if (running) return;
  running = true;
  try {
    for (let next = takeNext(); next; next = takeNext()) {
      await runOne(next);
      // Let messages that arrived meanwhile join the queue before the next one is chosen.
      await new Promise((resolve) => setImmediate(resolve));
    }
  } finally {
    running = false;
  }
}

port.on('message', (request: Envelope) => {
  waiting.push(request);
  void pump();
});
send({ ready: true });
