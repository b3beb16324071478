// The doctor's database check on both engines, with real databases: all migrations applied (✓),
// some pending (⚠, listed by name: packages/db's pendingMigrations), some this version does not
// know (✗: a newer GitSignals migrated it), and PostgreSQL unreachable or missing (✗ naming
// DATABASE_URL). The embedded database is opened only when no other process holds it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import {
  journalEntries,
  migrateDatabase,
  openDatabase,
  pendingMigrations,
  type DatabaseHandle,
} from '@gitsignals/db';
import { createTestDatabase, pgliteTemplate } from '@gitsignals/db/testing';
import { checkEmbedded, checkPostgres } from '../src/doctor/database';
import { formatCheck } from '../src/doctor/format';
import { readTestEnv } from './env';

const testEnv = readTestEnv();
const onPostgres = testEnv.TEST_DB === 'postgres';
const journal = journalEntries();
const lastTag = journal.at(-1)!.tag;
const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/**
 * Forgets the newest migration, as a database one release behind would be; answers how to
 * remember it again (applying it once more would fail: its changes are there).
 */
async function forgetNewest(handle: DatabaseHandle): Promise<() => Promise<void>> {
  const result = (await handle.db.execute(
    'delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning hash, created_at::text as created_at',
  )) as unknown as { rows: { hash: string; created_at: string }[] };
  const forgotten = result.rows[0]!;
  return async () => {
    await handle.db.execute(
      `insert into drizzle.__drizzle_migrations (hash, created_at) values ('${forgotten.hash}', ${forgotten.created_at})`,
    );
  };
}

/** Records a migration this version's journal does not have (a newer release applied it). */
async function addUnknown(handle: DatabaseHandle): Promise<void> {
  await handle.db.execute(
    `insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-release', ${journal.at(-1)!.when + 1000})`,
  );
}

describe('pendingMigrations', () => {
  it('names nothing on a migrated database, and the newest migration once it is forgotten', async () => {
    const handle = await createTestDatabase();
    try {
      expect(await pendingMigrations(handle)).toEqual([]);
      await forgetNewest(handle);
      expect(await pendingMigrations(handle)).toEqual([lastTag]);
    } finally {
      await handle.close();
    }
  });
});

describe.runIf(onPostgres)('PostgreSQL (DATABASE_URL)', () => {
  const adminUrl = testEnv.TEST_DATABASE_URL!;
  const withDatabase = (name: string) => {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };

  it('an empty database lists every migration as pending; migrated ✓; one behind ⚠; a newer release ✗', async () => {
    const name = `gitsignals_doctor_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    await admin(`CREATE DATABASE ${name}`);
    const url = withDatabase(name);
    let handle: DatabaseHandle | undefined;
    try {
      const empty = await checkPostgres(url, 3000);
      expect(empty).toMatchObject({
        status: 'warn',
        found: expect.stringContaining(
          `0 of ${journal.length} migrations applied, pending: ${journal.map((e) => e.tag).join(', ')}`,
        ),
        fix: expect.stringMatching(/^`npm run cli -- migrate` applies them/),
      });
      handle = await openDatabase({ databaseUrl: url, poolSize: 2 });
      await migrateDatabase(handle);
      expect(formatCheck(await checkPostgres(url, 3000))).toMatch(
        new RegExp(
          `^✓ database +PostgreSQL at .*/${name}: answers, all ${journal.length} migrations applied$`,
        ),
      );
      const remember = await forgetNewest(handle);
      expect((await checkPostgres(url, 3000)).found).toMatch(new RegExp(`pending: ${lastTag}$`));
      await remember();
      await addUnknown(handle);
      expect(await checkPostgres(url, 3000)).toMatchObject({
        status: 'fail',
        found: expect.stringMatching(
          /1 applied migration is unknown to this version \(a newer GitSignals migrated it\)/,
        ),
      });
    } finally {
      await handle?.close();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });

  it('a server nobody answers at and a database that does not exist are ✗ naming DATABASE_URL, password masked', async () => {
    const refused = await checkPostgres('postgres://app:s3cret-pw@127.0.0.1:1/gitsignals', 3000);
    expect(formatCheck(refused)).toMatch(
      /^✗ database +PostgreSQL at postgres:\/\/app:\*\*\*\*@127\.0\.0\.1:1\/gitsignals does not answer: .*ECONNREFUSED.* → start PostgreSQL, or correct the host and port in DATABASE_URL/,
    );
    expect(formatCheck(refused)).not.toContain('s3cret-pw');
    const missing = await checkPostgres(withDatabase('gitsignals_doctor_no_such_db'), 3000);
    expect(missing).toMatchObject({
      status: 'fail',
      fix: expect.stringMatching(/^create the database/),
    });
  });
});

describe.runIf(!onPostgres)('the embedded database (DATA_DIR/pgdata)', () => {
  const dataDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'gitsignals-doctor-db-'));
    folders.push(dir);
    return dir;
  };

  it('none yet ⚠; migrated ✓; one behind ⚠ with the name; opened and closed again (the lock released)', async () => {
    const dir = dataDir();
    expect(await checkEmbedded(dir, null)).toMatchObject({
      status: 'warn',
      found: `no embedded database yet in ${path.join(dir, 'pgdata')}`,
    });
    const handle = await openDatabase({
      dataDir: dir,
      loadDataDir: new Blob([await (await pgliteTemplate()).arrayBuffer()]),
    });
    await migrateDatabase(handle);
    await handle.close();
    expect(formatCheck(await checkEmbedded(dir, null))).toMatch(
      new RegExp(
        `^✓ database +embedded database in ${path.join(dir, 'pgdata')}: answers, all ${journal.length} migrations applied$`,
      ),
    );
    const again = await openDatabase({ dataDir: dir });
    await forgetNewest(again);
    await again.close();
    expect(await checkEmbedded(dir, null)).toMatchObject({
      status: 'warn',
      found: expect.stringMatching(new RegExp(`pending: ${lastTag}$`)),
    });
    // The doctor let go of it: a server can open it now.
    const server = await openDatabase({ dataDir: dir, command: 'serve' });
    await server.close();
  }, 60_000);

  it('held by another process: not opened (a server answering its address ✓, a command ⚠)', async () => {
    const dir = dataDir();
    const lock = {
      pid: process.pid,
      hostname: os.hostname(),
      processStart: null,
      startedAt: new Date().toISOString(),
    };
    writeFileSync(path.join(dir, 'pgdata.lock'), JSON.stringify({ ...lock, command: 'collect' }));
    expect(await checkEmbedded(dir, null)).toMatchObject({
      status: 'warn',
      found: expect.stringMatching(/not opened, `collect` \(PID \d+\) has it/),
    });
    writeFileSync(
      path.join(dir, 'pgdata.lock'),
      JSON.stringify({ ...lock, command: 'serve', url: 'http://localhost:3941' }),
    );
    const answering = { kind: 'gitsignals', version: '0.1.0', database: 'pglite' } as const;
    expect(await checkEmbedded(dir, answering)).toMatchObject({
      status: 'ok',
      found: expect.stringMatching(
        /open in the server \(PID \d+\), which answers at http:\/\/localhost:3941/,
      ),
    });
  });
});
