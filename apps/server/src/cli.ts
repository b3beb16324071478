// Entry point: `serve` (API + web + first-run demo import + jobs), `api`, `worker` (jobs only),
// `migrate`, `import-demo`, `collect`, `analyse`, `send-digests`, `import-contacts`,
// `import-listings`, `collect-listings`, `insights`.
import { Command } from 'commander';
import {
  migrateDatabase,
  openDatabase,
  databaseIsEmpty,
  llmSpendingSince,
  repositoriesToCollect,
  type DatabaseHandle,
} from '@gitsignals/db';
import { readEnv, type Env } from './env';
import { createProgress } from './cli/progress';
import { importDemo } from './collectors/demo/import-demo';
import { analyseFeed, analyseFeedPayloadSchema } from './jobs/analyse-feed.job';
import { computeStacks } from './jobs/compute-stacks.job';
import { computeContributors } from './jobs/compute-contributors.job';
import { importContacts, summaryLine } from './cli/import-contacts';
import { importListings, listingSummaryLine } from './cli/import-listings';
import {
  collectListings,
  collectListingsSummaryLine,
} from './collectors/token-list/collect-listings';
import { importDemoListings } from './collectors/token-list/demo-listings';
import { collectRepositories, registerRepositoryFor } from './collectors/collect-projects';
import { buildApp } from './http/app';
import { insightsTestConfigOf } from './insights-test/models';
import { resolveAuthSecret } from './auth/secret';
import { createMailer, type Mailer } from './mail/mailer';
import { startJobs, type Jobs } from './jobs/scheduler';
import { sendDigests, type SendDigestsDeps } from './jobs/send-digests.job';
import { pipelineSteps } from './jobs/pipeline-steps';
import {
  generateInsights,
  generateInsightsPayloadSchema,
  type GenerateInsightsPayload,
} from './jobs/generate-insights.job';
import { githubCollectorFromEnv } from './collectors/github/github-from-env';
import { createWriter } from './writers/create-writer';
import { writerConfigOf } from './writers/llm-config';
import { spendingLine } from './writers/spending';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import pino from 'pino';

const VERSION = '0.1.0';

function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

async function withDatabase<T>(env: Env, work: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const handle = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
  });
  try {
    await migrateDatabase(handle);
    return await work(handle);
  } finally {
    await handle.close();
  }
}

function mailerFor(env: Env) {
  return createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    outboxDir: path.join(env.DATA_DIR, 'outbox'),
    // The outbox holds password-reset links: shown over HTTP only with DEV_OUTBOX.
    outboxReadableOverHttp: env.DEV_OUTBOX,
  });
}

