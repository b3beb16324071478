// The console's jobs screen: counts per queue, the failed jobs, the last daily run with each
// project's outcome; one job's state (to follow "Collect now"), and a retry of a failed job.
import { conflict, notFound } from '../errors';
import type { JobConsole } from './job-console';
import { queueUnavailable } from './repositories';

/** Failed jobs the screen lists, newest first. */
export const FAILED_JOBS_SHOWN = 50;

export async function jobsOverview(deps: { jobs: JobConsole }) {
  if (!deps.jobs.available) throw queueUnavailable();
  const [queues, failed, lastDailyRun] = await Promise.all([
    deps.jobs.counts(),
    deps.jobs.failed(FAILED_JOBS_SHOWN),
    deps.jobs.lastDailyRun(),
  ]);
  return { queues, failed, lastDailyRun };
}

export async function jobState(deps: { jobs: JobConsole }, input: { queue: string; id: string }) {
  if (!deps.jobs.available) throw queueUnavailable();
  const job = await deps.jobs.job(input.queue, input.id);
  if (!job) throw notFound(`No job ${input.id} in the queue ${input.queue}`);
  return job;
}

/** Sends a failed job back to its queue; answers it as it is now (waiting). */
export async function retryJob(deps: { jobs: JobConsole }, input: { queue: string; id: string }) {
  if (!deps.jobs.available) throw queueUnavailable();
  const answer = await deps.jobs.retry(input.queue, input.id);
  if (answer === 'not_found') throw notFound(`No job ${input.id} in the queue ${input.queue}`);
  if (answer === 'not_failed') throw conflict('not_failed', 'Only a failed job can be retried');
  return jobState(deps, input);
}
