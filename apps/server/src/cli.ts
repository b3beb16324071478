// Entry point: `serve` (API + web + first-run demo import + jobs), `api`, `worker` (jobs only),
// `migrate`, `db:restore`, and the operator commands (use-cases/operator-commands): `import-demo`,
// `collect`, `analyse`, `import-contacts`, `import-listings`, `collect-listings`, `send-digests`,
// `insights`, `db:backup`. An operator command runs here, or with `--server URL` inside the running
// server that holds the embedded database.
import { Command } from 'commander';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '@gitsignals/db';
import { readEnv, type Env } from './env';
import { createProgress } from './reporting/progress';
import { openForCommand } from './cli/open-database';
import { operatorFlags } from './cli/operator-flags';
import { CliError, runOnServer } from './cli/remote-command';
import { restoreDatabase } from './cli/restore-database';
import { buildApp } from './http/app';
import { insightsTestConfigOf } from './insights-test/models';
import { resolveAuthSecret } from './auth/secret';
import { issueAdminToken } from './auth/admin-token';
import { startJobs, type Jobs } from './jobs/scheduler';
import {
  argumentProblems,
  demoImportDue,
  importDemoData,
  operatorCommands,
  type OperatorCommand,
  type OperatorContext,
} from './use-cases/operator-commands/index';
import { createCommandRunner } from './use-cases/operator-commands/runner';
import {
  digestDepsFor,
  insightsFor,
  jobLogFor,
  mailerFor,
  pinoJobLog,
  pipelineFor,
  publicUrlOf,
} from './wiring';
import type { Mailer } from './mail/mailer';

const VERSION = '0.1.0';

function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

const progressHere = (env: Env) => () =>
  createProgress({
    interactive: Boolean(process.stdout.isTTY),
    log: say,
    intervalMs: env.PROGRESS_INTERVAL_SECONDS * 1000,
  });

/** Set once a stop signal arrived: the work it interrupts may fail, and that is no error to report. */
let stopRequested = false;

/** A launcher (npm, tsx) passes a terminal's Ctrl-C on too: the same signal again this soon is it. */
const SIGNAL_ECHO_MS = 1000;

/**
 * On the first SIGINT or SIGTERM, `stop` closes the database cleanly (committed work checkpointed,
 * the lock released) and the process ends with the code it answers; a second signal (not the
 * launcher's echo of the first) ends it at once.
 */
