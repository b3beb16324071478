// The start-up rules for billing and the development outbox (issue 11): production never runs
// the free test-mode checkout by accident, and the outbox with its reset links is on only where
// it is meant to be.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readEnv } from '../src/env';

const keys = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
const PRODUCTION_REFUSAL =
  'BILLING_MODE: NODE_ENV=production needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or BILLING_MODE=test to run the test-mode checkout on purpose';

describe('BILLING_MODE', () => {
  it('defaults to Stripe when both keys are set, else to the test mode', () => {
    expect(readEnv({}).BILLING_MODE).toBe('test');
    expect(readEnv(keys).BILLING_MODE).toBe('stripe');
    expect(readEnv({ NODE_ENV: 'test' }).BILLING_MODE).toBe('test');
  });

  it('refuses production without Stripe keys, naming the settings', () => {
    expect(() => readEnv({ NODE_ENV: 'production' })).toThrow(PRODUCTION_REFUSAL);
    // Half a Stripe configuration names the missing half as well.
    expect(() => readEnv({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_x' })).toThrow(
      /STRIPE_WEBHOOK_SECRET.*is missing.*BILLING_MODE: NODE_ENV=production needs/s,
    );
  });

  it('runs production on Stripe, or on the test mode only when it is asked for', () => {
    expect(readEnv({ NODE_ENV: 'production', ...keys }).BILLING_MODE).toBe('stripe');
    expect(readEnv({ NODE_ENV: 'production', BILLING_MODE: 'test' }).BILLING_MODE).toBe('test');
    // Asked for, the test mode wins over configured keys (a staging copy of production).
    expect(readEnv({ NODE_ENV: 'production', BILLING_MODE: 'test', ...keys }).BILLING_MODE).toBe(
      'test',
    );
  });

  it('refuses BILLING_MODE=stripe without its keys, and values it does not know', () => {
    expect(() => readEnv({ BILLING_MODE: 'stripe' })).toThrow(
      'BILLING_MODE: BILLING_MODE=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
    );
    expect(() => readEnv({ BILLING_MODE: 'free' })).toThrow(
      'BILLING_MODE must be one of stripe or test (got "free")',
    );
  });
});

describe('DEV_OUTBOX', () => {
  it('is on outside production and off in production unless set', () => {
    expect(readEnv({}).DEV_OUTBOX).toBe(true);
    expect(readEnv({ NODE_ENV: 'test' }).DEV_OUTBOX).toBe(true);
    expect(readEnv({ NODE_ENV: 'production', ...keys }).DEV_OUTBOX).toBe(false);
    expect(readEnv({ DEV_OUTBOX: 'false' }).DEV_OUTBOX).toBe(false);
    expect(readEnv({ DEV_OUTBOX: '0' }).DEV_OUTBOX).toBe(false);
    expect(readEnv({ NODE_ENV: 'production', DEV_OUTBOX: 'true', ...keys }).DEV_OUTBOX).toBe(true);
  });

  it('refuses a value it does not know, naming the setting', () => {
    expect(() => readEnv({ DEV_OUTBOX: 'yes' })).toThrow(
      'DEV_OUTBOX must be one of 0, 1, true or false (got "yes")',
    );
  });
});

describe('npm run serve with NODE_ENV=production and no Stripe keys', () => {
  it('refuses to start, says why, and touches nothing', async () => {
    const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
    const dataDir = mkdtempSync(path.join(tmpdir(), 'gitsignals-refusal-'));
    try {
      const child = spawn(
        process.execPath,
        [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), 'apps/server/src/cli.ts', 'serve'],
        {
          cwd: repoRoot,
          // Nothing inherited: no Stripe key or database URL of the machine leaks in.
          env: { NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0' },
          stdio: ['ignore', 'pipe', 'pipe'],
          // Its own process group, so a server that did start (tsx and its node) can be stopped.
          detached: true,
        },
      );
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
      let timer: NodeJS.Timeout | undefined;
      const started = new Promise<'still running'>((resolve) => {
        timer = setTimeout(() => resolve('still running'), 45_000);
      });
      const code = await Promise.race([exited, started]);
      clearTimeout(timer);
      if (code === 'still running') process.kill(-child.pid!, 'SIGKILL');
      expect(code).toBe(1);
      expect(stderr).toContain(PRODUCTION_REFUSAL);
      expect(readdirSync(dataDir)).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
