// Backups of the embedded database: by hand (db:backup / db:restore), before a migration changes a
// database that has data, and what a start on a folder that does not open says.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockFileOf, openPglite, type DatabaseHandle } from '../src/client';
import { migrateDatabase } from '../src/migrate';
import { listBackups, restoreBackup, writeBackup } from '../src/pglite/backups';
import { EmbeddedDatabaseDidNotOpen } from '../src/pglite/did-not-open';
import { readTestEnv } from '../src/env';
import { pgliteTemplate } from '../src/testing';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'gitsignals-backups-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

/** A drizzle-kit migrations folder with these migrations (tag → SQL). */
function migrations(list: [tag: string, sql: string][]): string {
  const folder = mkdtempSync(path.join(dataDir, 'migrations-'));
  mkdirSync(path.join(folder, 'meta'));
  const entries = list.map(([tag, sql], idx) => {
    writeFileSync(path.join(folder, `${tag}.sql`), sql);
    return { idx, version: '7', when: 1_700_000_000_000 + idx, tag, breakpoints: true };
  });
  writeFileSync(
    path.join(folder, 'meta', '_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries }),
  );
  return folder;
}

// Their own table and history, on a folder started from the migrated template (faster than initdb).
const FIRST: [string, string] = [
  '0000_notes',
  'CREATE TABLE notes (id serial PRIMARY KEY, name text);',
];
const SECOND: [string, string] = ['0001_slug', 'ALTER TABLE notes ADD COLUMN slug text;'];

const fresh = async () => {
  const handle = await openPglite({ dataDir, loadDataDir: await pgliteTemplate() });
  await handle.pglite!.exec('DROP SCHEMA drizzle CASCADE');
  return handle;
};

const names = async (handle: DatabaseHandle) =>
  (await handle.pglite!.query<{ name: string }>('select name from notes order by id')).rows.map(
    (r) => r.name,
  );

describe.runIf(readTestEnv().TEST_DB === 'pglite')('backups of the embedded database', () => {
  it('backs up a database with data before a migration, and only then', async () => {
    const handle = await fresh();
    try {
      expect(await migrateDatabase(handle, { migrationsFolder: migrations([FIRST]) })).toEqual({
        applied: 1,
        appliedNames: ['0000_notes'],
      });
      expect(listBackups(dataDir)).toHaveLength(0);
      await handle.pglite!.query("insert into notes (name) values ('Aave')");
      const outcome = await migrateDatabase(handle, {
        migrationsFolder: migrations([FIRST, SECOND]),
      });
      expect(outcome.applied).toBe(1);
      expect(outcome.appliedNames).toEqual(['0001_slug']);
      expect(path.basename(outcome.backup!.file)).toMatch(/^before-migration-.*\.tar\.gz$/);
      expect(listBackups(dataDir).map((b) => b.file)).toEqual([outcome.backup!.file]);
      expect(
        await migrateDatabase(handle, { migrationsFolder: migrations([FIRST, SECOND]) }),
      ).toEqual({
        applied: 0,
        appliedNames: [],
      });
    } finally {
      await handle.close();
    }
  });

  it('restores a backup, keeping the database it replaces aside', async () => {
    const handle = await fresh();
    const folder = migrations([FIRST]);
    let backupFile: string;
    try {
      await migrateDatabase(handle, { migrationsFolder: folder });
      await handle.pglite!.query("insert into notes (name) values ('Aave')");
      backupFile = (
        await writeBackup(handle.pglite!, path.join(dataDir, 'backups', 'backup-1.tar.gz'))
      ).file;
      await handle.pglite!.query("insert into notes (name) values ('Uniswap')");
    } finally {
      await handle.close();
    }
    const outcome = await restoreBackup(dataDir, lockFileOf(dataDir), backupFile);
    expect(outcome.projects).toBe(0);
    expect(path.basename(outcome.previous!)).toMatch(/^pgdata\.before-restore-/);
    const restored = await openPglite({ dataDir });
    try {
      expect(await names(restored)).toEqual(['Aave']);
    } finally {
      await restored.close();
    }
  });

  it('changes nothing when the file is not a backup that opens', async () => {
    const handle = await fresh();
    await migrateDatabase(handle, { migrationsFolder: migrations([FIRST]) });
    await handle.pglite!.query("insert into notes (name) values ('Aave')");
    await handle.close();
    const junk = path.join(dataDir, 'junk.tar.gz');
    writeFileSync(junk, 'not a dump');
    await expect(restoreBackup(dataDir, lockFileOf(dataDir), junk)).rejects.toThrow(
      /is not a GitSignals database backup that opens.*nothing was changed/,
    );
    expect(readdirSync(dataDir).filter((n) => n.startsWith('pgdata.before-restore'))).toEqual([]);
    const again = await openPglite({ dataDir });
    try {
      expect(await names(again)).toEqual(['Aave']);
    } finally {
      await again.close();
    }
  });

  it('says which folder did not open, why, and which backup to restore', async () => {
    const handle = await fresh();
    await migrateDatabase(handle, { migrationsFolder: migrations([FIRST]) });
    const backup = await writeBackup(
      handle.pglite!,
      path.join(dataDir, 'backups', 'backup-1.tar.gz'),
    );
    await handle.close();
    // A damaged control file: PostgreSQL cannot start on the folder.
    writeFileSync(path.join(dataDir, 'pgdata', 'global', 'pg_control'), Buffer.alloc(8192));
    const failure = await openPglite({ dataDir }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(EmbeddedDatabaseDidNotOpen);
    const message = (failure as Error).message;
    expect(message).toContain(
      `The embedded database in ${path.join(dataDir, 'pgdata')} did not open (`,
    );
    expect(message).toContain(`npm run cli -- db:restore ${backup.file}`);
  });
});
