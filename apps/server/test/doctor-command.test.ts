// `npm run cli -- doctor` as an operator runs it, in a child process: one line per check against
// stand-ins for every third party, no colour in a log, secrets never printed, exit 0 when nothing
// failed and 1 on any ✗; and `serve` refusing to start with the doctor's own line.
import { freePort } from '../testing/free-port';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from '@gitsignals/db';
import { startLlmStandIn, type LlmStandIn } from '../testing/llm-stand-in';
import { runCli, startCli, stopProcess, tail } from './cli-process';
import { readTestEnv } from './env';
import { startGithubStandIn, type GithubStandIn } from './stand-ins/github-api';
import {
  STAND_IN_SECRET_KEY,
  STAND_IN_WEBHOOK_SECRET,
  startStripeStandIn,
  type StripeStandIn,
} from './stand-ins/stripe-api';

const testEnv = readTestEnv();
const onPostgres = testEnv.TEST_DB === 'postgres';
const RUN = 60_000;

let smtp: SMTPServer;
let llm: LlmStandIn;
let github: GithubStandIn;
let stripe: StripeStandIn;
let busy: http.Server;
let busyPort: number;
/** PostgreSQL runs: a migrated database of its own, dropped at the end. */
let databaseUrl: string | undefined;
const folders: string[] = [];