const publicUrlOf = (env: Env) =>
  (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');

type JobLog = (
  level: 'info' | 'warn' | 'error',
  message: string,
  details?: Record<string, unknown>,
) => void;

const pinoJobLog =
  (log: { info: pino.LogFn; warn: pino.LogFn; error: pino.LogFn }): JobLog =>
  (level, message, details) =>
    log[level](details ?? {}, message);

function digestDepsFor(
  env: Env,
  handle: DatabaseHandle,
  mailer: Mailer,
  log: JobLog,
): SendDigestsDeps {
  return { db: handle.db, mailer, publicUrl: publicUrlOf(env), now: () => new Date(), log };
}

/** The configured writer (LLM_PROVIDER) for analyses run by hand or after a collect. */
function writerFor(env: Env, handle: DatabaseHandle) {
  const log = pinoJobLog(pino({ level: env.LOG_LEVEL }));
  return createWriter(writerConfigOf(env), { db: handle.db, log, now: () => new Date() });
}

/** The daily pipeline as the environment configures it (schedule, scope, sources, writer). */
function pipelineFor(env: Env, handle: DatabaseHandle, log: JobLog) {
  const line = (message: string) => log('info', message);
  return {
    steps: pipelineSteps({
      db: handle.db,
      dataDir: env.DATA_DIR,
      scope: env.COLLECT_SCOPE,
      github: githubCollectorFromEnv(env, handle.db, line),
      writer: writerFor(env, handle),
      log: line,
    }),
    dailyCron: env.DAILY_RUN_CRON,
    // PGlite is one connection: more jobs at once would only queue on it.
    concurrency: handle.kind === 'pglite' ? 1 : env.WORKER_CONCURRENCY,
  };
}

/** Agent Hub insights with the configured writer, chained after the daily pipeline. */
function insightsFor(env: Env, handle: DatabaseHandle) {
  const writer = writerFor(env, handle);
  return {
    run: (payload: GenerateInsightsPayload) =>
      generateInsights({ db: handle.db, writer, now: () => new Date() }, payload),
  };
}

function progressFor() {
  return createProgress({ interactive: Boolean(process.stdout.isTTY), log: say });
}

async function runImport(env: Env, handle: DatabaseHandle): Promise<void> {
  const started = Date.now();
  const imported = await importDemo(handle.db, env.DEMO_DATA_DIR, new Date(), progressFor());
  const analysed = await analyseFeed(handle.db, {}, progressFor());
  await computeStacks(handle.db, {}, new Date(), progressFor());
  await computeContributors(handle.db, {}, new Date(), progressFor());
  // Token listings derived from a real token list's bundled versions (data/token-lists).
  const listings = await importDemoListings(handle.db, {
    demoDataDir: env.DEMO_DATA_DIR,
    dataDir: env.DATA_DIR,
  }).catch((err: unknown) => {
    say(`Token listings were not imported: ${err instanceof Error ? err.message : String(err)}`);
    return null;
  });
  if (listings) say(collectListingsSummaryLine(listings));
  say(
    `Demo data ready: ${imported.projects} projects, ${imported.newCommits} new commits, ${analysed.items} feed items ` +
      `(${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
}

async function serve(env: Env, options: { importOnFirstRun: boolean }): Promise<void> {
  const handle = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
  });
  await migrateDatabase(handle);
  if (options.importOnFirstRun && !env.SKIP_DEMO_IMPORT && (await databaseIsEmpty(handle))) {
    say(
      'First run: importing the demo data (real Web3 repository history, replayed to end yesterday)…',
    );
    await runImport(env, handle);
  }
  const app = await buildApp({
    db: handle.db,
    databaseKind: handle.kind,
    version: VERSION,
    logLevel: env.LOG_LEVEL,
    rateLimitMax: env.RATE_LIMIT_MAX,
    trustedClientIpHeader: env.TRUSTED_CLIENT_IP_HEADER,
    webDistDir: env.WEB_DIST_DIR,
    publicUrl: publicUrlOf(env),
    authSecret: resolveAuthSecret({
      configured: env.BETTER_AUTH_SECRET,
      dataDir: env.DATA_DIR,
      production: env.NODE_ENV === 'production',
    }),
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
        : undefined,
    authRateLimitMax: env.AUTH_RATE_LIMIT_MAX,
    mailer: mailerFor(env),
    insightsTest: insightsTestConfigOf(env),
    stripe:
      env.BILLING_MODE === 'stripe' && env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiUrl: env.STRIPE_API_URL,
          }
        : undefined,
    freeProjects: {
      names: env.FREE_ANALYSIS_PROJECTS,
      count: env.FREE_ANALYSIS_PROJECT_COUNT,
    },
  });
  let jobs: Jobs | undefined;
  app.addHook('onClose', async () => {
    await jobs?.stop();
    await handle.close();
  });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  await app.listen({ port: env.PORT, host: env.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  if (env.RUN_JOBS) {
    jobs = await startJobs({
      handle,
      databaseUrl: env.DATABASE_URL,
      digests: digestDepsFor(env, handle, app.deps.mailer, pinoJobLog(app.log)),
      pipeline: pipelineFor(env, handle, pinoJobLog(app.log)),
      insights: insightsFor(env, handle),
      log: pinoJobLog(app.log),
    }).catch((err: unknown) => {
      app.log.error(
        { err },
        'scheduled jobs did not start; the daily run and e-mail digests are off',
      );
      return undefined;
    });
  }
  say(
    `GitSignals is running at http://localhost:${port} (API docs: http://localhost:${port}/api/docs, database: ${handle.kind})`,
  );
}

const program = new Command().name('gitsignals').version(VERSION);

program
  .command('serve')
  .description('migrate, import the demo data on first run, and serve the web app and API')
  .action(async () => serve(readEnv(), { importOnFirstRun: true }));

program
  .command('api')
  .description('serve the web app and API only (no first-run import)')
  .action(async () => serve(readEnv(), { importOnFirstRun: false }));

program
  .command('worker')
  .description(
    'run the scheduled jobs only (daily collect → analyse, e-mail digests), no HTTP server; start several on PostgreSQL to share the work',
  )
  .action(async () => {
    const env = readEnv();
    const log = pinoJobLog(pino({ level: env.LOG_LEVEL }));
    const mailer = mailerFor(env);
    const handle = await openDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      poolSize: env.DATABASE_POOL_SIZE,
    });
    await migrateDatabase(handle);
    const jobs = await startJobs({
      handle,
      databaseUrl: env.DATABASE_URL,
      digests: digestDepsFor(env, handle, mailer, log),
      pipeline: pipelineFor(env, handle, log),
      insights: insightsFor(env, handle),
      log,
    });
    say(
      `GitSignals worker is running the daily collect → analyse run (${env.DAILY_RUN_CRON} UTC) and the e-mail digests (Ctrl-C to stop).`,
    );
    const stop = () => {
      jobs
        .stop()
        .then(() => handle.close())
        .then(() => mailer.close())
        .then(
          () => process.exit(0),
          () => process.exit(1),
        );
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });

