// End-to-end tests: the built app served by the real server (fresh embedded database with the
// demo data) in Debian's headless Chromium: every test at desktop width, the '@layout' ones also
// at phone width.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** A port nothing listens on now (the system picks it), found synchronously: configs load sync. */
function freePort(): number {
  const script =
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

// The server's port: E2E_PORT when given, else a free one. It is chosen once, by the runner, and
// kept in the environment its worker processes inherit (they load this file again).
process.env.E2E_PORT ??= String(freePort());
const port = Number(process.env.E2E_PORT);
const dataDir = path.join(root, '.data', 'e2e');
// .ci/run imports the demo data into dataDir (npm run test:e2e:data) while lint and typecheck run,
// and says so with E2E_DATA_PREPARED=1; otherwise the same import (both of its phases, in the
// foreground) runs here before the server starts: the tests read the whole history, not the recent
// days `serve` alone would import before it listens (ADR 035). Either way only the e2e subset of
// the dataset, the repositories these tests were written against.
const dataPrepared = process.env.E2E_DATA_PREPARED === '1';
const cli = 'npx tsx apps/server/src/cli.ts';

const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  },
};

export default defineConfig({
  testDir: './e2e',
  outputDir: path.join(root, 'test-results'),
  fullyParallel: true,
  workers: 2,
  // A test that passes only on a second try is a defect to fix, not to hide (issue 11).
  retries: 0,
  // Deadlines, not sleeps: every wait ends as soon as its condition holds. They are generous
  // because CI must pass on a machine whose cores are busy with other work (issue 11: 3 runs in
  // a row under a CPU hog on both cores), where a page's first paint can take many seconds.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...chromium, viewport: { width: 1280, height: 900 } } },
    // At 390 px only the tests whose behaviour depends on the viewport: navigation and menus,
    // page layouts, dialogs and sheets, forms, lists and tables. They end their title with
    // '@layout'; server flows (redirects, e-mails, not-found answers, …) run on desktop only.
    // docs/decisions/016-phone-e2e-runs-layout-tests.md
    {
      name: 'phone',
      grep: /@layout/,
      use: { ...chromium, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    command: `${dataPrepared ? '' : `rm -rf "${dataDir}" && ${cli} import-demo && `}${cli} serve`,
    cwd: root,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '0',
      // Many test users sign up from one address within a minute.
      AUTH_RATE_LIMIT_MAX: '0',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // E-mails land in the outbox (DATA_DIR/outbox), read through /api/dev/outbox.
      SMTP_URL: '',
      RUN_JOBS: 'false',
      DEMO_SUBSET: 'e2e',
    },
  },
});
