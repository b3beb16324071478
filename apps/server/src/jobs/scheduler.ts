// The only file that knows pg-boss: queues, schedules and workers, in the same database as
// everything else (its own `pgboss` schema, which pg-boss creates and migrates itself). On the
// embedded default it shares the PGlite instance; on PostgreSQL it opens its own small pool, so
// N api and M worker processes share the work: each job is fetched by exactly one of them.
// Every job sends heartbeats, so a job whose process died is retried elsewhere within about a
// minute and a half (docs/decisions/019-job-heartbeats-and-retries.md).
import { PgBoss, fromPglite, type Queue } from 'pg-boss';
import type { DatabaseHandle } from '@gitsignals/db';
import type { SendDigestsDeps } from '../use-cases/digests/send-digests';
import type { GenerateInsightsResult } from '../use-cases/insights/generate-insights';
import type { InsightRunQueue } from '../use-cases/insights/insight-runs';
import type { CollectOutcome } from '../use-cases/daily-run/daily-run';
import {
  analyseLine,
  collectFailureLines,
  collectLine,
  dailyRunLine,
  digestsLine,
  failedLine,
  insightsLine,
} from './job-lines';
import type { JobConsole } from '../use-cases/admin/job-console';
import type { AlertQueue } from '../use-cases/alerts/alert-queue';
import type { AlertDeliveryDeps } from '../use-cases/alerts/deps';
import {
  ALERTS_DAILY_CRON,
  ALERTS_DAILY_JOB,
  ALERTS_DELIVER_JOB,
  ALERTS_MATCH_JOB,
  DELIVERY_RETRY_DELAY_MAX_SECONDS,
  DELIVERY_RETRY_DELAY_SECONDS,
  DELIVERY_RETRY_LIMIT,
  MATCH_BATCH,
  runAlertsDailyJob,
  runAlertsDeliverJob,
  runAlertsMatchJob,
} from './alert-deliveries.job';
import { createJobConsole } from './job-console';
import { SEND_DIGESTS_JOB, runSendDigestsJob } from './send-digests.job';
import {
  ANALYSE_PROJECT_JOB,
  COLLECT_BULK_JOB,
  COLLECT_PROJECT_JOB,
  DAILY_RUN_JOB,
  analyseProjectPayloadSchema,
  collectProjectPayloadSchema,
  type DailyRunOutput,
  type PipelineSteps,
} from './pipeline';
import {
  GENERATE_INSIGHTS_JOB,
  USER_INSIGHTS_JOB,
  generateInsightsPayloadSchema,
  runStateOf,
  userInsightsPayloadSchema,
  type GenerateInsightsPayload,
} from './generate-insights.job';

/** Minute 5 of every hour, UTC: a day's digest goes out shortly after the day ends. */
export const DIGEST_CRON = '5 * * * *';

/**
 * A running job's worker refreshes its heartbeat every half of this; a job whose heartbeat is
 * this late is taken for lost (its process was killed or its machine died) and failed into a
 * retry. It also bounds how long the event loop may block (half of it: 15 s) before a live job is
 * taken for lost; the longest block measured in a collect or analysis is about 2 s.
 */
export const HEARTBEAT_SECONDS = 30;
/** How often each process's pg-boss supervisor looks for lost heartbeats and expired jobs. */
export const SUPERVISE_SECONDS = 15;
/**
 * The first retry of a failed or lost job waits 1–2 times this, each further one twice as long
 * (at most an hour). With the heartbeat and the supervisor, a killed worker's job starts again
 * elsewhere at most 30 + 15 + 30 s + one poll (2 s) after the kill: 77 s.
 */
export const RETRY_DELAY_SECONDS = 15;
/** Six retries reach 16–32 minutes after the first failure; a failed run is picked up by the next. */
const RETRY_LIMIT = 6;
const RETRY_DELAY_MAX_SECONDS = 3600;