program
  .command('send-digests')
  .description('send the e-mail digests that are due now, once (each period goes out at most once)')
  .action(async () => {
    const env = readEnv();
    const mailer = mailerFor(env);
    const log = pinoJobLog(pino({ level: env.LOG_LEVEL }));
    const result = await withDatabase(env, (handle) =>
      sendDigests(digestDepsFor(env, handle, mailer, log)),
    ).finally(() => mailer.close());
    say(
      `Digests: ${result.sent} sent, ${result.empty} with nothing new, ${result.skipped} skipped, ${result.failed.length} failed.`,
    );
    if (result.failed.length > 0) process.exitCode = 1;
  });

program
  .command('insights')
  .description(
    "match subscribers' Agent Hub profiles against the feed items of the last days and write their insights (idempotent)",
  )
  .option('--user <id...>', 'only these users')
  .option('--days <n>', 'feed items of this many days, today included (default 7)')
  .action(async (opts: { user?: string[]; days?: string }) => {
    const env = readEnv();
    const payload = generateInsightsPayloadSchema.parse({
      userIds: opts.user,
      lookbackDays: opts.days === undefined ? undefined : Number(opts.days),
    });
    await withDatabase(env, async (handle) => {
      const started = new Date();
      const result = await generateInsights(
        { db: handle.db, writer: writerFor(env, handle), now: () => new Date() },
        payload,
      );
      say(
        `Insights: ${result.written} new for ${result.users} subscriber(s) with profiles (${result.items} feed items examined, ${result.matches} new matches).`,
      );
      const spent = spendingLine(await llmSpendingSince(handle.db, started));
      if (spent) say(spent);
    });
  });

program
  .command('migrate')
  .description('apply database migrations')
  .action(async () => {
    await withDatabase(readEnv(), async () => say('Database is up to date.'));
  });

program
  .command('import-demo')
  .description(
    'load the bundled registry and commit history, then build their feed items (idempotent)',
  )
  .action(async () => {
    const env = readEnv();
    await withDatabase(env, (handle) => runImport(env, handle));
  });

program
  .command('analyse')
  .description('build feed items from stored commits (idempotent)')
  .option('--project <slug...>', 'only these projects')
  .option('--since <date>', 'only days from this date on (YYYY-MM-DD)')
  .action(async (opts: { project?: string[]; since?: string }) => {
    const env = readEnv();
    const payload = analyseFeedPayloadSchema.parse({
      projectSlugs: opts.project,
      since: opts.since,
    });
    await withDatabase(env, async (handle) => {
      const started = new Date();
      await analyseFeed(handle.db, payload, progressFor(), writerFor(env, handle));
      const spent = spendingLine(await llmSpendingSince(handle.db, started));
      if (spent) say(spent);
      await computeStacks(
        handle.db,
        { projectSlugs: payload.projectSlugs },
        new Date(),
        progressFor(),
      );
      await computeContributors(
        handle.db,
        { projectSlugs: payload.projectSlugs },
        new Date(),
        progressFor(),
      );
    });
  });

