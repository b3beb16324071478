// The operators' console's e2e runs against a server of its own (ADR 059): a fresh embedded
// database with the project registry and no demo history, its job queue worked in the process
// (RUN_JOBS), a failed collect failing at once (JOB_RETRY_LIMIT=0: the console's Retry is what
// runs it again), the daily run out of the way, and one admin named in ADMIN_EMAILS. The shared
// e2e server runs without jobs, and its data must not change under the other specs.
import { freePort } from '../../server/testing/free-port';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));

export const CONSOLE_ADMIN = {
  name: 'Ops Lead',
  email: 'ops.lead@example.com',
  password: 'pw-console-admin-1',
};

export type ConsoleServer = { url: string; workDir: string; stop: () => Promise<void> };

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the console's server exited:\n${output()}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the console's server did not answer within 2 minutes:\n${output()}`);
}

const groupAlive = (pgid: number) => {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Stops the server's process group and waits until every process of it has ended: npx exits at
 * once, the server itself only after closing its database, which must not be written to a folder
 * already removed.
 */
async function stopGroup(pgid: number) {
  if (!groupAlive(pgid)) return;
  process.kill(-pgid, 'SIGTERM');
  const deadline = Date.now() + 20_000;
  while (groupAlive(pgid) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (groupAlive(pgid)) process.kill(-pgid, 'SIGKILL');
}

/** `extra`: settings a spec adds to these (the integrations spec lets alerts reach this machine). */
export async function startConsoleServer(
  extra: Record<string, string> = {},
): Promise<ConsoleServer> {
  const port = await freePort();
  const workDir = mkdtempSync(path.join(tmpdir(), 'gitsignals-console-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  const settings: Record<string, string> = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(workDir, 'data'),
    PUBLIC_URL: url,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '0',
    AUTH_RATE_LIMIT_MAX: '0',
    SMTP_URL: '',
    IMPORT_DEMO: 'false',
    RUN_JOBS: 'true',
    // Once a year, on a day no test runs: the daily run never starts by itself here.
    DAILY_RUN_CRON: '0 3 1 1 *',
    JOB_RETRY_LIMIT: '0',
    ADMIN_EMAILS: CONSOLE_ADMIN.email,
    ...extra,
  };
  // `env NAME=value … command`: the runner's environment (PATH with the project's Node) plus these.
  const assignments = Object.entries(settings).map(([name, value]) => `${name}=${value}`);
  const child = spawn('env', [...assignments, 'npx', 'tsx', 'apps/server/src/cli.ts', 'serve'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.pid) await stopGroup(child.pid);
    rmSync(workDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, workDir, stop };
}
