// Applies the committed drizzle-kit migrations; safe when several processes start at once.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database, DatabaseHandle, Schema } from './client';
import { projects } from './schema/index';
import { backupFileFor, pruneBackups, writeBackup, type BackupFile } from './pglite/backups';

export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

/** Any fixed number works; it only has to be the same for every process of this app. */
const MIGRATION_LOCK_KEY = 7_340_211;

/** Backups taken before migrations, kept per database (older ones are removed). */
const MIGRATION_BACKUPS_KEPT = 3;

export interface MigrationOutcome {
  /** Migrations this call applied (0: the database was up to date). */
  applied: number;
  /** Their names, in order (the migration files' names without `.sql`). */
  appliedNames: string[];
  /** The backup taken first (an embedded database with data, before a migration). */
  backup?: BackupFile;
}

export interface MigrateOptions {
  /** Another folder of drizzle-kit migrations (tests); default the committed ones. */
  migrationsFolder?: string;
}

/** The migrations in order, each with its timestamp (drizzle-kit's journal). */
function journalEntries(folder: string): { when: number; tag: string }[] {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number; tag: string }[];
  };
  return journal.entries;
}

/** How many migrations the database has applied, and which are still to apply. */
export async function migrationState(
  handle: DatabaseHandle,
  options: MigrateOptions = {},
): Promise<{ applied: number; pending: number; pendingNames: string[] }> {
  const result = (await handle.db
    .execute(
      sql`
    select coalesce(max(created_at), 0)::text as last, count(*)::int as n
    from drizzle.__drizzle_migrations`,
    )
    .catch(() => null)) as unknown as {
    rows: { last: string; n: number }[];
  } | null;
  const last = Number(result?.rows[0]?.last ?? 0);
  const pendingNames = journalEntries(options.migrationsFolder ?? migrationsFolder)
    .filter((entry) => entry.when > last)
    .map((entry) => entry.tag);
  return { applied: Number(result?.rows[0]?.n ?? 0), pending: pendingNames.length, pendingNames };
}

/**
 * Applies pending migrations. An embedded database that already holds data is backed up first
 * (DATA_DIR/backups/before-migration-…), so a migration that goes wrong can be undone with
 * `db:restore`.
 */
export async function migrateDatabase(
  handle: DatabaseHandle,
  options: MigrateOptions = {},
): Promise<MigrationOutcome> {
  const folder = { migrationsFolder: options.migrationsFolder ?? migrationsFolder };
  if (handle.kind === 'pglite') {
    const before = await migrationState(handle, folder);
    let backup: BackupFile | undefined;
    if (before.pending > 0 && before.applied > 0 && handle.pglite && handle.dataDir) {
      backup = await writeBackup(handle.pglite, backupFileFor(handle.dataDir, 'before-migration'));
      pruneBackups(handle.dataDir, 'before-migration', MIGRATION_BACKUPS_KEPT);
    }
    await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, folder);
    return {
      applied: before.pending,
      appliedNames: before.pendingNames,
      ...(backup ? { backup } : {}),
    };
  }
  // The lock holds one pooled connection while the migrator uses another (pools have at least 2).
  const pool = handle.pool;
  if (!pool) throw new Error('PostgreSQL handle without a pool');
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      // Read under the lock: another process may have applied them while this one waited.
      const before = await migrationState(handle, folder);
      await migratePg(handle.db as unknown as NodePgDatabase<Schema>, folder);
      return { applied: before.pending, appliedNames: before.pendingNames };
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

/** A round trip through the query path (a handle's own `ping` skips the embedded queue). */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