export interface JobsOptions {
  handle: DatabaseHandle;
  /** postgres://… when on PostgreSQL; pg-boss connects with it. */
  databaseUrl: string | undefined;
  /** The hourly e-mail digests; absent: this process runs no scheduled job (RUN_JOBS=false). */
  digests?: SendDigestsDeps;
  /** The daily collect → analyse pipeline; absent: only digests run. */
  pipeline?: {
    steps: PipelineSteps;
    /** Cron (UTC) of the daily run. */
    dailyCron: string;
    /** Collect/analyse jobs this process runs at once. */
    concurrency: number;
    /** First retry delay of a failed collect/analysis (doubles each time); default 15 s. */
    retryDelaySeconds?: number;
    /** How often idle workers look for jobs; default 2 s. */
    pollingSeconds?: number;
    /** Retries of a failed collect/analysis before it stays failed; default 6 (tests: fewer). */
    retryLimit?: number;
  };
  /**
   * Agent Hub insights, run after the daily pipeline: each daily run and each finished analysis
   * asks for a run `delaySeconds` later (default 120); while one waits, more asks add nothing, so
   * a burst of analyses is followed by one run (and one more if analyses end during it).
   */
  insights?: {
    run: (payload: GenerateInsightsPayload) => Promise<GenerateInsightsResult>;
    delaySeconds?: number;
  };
  /**
   * One user's insights, asked for when they save a profile (Jobs.insightRuns). Present: this
   * process runs them; every process can ask for them. The embedded database's one process must
   * run them whatever RUN_JOBS says: no other process can.
   */
  userInsights?: {
    run: (payload: GenerateInsightsPayload) => Promise<GenerateInsightsResult>;
    /** How often an idle worker looks for a run; default 2 s. */
    pollingSeconds?: number;
  };
  /**
   * Alert rules (ADR 060): present, this process matches analysed items against them and makes
   * the deliveries; every process can queue deliveries (Jobs.alerts).
   */
  alerts?: {
    deps: Omit<AlertDeliveryDeps, 'queue'>;
    /** Queue the daily rules' deliveries every hour (the scheduled processes); default true. */
    daily?: boolean;
    /** First retry delay of a failed delivery (doubles each time); default 30 s (tests: 1). */
    retryDelaySeconds?: number;
    /** How often idle workers look for deliveries; default 2 s. */
    pollingSeconds?: number;
  };
  log: (
    level: 'info' | 'warn' | 'error',
    message: string,
    details?: Record<string, unknown>,
  ) => void;
}

export interface Jobs {
  /** Queues a digest run now (as the hourly schedule does); the worker picks it up. */
  runDigestsNow(): Promise<void>;
  /** Queues the daily run now: every project to collect gets a collect job, then an analyse job. */
  runDailyNow(): Promise<void>;
  /** Queues an insights run now (for these users, or everyone); false when one is already queued. */
  runInsightsNow(userIds?: string[]): Promise<boolean>;
  /** Queues an analysis of one project (on demand); false when one is already queued. */
  requestAnalysis(projectSlug: string, since?: string): Promise<boolean>;
  /** One user's insights runs: ask for one (one waits at most per user), read their state. */
  insightRuns: InsightRunQueue;
  /** The queues as the operators' console reads and drives them. */
  console: JobConsole;
  /** Alert deliveries: queue attempts of recorded ones (a test send). */
  alerts: AlertQueue;
  /** Queues matching these feed items against the instant alert rules (after an analysis). */
  matchAlerts(itemIds: string[]): Promise<void>;
  stop(): Promise<void>;
}

