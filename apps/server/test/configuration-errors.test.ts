// Configuration that says what is wrong (issue 16, item 3): every bad setting an operator met
// (`DATABASE_URL=not-a-url` → "getaddrinfo ENOTFOUND base", `mysql://…` tried as PostgreSQL,
// `PORT=abc` → "expected number, received NaN", a raw ECONNREFUSED or EADDRINUSE) is refused with
// one line naming the setting and the fix, and the CLI ends with exit code 1.
import { freePort } from '../testing/free-port';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { failureMessage } from '../src/cli/failure-message';
import { readEnv } from '../src/env';
import { runCli } from './cli-process';
import { readTestEnv } from './env';

const refusal = (env: Record<string, string>) => {
  try {
    readEnv(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`readEnv accepted ${JSON.stringify(env)}`);
};

describe('the environment, refused in words', () => {
  it('names PORT and the numbers it takes, with the value given', () => {
    expect(refusal({ PORT: 'abc' })).toBe(
      'Invalid configuration: PORT must be a whole number from 0 to 65535 (got "abc")',
    );
    expect(refusal({ PORT: '70000' })).toContain('PORT must be a whole number from 0 to 65535');
  });

  it('words every numeric and enum variable from its schema, one line per variable', () => {
    const message = refusal({
      WORKER_CONCURRENCY: '0',
      LOG_LEVEL: 'loud',
      CLASSIFIER_MIN_CONFIDENCE: '2',
      CLASSIFIER_DAILY_BUDGET_USD: '-1',
      RATE_LIMIT_MAX: '-5',
      RUN_JOBS: 'yes',
    });
    expect(message.split('\n')).toEqual([
      'Invalid configuration (6 settings):',
      '  LOG_LEVEL must be one of fatal, error, warn, info, debug, trace or silent (got "loud")',
      '  RATE_LIMIT_MAX must be a whole number of at least 0 (got "-5")',
      '  RUN_JOBS must be one of 0, 1, true or false (got "yes")',
      '  WORKER_CONCURRENCY must be a whole number from 1 to 32 (got "0")',
      '  CLASSIFIER_MIN_CONFIDENCE must be a number from 0 to 1 (got "2")',
      '  CLASSIFIER_DAILY_BUDGET_USD must be a number above 0 (got "-1")',
    ]);
    expect(message).not.toMatch(/expected|received|NaN/);
  });

  it('refuses a DATABASE_URL that is not a PostgreSQL URL, without echoing its password', () => {
    expect(refusal({ DATABASE_URL: 'not-a-url' })).toBe(
      'Invalid configuration: DATABASE_URL must be a postgres:// or postgresql:// URL such as postgres://user:password@localhost:5432/gitsignals (got "not-a-url")',
    );
    const mysql = refusal({ DATABASE_URL: 'mysql://app:s3cret@db.example.org:3306/gitsignals' });
    expect(mysql).toContain('DATABASE_URL must be a postgres:// or postgresql:// URL');
    expect(mysql).toContain('(got "mysql://app:***@db.example.org:3306/gitsignals")');
    expect(mysql).not.toContain('s3cret');
    expect(refusal({ DATABASE_URL: 'postgres://app:s3cret@db.example.org:5432' })).toContain(
      'DATABASE_URL names no database',
    );
    expect(refusal({ DATABASE_URL: 'postgres:///gitsignals' })).toContain(
      'DATABASE_URL names no host',
    );
  });

  it('takes PostgreSQL URLs with a host or a socket folder and a database', () => {
    for (const url of [
      'postgres://app:pw@localhost:5432/gitsignals',
      'postgresql://app@db.example.org/gitsignals?sslmode=require',
      'postgres:///gitsignals?host=/run/postgresql',
    ]) {
      expect(readEnv({ DATABASE_URL: url }).DATABASE_URL).toBe(url);
    }
  });
});

describe('start-up failures, named by setting', () => {
  const url = 'postgres://app:s3cret@db.internal:6543/gitsignals';
  // The shapes pg and Node give these errors (code, address, port; PostgreSQL's SQLSTATE).
  const system = (fields: Record<string, unknown>) =>
    Object.assign(new Error(String(fields.message ?? fields.code)), fields);

  it('says PostgreSQL cannot be reached, at which host and port, and why', () => {
    const refused = system({ code: 'ECONNREFUSED', address: '10.0.0.5', port: 6543 });
    expect(failureMessage(refused, { databaseUrl: url })).toBe(
      'Cannot reach PostgreSQL at db.internal:6543 (DATABASE_URL): connection refused — is it running?',
    );
    // Wrapped, as drizzle wraps a failed query, and as Node groups IPv4 and IPv6 attempts.
    const aggregate = Object.assign(new AggregateError([refused], ''), { code: 'ECONNREFUSED' });
    const wrapped = Object.assign(new Error('Failed query: select 1'), { cause: aggregate });
    expect(failureMessage(wrapped, { databaseUrl: url })).toContain('connection refused');
    const unknown = system({ code: 'ENOTFOUND', syscall: 'getaddrinfo', hostname: 'db.internal' });
    expect(failureMessage(unknown, { databaseUrl: url })).toBe(
      'Cannot reach PostgreSQL at db.internal:6543 (DATABASE_URL): the host db.internal is unknown — check the host name in DATABASE_URL',
    );
  });

  it('says what PostgreSQL refused and which part of DATABASE_URL to fix', () => {
    const cases = [
      ['28P01', 'password authentication failed for user "app"', 'check the user and password'],
      ['28000', 'role "app" does not exist', 'check the user in DATABASE_URL'],
      ['3D000', 'database "gitsignals" does not exist', 'create it (createdb)'],
    ] as const;
    for (const [code, message, fix] of cases) {
      const text = failureMessage(system({ code, message }), { databaseUrl: url });
      expect(text).toBe(
        `PostgreSQL at db.internal:6543 (DATABASE_URL) refused the connection: ${message} — ${text.split(' — ')[1]}`,
      );
      expect(text).toContain(fix);
      expect(text).not.toContain('s3cret');
    }
  });

  it('names PORT when the port is taken or not allowed, and HOST when it is not ours', () => {
    const listen = (code: string) =>
      system({ code, syscall: 'listen', port: 3941, address: '0.0.0.0' });
    expect(failureMessage(listen('EADDRINUSE'), {})).toBe(
      'PORT 3941 is in use: set PORT to a free port (or stop the process that listens on it)',
    );
    expect(failureMessage(listen('EACCES'), {})).toMatch(/^PORT 3941 needs privileges.*set PORT/);
    expect(failureMessage(listen('EADDRNOTAVAIL'), {})).toMatch(
      /^HOST 0\.0\.0\.0 is not an address/,
    );
  });

  it('leaves other errors as they are', () => {
    expect(failureMessage(new Error('Something else'), { databaseUrl: url })).toBe(
      'Something else',
    );
    // A refused connection to another service is not PostgreSQL's.
    const github = system({ code: 'ECONNREFUSED', address: '127.0.0.1', port: 443 });
    expect(failureMessage(github, { databaseUrl: url })).toBe('ECONNREFUSED');
  });
});

// Real processes, as an operator starts them; the PostgreSQL run of this file adds nothing here
// except the database that does not exist, which needs a real server.
const { TEST_DB, TEST_DATABASE_URL } = readTestEnv();
const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});
const dataDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gitsignals-config-'));
  folders.push(dir);
  return dir;
};

