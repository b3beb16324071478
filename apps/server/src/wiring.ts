// The composition root's helpers: the services the environment configures (mail, writer, the daily
// pipeline, insights, digests), built the same way for `serve`, `worker` and operator commands.
import path from 'node:path';
import pino from 'pino';
import type { DatabaseHandle } from '@gitsignals/db';
import type { Env } from './env';
import { createMailer, type Mailer } from './mail/mailer';
import type { SendDigestsDeps } from './jobs/send-digests.job';
import { pipelineSteps } from './jobs/pipeline-steps';
import { generateInsights, type GenerateInsightsPayload } from './jobs/generate-insights.job';
import { githubCollectorFromEnv } from './collectors/github/github-from-env';
import { createWriter } from './writers/create-writer';
import { writerConfigOf } from './writers/llm-config';

export function mailerFor(env: Env): Mailer {
  return createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    outboxDir: path.join(env.DATA_DIR, 'outbox'),
    // The outbox holds password-reset links: shown over HTTP only with DEV_OUTBOX.
    outboxReadableOverHttp: env.DEV_OUTBOX,
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
  return { db: handle.db, mailer, publicUrl: publicUrlOf(env), now: () => new Date(), log };
}

/** The configured writer (LLM_PROVIDER) for analyses run by hand or after a collect. */
export function writerFor(env: Env, handle: DatabaseHandle) {
  return createWriter(writerConfigOf(env), {
    db: handle.db,
    log: jobLogFor(env),
    now: () => new Date(),
  });
}

/** The daily pipeline as the environment configures it (schedule, scope, sources, writer). */
export function pipelineFor(env: Env, handle: DatabaseHandle, log: JobLog) {
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
export function insightsFor(env: Env, handle: DatabaseHandle) {
  const writer = writerFor(env, handle);
  return {
    run: (payload: GenerateInsightsPayload) =>
      generateInsights({ db: handle.db, writer, now: () => new Date() }, payload),
  };
}
