// Opens the database: embedded PGlite (data under dataDir) by default, PostgreSQL when a URL is given.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The PGlite instance when embedded (job queues and dumps need it), else undefined. */
  pglite?: PGlite;
  /** The pg pool when on PostgreSQL, else undefined. */
  pool?: pg.Pool;
  close: () => Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres:// URL; when absent the embedded database under dataDir is used. */
  databaseUrl?: string | undefined;
  /** Folder for the embedded database; 'memory://' style in-memory when undefined. */
  dataDir?: string | undefined;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /** Start the embedded database from a dump (tests clone a migrated template this way). */
  loadDataDir?: Blob;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.dataDir, options.loadDataDir);
}

export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<DatabaseHandle> {
  let pgDataDir: string | undefined;
  if (dataDir) {
    pgDataDir = path.resolve(dataDir, 'pgdata');
    mkdirSync(pgDataDir, { recursive: true });
  }
  const client = await PGlite.create({
    ...(pgDataDir ? { dataDir: pgDataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    close: async () => {
      if (!client.closed) await client.close();
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
  return { db, kind: 'postgres', pool, close: () => pool.end() };
}

/**
 * Runs work in one transaction. Besides atomicity this matters for bulk writes: the embedded
 * database syncs to disk per commit, so batching a repository's rows into one commit is much faster.
 */
export async function inTransaction<T>(
  db: Database,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => work(tx as unknown as Database));
}
