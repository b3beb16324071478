// Backups of the embedded database: a dump of the data folder (PGlite's own tar format, gzipped),
// taken by `db:backup`, before every migration that changes an existing database, and read back by
// `db:restore`. PostgreSQL has pg_dump for this (docs/operations.md).
import {
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { startPgliteThread, type PgliteClient } from './thread-client';
import { acquireDataDirLock } from './data-dir-lock';

export const backupsDirOf = (dataDir: string) => path.resolve(dataDir, 'backups');

export interface BackupFile {
  file: string;
  bytes: number;
  modifiedAt: Date;
}

/** Backups in DATA_DIR/backups, newest first. */
export function listBackups(dataDir: string): BackupFile[] {
  const dir = backupsDirOf(dataDir);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.tar.gz'))
    .map((name) => {
      const file = path.join(dir, name);
      const stat = statSync(file);
      return { file, bytes: stat.size, modifiedAt: stat.mtime };
    })
    .sort((a, b) => b.modifiedAt.getTime() - a.modifiedAt.getTime());
}

const stamp = (at: Date) => at.toISOString().replace(/[:.]/g, '-');

/** A file name for a backup taken now: `<label>-<ISO time>.tar.gz` in DATA_DIR/backups. */
export function backupFileFor(dataDir: string, label: string, at = new Date()): string {
  return path.join(backupsDirOf(dataDir), `${label}-${stamp(at)}.tar.gz`);
}

/** Dumps the open database to `file` (written beside it first, so a crash leaves no half file). */
export async function writeBackup(client: PgliteClient, file: string): Promise<BackupFile> {
  mkdirSync(path.dirname(file), { recursive: true });
  const dump = await client.dumpDataDir('gzip');
  const temporary = `${file}.partial`;
  writeFileSync(temporary, Buffer.from(await dump.arrayBuffer()));
  renameSync(temporary, file);
  const stat = statSync(file);
  return { file, bytes: stat.size, modifiedAt: stat.mtime };
}

/** Keeps the newest `keep` backups whose names start with `label-`; removes older ones. */
export function pruneBackups(dataDir: string, label: string, keep: number): void {
  const mine = listBackups(dataDir).filter((b) => path.basename(b.file).startsWith(`${label}-`));
  for (const old of mine.slice(keep)) rmSync(old.file, { force: true });
}

/** Reads a backup file for `loadDataDir`; a clear error for a missing or empty file. */
export async function readBackup(file: string): Promise<Blob> {
  if (!existsSync(file)) throw new Error(`There is no backup file ${file}.`);
  const bytes = await readFile(file);
  if (bytes.length === 0) throw new Error(`The backup file ${file} is empty.`);
  return new Blob([bytes]);
}

export interface RestoreOutcome {
  /** Where the database that was replaced now lies (null when there was none). */
  previous: string | null;
  /** Projects in the restored database: proof it opened and is GitSignals' own. */
  projects: number;
}

/**
 * Replaces DATA_DIR/pgdata with a backup, holding the folder's lock throughout. The current data
 * folder is moved aside (pgdata.before-restore-<time>), and moved back if the backup does not open.
 */
export async function restoreBackup(
  dataDir: string,
  lockFile: string,
  file: string,
): Promise<RestoreOutcome> {
  const dump = await readBackup(file);
  const lock = acquireDataDirLock(lockFile, dataDir, 'db:restore');
  const pgdata = path.resolve(dataDir, 'pgdata');
  const aside = `${pgdata}.before-restore-${stamp(new Date())}`;
  const hadData = existsSync(pgdata) && readdirSync(pgdata).length > 0;
  try {
    if (hadData) renameSync(pgdata, aside);
    mkdirSync(pgdata, { recursive: true });
    let projects: number;
    try {
      const client = await startPgliteThread({
        dataDir: pgdata,
        loadDataDir: await dump.arrayBuffer(),
      });
      try {
        const result = await client.query<{ n: number }>('select count(*)::int as n from projects');
        projects = result.rows[0]?.n ?? 0;
      } finally {
        await client.close();
      }
    } catch (error) {
      rmSync(pgdata, { recursive: true, force: true });
      if (hadData) renameSync(aside, pgdata);
      throw new Error(
        `${file} is not a GitSignals database backup that opens (${(error as Error).message}); nothing was changed.`,
        { cause: error },
      );
    }
    return { previous: hadData ? aside : null, projects };
  } finally {
    lock.release();
  }
}
