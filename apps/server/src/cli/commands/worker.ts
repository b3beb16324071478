// `worker`: the scheduled jobs only (daily collect → analyse, e-mail digests, insights), no HTTP
// server; several share the queues on PostgreSQL.
import type { Command } from 'commander';
import { readEnv, type Env } from '../../env';
import { startJobs } from '../../jobs/scheduler';
import { jobLogFor, jobsOptionsFor, mailerFor } from '../../wiring';
import { openForCommand } from '../open-database';
import { say } from '../output';
import { withServerUrl } from '../public-url';
import { loadRegistryIfEmpty, registryLoadedLine } from '../../use-cases/demo-import/registry-only';
import { exitCodeOf, onStopSignal } from '../stop-signal';

async function worker(configured: Env): Promise<void> {
  const handle = await openForCommand(configured, 'worker', { canDelegate: false, say });
  // Links in the digests this worker sends lead where the server is (PUBLIC_URL, or its record).
  const env = await withServerUrl(configured, handle, say);
  const loaded = await loadRegistryIfEmpty(handle, env.DEMO_DATA_DIR);
  if (loaded) say(registryLoadedLine(loaded));
  const mailer = mailerFor(env, handle);
  const jobs = await startJobs(jobsOptionsFor(env, handle, mailer, jobLogFor(env)));
  say(
    `GitSignals worker is running the daily collect → analyse run (${env.DAILY_RUN_CRON} UTC), the e-mail digests and the Agent Hub's insights runs (Ctrl-C to stop).`,
  );
  onStopSignal(async (signal) => {
    await jobs.stop();
    await handle.close();
    mailer.close();
    return exitCodeOf(signal);
  });
}

export function registerWorker(program: Command): void {
  program
    .command('worker')
    .description(
      'run the scheduled jobs only (daily collect → analyse, e-mail digests), no HTTP server; start several on PostgreSQL to share the work',
    )
    .action(async () => worker(readEnv()));
}
