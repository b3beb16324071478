// The messages between the main thread and the thread that runs the embedded database
// (thread-host.ts). Every value crosses by structured clone: rows, Dates, Uint8Arrays and bigints
// survive; functions do not, so result parsers travel as the list of type ids left as text.

export interface OpenOptions {
  /** Absolute path of the data folder; in memory when absent. */
  dataDir?: string;
  /** A dump (tar) to start from, as bytes. */
  loadDataDir?: ArrayBuffer;
}

interface QueryOptionsOverWire {
  rowMode?: 'array' | 'object';
  /** Type ids whose values are answered as the text PostgreSQL sent (Drizzle's date handling). */
  rawTypes?: number[];
  paramTypes?: number[];
}

export type Request =
  | {
      op: 'query';
      txId?: number;
      sql: string;
      params?: unknown[];
      options?: QueryOptionsOverWire;
      /** Runs before waiting calls (the health check's ping: it asks whether, not when). */
      priority?: boolean;
    }
  | { op: 'exec'; txId?: number; sql: string; options?: QueryOptionsOverWire }
  /** Opens a transaction; answers its id once BEGIN ran and the database is held for it. */
  | { op: 'begin' }
  /** Ends a transaction: commit (its callback returned) or rollback (it threw). */
  | { op: 'end'; txId: number; commit: boolean }
  | { op: 'listen'; channel: string }
  | { op: 'unlisten'; channel: string }
  | { op: 'dump'; compression: 'none' | 'gzip' | 'auto' }
  /** CHECKPOINT, then close: everything committed is in the data files, not only in the WAL. */
  | { op: 'close' };

export type Envelope = Request & { id: number };

/** An error's own fields (code, detail, constraint… for database errors), copied field by field. */
export interface WireError {
  name: string;
  message: string;
  stack?: string;
  fields: Record<string, string | number | boolean | undefined>;
}

export type Reply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: WireError }
  | { notification: { channel: string; payload: string } }
  /** The thread could not open the database (or has stopped for good). */
  | { fatal: WireError }
  | { ready: true };
