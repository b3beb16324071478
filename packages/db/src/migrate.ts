// Applies the committed drizzle-kit migrations; safe when several processes start at once.
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database, DatabaseHandle, Schema } from './client';
import { projects } from './schema/index';

export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

/** Any fixed number works; it only has to be the same for every process of this app. */
const MIGRATION_LOCK_KEY = 7_340_211;

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
    return;
  }
  // The lock holds one pooled connection while the migrator uses another (pools have at least 2).
  const pool = handle.pool;
  if (!pool) throw new Error('PostgreSQL handle without a pool');
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(handle.db as unknown as NodePgDatabase<Schema>, { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

export async function databaseIsEmpty(handle: DatabaseHandle): Promise<boolean> {
  const rows = await handle.db.select({ n: sql<number>`count(*)::int` }).from(projects);
  return Number(rows[0]?.n ?? 0) === 0;
}

/** Cheapest round trip that proves the database answers (health checks). */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
