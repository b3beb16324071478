// The composition root: every dependency the environment configures (mailer, writer, the app's
// options, the jobs, an operator command's context), built the same way for `serve`, `api`,
// `worker` and the operator commands. The wall clock enters the program here (systemClock): every
// use case, route and job reads the time through the `now` it is handed.
import pino from 'pino';
import type { DatabaseHandle } from '@gitsignals/db';
import type { Env } from './env';
import { createMailer, type Mailer } from './mail/mailer';
import type { SendAlert } from './alert-channels/channel';
import { createSendAlert } from './alert-channels/send-alert';
import { createTelegramBot, type TelegramBot } from './alert-channels/telegram-bot';
import type { BuildAppOptions, OperatorCommands } from './http/app';
import type { JobsOptions } from './jobs/scheduler';
import type { GenerateInsightsPayload } from './jobs/generate-insights.job';
import { pipelineSteps } from './jobs/pipeline-steps';
import { resolveAuthSecret } from './auth/secret';
import { githubCollectorFromEnv } from './collectors/github/github-from-env';
import { insightsTestConfigOf } from './insights-test/models';
import { classifierConfigOf } from './classifiers/classifier-config';
import { createClassifier } from './classifiers/create-classifier';
import { createWriter } from './writers/create-writer';
import { writerConfigOf } from './writers/llm-config';
import type { SendDigestsDeps } from './use-cases/digests/send-digests';
import { generateInsights } from './use-cases/insights/generate-insights';
import type { InsightRunQueue } from './use-cases/insights/insight-runs';
import type { OperatorContext } from './use-cases/operator-commands/command';
import type { JobConsole } from './use-cases/admin/job-console';
import type { AlertQueue } from './use-cases/alerts/alert-queue';

/** The version `--version` and the health check report. */
export const VERSION = '0.1.0';

/** The one reading of the wall clock everything else is handed as `now`. */
export const systemClock = (): Date => new Date();

/** The mailer of every process: SMTP, or the outbox; both log to the database (ADR 058). */
export function mailerFor(env: Env, handle: DatabaseHandle, log: JobLog = jobLogFor(env)): Mailer {
  return createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    db: handle.db,
    // The outbox holds password-reset links: shown over HTTP only with DEV_OUTBOX.
    outboxReadableOverHttp: env.DEV_OUTBOX,
    now: systemClock,
    onLogFailure: (err) =>
      log('warn', 'an e-mail was sent but could not be written to the e-mail log', {
        err: String(err),
      }),
  });
}

/** The operator's Telegram bot (TELEGRAM_BOT_TOKEN); undefined when none is set. */
export function telegramBotFor(env: Env): TelegramBot | undefined {
  if (!env.TELEGRAM_BOT_TOKEN) return undefined;
  return createTelegramBot({ token: env.TELEGRAM_BOT_TOKEN, apiUrl: env.TELEGRAM_API_URL });
}

/** The alert channels (e-mail, webhooks, Slack, Discord, Telegram) as the environment sets them. */
export function sendAlertFor(env: Env, mailer: Mailer): SendAlert {
  return createSendAlert({
    allowPrivateTargets: env.ALERTS_ALLOW_PRIVATE_TARGETS,
    mailer,
    telegram: telegramBotFor(env),
    now: systemClock,
  });
}