function onStopSignal(stop: (signal: NodeJS.Signals) => Promise<number>): void {
  let firstAt: number | undefined;
  const handler = (signal: NodeJS.Signals) => {
    if (firstAt !== undefined) {
      if (Date.now() - firstAt > SIGNAL_ECHO_MS) process.exit(signal === 'SIGINT' ? 130 : 143);
      return;
    }
    firstAt = Date.now();
    stopRequested = true;
    stop(signal).then(
      (code) => process.exit(code),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}

const exitCodeOf = (signal: NodeJS.Signals) => (signal === 'SIGINT' ? 130 : 143);

/** The address a CLI on this machine reaches this server at. */
function localUrl(env: Env, port: number): string {
  const loopback = ['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost'].includes(env.HOST);
  return `http://${loopback ? 'localhost' : env.HOST}:${port}`;
}

function contextFor(
  env: Env,
  handle: DatabaseHandle,
  mailer: Mailer,
  io: Pick<OperatorContext, 'say' | 'progress'>,
): OperatorContext {
  return { env, handle, mailer, ...io, now: () => new Date() };
}

async function serve(env: Env, options: { importOnFirstRun: boolean }): Promise<void> {
  const command = options.importOnFirstRun ? 'serve' : 'api';
  const handle = await openForCommand(env, command, { canDelegate: false, say });
  const mailer = mailerFor(env);
  // The app once it is built: a stop before that (during the first-run import) closes the database.
  const built: { app?: FastifyInstance } = {};
  onStopSignal(async (signal) => {
    // Requests in flight and running jobs get their time; past this the process ends anyway.
    setTimeout(() => process.exit(1), 30_000).unref();
    if (built.app) {
      built.app.log.info({ signal }, 'shutting down');
      await built.app.close();
    } else {
      await handle.close();
      mailer.close();
    }
    say('GitSignals stopped; the database was closed cleanly.');
    return 0;
  });
  const importDue =
    options.importOnFirstRun && !env.SKIP_DEMO_IMPORT ? await demoImportDue(handle) : null;
  if (importDue) {
    say(
      importDue === 'first'
        ? 'First run: importing the demo data (real Web3 repository history, replayed to end yesterday)…'
        : 'The demo import did not finish last time (the server stopped during it): importing the rest…',
    );
    await importDemoData(contextFor(env, handle, mailer, { say, progress: progressHere(env) }));
  }
  const runner = createCommandRunner({
    context: (io) => contextFor(env, handle, mailer, io),
    onFinished: () => {
      // What a command changed shows at once, not when the cached totals expire.
      built.app?.deps.feedCounts.clear();
      built.app?.deps.personalFeedCounts.clear();
    },
    log: (message, details) => built.app?.log.info(details, message),
    progressIntervalMs: env.PROGRESS_INTERVAL_SECONDS * 1000,
  });
  const app = await buildApp({
    db: handle.db,
    databaseKind: handle.kind,
    ping: handle.ping,
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
    mailer,
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
    operatorCommands: { runner, token: issueAdminToken(env.DATA_DIR) },
  });
  built.app = app;
  let jobs: Jobs | undefined;
  app.addHook('onClose', async () => {
    await jobs?.stop();
    await handle.close();
    mailer.close();
  });
  await app.listen({ port: env.PORT, host: env.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  handle.lock?.setUrl(localUrl(env, port));
  if (env.RUN_JOBS) {
    jobs = await startJobs({
      handle,
      databaseUrl: env.DATABASE_URL,
      digests: digestDepsFor(env, handle, mailer, pinoJobLog(app.log)),
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

async function worker(env: Env): Promise<void> {
  const log = jobLogFor(env);
  const mailer = mailerFor(env);
  const handle = await openForCommand(env, 'worker', { canDelegate: false, say });
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
  onStopSignal(async (signal) => {
    await jobs.stop();
    await handle.close();
    mailer.close();
    return exitCodeOf(signal);
  });
}

/** Runs an operator command in this process, on the database it opens (and locks). */
async function runHere(env: Env, command: OperatorCommand, args: unknown): Promise<number> {
  const handle = await openForCommand(env, command.name, { canDelegate: true, say });
  const mailer = mailerFor(env);
  onStopSignal(async (signal) => {
    say('Stopping: closing the database cleanly (a second Ctrl-C stops at once)…');
    await handle.close();
    return exitCodeOf(signal);
  });
  try {
    return await command.run(
      contextFor(env, handle, mailer, { say, progress: progressHere(env) }),
      args,
    );
  } finally {
    mailer.close();
    await handle.close();
  }
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
  .action(async () => worker(readEnv()));

program
  .command('migrate')
  .description('apply database migrations (an embedded database with data is backed up first)')
  .action(async () => {
    const handle = await openForCommand(readEnv(), 'migrate', { canDelegate: false, say });
    await handle.close();
    say('Database is up to date.');
  });

program
  .command('db:restore')
  .description(
    'replace the embedded database with a backup (db:backup, or one taken before a migration); the current one is kept aside',
  )
  .argument('<file>', 'a backup file (.tar.gz)')
  .action(async (file: string) => {
    process.exitCode = await restoreDatabase(readEnv(), file, say);
  });

for (const command of operatorCommands) {
  const flags = operatorFlags[command.name];
  if (!flags) throw new Error(`the operator command ${command.name} has no CLI flags`);
  flags
    .define(program.command(command.name).description(command.description))
    .option(
      '--server <url>',
      'run it inside the running server at this address (the one that holds DATA_DIR), e.g. http://localhost:3000',
    )
    .action(async (options: Record<string, unknown>) => {
      const env = readEnv();
      const raw = Object.fromEntries(
        Object.entries(await flags.toArgs(options)).filter(([, v]) => v !== undefined),
      );
      const parsed = command.args.safeParse(raw);
      if (!parsed.success) throw new CliError(`${command.name}: ${argumentProblems(parsed.error)}`);
      process.exitCode =
        typeof options.server === 'string'
          ? await runOnServer({
              server: options.server,
              dataDir: env.DATA_DIR,
              command: command.name,
              args: raw,
              say,
            })
          : await runHere(env, command, parsed.data);
    });
}

program.parseAsync(process.argv).catch((err: unknown) => {
  // A stop closes the database under the work it interrupts; the stop ends the process itself.
  if (stopRequested) return;
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
