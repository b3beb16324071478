// `worker`: the scheduled jobs only (daily collect → analyse, e-mail digests, insights), no HTTP
// server; several share the queues on PostgreSQL.
import type { Command } from 'commander';
import { readEnv, type Env } from '../../env';
import { startJobs } from '../../jobs/scheduler';
import { jobLogFor, jobsOptionsFor, mailerFor } from '../../wiring';
import { openForCommand } from '../open-database';
import { say } from '../output';
import { exitCodeOf, onStopSignal } from '../stop-signal';

async function worker(env: Env): Promise<void> {
  const mailer = mailerFor(env);
  const handle = await openForCommand(env, 'worker', { canDelegate: false, say });
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
