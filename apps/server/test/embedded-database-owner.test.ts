// The embedded database as an operator meets it, with real processes: the README's sequence (start,
// a second command in another shell, stop, start again). Issue 11: the second command used to open
// the same folder and corrupt it ('Aborted()' at the next start, 2 times in 4); now it is refused
// with one line, or runs inside the server. A SIGKILL in the middle of the first-run import, and
// the start after it: demo-import-resume.test.ts.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ProjectOverview } from '@gitsignals/contracts';
import { makeDemoSlice } from './demo-slice';
import { History } from '../testing/collect-git-fixtures';
import { runCli, startCli } from './cli-process';
import { readTestEnv } from './env';

// Real processes need PGlite's own folder; the PostgreSQL run of this file has nothing to add.
const embedded = readTestEnv().TEST_DB === 'pglite';
const folders: string[] = [];
const temporary = (prefix: string) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** Four commits of a small Solidity project over the last days, as a local git repository. */
function yearnRepository(): string {
  const dir = path.join(temporary('gitsignals-yearn-'), 'vaults.git');
  const history = new History();
  for (let i = 1; i <= 4; i++) {
    history.commit({
      at: new Date(Date.now() - (5 - i) * 86_400_000).toISOString(),
      author: [`Dev ${i % 2}`, `dev${i % 2}@example.org`],
      message: `feat: add vault strategy ${i}`,
      files: { [`contracts/Strategy${i}.sol`]: `contract Strategy${i} {}\n` },
    });
  }
  history.writeTo(dir);
  return dir;
}

const START = 180_000;

async function overviewOf(url: string, project: string): Promise<ProjectOverview> {
  return (await (await fetch(`${url}/api/projects/${project}/overview`)).json()) as ProjectOverview;
}

describe.runIf(embedded)('one process owns DATA_DIR', () => {
  it('refuses a second process with one line, runs the command inside the server, and reopens cleanly after a stop', async () => {
    const dataDir = temporary('gitsignals-data-');
    const env = {
      DATA_DIR: dataDir,
      DEMO_DATA_DIR: makeDemoSlice(['compound-finance/comet']),
      PORT: '0',
      HOST: '127.0.0.1',
      RUN_JOBS: 'false',
    };
    folders.push(env.DEMO_DATA_DIR);
    const repo = yearnRepository();
    const server = startCli(['serve'], env);
    try {
      const [, url] = await server.waitForLine(/GitSignals is running at (http:\/\/\S+?) /, START);
      // The demo history follows in the background, as the server's one command at a time.
      await server.waitForLine(/^Demo data ready/, START);

      // A second process is refused at once, changing nothing.
      const refused = await runCli(['collect', '--project', 'yearn', '--repo', repo], env);
      expect(refused.code).toBe(1);
      const said = refused.stderr.filter((line) => line.trim() !== '' && !line.startsWith('npm '));
      expect(said).toHaveLength(1);
      expect(said[0]).toMatch(
        new RegExp(
          `^DATA_DIR ${path.resolve(dataDir)} is in use by \`serve\` \\(PID ${server.child.pid}\\)\\. ` +
            `Stop it, run this command against the running server with \`--server http://localhost:\\d+\`, or use PostgreSQL`,
        ),
      );
      const collected = (overview: ProjectOverview) =>
        overview.repositories.filter((r) => r.last_collected_at !== null);
      const before = await overviewOf(url!, 'yearn');
      expect(collected(before)).toHaveLength(0);
      expect(before.totals.feed_items).toBe(0);

      // With --server the running server does the work, and shows it at once.
      const port = new URL(url!).port;
      const delegated = await runCli(
        ['collect', '--project', 'yearn', '--repo', repo, '--server', `http://localhost:${port}`],
        env,
      );
      expect(delegated.stderr.join('\n')).not.toMatch(/error/i);
      expect(delegated.code).toBe(0);
      expect(delegated.stdout.join('\n')).toMatch(/4 new commits/);
      const after = await overviewOf(url!, 'yearn');
      expect(collected(after)).toHaveLength(1);
      expect(after.totals.feed_items).toBeGreaterThan(0);
      expect(after.latest_items[0]?.title).toMatch(/vault strategy/);

      // A clean stop, even when Ctrl-C arrives twice (npm and tsx pass the terminal's signal on
      // to the server, which gets it from the terminal too): the database closed, the lock gone.
      server.child.kill('SIGINT');
      server.child.kill('SIGINT');
      expect((await server.exited).code).toBe(0);
      expect(server.stdout.join('\n')).toMatch(/the database was closed cleanly/);
      expect(existsSync(path.join(dataDir, 'pgdata.lock'))).toBe(false);
    } finally {
      server.child.kill('SIGKILL');
    }

    // And it starts again on the same folder, with what the command wrote.
    const again = startCli(['serve'], env);
    try {
      const [, url] = await again.waitForLine(/GitSignals is running at (http:\/\/\S+?) /, START);
      const overview = await overviewOf(url!, 'yearn');
      expect(overview.totals.feed_items).toBeGreaterThan(0);
      again.child.kill('SIGTERM');
      expect((await again.exited).code).toBe(0);
    } finally {
      again.child.kill('SIGKILL');
    }
  }, 420_000);
});
