// A first start killed (SIGKILL, as a crash or an out-of-memory kill would) while `serve` imports
// the older demo history in the background, then started again (ADR 035): the folder opens, the
// import resumes where the database says it stopped, the health check reports it until it is
// done, and the end state has the same rows as the import run to its end without a stop.
// Real processes on a slice of the real dataset; PGlite only (its folder is what is killed).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@gitsignals/db';
import { createTestDatabase } from '@gitsignals/db/testing';
import { silentProgress } from '../src/reporting/progress';
import { importDemoData } from '../src/use-cases/demo-import/import-demo-data';
import { readDemoImportRecord } from '../src/use-cases/demo-import/progress-record';
import { killProcess, startCli, stopProcess, tail, type CliProcess } from './cli-process';
import { makeDemoSlice } from './demo-slice';
import { readTestEnv } from './env';
import { queryRows } from './user-api-helpers';
import { waitFor } from './worker-kill-harness';

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

// Four of the smaller repositories: after the first one's history, three are left to kill in.
const SLICE = [
  'Layr-Labs/eigenlayer-contracts',
  'OpenZeppelin/openzeppelin-contracts',
  'Uniswap/v4-core',
  'matter-labs/zksync-era',
];
const START_MS = 120_000;

/** What an import leaves, table by table, and its progress record. */
async function rowCounts(handle: DatabaseHandle) {
  const [row] = await queryRows<Record<string, number>>(
    handle,
    `select (select count(*)::int from commits) as commits,
            (select count(*)::int from commit_files) as commit_files,
            (select count(*)::int from tags) as tags,
            (select count(*)::int from repository_dependencies) as dependencies,
            (select count(*)::int from feed_items) as feed_items,
            (select count(*)::int from feed_item_commits) as feed_item_commits,
            (select count(*)::int from technology_profiles) as stacks,
            (select count(*)::int from contacts) as contributors`,
  );
  return { rows: row!, record: await readDemoImportRecord(handle.db) };
}

/** The same, read from a stopped server's folder. */
async function rowCountsIn(dataDir: string) {
  const handle = await openDatabase({ dataDir, command: 'test' });
  try {
    return await rowCounts(handle);
  } finally {
    await handle.close();
  }
}

/** `import-demo` to its end, without a stop, on a fresh database of this process. */
async function uninterruptedImport(demoDataDir: string) {
  const handle = await createTestDatabase();
  try {
    await importDemoData(
      {
        db: handle.db,
        now: () => new Date(),
        say: () => undefined,
        progress: () => silentProgress,
      },
      {
        demoDataDir,
        dataDir: temporary('gitsignals-whole-'),
        recentDays: 30,
        historyBatch: 50,
      },
    );
    return await rowCounts(handle);
  } finally {
    await handle.close();
  }
}

interface HealthAnswer {
  demoImport?: { state: string; repositoriesDone: number; repositoriesTotal: number };
}

describe.runIf(embedded)('the demo import killed in the background and started again', () => {
  it('resumes where it stopped and ends with the rows of an uninterrupted import', async () => {
    const demoDir = makeDemoSlice(SLICE);
    folders.push(demoDir);
    const settings = {
      DEMO_DATA_DIR: demoDir,
      PORT: '0',
      HOST: '127.0.0.1',
      RUN_JOBS: 'false',
      // A progress line for every repository, and small batches: the kill lands between them.
      PROGRESS_INTERVAL_SECONDS: '0',
      DEMO_HISTORY_BATCH: '50',
    };

    const expected = await uninterruptedImport(demoDir);
    expect(expected.record).toMatchObject({ phase: 'done' });

    const dataDir = temporary('gitsignals-data-');
    const env = { ...settings, DATA_DIR: dataDir };
    let server: CliProcess | undefined = startCli(['serve'], env);
    try {
      await server.waitForLine(/GitSignals is running at /, START_MS);
      await server.waitForLine(/^Importing history: 1\/4/, START_MS);
      await killProcess(server);
      expect(existsSync(path.join(dataDir, 'pgdata.lock'))).toBe(true);

      // Killed part-way: some repositories whole, not all.
      const killed = await rowCountsIn(dataDir);
      expect(killed.record).toMatchObject({ phase: 'history' });
      const doneWhenKilled = killed.record?.done.length ?? 0;
      expect(doneWhenKilled).toBeGreaterThanOrEqual(1);
      expect(doneWhenKilled).toBeLessThan(4);
      expect(killed.rows.commits).toBeLessThan(expected.rows.commits!);

      // The stale lock is taken over; the server listens at once and finishes in the background.
      server = startCli(['serve'], env);
      await server.waitForLine(/^The demo import did not finish last time/, START_MS);
      const [, url] = await server.waitForLine(
        /GitSignals is running at (http:\/\/\S+?) /,
        START_MS,
      );
      const seen: HealthAnswer[] = [];
      await waitFor(
        'the demo import done',
        async () => {
          const answer = (await (await fetch(`${url}/api/health`)).json()) as HealthAnswer;
          seen.push(answer);
          return answer.demoImport?.state === 'done';
        },
        START_MS,
        () => tail(server),
      );
      expect(seen[0]?.demoImport).toMatchObject({ state: 'importing', repositoriesTotal: 4 });
      expect(seen[0]!.demoImport!.repositoriesDone).toBeGreaterThanOrEqual(doneWhenKilled);
      expect(seen.at(-1)?.demoImport).toEqual({
        state: 'done',
        repositoriesDone: 4,
        repositoriesTotal: 4,
      });
      await stopProcess(server);
      expect((await server.exited).code, tail(server)).toBe(0);
    } finally {
      await killProcess(server);
    }

    const resumed = await rowCountsIn(dataDir);
    expect(resumed.rows).toEqual(expected.rows);
    expect(resumed.record).toEqual(expected.record);
  }, 240_000);
});
