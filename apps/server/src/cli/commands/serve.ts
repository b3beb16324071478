// `serve`: the web app, the API, the first-run demo import and the jobs, in the one process that
// owns the database (`api`, api.ts, is the same without the first-run import).
import type { Command } from 'commander';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '@gitsignals/db';
import { readEnv, type Env } from '../../env';
import { issueAdminToken } from '../../auth/admin-token';
import { buildApp } from '../../http/app';
import { startJobs, type Jobs } from '../../jobs/scheduler';
import type { Mailer } from '../../mail/mailer';
import { deferredInsightRuns, unavailableInsightRuns } from '../../use-cases/insights/insight-runs';
import { deferredAlertQueue, unavailableAlertQueue } from '../../use-cases/alerts/alert-queue';
import { deferredJobConsole } from '../../use-cases/admin/job-console';
import { demoImportDue, runRecentDemoImport } from '../../use-cases/operator-commands/index';
import { loadRegistryIfEmpty, registryLoadedLine } from '../../use-cases/demo-import/registry-only';
import { createCommandRunner, type CommandRunner } from '../../use-cases/operator-commands/runner';
import {
  appOptionsFor,
  jobsOptionsFor,
  mailerFor,
  operatorContextFor,
  pinoJobLog,
  systemClock,
} from '../../wiring';
import { openForCommand } from '../open-database';
import { progressHere, say } from '../output';
import { publicUrlPortWarning, recordServerUrl } from '../public-url';
import { refuseToStartOnFailedChecks } from '../start-checks';
import { onStopSignal } from '../stop-signal';

/**
 * The app and its jobs once they run: a stop before the app is built (during the first-run
 * import) closes the database itself; closing the app stops the jobs.
 */
type Built = { app?: FastifyInstance; jobs?: Jobs | undefined };

/** The address a CLI on this machine reaches this server at. */
function localUrl(env: Env, port: number): string {
  const loopback = ['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost'].includes(env.HOST);
  return `http://${loopback ? 'localhost' : env.HOST}:${port}`;
}

function closeOnStop(built: Built, handle: DatabaseHandle, mailer: Mailer): void {
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
}

const IMPORT_STARTS = {
  first: (days: number) =>
    `First run: importing the demo data (real Web3 repository history, replayed to end yesterday): the last ${days} days now, the older history in the background once the server is up…`,
  recent: () =>
    'The demo import did not finish last time (the server stopped during it): importing the recent days again, the rest in the background once the server is up…',
  history: () =>
    'The demo import did not finish last time (the server stopped during it): the rest of the history follows in the background…',
};

/**
 * Before the server listens: the demo import's recent phase when it is asked for and due
 * (ADR 035), else the registry alone into an empty database. Answers whether a demo import is
 * under way, whose history phase then follows in the background.
 */
async function fillEmptyDatabase(
  env: Env,
  handle: DatabaseHandle,
  mailer: Mailer,
  importDemo: boolean,
): Promise<boolean> {
  const importDue = importDemo ? await demoImportDue(handle) : null;
  if (!importDue) {
    const loaded = await loadRegistryIfEmpty(handle, env.DEMO_DATA_DIR);
    if (loaded) say(registryLoadedLine(loaded));
    return false;
  }
  say(IMPORT_STARTS[importDue](env.DEMO_RECENT_DAYS));
  if (importDue !== 'history') {
    await runRecentDemoImport(
      operatorContextFor(env, handle, mailer, { say, progress: progressHere(env) }),
    );
  }
  return true;
}

/**
 * The rest of the demo history, as the `import-demo` command run by this server: one command at
 * a time (a CLI's `--server` command meanwhile is told to wait), stopped cleanly with the server.
 */
function continueDemoImport(runner: CommandRunner): void {
  const started = runner.start('import-demo', {}, { echo: say });
  if ('refused' in started) say(`The demo history was not imported: ${started.refused.message}`);
  else say('Importing the rest of the demo history in the background (progress at /api/health)…');
}

/** Runs the operator commands a CLI hands to this server (`--server`). */
function commandRunnerFor(env: Env, handle: DatabaseHandle, mailer: Mailer, built: Built) {
  return createCommandRunner({
    context: (io) => operatorContextFor(env, handle, mailer, io),
    // What a command changed shows at once: the commands that write announce it themselves
    // (ADR 043); one more announcement when any command ends costs one emptied cache.
    onFinished: () => void handle.changes.announce(),
    log: (message, details) => built.app?.log.info(details, message),
    now: systemClock,
    progressIntervalMs: env.PROGRESS_INTERVAL_SECONDS * 1000,
  });
}

/**
 * The jobs of this process: the scheduled ones with RUN_JOBS, and users' insights runs (asked for
 * here, run here on the embedded database). A failure to start them leaves the app up.
 */
async function startJobsHere(
  env: Env,
  app: FastifyInstance,
  handle: DatabaseHandle,
  mailer: Mailer,
): Promise<Jobs | undefined> {
  const options = jobsOptionsFor(env, handle, mailer, pinoJobLog(app.log), env.RUN_JOBS);
  return startJobs(options).catch((err: unknown) => {
    app.log.error(
      { err },
      'jobs did not start; the daily run, e-mail digests and insights runs are off',
    );
    return undefined;
  });
}

export async function serve(env: Env, options: { importOnFirstRun: boolean }): Promise<void> {
  const command = options.importOnFirstRun ? 'serve' : 'api';
  await refuseToStartOnFailedChecks(env);
  const handle = await openForCommand(env, command, { canDelegate: false, say });
  const mailer = mailerFor(env, handle);
  const built: Built = {};
  closeOnStop(built, handle, mailer);
  const importDemo = options.importOnFirstRun && env.IMPORT_DEMO;
  const importing = await fillEmptyDatabase(env, handle, mailer, importDemo);
  const runner = commandRunnerFor(env, handle, mailer, built);
  const token = issueAdminToken(env.DATA_DIR);
  // Profiles saved before the jobs have started are queued once they have.
  const insightRuns = deferredInsightRuns();
  const jobConsole = deferredJobConsole();
  // Test alerts sent before the jobs have started are queued once they have.
  const alertQueue = deferredAlertQueue();
  const app = await buildApp(
    appOptionsFor(env, handle, mailer, { runner, token }, insightRuns, jobConsole, alertQueue),
  );
  built.app = app;
  app.addHook('onClose', async () => {
    await runner.stop();
    await built.jobs?.stop();
    await handle.close();
    mailer.close();
  });
  await app.listen({ port: env.PORT, host: env.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  handle.lock?.setUrl(localUrl(env, port));
  await recordServerUrl(handle, env, port);
  const portWarning = publicUrlPortWarning(env, port);
  if (portWarning) say(`Warning: ${portWarning}`);
  built.jobs = await startJobsHere(env, app, handle, mailer);
  await insightRuns.attach(built.jobs?.insightRuns ?? unavailableInsightRuns);
  if (built.jobs) jobConsole.attach(built.jobs.console);
  await alertQueue.attach(built.jobs?.alerts ?? unavailableAlertQueue);
  say(
    `GitSignals is running at http://localhost:${port} (API docs: http://localhost:${port}/api/docs, database: ${handle.kind})`,
  );
  if (importing) continueDemoImport(runner);
}

export function registerServe(program: Command): void {
  program
    .command('serve')
    .description('migrate, import the demo data on first run, and serve the web app and API')
    .action(async () => serve(readEnv(), { importOnFirstRun: true }));
}
