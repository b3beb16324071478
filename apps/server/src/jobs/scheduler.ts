// The only file that knows pg-boss: queues, the hourly schedule and the workers, in the same
// database as everything else (its own `pgboss` schema, which pg-boss creates and migrates
// itself). On the embedded default it shares the PGlite instance; on PostgreSQL it opens its own
// small pool, so N api and M worker processes can share the work.
import { PgBoss, fromPglite } from 'pg-boss';
import type { DatabaseHandle } from '@gitsignals/db';
import {
  SEND_DIGESTS_JOB,
  sendDigests,
  sendDigestsPayloadSchema,
  type SendDigestsDeps,
} from './send-digests.job';

/** Minute 5 of every hour, UTC: a day's digest goes out shortly after the day ends. */
export const DIGEST_CRON = '5 * * * *';

export interface JobsOptions {
  handle: DatabaseHandle;
  /** postgres://… when on PostgreSQL; pg-boss connects with it. */
  databaseUrl: string | undefined;
  digests: SendDigestsDeps;
  log: (
    level: 'info' | 'warn' | 'error',
    message: string,
    details?: Record<string, unknown>,
  ) => void;
}

export interface Jobs {
  /** Queues a digest run now (as the hourly schedule does); the worker picks it up. */
  runDigestsNow(): Promise<void>;
  stop(): Promise<void>;
}

function createBoss(handle: DatabaseHandle, databaseUrl: string | undefined): PgBoss {
  if (handle.kind === 'pglite') {
    if (!handle.pglite) throw new Error('the embedded database handle has no PGlite instance');
    return new PgBoss({ db: fromPglite(handle.pglite), backend: 'pglite' });
  }
  if (!databaseUrl) throw new Error('jobs on PostgreSQL need DATABASE_URL');
  return new PgBoss({ connectionString: databaseUrl, max: 3 });
}

/** Starts pg-boss, schedules the digest run hourly and works its queue until stop(). */
export async function startJobs(options: JobsOptions): Promise<Jobs> {
  const boss = createBoss(options.handle, options.databaseUrl);
  // pg-boss reports background failures (lost connection, maintenance) as events: log them, or
  // the EventEmitter would throw.
  boss.on('error', (err) => options.log('error', 'job queue error', { err: String(err) }));
  await boss.start();
  // One run at a time, queued or active: a run covers everyone due, a backlog adds nothing.
  await boss.createQueue(SEND_DIGESTS_JOB, {
    policy: 'exclusive',
    retryLimit: 3,
    retryDelay: 300,
    retryBackoff: true,
    expireInSeconds: 3600,
  });
  // After downtime, one run makes up for the missed hours.
  await boss.schedule(SEND_DIGESTS_JOB, DIGEST_CRON, {}, { tz: 'UTC', missed: 'once' });
  await boss.work(SEND_DIGESTS_JOB, async ([job]) => {
    const payload = sendDigestsPayloadSchema.parse(job?.data ?? {});
    const result = await sendDigests(options.digests, payload);
    if (result.failed.length > 0) {
      // Fails the job so pg-boss retries it; digests already sent are not sent again.
      throw new Error(`${result.failed.length} digest(s) not sent: ${result.failed[0]!.error}`);
    }
    return { sent: result.sent, empty: result.empty, skipped: result.skipped };
  });
  options.log('info', 'jobs running', { digests: DIGEST_CRON });
  return {
    runDigestsNow: async () => {
      await boss.send(SEND_DIGESTS_JOB, {});
    },
    stop: async () => {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
