// `npm run cli -- grant-admin EMAIL [--revoke]` as an operator runs it: the real CLI in a child
// process on the test's database (PostgreSQL), or on a fresh embedded database; and inside a
// running server with `--server` (the operator-token command route), as on the embedded default.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../src/env';
import { createCommandRunner } from '../src/use-cases/operator-commands/runner';
import { operatorContextFor } from '../src/wiring';
import { runCli } from './cli-process';
import { createUser, rawQuery, tempOutboxMailer } from './digest-fixtures';
import { readTestEnv } from './env';
import { createTestApp, type TestApp } from './helpers';

const TOKEN = 'c'.repeat(64);
const onPostgres = readTestEnv().TEST_DB === 'postgres';
let t: TestApp;
let dataDir: string;
const mailer = tempOutboxMailer(() => t.handle.db);

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'gitsignals-grant-admin-'));
  const env = readEnv({ DATA_DIR: dataDir, ADMIN_EMAILS: 'listed@example.com' });
  const runner = createCommandRunner({
    context: (io) => operatorContextFor(env, t.handle, mailer, io),
    now: () => new Date(),
  });
  t = await createTestApp({ operatorCommands: { runner, token: TOKEN } });
});
afterAll(async () => {
  await t.close();
  mailer.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const roleOf = async (email: string) =>
  (
    await rawQuery<{ role: string | null }>(t.handle, 'select role from users where email = $1', [
      email,
    ])
  )[0]?.role;

/** The command run inside the server, as `--server` hands it over; answers its exit and lines. */
async function onServer(args: Record<string, unknown>) {
  const auth = { authorization: `Bearer ${TOKEN}` };
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/admin/commands',
    headers: auth,
    payload: { command: 'grant-admin', args },
  });
  expect(started.statusCode).toBe(202);
  for (;;) {
    const run = (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/commands/${started.json().id}`,
        headers: auth,
      })
    ).json();
    if (run.status !== 'running') return { exitCode: run.exitCode, lines: run.lines };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('grant-admin inside the server (--server)', () => {
  it('grants and revokes by e-mail in any case, and says an unknown e-mail in one line', async () => {
    const user = await createUser(t.handle, { name: 'Grace' });
    expect(await onServer({ email: user.email.toUpperCase() })).toEqual({
      exitCode: 0,
      lines: [`${user.email} is an admin now: the console is at /admin.`],
    });
    expect(await roleOf(user.email)).toBe('admin');
    expect(await onServer({ email: user.email, revoke: true })).toEqual({
      exitCode: 0,
      lines: [`${user.email} is no longer an admin.`],
    });
    expect(await roleOf(user.email)).toBeNull();
    expect(await onServer({ email: 'nobody@example.com' })).toEqual({
      exitCode: 1,
      lines: ['No account has the e-mail nobody@example.com: sign up first, then grant it.'],
    });
  });

  it('says that an address ADMIN_EMAILS lists stays an admin after a revoke', async () => {
    await rawQuery(
      t.handle,
      `insert into users (id, name, email, role) values ('listed', 'Listed', 'listed@example.com', 'admin')`,
      [],
    );
    expect(await onServer({ email: 'listed@example.com', revoke: true })).toEqual({
      exitCode: 0,
      lines: [
        'listed@example.com is no longer granted the admin role, but stays an admin while ADMIN_EMAILS lists it.',
      ],
    });
  });
});

describe('grant-admin as a CLI command', () => {
  it('refuses an argument that is no e-mail address in one line', async () => {
    const run = await runCli(['grant-admin', 'not-an-address'], { DATA_DIR: dataDir });
    expect(run.code).toBe(1);
    expect(run.stderr.filter(Boolean)).toEqual([
      'EMAIL must be an e-mail address (got "not-an-address")',
    ]);
  });

  it.runIf(!onPostgres)(
    'says an unknown e-mail in one line and exits non-zero (embedded database)',
    async () => {
      const fresh = mkdtempSync(path.join(os.tmpdir(), 'gitsignals-grant-admin-cli-'));
      try {
        const run = await runCli(['grant-admin', 'nobody@example.com'], { DATA_DIR: fresh });
        expect(run.code).toBe(1);
        // The fresh database is migrated first ("Applied N database migrations."), then one line.
        expect(run.stdout.filter((line) => line !== '' && !line.startsWith('Applied '))).toEqual([
          'No account has the e-mail nobody@example.com: sign up first, then grant it.',
        ]);
      } finally {
        rmSync(fresh, { recursive: true, force: true });
      }
    },
    120_000,
  );

  it.runIf(onPostgres)(
    'grants, revokes and refuses an unknown e-mail on PostgreSQL',
    async () => {
      const env = { DATABASE_URL: t.handle.pool!.options.connectionString! };
      const user = await createUser(t.handle, { name: 'Ada' });
      const granted = await runCli(['grant-admin', user.email], env);
      expect({ code: granted.code, out: granted.stdout.filter(Boolean) }).toEqual({
        code: 0,
        out: [`${user.email} is an admin now: the console is at /admin.`],
      });
      expect(await roleOf(user.email)).toBe('admin');
      const revoked = await runCli(['grant-admin', user.email, '--revoke'], env);
      expect(revoked.code).toBe(0);
      expect(await roleOf(user.email)).toBeNull();
      const unknown = await runCli(['grant-admin', 'nobody@example.com'], env);
      expect({ code: unknown.code, out: unknown.stdout.filter(Boolean) }).toEqual({
        code: 1,
        out: ['No account has the e-mail nobody@example.com: sign up first, then grant it.'],
      });
    },
    120_000,
  );
});
