// Entry point: `serve` (API + web + first-run demo import), `api`, `migrate`, `import-demo`, `analyse`.
import { Command } from 'commander';
import {
  migrateDatabase,
  openDatabase,
  databaseIsEmpty,
  type DatabaseHandle,
} from '@gitsignals/db';
import { readEnv, type Env } from './env';
import { createProgress } from './cli/progress';
import { importDemo } from './collectors/demo/import-demo';
import { analyseFeed, analyseFeedPayloadSchema } from './jobs/analyse-feed.job';
import { buildApp } from './http/app';
import { resolveAuthSecret } from './auth/secret';
import { createMailer } from './mail/mailer';
import path from 'node:path';

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

function progressFor() {
  return createProgress({ interactive: Boolean(process.stdout.isTTY), log: say });
}

async function runImport(env: Env, handle: DatabaseHandle): Promise<void> {
  const started = Date.now();
  const imported = await importDemo(handle.db, env.DEMO_DATA_DIR, new Date(), progressFor());
  const analysed = await analyseFeed(handle.db, {}, progressFor());
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
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
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
    mailer: createMailer({
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      outboxDir: path.join(env.DATA_DIR, 'outbox'),
    }),
  });
  app.addHook('onClose', async () => {
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
      await analyseFeed(handle.db, payload, progressFor());
    });
  });

program.parseAsync(process.argv).catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