function createBoss(handle: DatabaseHandle, databaseUrl: string | undefined): PgBoss {
  // pg-boss checks for lost heartbeats once a minute by default: with a 30 s heartbeat a killed
  // worker's job would wait up to 90 s before its retry was even scheduled.
  const supervision = {
    superviseIntervalSeconds: SUPERVISE_SECONDS,
    monitorIntervalSeconds: SUPERVISE_SECONDS,
  };
  if (handle.kind === 'pglite') {
    if (!handle.pglite) throw new Error('the embedded database handle has no PGlite instance');
    return new PgBoss({ db: fromPglite(handle.pglite), backend: 'pglite', ...supervision });
  }
  if (!databaseUrl) throw new Error('jobs on PostgreSQL need DATABASE_URL');
  return new PgBoss({ connectionString: databaseUrl, max: 3, ...supervision });
}

type QueueSettings = Omit<Queue, 'name'> & Required<Pick<Queue, 'policy'>>;

/** Every queue: retried with back-off, and a heartbeat so a dead worker's job is retried soon. */
function queueSettings(
  policy: QueueSettings['policy'],
  extra: Omit<QueueSettings, 'policy'> = {},
): QueueSettings {
  return {
    policy,
    retryLimit: RETRY_LIMIT,
    retryDelay: RETRY_DELAY_SECONDS,
    retryBackoff: true,
    retryDelayMax: RETRY_DELAY_MAX_SECONDS,
    heartbeatSeconds: HEARTBEAT_SECONDS,
    ...extra,
  };
}

/**
 * Creates the queue, or brings one an earlier version created up to date: createQueue leaves an
 * existing queue as it was, and queues made before heartbeats would keep a killed worker's jobs
 * `active` until they expire (two hours). The policy cannot change after creation.
 */
async function ensureQueue(boss: PgBoss, name: string, settings: QueueSettings): Promise<void> {
  await boss.createQueue(name, settings);
  const { policy: _policy, ...changeable } = settings;
  await boss.updateQueue(name, changeable);
}

