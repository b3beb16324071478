// The database answers and is migrated: PostgreSQL at DATABASE_URL, or the embedded one in
// DATA_DIR/pgdata (opened only when no other process has it). Pending migrations are a ⚠ (every
// start applies them, an embedded database backed up first); migrations this version does not
// know are a ✗ (a newer GitSignals migrated the database). ADR 056.
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  DataDirInUse,
  EmbeddedDatabaseDidNotOpen,
  journalEntries,
  migrationReport,
  openDatabase,
  openPostgres,
  pgDataDirOf,
  type DatabaseHandle,
  type MigrationReport,
} from '@gitsignals/db';
import { fail, ok, reasonOf, seconds, warn, type CheckResult } from './check';
import { holderOf } from './data-dir';
import { maskUrl } from './mask';
import type { Probe } from './http-probe';

const NAME = 'database';

/** What a migration report means to an operator. */
export function migrationResult(where: string, report: MigrationReport): CheckResult {
  const total = journalEntries().length;
  if (report.unknown > 0) {
    return fail(
      NAME,
      `${where}: ${report.unknown} applied migration${report.unknown === 1 ? ' is' : 's are'} unknown to this version (a newer GitSignals migrated it)`,
      'run the newer GitSignals, or restore a backup taken before its migration (`npm run cli -- db:restore <file>`)',
    );
  }
  if (report.pending.length > 0) {
    return warn(
      NAME,
      `${where}: ${report.applied} of ${total} migrations applied, pending: ${report.pending.join(', ')}`,
      '`npm run cli -- migrate` applies them (every start does too; an embedded database is backed up first)',
    );
  }
  return ok(NAME, `${where}: answers, all ${total} migrations applied`);
}

/** Runs `work`, or rejects after `ms` (a PostgreSQL host that drops packets never refuses). */
async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${seconds(ms)}`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The fix for a PostgreSQL error, by its SQLSTATE or socket code. */
function postgresFix(error: unknown): string {
  const code = (error as { code?: string }).code;
  if (code === '28P01' || code === '28000') {
    return 'check the user and password in DATABASE_URL (postgres://user:password@host:5432/database)';
  }
  if (code === '3D000') {
    return 'create the database (`createdb <name>`) or correct its name at the end of DATABASE_URL';
  }
  return 'start PostgreSQL, or correct the host and port in DATABASE_URL (postgres://user:password@host:5432/database)';
}

export async function checkPostgres(databaseUrl: string, timeoutMs: number): Promise<CheckResult> {
  const where = `PostgreSQL at ${maskUrl(databaseUrl)}`;
  const opening = openPostgres(databaseUrl, 2);
  let handle: DatabaseHandle;
  try {
    handle = await within(timeoutMs, opening);
  } catch (error) {
    // A connection still trying after the timeout is closed once it settles.
    opening.then((late) => late.close()).catch(() => undefined);
    return fail(NAME, `${where} does not answer: ${reasonOf(error)}`, postgresFix(error));
  }
  try {
    return migrationResult(where, await within(timeoutMs, migrationReport(handle)));
  } catch (error) {
    return fail(
      NAME,
      `${where} answered, but reading its migrations failed: ${reasonOf(error)}`,
      postgresFix(error),
    );
  } finally {
    await handle.close().catch(() => undefined);
  }
}

/**
 * The embedded database, opened read-only in spirit (nothing is migrated) when nobody holds it.
 * `holderProbe`: what the holder's address answered, when a live process holds it.
 */
export async function checkEmbedded(
  dataDir: string,
  holderProbe: Probe | null,
): Promise<CheckResult> {
  const folder = pgDataDirOf(dataDir);
  const where = `embedded database in ${folder}`;
  const held = holderOf(dataDir);
  if (held?.alive) {
    const { holder } = held;
    if (holderProbe?.kind === 'gitsignals') {
      return ok(
        NAME,
        `${where}: open in the server (PID ${holder.pid}), which answers at ${holder.url}; it applied the migrations when it started`,
      );
    }
    return warn(
      NAME,
      `${where}: not opened, \`${holder.command}\` (PID ${holder.pid}) has it`,
      'run the doctor again when it has finished (or once the server answers HTTP)',
    );
  }
  if (!existsSync(path.join(folder, 'PG_VERSION'))) {
    return warn(
      NAME,
      `no embedded database yet in ${folder}`,
      '`npm run cli -- migrate` or the first `serve` creates it',
    );
  }
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({ dataDir, command: 'doctor' });
  } catch (error) {
    if (error instanceof DataDirInUse) {
      return warn(
        NAME,
        `${where}: not opened, ${error.message}`,
        'run the doctor again when it has finished',
      );
    }
    if (error instanceof EmbeddedDatabaseDidNotOpen) {
      return fail(
        NAME,
        error.message.split('. If it is damaged, ')[0] ?? error.message,
        error.message.replace(/^.*?If it is damaged, /, 'if it is damaged, '),
      );
    }
    return fail(
      NAME,
      `${where} did not open: ${reasonOf(error)}`,
      'see the error above; `npm run cli -- db:restore <file>` restores a backup',
    );
  }
  try {
    return migrationResult(where, await migrationReport(handle));
  } finally {
    await handle.close();
  }
}