describe.runIf(TEST_DB === 'pglite')('the CLI with a bad configuration', () => {
  it('prints one line naming the setting and exits with 1', async () => {
    const port = await runCli(['migrate'], { PORT: 'abc', DATA_DIR: dataDir() });
    expect(port.code).toBe(1);
    expect(port.stderr.filter((l) => l !== '')).toEqual([
      'Invalid configuration: PORT must be a whole number from 0 to 65535 (got "abc")',
    ]);
    const notAUrl = await runCli(['migrate'], { DATABASE_URL: 'not-a-url', DATA_DIR: dataDir() });
    expect(notAUrl.code).toBe(1);
    expect(notAUrl.stderr.join('\n')).toContain(
      'DATABASE_URL must be a postgres:// or postgresql:// URL',
    );
  });

  it('names DATABASE_URL when PostgreSQL is not running there', async () => {
    const port = await freePort();
    const run = await runCli(['migrate'], {
      DATABASE_URL: `postgres://app:s3cret@127.0.0.1:${port}/gitsignals`,
      DATA_DIR: dataDir(),
    });
    expect(run.code).toBe(1);
    expect(run.stderr.filter((l) => l !== '')).toEqual([
      `Cannot reach PostgreSQL at 127.0.0.1:${port} (DATABASE_URL): connection refused — is it running?`,
    ]);
  });

  it('names PORT when another process listens on it', { timeout: 120_000 }, async () => {
    // Another program on the port, which hangs up on whoever connects (the doctor's check asks).
    const holder = net.createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const { port } = holder.address() as net.AddressInfo;
    try {
      const run = await runCli(['api'], {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir(),
        RUN_JOBS: 'false',
      });
      expect([run.code, run.stderr.join('\n')]).toEqual([1, expect.any(String)]);
      // `api` runs the doctor's fast checks first (ADR 056), whose PORT line says it; a port taken
      // between that check and the listen gets failure-message.ts's line, also naming PORT.
      const lines = run.stderr.filter((l) => l.trim() !== '');
      expect(lines).toEqual([
        expect.stringMatching(new RegExp(`^✗ PORT +${port} is in use .*→ set PORT to a free port`)),
      ]);
      expect(lines.join('\n')).not.toContain('EADDRINUSE');
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
  });
});

describe.runIf(TEST_DB === 'postgres' && TEST_DATABASE_URL)('the CLI against PostgreSQL', () => {
  it('names DATABASE_URL when the database does not exist', async () => {
    const url = new URL(TEST_DATABASE_URL!);
    url.pathname = '/gitsignals_no_such_database';
    const run = await runCli(['migrate'], { DATABASE_URL: url.toString(), DATA_DIR: dataDir() });
    expect(run.code).toBe(1);
    expect(run.stderr.filter((l) => l !== '')).toEqual([
      `PostgreSQL at ${url.hostname}:${url.port || 5432} (DATABASE_URL) refused the connection: database "gitsignals_no_such_database" does not exist — create it (createdb) or name an existing database in DATABASE_URL`,
    ]);
  });
});