export const publicUrlOf = (env: Env) =>
  (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');

export type JobLog = (
  level: 'info' | 'warn' | 'error',
  message: string,
  details?: Record<string, unknown>,
) => void;

export const pinoJobLog =
  (log: { info: pino.LogFn; warn: pino.LogFn; error: pino.LogFn }): JobLog =>
  (level, message, details) =>
    log[level](details ?? {}, message);

export const jobLogFor = (env: Env): JobLog => pinoJobLog(pino({ level: env.LOG_LEVEL }));

export function digestDepsFor(
  env: Env,
  handle: DatabaseHandle,
  mailer: Mailer,
  log: JobLog,
): SendDigestsDeps {
  return { db: handle.db, mailer, publicUrl: publicUrlOf(env), now: systemClock, log };
}

/** Alert rules' matching and deliveries (ADR 060) through the configured channels. */
export function alertsFor(env: Env, handle: DatabaseHandle, mailer: Mailer) {
  return {
    deps: {
      db: handle.db,
      now: systemClock,
      mailer,
      publicUrl: publicUrlOf(env),
      sendAlert: sendAlertFor(env, mailer),
    },
  };
}

/** The configured writer (LLM_PROVIDER) for analyses run by hand or after a collect. */
export function writerFor(env: Env, handle: DatabaseHandle) {
  return createWriter(writerConfigOf(env), {
    db: handle.db,
    log: jobLogFor(env),
    now: systemClock,
  });
}

/** The configured classifier (CLASSIFIER): undefined for the rules, else the LLM classifier. */
export function classifierFor(env: Env, handle: DatabaseHandle) {
  return createClassifier(classifierConfigOf(env), {
    db: handle.db,
    log: jobLogFor(env),
    now: systemClock,
  });
}

/** The daily pipeline as the environment configures it (schedule, scope, sources, writer, classifier). */
export function pipelineFor(env: Env, handle: DatabaseHandle, log: JobLog) {
  const line = (message: string) => log('info', message);
  return {
    steps: pipelineSteps({
      db: handle.db,
      dataDir: env.DATA_DIR,
      scope: env.COLLECT_SCOPE,
      github: githubCollectorFromEnv(env, handle.db, line, systemClock),
      writer: writerFor(env, handle),
      classifier: classifierFor(env, handle),
      now: systemClock,
      log: line,
      changes: handle.changes,
    }),
    dailyCron: env.DAILY_RUN_CRON,
    retryLimit: env.JOB_RETRY_LIMIT,
    // PGlite is one connection: more jobs at once would only queue on it.
    concurrency: handle.kind === 'pglite' ? 1 : env.WORKER_CONCURRENCY,
  };
}

/** Agent Hub insights with the configured writer, chained after the daily pipeline. */
export function insightsFor(env: Env, handle: DatabaseHandle) {
  const writer = writerFor(env, handle);
  return {
    run: (payload: GenerateInsightsPayload) =>
      generateInsights({ db: handle.db, writer, now: systemClock }, payload),
  };
}

/**
 * The queues a process works. `worker`, and `serve`/`api` with RUN_JOBS: digests, the daily run,
 * insights, and one user's insights after a profile is saved. Without RUN_JOBS (`scheduled`
 * false) a process only asks for users' runs, except on the embedded database, whose one process
 * must also run them: no other process can open it.
 */
export function jobsOptionsFor(
  env: Env,
  handle: DatabaseHandle,
  mailer: Mailer,
  log: JobLog,
  scheduled = true,
): JobsOptions {
  const insights = insightsFor(env, handle);
  const userInsights = { run: insights.run };
  const alerts = alertsFor(env, handle, mailer);
  if (!scheduled) {
    // The embedded database's one process also sends what its users queue (a test alert).
    const embedded = handle.kind === 'pglite';
    return {
      handle,
      databaseUrl: env.DATABASE_URL,
      userInsights: embedded ? userInsights : undefined,
      alerts: embedded ? { ...alerts, daily: false } : undefined,
      log,
    };
  }
  return {
    handle,
    databaseUrl: env.DATABASE_URL,
    digests: digestDepsFor(env, handle, mailer, log),
    pipeline: pipelineFor(env, handle, log),
    insights,
    userInsights,
    alerts,
    log,
  };
}

/** The HTTP app of `serve` and `api` as the environment configures it. */
export function appOptionsFor(
  env: Env,
  handle: DatabaseHandle,
  mailer: Mailer,
  operatorCommands: OperatorCommands,
  insightRuns: InsightRunQueue,
  jobConsole: JobConsole,
  alertQueue: AlertQueue,
): BuildAppOptions {
  return {
    db: handle.db,
    databaseKind: handle.kind,
    ping: handle.ping,
    changes: handle.changes,
    version: VERSION,
    now: systemClock,
    logLevel: env.LOG_LEVEL,
    rateLimitMax: env.RATE_LIMIT_MAX,
    apiTokenRateLimitMax: env.API_TOKEN_RATE_LIMIT,
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
    telegram: telegramBotFor(env),
    freeProjects: {
      names: env.FREE_ANALYSIS_PROJECTS,
      count: env.FREE_ANALYSIS_PROJECT_COUNT,
    },
    operatorCommands,
    insightRuns,
    adminEmails: env.ADMIN_EMAILS,
    jobConsole,
    alertQueue,
  };
}

/** An operator command's context, in the CLI's process or inside the server, with its output. */
export function operatorContextFor(
  env: Env,
  handle: DatabaseHandle,
  mailer: Mailer,
  io: Pick<OperatorContext, 'say' | 'progress' | 'signal'>,
): OperatorContext {
  // Built on first use: most commands write no log line.
  let log: JobLog | undefined;
  return {
    env,
    handle,
    mailer,
    publicUrl: publicUrlOf(env),
    writer: () => writerFor(env, handle),
    classifier: () => classifierFor(env, handle),
    log: (level, message, details) => (log ??= jobLogFor(env))(level, message, details),
    ...io,
    now: systemClock,
  };
}