/** Starts pg-boss, schedules the digest run hourly and works its queue until stop(). */
export async function startJobs(options: JobsOptions): Promise<Jobs> {
  const boss = createBoss(options.handle, options.databaseUrl);
  // pg-boss reports background failures (lost connection, maintenance) as events: log them, or
  // the EventEmitter would throw.
  boss.on('error', (err) => options.log('error', 'job queue error', { err: String(err) }));
  await boss.start();
  if (options.digests) await startDigests(boss, options.digests, options.log);
  const insightRuns = await startUserInsights(boss, options.userInsights, options.log);
  const askForInsights = options.insights
    ? await startInsights(boss, options.insights, options.log)
    : async () => undefined;
  const alerts = await startAlerts(boss, options.alerts, options.log);
  if (options.pipeline) {
    await startPipeline(boss, options.pipeline, options.log, askForInsights, alerts.match);
  }
  // A process that works no pipeline (RUN_JOBS=false) may still queue a collect for the console.
  let collectQueueReady = options.pipeline !== undefined;
  const jobConsole = createJobConsole(boss, async () => {
    if (collectQueueReady) return;
    if (!(await boss.getQueue(COLLECT_PROJECT_JOB))) {
      await boss.createQueue(COLLECT_PROJECT_JOB, projectQueue(RETRY_DELAY_SECONDS));
    }
    collectQueueReady = true;
  });
  options.log('info', 'jobs running', {
    digests: options.digests ? DIGEST_CRON : 'off',
    dailyRun: options.pipeline?.dailyCron ?? 'off',
    userInsights: options.userInsights ? 'here' : 'elsewhere',
  });
  return {
    runDigestsNow: async () => {
      await boss.send(SEND_DIGESTS_JOB, {});
    },
    runDailyNow: async () => {
      await boss.send(DAILY_RUN_JOB, {});
    },
    runInsightsNow: async (userIds) =>
      (await boss.send(GENERATE_INSIGHTS_JOB, userIds ? { userIds } : {})) !== null,
    requestAnalysis: async (projectSlug, since) =>
      (await boss.send(
        ANALYSE_PROJECT_JOB,
        { projectSlug, since },
        { singletonKey: projectSlug },
      )) !== null,
    insightRuns,
    console: jobConsole,
    alerts: alerts.queue,
    matchAlerts: alerts.match,
    stop: async () => {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}

async function startDigests(
  boss: PgBoss,
  digests: SendDigestsDeps,
  log: JobsOptions['log'],
): Promise<void> {
  // One run at a time, queued or active: a run covers everyone due, a backlog adds nothing.
  await ensureQueue(boss, SEND_DIGESTS_JOB, queueSettings('exclusive', { expireInSeconds: 3600 }));
  // After downtime, one run makes up for the missed hours.
  await boss.schedule(SEND_DIGESTS_JOB, DIGEST_CRON, {}, { tz: 'UTC', missed: 'once' });
  await boss.work(SEND_DIGESTS_JOB, async ([job]) =>
    logged(
      log,
      SEND_DIGESTS_JOB,
      undefined,
      () => runSendDigestsJob(digests, job?.data),
      (result, ms) =>
        log('info', digestsLine(SEND_DIGESTS_JOB, result, ms), {
          queue: SEND_DIGESTS_JOB,
          ms: Math.round(ms),
          ...result,
        }),
    ),
  );
}

/**
 * A user's run is asked for while they wait on the page: two quick retries rather than six over
 * half an hour, so a failure shows within about a minute instead of "Preparing" for that long.
 */
const USER_RUN_RETRIES = 2;
/** The first retry waits 5–10 s, the second 10 s. */
const USER_RUN_RETRY_DELAY_SECONDS = 5;
const USER_RUN_RETRY_DELAY_MAX_SECONDS = 10;

/** Creates the per-user insights queue (worked here when `run` is given); answers its port. */
async function startUserInsights(
  boss: PgBoss,
  userInsights: JobsOptions['userInsights'],
  log: JobsOptions['log'],
): Promise<InsightRunQueue> {
  // `stately` keyed by the user: one run waiting and one running per user, so saves in a row
  // add one run; a save while a run is under way queues the one that reads the new answers.
  await ensureQueue(
    boss,
    USER_INSIGHTS_JOB,
    queueSettings('stately', {
      retryLimit: USER_RUN_RETRIES,
      retryDelay: USER_RUN_RETRY_DELAY_SECONDS,
      retryDelayMax: USER_RUN_RETRY_DELAY_MAX_SECONDS,
      expireInSeconds: 15 * 60,
    }),
  );
  if (userInsights) {
    const work = { pollingIntervalSeconds: userInsights.pollingSeconds ?? 2 };
    await boss.work(USER_INSIGHTS_JOB, work, async ([job]) => {
      const { userId } = userInsightsPayloadSchema.parse(job?.data);
      return logged(
        log,
        USER_INSIGHTS_JOB,
        undefined,
        () => userInsights.run({ userIds: [userId] }),
        (result, ms) =>
          log('info', insightsLine(USER_INSIGHTS_JOB, result, ms), {
            queue: USER_INSIGHTS_JOB,
            userId,
            ms: Math.round(ms),
            ...result,
          }),
      );
    });
  }
  return {
    request: async (userId) => {
      await boss.send(USER_INSIGHTS_JOB, { userId }, { singletonKey: userId });
    },
    state: async (userId) => runStateOf(await boss.findJobs(USER_INSIGHTS_JOB, { key: userId })),
  };
}

/**
 * The alert queues (ADR 060), created by every process so any can queue a delivery; worked here
 * when `alerts` is given. Answers the delivery port and the function that queues a match.
 */
async function startAlerts(
  boss: PgBoss,
  alerts: JobsOptions['alerts'],
  log: JobsOptions['log'],
): Promise<{ queue: AlertQueue; match: (itemIds: string[]) => Promise<void> }> {
  const retryDelay = alerts?.retryDelaySeconds ?? DELIVERY_RETRY_DELAY_SECONDS;
  await ensureQueue(boss, ALERTS_MATCH_JOB, queueSettings('standard', { expireInSeconds: 3600 }));
  await ensureQueue(
    boss,
    ALERTS_DELIVER_JOB,
    queueSettings('standard', {
      retryLimit: DELIVERY_RETRY_LIMIT,
      retryDelay,
      retryDelayMax: DELIVERY_RETRY_DELAY_MAX_SECONDS,
      // A channel answers within its own 5 s timeout; the margin covers e-mail over SMTP.
      expireInSeconds: 5 * 60,
      // Kept a day past the retries, so the console can show what happened.
      retentionSeconds: 2 * 24 * 3600,
    }),
  );
  const queue: AlertQueue = {
    deliver: async (deliveryIds) => {
      if (deliveryIds.length === 0) return;
      await boss.insert(
        ALERTS_DELIVER_JOB,
        deliveryIds.map((deliveryId) => ({ data: { deliveryId } })),
      );
    },
  };
  const match = async (itemIds: string[]) => {
    for (let start = 0; start < itemIds.length; start += MATCH_BATCH) {
      await boss.send(ALERTS_MATCH_JOB, { itemIds: itemIds.slice(start, start + MATCH_BATCH) });
    }
  };
  if (!alerts) return { queue, match };
  const deps = { ...alerts.deps, queue };
  const work = { pollingIntervalSeconds: alerts.pollingSeconds ?? 2 };
  await boss.work(ALERTS_MATCH_JOB, work, async ([job]) =>
    logged(
      log,
      ALERTS_MATCH_JOB,
      undefined,
      () => runAlertsMatchJob(deps, job?.data),
      (result, ms) =>
        log('info', alertsLine(ALERTS_MATCH_JOB, `${result.queued} deliveries queued`, ms), {
          queue: ALERTS_MATCH_JOB,
          ms: Math.round(ms),
          ...result,
        }),
    ),
  );
  await boss.work(ALERTS_DELIVER_JOB, { ...work, includeMetadata: true }, async ([job]) =>
    logged(
      log,
      ALERTS_DELIVER_JOB,
      undefined,
      () => runAlertsDeliverJob(deps, job?.data, (job?.retryCount ?? 0) >= (job?.retryLimit ?? 0)),
      (result, ms) =>
        log('info', alertsLine(ALERTS_DELIVER_JOB, `${result.deliveryId} ${result.outcome}`, ms), {
          queue: ALERTS_DELIVER_JOB,
          ms: Math.round(ms),
          ...result,
        }),
    ),
  );
  if (alerts.daily ?? true) {
    await ensureQueue(
      boss,
      ALERTS_DAILY_JOB,
      queueSettings('exclusive', { expireInSeconds: 3600 }),
    );
    await boss.schedule(ALERTS_DAILY_JOB, ALERTS_DAILY_CRON, {}, { tz: 'UTC', missed: 'once' });
    await boss.work(ALERTS_DAILY_JOB, async () =>
      logged(
        log,
        ALERTS_DAILY_JOB,
        undefined,
        () => runAlertsDailyJob(deps),
        (result, ms) =>
          log(
            'info',
            alertsLine(ALERTS_DAILY_JOB, `${result.queued} deliveries for ${result.day}`, ms),
            {
              queue: ALERTS_DAILY_JOB,
              ms: Math.round(ms),
              ...result,
            },
          ),
      ),
    );
  }
  return { queue, match };
}

/** `alerts.deliver: <what>, 0.2 s`, like the other jobs' lines. */
const alertsLine = (queue: string, what: string, ms: number) =>
  `${queue}: ${what}, ${(ms / 1000).toFixed(1)} s`;

// Per-project jobs are `stately` with the slug as key: at most one queued and one running per
// project, so a second daily run (or a second scheduler) adds nothing that is already waiting.
// The two hours bound a job that hangs in a live process (its heartbeat keeps flowing).
const projectQueue = (retryDelay: number, retryLimit = RETRY_LIMIT) =>
  queueSettings('stately', { retryDelay, retryLimit, expireInSeconds: 2 * 3600 });

/** Default wait between the last ask (a daily run, a finished analysis) and the insights run. */
export const INSIGHTS_DELAY_SECONDS = 120;

/** Creates and works the insights queue; answers the function that asks for a run. */
async function startInsights(
  boss: PgBoss,
  insights: NonNullable<JobsOptions['insights']>,
  log: JobsOptions['log'],
): Promise<() => Promise<void>> {
  // One waiting and one running at most: asks while a run waits are folded into it.
  await ensureQueue(
    boss,
    GENERATE_INSIGHTS_JOB,
    queueSettings('stately', { expireInSeconds: 2 * 3600 }),
  );
  await boss.work(GENERATE_INSIGHTS_JOB, async ([job]) => {
    const payload = generateInsightsPayloadSchema.parse(job?.data ?? {});
    return logged(
      log,
      GENERATE_INSIGHTS_JOB,
      undefined,
      () => insights.run(payload),
      (result, ms) =>
        log('info', insightsLine(GENERATE_INSIGHTS_JOB, result, ms), {
          queue: GENERATE_INSIGHTS_JOB,
          ms: Math.round(ms),
          ...result,
        }),
    );
  });
  const delay = insights.delaySeconds ?? INSIGHTS_DELAY_SECONDS;
  return async () => {
    await boss.send(GENERATE_INSIGHTS_JOB, {}, { startAfter: delay });
  };
}

/**
 * Runs one job's work and writes its one line: what it did (info, plus a warn line per
 * repository it could not read) or why it failed (error; the queue retries it).
 */
async function logged<T>(
  log: JobsOptions['log'],
  queue: string,
  subject: string | undefined,
  work: () => Promise<T>,
  done: (outcome: T, ms: number) => void,
): Promise<T> {
  const started = performance.now();
  try {
    const outcome = await work();
    done(outcome, performance.now() - started);
    return outcome;
  } catch (err) {
    const ms = performance.now() - started;
    log('error', failedLine(queue, subject, err, ms), {
      queue,
      ...(subject ? { project: subject } : {}),
      ms: Math.round(ms),
      err: String(err),
    });
    throw err;
  }
}

async function startPipeline(
  boss: PgBoss,
  pipeline: NonNullable<JobsOptions['pipeline']>,
  log: JobsOptions['log'],
  askForInsights: () => Promise<void>,
  matchAlerts: (itemIds: string[]) => Promise<void>,
): Promise<void> {
  const { steps } = pipeline;
  await ensureQueue(boss, DAILY_RUN_JOB, queueSettings('exclusive'));
  const queue = projectQueue(
    pipeline.retryDelaySeconds ?? RETRY_DELAY_SECONDS,
    pipeline.retryLimit ?? RETRY_LIMIT,
  );
  await ensureQueue(boss, COLLECT_PROJECT_JOB, queue);
  await ensureQueue(boss, COLLECT_BULK_JOB, {
    ...queue,
    policy: 'exclusive',
    expireInSeconds: 6 * 3600,
  });
  await ensureQueue(boss, ANALYSE_PROJECT_JOB, queue);
  await boss.schedule(DAILY_RUN_JOB, pipeline.dailyCron, {}, { tz: 'UTC', missed: 'once' });

  /** Queues the project's analysis; answers its id, or the one already waiting. */
  const analyseAfter = async (projectSlug: string, since: string | undefined) => {
    const id = await boss.send(
      ANALYSE_PROJECT_JOB,
      { projectSlug, since },
      { singletonKey: projectSlug },
    );
    if (id !== null) return id;
    const waiting = await boss.findJobs(ANALYSE_PROJECT_JOB, { key: projectSlug, queued: true });
    return waiting[0]?.id ?? null;
  };

  await boss.work(DAILY_RUN_JOB, async (): Promise<DailyRunOutput> => {
    const plan = await steps.plan();
    let queued = 0;
    // Kept in the run's output, so the console can tell each project's outcome (ADR 055).
    const collects: DailyRunOutput['collects'] = [];
    for (const projectSlug of plan.projects) {
      const id = await boss.send(
        COLLECT_PROJECT_JOB,
        { projectSlug },
        { singletonKey: projectSlug },
      );
      if (id !== null) queued += 1;
      collects.push({ projectSlug, jobId: id });
    }
    if (plan.bulk) await boss.send(COLLECT_BULK_JOB, {});
    // Even a run with nothing to collect is followed by insights: items may be new since the
    // last one (an import, an analysis by hand), and the matching window moves every day.
    await askForInsights();
    log('info', dailyRunLine(DAILY_RUN_JOB, plan, queued), {
      queue: DAILY_RUN_JOB,
      projects: plan.projects.length,
      queued,
      bulk: plan.bulk,
    });
    return { projects: plan.projects.length, queued, bulk: plan.bulk, collects };
  });

  const work = {
    localConcurrency: pipeline.concurrency,
    pollingIntervalSeconds: pipeline.pollingSeconds ?? 2,
  };
  // job.signal aborts when this worker lost the job (its heartbeat was taken for dead and the job
  // handed on): the collect stops instead of racing its retry.
  const collected = (queue: string, project: string, outcome: CollectOutcome, ms: number) => {
    const details = { queue, project, ms: Math.round(ms), ...outcome };
    log('info', collectLine(queue, project, outcome, ms), details);
    for (const line of collectFailureLines(queue, project, outcome)) log('warn', line, details);
  };
  await boss.work(COLLECT_PROJECT_JOB, work, async ([job]) => {
    const { projectSlug, repositoryIds } = collectProjectPayloadSchema.parse(job?.data);
    const outcome = await logged(
      log,
      COLLECT_PROJECT_JOB,
      projectSlug,
      () => steps.collectProject(projectSlug, job?.signal, repositoryIds),
      (result, ms) => collected(COLLECT_PROJECT_JOB, projectSlug, result, ms),
    );
    // Analysis follows every collect, even without new commits: the day may have changed (a
    // contributor surge is measured against a moving baseline) and it is cheap when nothing did.
    const analyseJobId = await analyseAfter(projectSlug, outcome.since);
    return { ...outcome, analyseJobId };
  });
  await boss.work(COLLECT_BULK_JOB, async ([job]) => {
    const outcomes = await logged(
      log,
      COLLECT_BULK_JOB,
      undefined,
      () => steps.collectBulk(job?.signal),
      (result, ms) => {
        for (const [projectSlug, outcome] of Object.entries(result))
          collected(COLLECT_BULK_JOB, projectSlug, outcome, ms);
      },
    );
    for (const [projectSlug, outcome] of Object.entries(outcomes))
      await analyseAfter(projectSlug, outcome.since);
    return { projects: Object.keys(outcomes).length };
  });
  await boss.work(ANALYSE_PROJECT_JOB, work, async ([job]) => {
    const { projectSlug, since } = analyseProjectPayloadSchema.parse(job?.data);
    const { changedItemIds, ...outcome } = await logged(
      log,
      ANALYSE_PROJECT_JOB,
      projectSlug,
      () => steps.analyseProject(projectSlug, since),
      (result, ms) => {
        const { changedItemIds: _ids, ...counts } = result;
        log('info', analyseLine(ANALYSE_PROJECT_JOB, projectSlug, since, counts, ms), {
          queue: ANALYSE_PROJECT_JOB,
          project: projectSlug,
          ms: Math.round(ms),
          ...counts,
        });
      },
    );
    // The items it wrote are matched against the alert rules in their own job, so a slow match
    // never holds the analysis and a failed one is retried alone (ADR 060).
    await matchAlerts(changedItemIds ?? []);
    await askForInsights();
    return outcome;
  });
}
