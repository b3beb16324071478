// Backups of the embedded database: a dump of the data folder (PGlite's own tar format, gzipped),
// taken by `db:backup`, before every migration that changes an existing database, and read back by
// `db:restore`. PostgreSQL has pg_dump for this (docs/operations.md).
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PgliteClient } from './thread-client';

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
