// Fresh migrated databases for tests: one template per run, a cheap copy per test file.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, type DatabaseHandle } from './client';
import { migrateDatabase, migrationsFolder } from './migrate';
import { readTestEnv } from './env';

const TEMPLATE_LOCK_KEY = 7_340_212;

function postgresTemplateName(): string {
  return `gitsignals_test_template_${migrationsHash()}`;
}

function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsFolder).sort()) {
    if (file.endsWith('.sql'))
      hash.update(file).update(readFileSync(path.join(migrationsFolder, file)));
  }
  // The journal decides which files apply (and when): a change there is a new template too.
  hash.update(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json')));
  return hash.digest('hex').slice(0, 16);
}

function pgliteTemplatePath(): string {
  return path.join(os.tmpdir(), `gitsignals-pglite-template-${migrationsHash()}.tar`);
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Builds the migrated templates once per test run (call from the runner's global set-up). */
export async function prepareTestTemplates(): Promise<void> {
  const env = readTestEnv();
  const templateFile = pgliteTemplatePath();
  if (!existsSync(templateFile)) {
    const handle = await openPglite();
    await migrateDatabase(handle);
    const dump = await handle.pglite!.dumpDataDir('none');
    writeFileSync(templateFile, Buffer.from(await dump.arrayBuffer()));
    await handle.close();
  }
  if (env.TEST_DATABASE_URL) await preparePostgresTemplate(env.TEST_DATABASE_URL);
}

/**
 * The template database is named after the migrations, built once and kept: concurrent test runs
 * on one server share it instead of dropping it under each other (an advisory lock serialises the
 * first build).
 */
async function preparePostgresTemplate(url: string): Promise<void> {
  const name = postgresTemplateName();
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) {
      await admin.query(`CREATE DATABASE ${name}`);
      try {
        const handle = await openPostgres(withDatabase(url, name), 2);
        await migrateDatabase(handle);
        await handle.close();
      } catch (err) {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        throw err;
      }
    }
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]).catch(() => undefined);
    await admin.end();
  }
}

/**
 * A fresh migrated database for one test file, on PGlite or (TEST_DB=postgres) PostgreSQL.
 * Close it in afterAll; on PostgreSQL closing also drops it.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const env = readTestEnv();
  if (env.TEST_DB === 'postgres') {
    if (!env.TEST_DATABASE_URL) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const name = `gitsignals_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${postgresTemplateName()}`);
    await admin.end();
    const handle = await openPostgres(withDatabase(env.TEST_DATABASE_URL, name), 5);
    return {
      ...handle,
      close: async () => {
        await handle.close();
        const dropper = new pg.Client({ connectionString: env.TEST_DATABASE_URL });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await dropper.end();
      },
    };
  }
  return openPglite({ loadDataDir: await pgliteTemplate() });
}

/** The migrated embedded database as a dump: start a test database from it instead of initdb. */
export async function pgliteTemplate(): Promise<Blob> {
  const templateFile = pgliteTemplatePath();
  if (!existsSync(templateFile)) await prepareTestTemplates();
  return new Blob([readFileSync(templateFile)]);
}
