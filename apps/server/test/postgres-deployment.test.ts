// docs/operations.md's fresh PostgreSQL deployment, followed as written with real processes (issue
// 16): `migrate` on an empty database says what it applied; two `api` processes (RUN_JOBS=false)
// and two `worker`s start on it and load the registry, so the projects list is not empty; the
// first `collect` of a repository gives feed items; and a digest sent by a worker is listed at an
// API process's /dev/outbox, its links pointing at that API's address. Runs on PostgreSQL only
// (TEST_DATABASE_URL), like worker-kill.test.ts.
import { freePort } from '../testing/free-port';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@gitsignals/db';
import { History } from '../testing/collect-git-fixtures';
import { runCli, startCli, stopProcess, tail, type CliProcess } from './cli-process';
import { createUser } from './digest-fixtures';
import { readTestEnv } from './env';

const env = readTestEnv();

const dayAgo = (n: number, hour = 12) => {
  const d = new Date(Date.now() - n * 86_400_000);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

interface OutboxAnswer {
  messages: { to: string; kind: string; subject: string; text: string }[];
}

describe.skipIf(env.TEST_DB !== 'postgres')('a fresh PostgreSQL deployment', () => {
  const name = `gitsignals_deploy_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  let url: string;
  let work: string;
  let handle: DatabaseHandle | undefined;
  let boss: PgBoss | undefined;
  const processes: CliProcess[] = [];
  const apiUrls: string[] = [];

  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: env.TEST_DATABASE_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };

  /** What every process of the deployment is started with (docs/operations.md). */
  const deploymentEnv = (dataDir: string, extra: Record<string, string> = {}) => ({
    DATABASE_URL: url,
    DATABASE_POOL_SIZE: '3',
    DATA_DIR: path.join(work, dataDir),
    LOG_LEVEL: 'warn',
    ...extra,
  });

  const logs = () => processes.map((p) => tail(p)).join('\n');

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    url = withDatabase(env.TEST_DATABASE_URL!, name);
    work = mkdtempSync(path.join(tmpdir(), 'gitsignals-deploy-'));
  });

  afterAll(async () => {
    await Promise.all(processes.map((p) => stopProcess(p)));
    await boss?.stop({ graceful: false });
    await handle?.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('migrates, serves the registry, collects, and lists a worker’s digest at the API', async () => {
    // 1. migrate: every migration applied, by name.
    const migrate = await runCli(['migrate'], deploymentEnv('migrate'));
    expect(migrate.code, migrate.stderr.join('\n')).toBe(0);
    expect(migrate.stdout.join('\n')).toMatch(
      /^Applied \d+ database migrations: 0000_extensions, 0001_init, .*0016_mail_messages/m,
    );
    expect(migrate.stdout.at(-1)).toMatch(/^Database is up to date \(\d+ migrations applied/);
    const again = await runCli(['migrate'], deploymentEnv('migrate'));
    expect(again.stdout.at(-1)).toMatch(/^Database was already up to date: nothing to apply/);

    // 2. Two API processes without jobs, then two workers.
    const ports = [await freePort(), await freePort()];
    for (const [i, port] of ports.entries()) {
      processes.push(
        startCli(['api'], deploymentEnv(`api-${i}`, { PORT: String(port), RUN_JOBS: 'false' }), {
          name: `api ${i}`,
        }),
      );
    }
    for (const proc of processes) {
      const [, address] = await proc.waitForLine(
        /GitSignals is running at (http:\/\/\S+) /,
        90_000,
      );
      apiUrls.push(address!);
    }
    expect(apiUrls).toEqual(ports.map((port) => `http://localhost:${port}`));
    // The first to start loaded the registry into the empty database, and said so.
    const loadedBy = processes.filter((p) =>
      p.stdout.some((line) => line.startsWith('Loaded the project registry')),
    );
    expect(loadedBy.length, logs()).toBeGreaterThanOrEqual(1);
    for (const i of [0, 1]) {
      const worker = startCli(['worker'], deploymentEnv(`worker-${i}`), { name: `worker ${i}` });
      processes.push(worker);
      await worker.waitForLine(/GitSignals worker is running/, 90_000);
    }

    const projects = (await (await fetch(`${apiUrls[0]}/api/projects`)).json()) as unknown[];
    expect(projects.length, logs()).toBeGreaterThan(500);

    // 3. The first collect: a repository registered under a project of the registry.
    const upstream = path.join(work, 'hooks.git');
    const history = new History();
    history.commit({
      at: dayAgo(1, 10),
      message: 'feat(hooks): add dynamic fee hook',
      files: {
        'src/hooks/DynamicFee.sol': 'contract DynamicFee {}\n'.repeat(40),
        'package.json': '{"dependencies":{"@chainlink/contracts":"1.2.0"}}\n',
      },
    });
    history.writeTo(upstream);
    const collect = await runCli(
      ['collect', '--project', 'uniswap', '--repo', upstream],
      deploymentEnv('collect'),
    );
    expect(collect.code, [...collect.stdout, ...collect.stderr].join('\n')).toBe(0);
    // No demo history on PostgreSQL unless asked for: the collect did not import it.
    expect(collect.stdout.join('\n')).not.toContain('importing the registry and demo data');

    const feed = await fetch(`${apiUrls[1]}/api/feeds/daily`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ page: 1, days: 7 }),
    });
    const items = ((await feed.json()) as { data: { project: { slug?: string }; owner: string }[] })
      .data;
    expect(items.length, logs()).toBeGreaterThan(0);
    expect(items.every((item) => item.owner === 'Uniswap')).toBe(true);

    // 4. A digest, sent by whichever worker takes the job, listed at the API's outbox.
    handle = await openDatabase({ databaseUrl: url, dataDir: work, poolSize: 2 });
    const reader = await createUser(handle, { frequency: 'daily', projects: ['uniswap'] });
    boss = new PgBoss({ connectionString: url, supervise: false, schedule: false, max: 2 });
    boss.on('error', () => undefined);
    await boss.start();
    await boss.send('send-digests', {});
    let digest: OutboxAnswer['messages'][number] | undefined;
    await expect
      .poll(
        async () => {
          const answer = await fetch(`${apiUrls[0]}/api/dev/outbox`);
          const { messages } = (await answer.json()) as OutboxAnswer;
          digest = messages.find((m) => m.to === reader.email && m.kind === 'digest');
          return digest !== undefined;
        },
        { timeout: 60_000, interval: 500, message: logs() },
      )
      .toBe(true);
    expect(digest!.subject).toContain('Uniswap');
    // Its links lead to the server users reach, recorded by the API processes at start.
    const links = digest!.text.match(/https?:\/\/[^\s/]+/g) ?? [];
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(apiUrls).toContain(link);
    // Seven processes on a busy 2-core machine: minutes, not the default 30 s.
  }, 300_000);
});
