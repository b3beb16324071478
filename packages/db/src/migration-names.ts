// Which migrations a database still lacks, by name (drizzle-kit's journal tags), and whether it
// holds migrations this version does not know (a newer GitSignals migrated it). Read-only: it
// never applies anything (migrate.ts does), so `doctor` and `migrate`'s report can both use it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client';
import { migrationsFolder as committedMigrations } from './migrate';

export interface JournalEntry {
  /** The migration's file name without `.sql`, e.g. `0015_feed_items_project_date_covering`. */
  tag: string;
  /** drizzle-kit's timestamp; the migrator records it as `created_at` once applied. */
  when: number;
}

/** The migrations of a folder, in the order they apply. */
export function journalEntries(folder: string = committedMigrations): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/** No migrations table (42P01) or schema (3F000) yet: nothing has migrated this database. */
function neverMigrated(error: unknown): boolean {
  // Drizzle wraps the driver's error ("Failed query: …") and keeps it as the cause.
  const driver = (error as { cause?: unknown }).cause ?? error;
  const code = (driver as { code?: string }).code;
  return (
    code === '42P01' || code === '3F000' || /does not exist/.test(String((driver as Error).message))
  );
}

/** The timestamps the database has applied (none when it has never been migrated). */
async function appliedTimestamps(handle: DatabaseHandle): Promise<number[]> {
  const result = (await handle.db
    .execute(sql`select created_at::text as at from drizzle.__drizzle_migrations`)
    .catch((error: unknown) => {
      if (neverMigrated(error)) return { rows: [] };
      throw error;
    })) as unknown as { rows: { at: string }[] };
  return result.rows.map((row) => Number(row.at));
}

export interface MigrationReport {
  /** Names of the migrations still to apply, in order. */
  pending: string[];
  /** How many migrations the database has applied. */
  applied: number;
  /** Applied migrations this version's journal does not have (a newer version ran). */
  unknown: number;
}

/** What the database has applied against the journal of `folder` (default: the committed one). */
export async function migrationReport(
  handle: DatabaseHandle,
  folder: string = committedMigrations,
): Promise<MigrationReport> {
  const entries = journalEntries(folder);
  const applied = await appliedTimestamps(handle);
  // The migrator applies every journal entry newer than the last one it recorded.
  const last = Math.max(0, ...applied);
  const known = new Set(entries.map((e) => e.when));
  return {
    pending: entries.filter((e) => e.when > last).map((e) => e.tag),
    applied: applied.length,
    unknown: applied.filter((when) => !known.has(when)).length,
  };
}

/** The names of the migrations the database still lacks, in the order they would apply. */
export async function pendingMigrations(
  handle: DatabaseHandle,
  folder: string = committedMigrations,
): Promise<string[]> {
  return (await migrationReport(handle, folder)).pending;
}