program
  .command('collect')
  .description(
    'collect commits, tags and manifests of registered repositories over git, then build their feed items',
  )
  .option('--project <slug...>', 'only these projects')
  .option(
    '--repo <url-or-path>',
    'register this git URL or local path under --project, then collect it',
  )
  .option(
    '--fork-of <url-or-path>',
    "with --repo: the upstream whose commits are not the fork's own",
  )
  .option(
    '--all',
    'every repository of the registry (default without --project: those collected before, as COLLECT_SCOPE says)',
  )
  .action(async (opts: { project?: string[]; repo?: string; forkOf?: string; all?: boolean }) => {
    const env = readEnv();
    if ((opts.repo || opts.forkOf) && opts.project?.length !== 1) {
      throw new Error(
        '--repo needs exactly one --project <slug> to register the repository under.',
      );
    }
    if (opts.forkOf && !opts.repo) throw new Error('--fork-of goes with --repo.');
    await withDatabase(env, async (handle) => {
      // The registry (project slugs) comes with the demo data, as on the first `serve`.
      if (!env.SKIP_DEMO_IMPORT && (await databaseIsEmpty(handle))) {
        say('First run: importing the registry and demo data before collecting…');
        await runImport(env, handle);
      }
      let repositoryIds: number[] | undefined;
      if (opts.repo) {
        repositoryIds = [
          await registerRepositoryFor(handle.db, {
            projectSlug: opts.project![0]!,
            urlOrPath: opts.repo,
            forkOf: opts.forkOf,
            cwd: process.cwd(),
          }),
        ];
      } else if (!opts.project && !opts.all && env.COLLECT_SCOPE === 'tracked') {
        // Like the daily run: never start cloning the whole registry by accident.
        repositoryIds = (await repositoriesToCollect(handle.db))
          .filter((r) => r.lastCollectedAt !== null)
          .map((r) => r.id);
        if (repositoryIds.length === 0) {
          say(
            'No repository has been collected yet. Register one with `collect --project <slug> --repo <url-or-path>`, ' +
              'name projects with --project, or read every repository of the registry with --all.',
          );
          return;
        }
      }
      const summary = await collectRepositories(handle.db, {
        projectSlugs: opts.project,
        repositoryIds,
        dataDir: env.DATA_DIR,
        github: githubCollectorFromEnv(env, handle.db, say),
        progress: progressFor(),
        log: say,
      });
      const writer = writerFor(env, handle);
      const changed: string[] = [];
      for (const [slug, result] of Object.entries(summary.projects)) {
        if (result.newCommits === 0) continue;
        changed.push(slug);
        await analyseFeed(
          handle.db,
          { projectSlugs: [slug], since: result.since ?? undefined },
          progressFor(),
          writer,
        );
      }
      if (changed.length > 0) {
        await computeStacks(handle.db, { projectSlugs: changed }, new Date(), progressFor());
        await computeContributors(handle.db, { projectSlugs: changed }, new Date(), progressFor());
      }
      if (summary.repositories.failed > 0) process.exitCode = 1;
    });
  });

program
  .command('import-contacts')
  .description(
    "import a project's contacts from a CSV or JSON file (all rows or, with any bad row, none; re-imports update in place)",
  )
  .requiredOption('--file <path>', 'a .csv (header row of field names) or .json (array) file')
  .option('--project <slug>', 'the project of every row (else each row names it in `project`)')
  .action(async (opts: { file: string; project?: string }) => {
    const env = readEnv();
    const text = await readFile(opts.file, 'utf8');
    await withDatabase(env, async (handle) => {
      const summary = await importContacts(handle.db, {
        fileName: opts.file,
        text,
        project: opts.project,
        now: new Date(),
      });
      say(summaryLine(opts.file, summary));
    });
  });

program
  .command('import-listings')
  .description(
    'import token listings from a CSV or JSON file (all rows or, with any bad row, none; re-imports update in place)',
  )
  .requiredOption('--file <path>', 'a .csv (header row of field names) or .json (array) file')
  .action(async (opts: { file: string }) => {
    const env = readEnv();
    const text = await readFile(opts.file, 'utf8');
    await withDatabase(env, async (handle) => {
      const summary = await importListings(handle.db, { fileName: opts.file, text });
      say(listingSummaryLine(opts.file, summary));
    });
  });

program
  .command('collect-listings')
  .description(
    'derive token listings from the history of a token-list repository (a token added to the list is a listing, dated by its commit; idempotent)',
  )
  .requiredOption('--repo <url-or-path>', 'a git URL or local path of the token-list repository')
  .requiredOption('--file <path>', 'the list file inside the repository, e.g. tokens.json')
  .option('--platform <name>', "the platform the listings name (default: the list's name)")
  .action(async (opts: { repo: string; file: string; platform?: string }) => {
    const env = readEnv();
    await withDatabase(env, async (handle) => {
      const summary = await collectListings(handle.db, {
        dataDir: env.DATA_DIR,
        repo: opts.repo,
        file: opts.file,
        platform: opts.platform,
        cwd: process.cwd(),
        log: say,
      });
      say(collectListingsSummaryLine(summary));
    });
  });

program.parseAsync(process.argv).catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
