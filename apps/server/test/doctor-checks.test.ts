// Each `doctor` check's ✓ and ✗ (and ⚠) against the real thing or a local stand-in shaped like it:
// settings parsed by env.ts's schema with secrets masked, DATA_DIR and the embedded database's
// lock, PORT (free, another program, our own server), SMTP (smtp-server on loopback), the LLM
// providers (the shared LLM stand-in), GitHub's /rate_limit and Stripe's /v1/balance (their
// stand-ins), PUBLIC_URL. The database check (both engines) and the command as a process have
// their own files (doctor-database, doctor-command).
import { freePort } from '../testing/free-port';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../src/env';
import type { CheckResult } from '../src/doctor/check';
import { checkDataDir, checkLock } from '../src/doctor/data-dir';
import { checkEnvironment } from '../src/doctor/environment';
import { formatCheck, formatSummary } from '../src/doctor/format';
import { checkGithub } from '../src/doctor/github';
import { probeGitSignals } from '../src/doctor/http-probe';
import { checkLlm, llmTargetsOf } from '../src/doctor/llm';
import { checkPort, localAddress, tryListen } from '../src/doctor/port';
import { checkPublicUrl } from '../src/doctor/public-url';
import { checkNode, checkNpmVersion } from '../src/doctor/runtime';
import { checkSmtp } from '../src/doctor/smtp';
import { checkStripeKey, checkStripeWebhookSecret } from '../src/doctor/stripe';
import { startLlmStandIn, type LlmStandIn } from '../testing/llm-stand-in';
import { createTestApp, type TestApp } from './helpers';
import { startGithubStandIn, type GithubStandIn } from './stand-ins/github-api';
import {
  STAND_IN_SECRET_KEY,
  STAND_IN_WEBHOOK_SECRET,
  startStripeStandIn,
  type StripeStandIn,
} from './stand-ins/stripe-api';

const TIMEOUT = 2000;
const folders: string[] = [];
const temporary = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gitsignals-doctor-'));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

const envOf = (values: Record<string, string> = {}) =>
  readEnv({ DATA_DIR: temporary(), ...values });
const line = (result: CheckResult) => formatCheck(result);
const byName = (results: CheckResult[], name: string) => results.find((r) => r.name === name);

/**
 * A made-up credential in a provider's shape (prefix_body), put together here so that no
 * key-like literal sits in the repository for a secret scanner to flag.
 */
const madeUpKey = (prefix: string, body: string) => [prefix, body].join('_');

