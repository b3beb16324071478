// Opens the database: embedded PGlite (data under dataDir) by default, PostgreSQL when a URL is given.
// The embedded database runs in a worker thread (pglite/thread-host.ts), so PostgreSQL's work never
// blocks the HTTP event loop, and its data folder is locked to one process (pglite/data-dir-lock.ts).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { is } from 'drizzle-orm';
import { PgTransaction, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index';
import { acquireDataDirLock, type DataDirLock } from './pglite/data-dir-lock';
import { startPgliteThread, type PgliteClient } from './pglite/thread-client';
import { EmbeddedDatabaseDidNotOpen } from './pglite/did-not-open';
import {
  inProcessChangeNotices,
  postgresChangeNotices,
  type ChangeNotices,
} from './change-notices/index';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The embedded database when embedded (job queues and dumps need it), else undefined. */
  pglite?: PgliteClient;
  /** The lock on DATA_DIR this process holds while the embedded database is open. */
  lock?: DataDirLock;
  /** DATA_DIR, when the embedded database lives on disk (its data in DATA_DIR/pgdata). */
  dataDir?: string;
  /** The pg pool when on PostgreSQL, else undefined. */
  pool?: pg.Pool;
  /** The cheapest round trip that proves the database answers (health checks). */
  ping: () => Promise<void>;
  /** "Public answers changed", announced by the pipeline, heard by every process on the data. */
  changes: ChangeNotices;
  close: () => Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres:// URL; when absent the embedded database under dataDir is used. */
  databaseUrl?: string | undefined;
  /** Folder for the embedded database; in memory when undefined. */
  dataDir?: string | undefined;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /** Start the embedded database from a dump (tests clone a migrated template this way). */
  loadDataDir?: Blob;
  /** What this process runs (`serve`, `collect`, …): a second process is told who holds DATA_DIR. */
  command?: string;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options);
}

/** The data folder of the embedded database inside DATA_DIR, and the lock file beside it. */
export const pgDataDirOf = (dataDir: string) => path.resolve(dataDir, 'pgdata');
export const lockFileOf = (dataDir: string) => path.resolve(dataDir, 'pgdata.lock');

export async function openPglite(
  options: Pick<OpenDatabaseOptions, 'dataDir' | 'loadDataDir' | 'command'> = {},
): Promise<DatabaseHandle> {
  let lock: DataDirLock | undefined;
  let pgDataDir: string | undefined;
  if (options.dataDir) {
    pgDataDir = pgDataDirOf(options.dataDir);
    mkdirSync(pgDataDir, { recursive: true });
    lock = acquireDataDirLock(
      lockFileOf(options.dataDir),
      path.resolve(options.dataDir),
      options.command ?? 'a GitSignals command',
    );
  }
  let client: PgliteClient;
  try {
    client = await startPgliteThread({
      ...(pgDataDir ? { dataDir: pgDataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: await options.loadDataDir.arrayBuffer() } : {}),
    });
  } catch (error) {
    lock?.release();
    throw options.dataDir ? new EmbeddedDatabaseDidNotOpen(options.dataDir, error) : error;
  }
  const changes = inProcessChangeNotices();
  const db = drizzlePglite({
    client: client as unknown as PGlite,
    schema,
    casing: 'snake_case',
  }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    lock,
    ...(options.dataDir ? { dataDir: path.resolve(options.dataDir) } : {}),
    ping: () => client.ping(),
    changes,
    close: async () => {
      await changes.close();
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

export async function openPostgres(databaseUrl: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: Math.max(2, poolSize) });
  // An idle connection that the server closes (restart, failover, a dropped test database) is
  // removed from the pool and the next query opens a new one. Without a listener node-postgres
  // re-throws that error and takes the whole process down.
  pool.on('error', (error) => {
    process.emitWarning(`PostgreSQL closed an idle connection: ${error.message}`);
  });
  // Fail fast with a clear message when the server cannot be reached.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Database;
  const changes = postgresChangeNotices(pool, databaseUrl);
  return {
    db,
    kind: 'postgres',
    pool,
    ping: async () => {
      await pool.query('select 1');
    },
    changes,
    close: async () => {
      await changes.close();
      await pool.end();
    },
  };
}

/**
 * Runs work in one transaction: a new one, or the caller's when `db` is already a transaction.
 * A write that spans rows calls it, so it lands whole or not at all whoever calls it. Inside a
 * caller's transaction no savepoint is opened: a failure ends the caller's transaction too
 * (PostgreSQL refuses every statement after a failed one, and no caller catches inside its
 * transaction), and a savepoint would cost two more round trips per write, which the embedded
 * database pays on the event loop. Besides atomicity this matters for bulk writes: the embedded
 * database syncs to disk per commit, so batching a repository's rows into one commit is much faster.
 */
export async function inTransaction<T>(
  db: Database,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  if (is(db, PgTransaction)) return work(db);
  return db.transaction(async (tx) => work(tx as unknown as Database));
}