const adminQuery = async (statement: string) => {
  const client = new pg.Client({ connectionString: testEnv.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};
const databaseName = `gitsignals_doctor_cli_${process.pid}`;

beforeAll(async () => {
  smtp = new SMTPServer({ disabledCommands: ['STARTTLS'], authOptional: true, logger: false });
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  llm = await startLlmStandIn({ output: 'text' });
  github = await startGithubStandIn({ token: 'ghp_doctor_cli_token_0123456789' });
  stripe = await startStripeStandIn();
  busy = http.createServer((_req, res) => res.writeHead(404).end());
  busy.listen(0, '127.0.0.1');
  await once(busy, 'listening');
  busyPort = (busy.address() as AddressInfo).port;
  if (onPostgres) {
    await adminQuery(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await adminQuery(`CREATE DATABASE ${databaseName}`);
    const url = new URL(testEnv.TEST_DATABASE_URL!);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
    const handle = await openDatabase({ databaseUrl, poolSize: 2 });
    await migrateDatabase(handle);
    await handle.close();
  }
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await llm.close();
  await github.close();
  await stripe.close();
  await new Promise((resolve) => busy.close(resolve));
  if (onPostgres) await adminQuery(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** A configuration where every third party is a local stand-in that accepts it. */
type Configuration = Record<string, string> & {
  DATA_DIR: string;
  PORT: string;
  PUBLIC_URL?: string;
};

async function soundConfiguration(): Promise<Configuration> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gitsignals-doctor-cli-'));
  folders.push(dataDir);
  return {
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    HOST: '127.0.0.1',
    PORT: String(await freePort()),
    SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    LLM_PROVIDER: 'openai-compatible',
    LLM_MODEL: 'gpt-4o-mini',
    LLM_BASE_URL: llm.baseUrl('openai-compatible'),
    LLM_API_KEY: 'sk-local-llm-key-abcdef0123456789',
    GITHUB_TOKEN: 'ghp_doctor_cli_token_0123456789',
    GITHUB_API_URL: github.url,
    STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
  };
}

const marked = (lines: string[], mark: string, name: string) =>
  lines.find((l) => l.startsWith(`${mark} ${name} `));

describe('npm run cli -- doctor', () => {
  it(
    'a sound configuration: a line per check, no ✗, exit 0, no secret and no colour in the output',
    async () => {
      const env = await soundConfiguration();
      const run = await runCli(['doctor'], env);
      const out = run.stdout;
      expect(run.code, [...out, ...run.stderr].join('\n')).toBe(0);
      for (const name of [
        'Node',
        'npm',
        'env PORT',
        'DATA_DIR',
        'PORT',
        'SMTP',
        'LLM openai-compatible:gpt-4o-mini',
        'GITHUB_TOKEN',
        'STRIPE_SECRET_KEY',
        'STRIPE_WEBHOOK_SECRET',
      ]) {
        expect(marked(out, '✓', name), `${name}\n${out.join('\n')}`).toBeDefined();
      }
      expect(marked(out, '✓', 'STRIPE_SECRET_KEY')).toMatch(/test mode key, accepted by Stripe/);
      expect(marked(out, '✓', 'LLM openai-compatible:gpt-4o-mini')).toMatch(/cost \$0\.0000\d+/);
      // Nothing listens at PUBLIC_URL before `serve`: a warning, not a failure.
      expect(marked(out, '⚠', 'PUBLIC_URL')).toMatch(/expected before `serve` starts/);
      if (onPostgres)
        expect(marked(out, '✓', 'database')).toMatch(
          /PostgreSQL at .*: answers, all \d+ migrations applied/,
        );
      else expect(marked(out, '⚠', 'database')).toMatch(/no embedded database yet/);
      expect(out.at(-1)).toMatch(/^\d+ checks: \d+ ✓, \d ⚠, 0 ✗$/);
      const all = out.join('\n');
      expect(all).not.toContain('\x1b[');
      for (const secret of [
        'abcdef0123456789',
        'token_0123456789',
        STAND_IN_SECRET_KEY,
        STAND_IN_WEBHOOK_SECRET,
      ]) {
        expect(all).not.toContain(secret);
      }
    },
    RUN,
  );

  it(
    'a port another program holds and a refused GitHub token: their ✗ with the fix, exit 1',
    async () => {
      const env = {
        ...(await soundConfiguration()),
        PORT: String(busyPort),
        GITHUB_TOKEN: 'ghp_revoked',
      };
      const run = await runCli(['doctor'], env);
      expect(run.code).toBe(1);
      expect(marked(run.stdout, '✗', 'PORT')).toMatch(
        new RegExp(`${busyPort} is in use by another program → set PORT to a free port`),
      );
      expect(marked(run.stdout, '✗', 'GITHUB_TOKEN')).toMatch(
        /GitHub refused the token .* → create a new token/,
      );
      expect(run.stdout.at(-1)).toMatch(/, 2 ✗ — fix each ✗ above/);
    },
    RUN,
  );

  it(
    'an invalid setting: its ✗ names it, the checks that need settings are skipped, exit 1',
    async () => {
      const env = { ...(await soundConfiguration()), PORT: 'abc' };
      const run = await runCli(['doctor'], env);
      expect(run.code).toBe(1);
      expect(marked(run.stdout, '✗', 'env PORT')).toMatch(
        /"abc" is invalid → set PORT to a whole number from 0 to 65535/,
      );
      expect(marked(run.stdout, '⚠', 'other checks')).toMatch(
        /skipped: they need a valid configuration/,
      );
      expect(run.stdout.some((l) => l.includes('SMTP '))).toBe(false);
    },
    RUN,
  );
});

describe('doctor beside a running server', () => {
  it(
    'the server holding DATA_DIR and PORT is this installation running: ✓ with its PID, exit 0',
    async () => {
      const env: Configuration = {
        ...(await soundConfiguration()),
        SKIP_DEMO_IMPORT: 'true',
        RUN_JOBS: 'false',
      };
      env.PUBLIC_URL = `http://127.0.0.1:${env.PORT}`;
      const server = startCli(['serve'], env);
      try {
        await server.waitForLine(/GitSignals is running at/, RUN);
        const run = await runCli(['doctor'], env);
        const report = [...run.stdout, tail(server)].join('\n');
        expect(run.code, report).toBe(0);
        const pid = server.child.pid!;
        expect(marked(run.stdout, '✓', 'PORT'), report).toMatch(
          new RegExp(
            `${env.PORT} is in use by a running GitSignals server${onPostgres ? '' : ` \\(PID ${pid}\\)`}, version .*: this installation, running`,
          ),
        );
        expect(marked(run.stdout, '✓', 'PUBLIC_URL'), report).toMatch(/answers \(GitSignals /);
        if (!onPostgres) {
          expect(marked(run.stdout, '✓', 'embedded database lock'), report).toMatch(
            new RegExp(`in use by the server, PID ${pid} \\(\`serve\` at http://`),
          );
          expect(marked(run.stdout, '✓', 'database'), report).toMatch(
            new RegExp(`open in the server \\(PID ${pid}\\)`),
          );
        }
      } finally {
        await stopProcess(server);
      }
    },
    2 * RUN,
  );
});

describe('serve runs the fast checks first', () => {
  it(
    "refuses to start on a taken port or a file as DATA_DIR, with the doctor's line",
    async () => {
      const env: Configuration = { ...(await soundConfiguration()), PORT: String(busyPort) };
      const taken = await runCli(['serve'], env);
      expect(taken.code).toBe(1);
      const said = taken.stderr.filter((l) => l.trim() !== '');
      expect(said).toEqual([
        `✗ ${'PORT'.padEnd(32)} ${busyPort} is in use by another program → set PORT to a free port, or stop the program using ${busyPort}`,
      ]);
      expect(taken.stdout.join('\n')).not.toMatch(/GitSignals is running/);

      const file = path.join(env.DATA_DIR!, 'a-file');
      writeFileSync(file, '');
      const notAFolder = await runCli(['api'], { ...env, PORT: '0', DATA_DIR: file });
      expect(notAFolder.code).toBe(1);
      expect(notAFolder.stderr.filter((l) => l.trim() !== '')).toEqual([
        `✗ ${'DATA_DIR'.padEnd(32)} ${file} is a file, not a folder → set DATA_DIR to a folder`,
      ]);
    },
    RUN,
  );
});