describe('settings', () => {
  it('lists every variable with its value or default, secrets and URL passwords masked', () => {
    const source = {
      PORT: '3941',
      DATABASE_URL: 'postgres://gitsignals:hunter2-pw@db.internal:5432/gitsignals',
      SMTP_URL: 'smtp://mailer:smtp-pass-77@mail.example.org:587',
      BETTER_AUTH_SECRET: 'a-very-long-auth-secret-of-forty-characters!',
      STRIPE_SECRET_KEY: madeUpKey('sk_live', '51ABCDEFGHIJKLMNOPQRSTUVWXYZ0123'),
      STRIPE_WEBHOOK_SECRET: madeUpKey('whsec', '0123456789abcdefXYZ9'),
      GITHUB_TOKEN: madeUpKey('ghp', 'abcdefghijklmnopqrstuvwxyz0123456789'),
      LLM_PROVIDER: 'openai-compatible',
      LLM_MODEL: 'llama3',
      LLM_BASE_URL: 'http://127.0.0.1:11434/v1?api_key=query-secret',
    };
    const report = checkEnvironment(source);
    expect(report.env).not.toBeNull();
    const text = report.results.map(line).join('\n');
    for (const secret of [
      'hunter2-pw',
      'smtp-pass-77',
      'forty-characters',
      'ABCDEFGHIJ',
      '0123456789abcdef',
      'abcdefghijklmnop',
      'query-secret',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(line(byName(report.results, 'env PORT')!)).toBe(`✓ ${'env PORT'.padEnd(32)} 3941`);
    expect(byName(report.results, 'env HOST')!.found).toBe('0.0.0.0 (default)');
    expect(byName(report.results, 'env PUBLIC_URL')!.found).toBe('unset');
    expect(byName(report.results, 'env DATABASE_URL')!.found).toBe(
      'postgres://gitsignals:****@db.internal:5432/gitsignals',
    );
    expect(byName(report.results, 'env SMTP_URL')!.found).toBe(
      'smtp://mailer:****@mail.example.org:587',
    );
    expect(byName(report.results, 'env GITHUB_TOKEN')!.found).toBe(
      'set (40 characters, ends …6789)',
    );
    expect(byName(report.results, 'env LLM_BASE_URL')!.found).toContain('api_key=****');
    // Every variable env.ts reads has its line, each a ✓.
    expect(report.results.length).toBeGreaterThan(50);
    expect(report.results.every((r) => r.status === 'ok')).toBe(true);
  });

  it('names an invalid variable, what it expects, and keeps the other values', () => {
    const report = checkEnvironment({ PORT: 'abc', WORKER_CONCURRENCY: '99', LOG_LEVEL: 'debug' });
    expect(report.env).toBeNull();
    const failed = report.results.filter((r) => r.status === 'fail');
    expect(failed.map((r) => r.name)).toEqual(['env PORT', 'env WORKER_CONCURRENCY']);
    expect(line(failed[0]!)).toMatch(
      /^✗ env PORT +"abc" is invalid → set PORT to a whole number from 0 to 65535, or unset it for the default$/,
    );
    expect(failed[1]!.fix).toBe(
      'set WORKER_CONCURRENCY to a whole number from 1 to 32, or unset it for the default',
    );
    expect(byName(report.results, 'env LOG_LEVEL')!.found).toBe('debug');
    expect(byName(report.results, 'env HOST')!.found).toBe('0.0.0.0 (default)');
  });

  it("states a rule across variables in the rule's own words, secret masked", () => {
    const report = checkEnvironment({
      LLM_PROVIDER: 'anthropic',
      LLM_MODEL: 'claude-haiku-4-5',
      STRIPE_SECRET_KEY: madeUpKey('sk_test', '0123456789abcdefghij'),
    });
    const failed = report.results.filter((r) => r.status === 'fail');
    expect(failed.map(line)).toEqual([
      `✗ ${'env ANTHROPIC_API_KEY'.padEnd(32)} missing → LLM_PROVIDER=anthropic needs ANTHROPIC_API_KEY`,
      `✗ ${'env STRIPE_WEBHOOK_SECRET'.padEnd(32)} missing → Stripe needs both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (STRIPE_WEBHOOK_SECRET is missing)`,
    ]);
    expect(byName(report.results, 'env STRIPE_SECRET_KEY')!.found).toBe(
      'set (28 characters, ends …ghij)',
    );
  });
});

describe('Node and npm', () => {
  it("passes the engines' versions and fails older ones with the way to get the project's Node", () => {
    expect(checkNode('v24.21.0').status).toBe('ok');
    const old = checkNode('v20.20.2');
    expect(line(old)).toMatch(
      /^✗ Node +v20\.20\.2, but GitSignals needs >=24\.11\.0 → start commands through npm/,
    );
    expect(checkNpmVersion('11.19.1').status).toBe('ok');
    expect(checkNpmVersion('9.8.1')).toMatchObject({
      status: 'fail',
      found: '9.8.1, but GitSignals needs >=10',
    });
  });
});

describe('DATA_DIR and the embedded database lock', () => {
  it('passes a writable or creatable folder and fails a file in its place', () => {
    const dir = temporary();
    expect(checkDataDir(dir)).toMatchObject({ status: 'ok', found: `${dir} (writable)` });
    expect(checkDataDir(path.join(dir, 'a', 'b')).found).toMatch(
      /does not exist yet; it is created at the first start/,
    );
    const file = path.join(dir, 'not-a-folder');
    writeFileSync(file, '');
    expect(line(checkDataDir(file))).toMatch(
      /^✗ DATA_DIR +.*not-a-folder is a file, not a folder → set DATA_DIR to a folder$/,
    );
  });

  const lockOf = (dir: string, holder: Record<string, unknown>) =>
    writeFileSync(
      path.join(dir, 'pgdata.lock'),
      JSON.stringify({
        hostname: os.hostname(),
        processStart: null,
        startedAt: new Date().toISOString(),
        ...holder,
      }),
    );

  it('is free, or stale when its process is gone', () => {
    const dir = temporary();
    expect(checkLock(dir, 'doctor', null).found).toMatch(/^free/);
    lockOf(dir, { pid: 2 ** 22 + 17, command: 'collect' });
    expect(checkLock(dir, 'start', null)).toMatchObject({
      status: 'ok',
      found: expect.stringMatching(/no longer runs; the next start takes it over/),
    });
  });

  it('held by a running server: ✓ for the doctor, ✗ for a second start; held by a command: ⚠', () => {
    const dir = temporary();
    // This test process stands for the holder: a live PID.
    lockOf(dir, { pid: process.pid, command: 'serve', url: 'http://localhost:3941' });
    const answering = { kind: 'gitsignals', version: '0.1.0', database: 'pglite' } as const;
    expect(line(checkLock(dir, 'doctor', answering))).toMatch(
      new RegExp(
        `^✓ embedded database lock +in use by the server, PID ${process.pid} \\(\`serve\` at http://localhost:3941\\)$`,
      ),
    );
    expect(line(checkLock(dir, 'start', null))).toMatch(
      /^✗ embedded database lock +DATA_DIR .* is in use by `serve` \(PID \d+\)\. → stop it .*or use PostgreSQL \(DATABASE_URL\)/,
    );
    lockOf(dir, { pid: process.pid, command: 'collect' });
    expect(checkLock(dir, 'doctor', null)).toMatchObject({
      status: 'warn',
      found: expect.stringMatching(/in use by `collect`.*A server cannot start/),
    });
  });
});

describe('PORT and PUBLIC_URL', () => {
  let app: TestApp;
  let appPort: number;
  let other: http.Server;
  let otherPort: number;
  beforeAll(async () => {
    app = await createTestApp();
    await app.app.listen({ port: 0, host: '127.0.0.1' });
    appPort = (app.app.server.address() as AddressInfo).port;
    other = http.createServer((_req, res) => res.writeHead(404).end('not here'));
    other.listen(0, '127.0.0.1');
    await once(other, 'listening');
    otherPort = (other.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => other.close(resolve));
  });
  const probeOf = (port: number) => () => probeGitSignals(localAddress('127.0.0.1', port), TIMEOUT);

  it('passes a free port and fails one another program holds, naming PORT', async () => {
    const free = await freePort();
    expect(
      await checkPort({ PORT: free, HOST: '127.0.0.1' }, 'start', probeOf(free)),
    ).toMatchObject({ status: 'ok', found: `${free} is free on 127.0.0.1` });
    expect(
      line(await checkPort({ PORT: otherPort, HOST: '127.0.0.1' }, 'doctor', probeOf(otherPort))),
    ).toBe(
      `✗ ${'PORT'.padEnd(32)} ${otherPort} is in use by another program → set PORT to a free port, or stop the program using ${otherPort}`,
    );
    expect(await tryListen(free, '127.0.0.1')).toBeNull();
  });

  it('taken by a running GitSignals: ✓ for the doctor, ✗ for a second start', async () => {
    const env = { PORT: appPort, HOST: '127.0.0.1' };
    const doctor = await checkPort(env, 'doctor', probeOf(appPort), 4242);
    expect(doctor).toMatchObject({
      status: 'ok',
      found: expect.stringMatching(
        /is in use by a running GitSignals server \(PID 4242\), version .*: this installation, running$/,
      ),
    });
    const start = await checkPort(env, 'start', probeOf(appPort));
    expect(start).toMatchObject({
      status: 'fail',
      fix: 'stop that server, or set PORT to a free port',
    });
  });

  it('PUBLIC_URL: answers as GitSignals ✓, nothing there ⚠ before a start and ✗ while a server runs, something else ⚠', async () => {
    const base = { PORT: 3000, NODE_ENV: 'development' };
    const at = (port: number) => `http://127.0.0.1:${port}`;
    const answering = await probeGitSignals(at(appPort), TIMEOUT);
    expect(checkPublicUrl({ ...base, PUBLIC_URL: at(appPort) }, answering, true)).toMatchObject({
      status: 'ok',
      found: expect.stringMatching(/answers \(GitSignals .*, database (pglite|postgres)\)$/),
    });
    const nobody = at(await freePort());
    const silent = await probeGitSignals(nobody, TIMEOUT);
    expect(line(checkPublicUrl({ ...base, PUBLIC_URL: nobody }, silent, false))).toMatch(
      /^⚠ PUBLIC_URL +http:\/\/127\.0\.0\.1:\d+ does not answer yet \(.*ECONNREFUSED.*\): expected before `serve` starts/,
    );
    expect(checkPublicUrl({ ...base, PUBLIC_URL: nobody }, silent, true)).toMatchObject({
      status: 'fail',
      fix: expect.stringMatching(/^set PUBLIC_URL to the address users reach the app at/),
    });
    const elsewhere = await probeGitSignals(at(otherPort), TIMEOUT);
    expect(checkPublicUrl({ ...base, PUBLIC_URL: at(otherPort) }, elsewhere, true)).toMatchObject({
      status: 'warn',
      found: expect.stringMatching(/answers HTTP 404 at \/api\/health, not GitSignals/),
    });
  });
});

describe('SMTP', () => {
  let server: SMTPServer;
  let port: number;
  beforeAll(async () => {
    server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      authOptional: true,
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === 'mailer' && auth.password === 'right')
          callback(null, { user: 'mailer' });
        else callback(new Error('Invalid username or password'));
      },
    });
    server.listen(0, '127.0.0.1');
    await once(server.server, 'listening');
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const smtp = (url: string) => ({ SMTP_URL: url, NODE_ENV: 'development', DATA_DIR: '/data' });

  it('connects, says EHLO and logs in', async () => {
    expect(await checkSmtp(smtp(`smtp://127.0.0.1:${port}`), TIMEOUT)).toMatchObject({
      status: 'ok',
      found: `smtp://127.0.0.1:${port} answers EHLO`,
    });
    expect(await checkSmtp(smtp(`smtp://mailer:right@127.0.0.1:${port}`), TIMEOUT)).toMatchObject({
      status: 'ok',
      found: `smtp://mailer:****@127.0.0.1:${port} answers EHLO and accepts the login`,
    });
  });

  it('fails a refused login and an address nobody answers at, with the fix', async () => {
    const refused = await checkSmtp(smtp(`smtp://mailer:wrong@127.0.0.1:${port}`), TIMEOUT);
    expect(refused).toMatchObject({
      status: 'fail',
      fix: 'check the user and password in SMTP_URL (smtp://user:password@host:587)',
    });
    expect(line(refused)).not.toContain('wrong');
    const nobody = await checkSmtp(smtp(`smtp://127.0.0.1:${await freePort()}`), TIMEOUT);
    expect(nobody).toMatchObject({
      status: 'fail',
      found: expect.stringMatching(/ECONNREFUSED/),
      fix: expect.stringMatching(/^check SMTP_URL's host and port/),
    });
  });

  it('unset: the outbox, a ⚠ in production', async () => {
    expect((await checkSmtp({ NODE_ENV: 'development', DATA_DIR: '/data' }, TIMEOUT)).status).toBe(
      'ok',
    );
    expect(await checkSmtp({ NODE_ENV: 'production', DATA_DIR: '/data' }, TIMEOUT)).toMatchObject({
      status: 'warn',
      found: "unset: e-mails are kept in the database's outbox (/dev/outbox), not sent",
    });
  });
});

describe('LLM providers', () => {
  let llm: LlmStandIn;
  beforeAll(async () => {
    llm = await startLlmStandIn({ output: 'text' });
  });
  afterAll(() => llm.close());

  it('calls the writer and each insights family with a key once, and shows the cost', async () => {
    const env = envOf({
      LLM_PROVIDER: 'openai-compatible',
      LLM_MODEL: 'gpt-4o-mini',
      LLM_BASE_URL: llm.baseUrl('openai-compatible'),
      LLM_API_KEY: 'local-key',
      ANTHROPIC_API_KEY: 'sk-ant-test',
    });
    const targets = llmTargetsOf(env);
    expect(
      targets.map((t) => `${t.config.provider}:${t.config.model} ${t.roles.join('+')}`),
    ).toEqual([
      'openai-compatible:gpt-4o-mini feed text',
      'anthropic:claude-sonnet-4-5 insights test',
    ]);
    llm.requests.length = 0;
    const result = await checkLlm(targets[0]!, TIMEOUT);
    expect(line(result)).toMatch(
      /^✓ LLM openai-compatible:gpt-4o-mini +answers via http:\/\/127\.0\.0\.1:\d+\/v1 \(feed text\); \d+ in \+ \d+ out tokens cost \$0\.0000\d+ \(\$0\.15\/\$0\.6 per million in\/out\)$/,
    );
    expect(llm.requests).toHaveLength(1);
    expect(llm.requests[0]).toMatchObject({ path: '/v1/chat/completions', model: 'gpt-4o-mini' });
    expect(llm.requests[0]!.body.max_tokens).toBe(1);
  });

  it('a provider model missing from the price table is a ⚠; a refused key, a missing server and a hang are ✗', async () => {
    const target = (model: string, baseUrl = llm.baseUrl('openai-compatible')) =>
      llmTargetsOf(
        envOf({ LLM_PROVIDER: 'openai-compatible', LLM_MODEL: model, LLM_BASE_URL: baseUrl }),
      )[0]!;
    // A local model (openai-compatible) may well be free; a provider's own model should be priced.
    expect(await checkLlm(target('llama3'), TIMEOUT)).toMatchObject({
      status: 'ok',
      found: expect.stringMatching(
        /cost not in writers\/prices\.ts \(its calls are recorded at \$0\)$/,
      ),
    });
    const unpriced = llmTargetsOf(
      envOf({
        LLM_PROVIDER: 'anthropic',
        LLM_MODEL: 'claude-next-9',
        ANTHROPIC_API_KEY: 'sk-ant-test',
        LLM_BASE_URL: llm.baseUrl('anthropic'),
      }),
    )[0]!;
    expect(await checkLlm(unpriced, TIMEOUT)).toMatchObject({
      status: 'warn',
      found: expect.stringMatching(/cost unknown: the model is not in writers\/prices\.ts/),
    });
    expect(llm.requests.at(-1)).toMatchObject({ path: '/v1/messages', model: 'claude-next-9' });
    expect(llm.requests.at(-1)!.body.max_tokens).toBe(1);
    llm.queue(401);
    const refused = await checkLlm(target('llama3'), TIMEOUT);
    expect(refused).toMatchObject({
      status: 'fail',
      found: expect.stringMatching(/HTTP 401/),
      fix: 'check LLM_API_KEY (the provider refused it)',
    });
    const gone = await checkLlm(
      target('llama3', `http://127.0.0.1:${await freePort()}/v1`),
      TIMEOUT,
    );
    expect(gone).toMatchObject({
      status: 'fail',
      fix: expect.stringMatching(/^check LLM_BASE_URL/),
    });
    llm.queue('hang');
    const started = performance.now();
    const hung = await checkLlm(target('llama3'), 500);
    expect(hung).toMatchObject({
      status: 'fail',
      found: expect.stringMatching(/no answer in time/),
    });
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it("OpenAI's Responses API gets the 16 output tokens it requires", async () => {
    const env = envOf({
      LLM_PROVIDER: 'openai',
      LLM_MODEL: 'gpt-4.1-mini',
      OPENAI_API_KEY: 'sk-test',
      LLM_BASE_URL: llm.baseUrl('openai'),
    });
    llm.requests.length = 0;
    const targets = llmTargetsOf(env);
    expect(targets.map((t) => t.roles.join('+'))).toEqual(['feed text', 'insights test']);
    expect(await checkLlm(targets[0]!, TIMEOUT)).toMatchObject({ status: 'ok' });
    expect(llm.requests[0]).toMatchObject({ path: '/v1/responses' });
    expect(llm.requests[0]!.body.max_output_tokens).toBe(16);
  });
});

describe('GitHub token', () => {
  let github: GithubStandIn;
  beforeAll(async () => {
    github = await startGithubStandIn({ token: 'ghp_doctor_valid' });
  });
  afterAll(() => github.close());

  it('valid: its REST and GraphQL budgets; little left is a ⚠', async () => {
    const env = { GITHUB_TOKEN: 'ghp_doctor_valid', GITHUB_API_URL: github.url };
    expect(line(await checkGithub(env, TIMEOUT))).toMatch(
      /^✓ GITHUB_TOKEN +valid; REST 5,000\/5,000 left \(resets \d\d:\d\d UTC\), GraphQL 5,000\/5,000 left/,
    );
    github.rateLimit.remaining = 120;
    expect(await checkGithub(env, TIMEOUT)).toMatchObject({
      status: 'warn',
      found: expect.stringMatching(/GraphQL 120\/5,000 left/),
    });
    github.rateLimit.remaining = 5000;
  });

  it('a refused token and an address nobody answers at are ✗', async () => {
    expect(
      line(await checkGithub({ GITHUB_TOKEN: 'ghp_revoked', GITHUB_API_URL: github.url }, TIMEOUT)),
    ).toMatch(
      /^✗ GITHUB_TOKEN +GitHub refused the token \(401 Bad credentials\) → create a new token/,
    );
    const nobody = `http://127.0.0.1:${await freePort()}`;
    expect(
      await checkGithub({ GITHUB_TOKEN: 'ghp_doctor_valid', GITHUB_API_URL: nobody }, TIMEOUT),
    ).toMatchObject({ status: 'fail', fix: expect.stringMatching(/GITHUB_API_URL/) });
    expect((await checkGithub({ GITHUB_API_URL: nobody }, TIMEOUT)).status).toBe('ok');
  });
});

describe('a third party that never answers', () => {
  it('is a ✗ after the timeout, not a hang', async () => {
    const silent = http.createServer(() => undefined);
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    try {
      const started = performance.now();
      const [github, publicUrl] = await Promise.all([
        checkGithub({ GITHUB_TOKEN: 'ghp_any', GITHUB_API_URL: url }, 300),
        probeGitSignals(url, 300),
      ]);
      expect(github).toMatchObject({
        status: 'fail',
        found: `${url}/rate_limit did not answer: no answer in time`,
      });
      expect(publicUrl).toEqual({ kind: 'unreachable', reason: 'no answer in time' });
      expect(performance.now() - started).toBeLessThan(2000);
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describe('Stripe', () => {
  let stripe: StripeStandIn;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
  });
  afterAll(() => stripe.close());
  const stripeEnv = (
    key: string | undefined,
    secret: string | undefined,
    nodeEnv = 'development',
  ) => ({
    STRIPE_SECRET_KEY: key,
    STRIPE_WEBHOOK_SECRET: secret,
    STRIPE_API_URL: stripe.url,
    BILLING_MODE: key && secret ? ('stripe' as const) : ('test' as const),
    NODE_ENV: nodeEnv,
  });

  it('a test key Stripe accepts, and a whsec_ secret', async () => {
    const env = stripeEnv(STAND_IN_SECRET_KEY, STAND_IN_WEBHOOK_SECRET);
    expect(line(await checkStripeKey(env, TIMEOUT))).toBe(
      `✓ ${'STRIPE_SECRET_KEY'.padEnd(32)} test mode key, accepted by Stripe`,
    );
    expect(stripe.requests.at(-1)).toMatchObject({ method: 'GET', path: '/v1/balance' });
    expect(checkStripeWebhookSecret(env)).toMatchObject({
      status: 'ok',
      found: 'present, whsec_… shaped',
    });
    expect(
      await checkStripeKey(
        stripeEnv(STAND_IN_SECRET_KEY, STAND_IN_WEBHOOK_SECRET, 'production'),
        TIMEOUT,
      ),
    ).toMatchObject({
      status: 'warn',
      found: expect.stringMatching(/a test key in production: no money moves/),
    });
  });

  it('a refused key, a key of no known shape and a secret that is not whsec_ are ✗', async () => {
    const refused = await checkStripeKey(
      stripeEnv('sk_live_not_this_one_0000', STAND_IN_WEBHOOK_SECRET),
      TIMEOUT,
    );
    expect(refused).toMatchObject({
      status: 'fail',
      found: expect.stringMatching(/^live mode key, refused or unreachable: HTTP 401/),
    });
    expect(line(refused)).not.toContain('not_this_one');
    expect(
      await checkStripeKey(stripeEnv('pk_test_publishable', STAND_IN_WEBHOOK_SECRET), TIMEOUT),
    ).toMatchObject({ status: 'fail', found: 'does not look like a Stripe secret key' });
    expect(
      line(checkStripeWebhookSecret(stripeEnv(STAND_IN_SECRET_KEY, 'sk_test_wrong_field'))),
    ).toBe(
      `✗ ${'STRIPE_WEBHOOK_SECRET'.padEnd(32)} present but not whsec_… shaped → set it to the endpoint's signing secret (whsec_…), not an API key`,
    );
  });
});

describe('the output', () => {
  it('one line per result with its mark and fix, a summary, no colour unless asked', () => {
    const results: CheckResult[] = [
      { status: 'ok', name: 'Node', found: 'v24.21.0' },
      { status: 'warn', name: 'database', found: 'pending', fix: 'migrate' },
      { status: 'fail', name: 'PORT', found: 'taken', fix: 'set PORT' },
    ];
    expect(results.map((r) => formatCheck(r))).toEqual([
      `✓ ${'Node'.padEnd(32)} v24.21.0`,
      `⚠ ${'database'.padEnd(32)} pending → migrate`,
      `✗ ${'PORT'.padEnd(32)} taken → set PORT`,
    ]);
    expect(results.map((r) => formatCheck(r)).join('')).not.toContain('\x1b[');
    expect(formatCheck(results[2]!, { colour: true })).toContain('\x1b[31m✗\x1b[0m');
    expect(formatSummary(results)).toBe(
      '3 checks: 1 ✓, 1 ⚠, 1 ✗ — fix each ✗ above, then run `npm run cli -- doctor` again.',
    );
  });
});
