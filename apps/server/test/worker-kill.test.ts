// Processes killed with SIGKILL in the middle of their work, with real processes on PostgreSQL:
// worker A (the CLI's `worker`, WORKER_CONCURRENCY=2) is caught holding two collects (its git
// waits on a fetch) and the digest run, whose first e-mail its mail server has received but not
// answered; a `send-digests` run started by hand is caught sending another digest, whose mail
// server has not taken the message yet. Both are killed; worker B, started just before, must
// finish everything. Checked: every job completes within 3 minutes of the kill, no commit is lost,
// no feed item doubled, every digest arrives (the one that had not reached its server too), and
// at most one arrives twice, under the same Message-ID. It prints what it measured.
// PostgreSQL only (PGlite is one process): it runs in the integration:postgres project, that is
// whenever TEST_DATABASE_URL is set, and is skipped otherwise.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveRegistryProjects, type DatabaseHandle } from '@gitsignals/db';
import { createTestDatabase } from '@gitsignals/db/testing';
import { registerRepositoryFor } from '../src/collectors/collect-projects';
import { History } from '../testing/collect-git-fixtures';
import { createUser, rawQuery, type TestUser } from './digest-fixtures';
import { readTestEnv } from './env';
import { registryProject, seedFeed } from './helpers';
import {
  findOnPath,
  holdingGit,
  startSmtp,
  waitFor,
  type ReceivedMail,
  type SmtpListener,
} from './worker-kill-harness';
import { killProcess, startCli, stopProcess, tail, type CliProcess } from './cli-process';

const env = readTestEnv();
const PUBLIC_URL = 'https://gitsignals.example';
/** Queues whose every job must complete after the kill (insights start two minutes late on purpose). */
const QUEUES = ['daily-run', 'collect-project', 'collect-bulk', 'analyse-project', 'send-digests'];
const COMMITS_PER_REPOSITORY = 40;
const RECOVERY_SECONDS = 180;

const dayAgo = (days: number, hour: number) => {
  const d = new Date(Date.now() - days * 86_400_000);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};

/** A repository with a few days of ordinary commits by three people. */
function writeRepository(dir: string, name: string): void {
  const history = new History();
  const people: [string, string][] = [
    ['Ada Lovelace', 'ada@example.org'],
    ['Grace Hopper', 'grace@example.org'],
    ['Alan Turing', 'alan@example.org'],
  ];
  for (let i = 0; i < COMMITS_PER_REPOSITORY; i += 1) {
    history.commit({
      at: dayAgo(1 + (i % 5), 8 + (i % 10)),
      author: people[i % people.length],
      message: `feat(${name}): add module ${i}`,
      files: { [`src/module${i % 8}.ts`]: `export const v${i} = ${i};\n` },
    });
  }
  history.writeTo(dir);
}

