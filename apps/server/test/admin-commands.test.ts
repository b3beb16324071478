// POST /api/admin/commands and GET /api/admin/commands/{id}: a CLI hands an operator command to the
// server that holds the embedded database (`--server`), authorised by the server's admin token.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveRegistryProjects } from '@gitsignals/db';
import { readEnv } from '../src/env';
import { createCommandRunner } from '../src/use-cases/operator-commands/runner';
import { operatorContextFor } from '../src/wiring';
import { tempOutboxMailer } from './digest-fixtures';
import { createTestApp, registryProject, type TestApp } from './helpers';
import { makeDemoSlice } from './demo-slice';
import { queryRows } from './user-api-helpers';

const TOKEN = 'a'.repeat(64);
const auth = { authorization: `Bearer ${TOKEN}` };
let t: TestApp;
let dataDir: string;
let demoDir: string;
const finished: string[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'gitsignals-admin-'));
  demoDir = makeDemoSlice(['compound-finance/comet']);
  const env = readEnv({ DATA_DIR: dataDir, DEMO_DATA_DIR: demoDir });
  const mailer = tempOutboxMailer(() => t.handle.db);
  const runner = createCommandRunner({
    // The app below is built by the time a command runs.
    context: (io) => operatorContextFor(env, t.handle, mailer, io),
    now: () => new Date(),
    onFinished: (run) => finished.push(`${run.command} ${run.exitCode}`),
  });
  t = await createTestApp({ operatorCommands: { runner, token: TOKEN } });
  await saveRegistryProjects(t.handle.db, [registryProject('aave')]);
});

afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(demoDir, { recursive: true, force: true });
});

const start = (payload: unknown, headers: Record<string, string> = auth) =>
  t.app.inject({ method: 'POST', url: '/api/admin/commands', headers, payload: payload as object });

/** Reads the run's output until it ends, as the CLI does. */
async function untilDone(id: string) {
  const lines: string[] = [];
  let from = 0;
  for (;;) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/commands/${id}?from=${from}`,
      headers: auth,
    });
    expect(res.statusCode).toBe(200);
    const run = res.json();
    lines.push(...run.lines);
    from = run.nextLine;
    if (run.status !== 'running') return { ...run, lines };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const contactsCsv =
  'project,first_name,last_name,title,work_email\naave,Ada,Example,Head of BD,ada@example.com\n';

describe('operator commands on the server', () => {
  it('answers 401 without the admin token or with another one, and runs nothing', async () => {
    const body = { command: 'import-contacts', args: { file: 'c.csv', text: contactsCsv } };
    const wrong: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${'b'.repeat(64)}` },
      { authorization: TOKEN },
    ];
    for (const headers of wrong) {
      const res = await start(body, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toMatch(/admin token is required.*DATA_DIR\/admin-token/);
    }
    const get = await t.app.inject({
      method: 'GET',
      url: `/api/admin/commands/${crypto.randomUUID()}`,
    });
    expect(get.statusCode).toBe(401);
    expect(await queryRows(t.handle, 'select id from contacts')).toEqual([]);
  });

  it('answers 400 naming the problem for an unknown command or bad arguments', async () => {
    const unknown = await start({ command: 'drop-everything', args: {} });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe('command: unknown command drop-everything');
    const bad = await start({ command: 'analyse', args: { since: 'yesterday' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('--since must be a date YYYY-MM-DD (got "yesterday")');
  });

  it('runs a command and hands its output and exit status to the caller', async () => {
    const started = await start({
      command: 'import-contacts',
      args: { file: 'contacts.csv', text: contactsCsv },
    });
    expect(started.statusCode).toBe(202);
    expect(started.json()).toMatchObject({ command: 'import-contacts', status: 'running' });
    const run = await untilDone(started.json().id);
    expect(run).toMatchObject({ status: 'succeeded', exitCode: 0 });
    expect(run.lines).toEqual(['Imported 1 contact from contacts.csv: 1 new, 0 updated (aave 1).']);
    expect(await queryRows(t.handle, 'select first_name from contacts')).toEqual([
      { first_name: 'Ada' },
    ]);
    expect(finished).toContain('import-contacts 0');
  });

  it('reports a failing command with its message and exit status 1', async () => {
    const started = await start({
      command: 'import-contacts',
      args: { file: 'bad.csv', text: 'project,first_name\nnowhere,Ada\n' },
    });
    const run = await untilDone(started.json().id);
    expect(run).toMatchObject({ status: 'failed', exitCode: 1 });
    expect(run.lines.join('\n')).toMatch(/bad\.csv/);
  });

  it('refuses a --project the registry does not have, by name (issue 16)', async () => {
    const started = await start({ command: 'analyse', args: { project: ['aave', 'nosuch'] } });
    const run = await untilDone(started.json().id);
    expect(run).toMatchObject({ status: 'failed', exitCode: 1 });
    expect(run.lines.join('\n')).toContain(
      '--project nosuch: no such project in the registry (the slugs are listed at /api/projects)',
    );
  });

  it('runs one command at a time: a second one meanwhile is refused with 409', async () => {
    const first = await start({ command: 'import-demo', args: {} });
    expect(first.statusCode).toBe(202);
    const second = await start({ command: 'analyse', args: {} });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toMatch(
      /^Another command is running on this server: import-demo \(since .+\)\. Wait for it to finish\.$/,
    );
    const run = await untilDone(first.json().id);
    expect(run.exitCode).toBe(0);
    expect(run.lines.join('\n')).toMatch(/Demo data ready: 649 projects/);
  }, 120_000);

  it('answers 404 for a run it does not know', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/commands/${crypto.randomUUID()}`,
      headers: auth,
    });
    expect(res.statusCode).toBe(404);
  });
});