describe.skipIf(env.TEST_DB !== 'postgres')('a worker killed mid-collect and mid-digest', () => {
  let handle: DatabaseHandle;
  let url: string;
  let work: string;
  let boss: PgBoss | undefined;
  let a: CliProcess | undefined;
  let b: CliProcess | undefined;
  let byHand: CliProcess | undefined;
  const smtp: SmtpListener[] = [];
  const received: ReceivedMail[] = [];
  const readers: TestUser[] = [];
  let repositories = 0;

  beforeAll(async () => {
    handle = await createTestDatabase();
    url = handle.pool!.options.connectionString!;
    work = mkdtempSync(path.join(tmpdir(), 'gitsignals-kill-'));
    // alpha: one quick repository, then one whose fetch worker A holds; beta: held; gamma: quick.
    const layout: Record<string, string[]> = {
      alpha: ['alpha-core', 'alpha-slow'],
      beta: ['beta-slow'],
      gamma: ['gamma-core'],
    };
    await saveRegistryProjects(
      handle.db,
      Object.keys(layout).map((slug) => registryProject(slug, { repos: [] })),
    );
    for (const [slug, names] of Object.entries(layout)) {
      for (const name of names) {
        const dir = path.join(work, 'remotes', `${name}.git`);
        writeRepository(dir, name);
        await registerRepositoryFor(handle.db, { projectSlug: slug, urlOrPath: dir, cwd: work });
        repositories += 1;
      }
    }
    // The digest readers follow a project with news yesterday, and no repository to fetch.
    await seedFeed(
      handle,
      [registryProject('delta')],
      [{ slug: 'delta', date: dayAgo(1, 12).slice(0, 10), priority: 'high' }],
    );
    await rawQuery(
      handle,
      `delete from repositories where project_id = (select id from projects where slug = 'delta')`,
    );
    for (let i = 0; i < 4; i += 1)
      readers.push(await createUser(handle, { frequency: 'daily', projects: ['delta'] }));
  });

  afterAll(async () => {
    // Answers the held message, so its connection can close.
    for (const listener of smtp) for (const answer of listener.held) answer();
    await Promise.all([stopProcess(a), stopProcess(b), stopProcess(byHand)]);
    await boss?.stop({ graceful: false });
    await Promise.all(smtp.map((listener) => listener.close()));
    await handle?.close();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  const count = async (sql: string, params: unknown[] = []) =>
    Number((await rawQuery<{ n: string }>(handle, sql, params))[0]!.n);
  const logs = () => [tail(a), tail(byHand), tail(b)].join('\n');

  it('finishes every job elsewhere within 3 minutes, losing nothing and doubling nothing', async () => {
    const [smtpA, smtpByHand, smtpB] = [
      await startSmtp(received, { hold: 'after-data' }),
      await startSmtp(received, { hold: 'before-data' }),
      await startSmtp(received),
    ];
    smtp.push(smtpA!, smtpByHand!, smtpB!);
    const workerEnv = (name: string, smtpPort: number, pathPrefix = '') => ({
      PATH: `${pathPrefix}${env.PATH}`,
      ...(env.HOME ? { HOME: env.HOME } : {}),
      DATABASE_URL: url,
      DATABASE_POOL_SIZE: '4',
      DATA_DIR: path.join(work, name),
      COLLECT_SCOPE: 'all',
      WORKER_CONCURRENCY: '2',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`,
      MAIL_FROM: 'GitSignals <digest@gitsignals.test>',
      PUBLIC_URL,
      LOG_LEVEL: 'info',
    });
    const holdDir = path.join(work, 'held-fetches');
    holdingGit({
      dir: path.join(work, 'git-a'),
      realGit: findOnPath('git', env.PATH),
      holdDir,
      marker: '-slow.git',
    });

    a = startCli(['worker'], workerEnv('a', smtpA!.port, `${path.join(work, 'git-a')}:`), {
      name: 'worker A',
      inherit: false,
    });
    await waitFor(
      'worker A creates its queues',
      // Until pg-boss has made its schema, the query fails: not yet.
      async () =>
        (await count(`select count(*) as n from pgboss.queue where name = any($1)`, [QUEUES]).catch(
          () => 0,
        )) === QUEUES.length,
      120_000,
      logs,
    );
    boss = new PgBoss({ connectionString: url, supervise: false, schedule: false, max: 2 });
    boss.on('error', () => undefined);
    await boss.start();
    // What the crons would queue at 23:40 and at minute 5.
    await boss.send('daily-run', {});
    await boss.send('send-digests', {});
    await waitFor(
      'worker A holds two collects and a digest',
      async () => readdirSync(holdDir).length >= 2 && smtpA!.held.length === 1,
      90_000,
      logs,
    );
    const inHand = await rawQuery<{ id: string; name: string; key: string | null }>(
      handle,
      `select id, name, singleton_key as key from pgboss.job where state = 'active' order by name`,
    );
    // Someone runs the digests by hand meanwhile: it takes the next e-mail waiting in the outbox.
    byHand = startCli(['send-digests'], workerEnv('by-hand', smtpByHand!.port), {
      name: 'send-digests by hand',
      inherit: false,
    });
    await waitFor(
      'the run by hand is sending a digest',
      async () => smtpByHand!.held.length === 1,
      90_000,
      logs,
    );

    b = startCli(['worker'], workerEnv('b', smtpB!.port), { name: 'worker B', inherit: false });
    await Promise.all([killProcess(a), killProcess(byHand)]);
    const [{ killed_at: killedAt }] = (await rawQuery<{ killed_at: Date }>(
      handle,
      'select now() as killed_at',
    )) as [{ killed_at: Date }];

    const unfinished = () =>
      count(
        `select count(*) as n from pgboss.job
          where name = any($1) and state in ('created', 'retry', 'active')`,
        [QUEUES],
      );
    const delivered = () => new Set(received.flatMap((m) => m.to)).size;
    await waitFor(
      'every job completes and every digest arrives',
      async () => (await unfinished()) === 0 && delivered() === readers.length,
      (RECOVERY_SECONDS + 60) * 1000,
      async () => {
        const left = await rawQuery<{ name: string; key: string | null; state: string }>(
          handle,
          `select name, singleton_key as key, state, retry_count from pgboss.job
            where name = any($1) and state in ('created', 'retry', 'active')`,
          [QUEUES],
        );
        return [
          `unfinished: ${JSON.stringify(left)}`,
          `digests delivered to ${delivered()} of ${readers.length} readers`,
          logs(),
        ].join('\n');
      },
    );

    // The figures.
    const jobs = await rawQuery<{
      id: string;
      name: string;
      key: string | null;
      state: string;
      retry_count: number;
      seconds: number;
    }>(
      handle,
      `select id, name, singleton_key as key, state, retry_count,
              extract(epoch from completed_on - $2::timestamptz)::float as seconds
         from pgboss.job where name = any($1) and completed_on > $2::timestamptz
        order by completed_on`,
      [QUEUES, killedAt],
    );
    const heldIds = new Set(inHand.map((j) => j.id));
    const expectedCommits = repositories * COMMITS_PER_REPOSITORY;
    const storedCommits = await count('select count(*) as n from commits');
    const feedItems = await count('select count(*) as n from feed_items');
    const doubledItems = await count(
      `select count(*) as n from (select 1 from feed_items group by project_id, analysis_date
        having count(*) > 1) doubled`,
    );
    const byReader = readers.map((reader) => ({
      reader,
      ids: received.filter((m) => m.to.includes(reader.email)).map((m) => m.messageId),
    }));
    const duplicateSends = byReader.reduce((n, r) => n + Math.max(0, r.ids.length - 1), 0);
    const sentBy = (port: number) => received.filter((m) => m.port === port).length;
    const outbox = await rawQuery<{ status: string; n: string }>(
      handle,
      'select status, count(*) as n from digest_outbox group by status',
    );
    console.log(
      [
        `kill -9 of worker A while it held: ${inHand.map((j) => `${j.name}${j.key ? ` ${j.key}` : ''}`).join(', ')} (its mail server had the first digest, unanswered)`,
        'and of a send-digests run by hand while its mail server had not taken its digest yet',
        'jobs completed after the kill (seconds after it, retries):',
        ...jobs.map(
          (j) =>
            `  ${heldIds.has(j.id) ? '*' : ' '} ${j.name}${j.key ? ` ${j.key}` : ''}: ${j.seconds.toFixed(1)} s, ${j.retry_count} retr${j.retry_count === 1 ? 'y' : 'ies'}`,
        ),
        '  (* held by worker A when it was killed)',
        `commits: expected ${expectedCommits}, stored ${storedCommits}`,
        `feed items: ${feedItems}, duplicated (project, day): ${doubledItems}`,
        `digests: due ${readers.length}, delivered ${delivered()}, sends ${received.length} (worker A ${sentBy(smtpA!.port)}, by hand ${sentBy(smtpByHand!.port)}, worker B ${sentBy(smtpB!.port)}), duplicate sends ${duplicateSends}`,
        ...byReader.map((r) => `  ${r.reader.email}: ${r.ids.join(', ')}`),
        `outbox: ${outbox.map((o) => `${o.n} ${o.status}`).join(', ')}`,
      ].join('\n'),
    );

    // Worker A held the jobs it was caught with, and each of them was finished elsewhere.
    expect(inHand.filter((j) => j.name === 'collect-project')).toHaveLength(2);
    expect(inHand.filter((j) => j.name === 'send-digests')).toHaveLength(1);
    for (const job of inHand) {
      const done = jobs.find((j) => j.id === job.id);
      expect(done, `${job.name} ${job.key ?? ''}`).toMatchObject({ state: 'completed' });
      expect(done!.retry_count).toBeGreaterThanOrEqual(1);
    }
    expect(Math.max(...jobs.map((j) => j.seconds))).toBeLessThanOrEqual(RECOVERY_SECONDS);
    expect(storedCommits).toBe(expectedCommits);
    expect(doubledItems).toBe(0);
    // Every project collected got its feed items.
    expect(
      await count(
        `select count(distinct p.slug) as n from feed_items f join projects p on p.id = f.project_id
          where p.slug in ('alpha', 'beta', 'gamma')`,
      ),
    ).toBe(3);
    // Worker A's server had one message when A died, the other server none.
    expect(sentBy(smtpA!.port)).toBe(1);
    expect(sentBy(smtpByHand!.port)).toBe(0);
    expect(delivered()).toBe(readers.length);
    expect(duplicateSends).toBeLessThanOrEqual(1);
    for (const { reader, ids } of byReader) {
      const period = `daily.${dayAgo(1, 12).slice(0, 10)}`;
      expect(new Set(ids)).toEqual(new Set([`<digest.${reader.id}.${period}@gitsignals.example>`]));
    }
    expect(outbox).toEqual([{ status: 'sent', n: String(readers.length) }]);
  }, 420_000);
});
