// The HTTP application as a function of its dependencies, so tests build it on a fresh database
// and call it with inject().
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { randomBytes } from 'node:crypto';
import {
  inProcessChangeNotices,
  pingDatabase,
  type ChangeNotices,
  type Database,
} from '@gitsignals/db';
import { createAuth, type Auth } from '../auth/auth';
import { createMailer, type Mailer } from '../mail/mailer';
import { unconfiguredInsightsTest, type InsightsTestConfig } from '../insights-test/models';
import {
  createFreeProjects,
  type FreeProjects,
  type FreeProjectsConfig,
} from '../billing/free-projects';
import type { BillingProvider } from '../billing/provider';
import { createStripeProvider, type StripeConfig } from '../billing/stripe-provider';
import { createTestModeProvider } from '../billing/test-mode-provider';
import { createCountCache, type CountCache } from './feed-count-cache';
import { DEFAULT_PAGE_START_LIMITS, FeedPageStarts } from './feed-page-starts';
import { SessionReads } from './session-reads';
import {
  DEFAULT_FRAGMENT_LIMITS,
  ItemFragmentCache,
  type ItemFragmentCacheLimits,
} from './item-fragment-cache';
import { markPersonalAnswers } from './public-answer';
import {
  DEFAULT_LIMITS,
  PublicAnswerCache,
  type PublicAnswerCacheLimits,
} from './public-answer-cache';
import type { TelegramBot } from '../alert-channels/telegram-bot';
import { registerAccess } from './plugins/access';
import { registerAuth, UNIFORM_ANSWER_MS } from './plugins/auth';
import { registerCompression } from './plugins/compression';
import { registerDocs } from './plugins/docs';
import { registerErrorHandling } from './plugins/errors';
import { builtAppInlineScriptHashes } from './inline-script-hashes';
import { registerSecurity } from './plugins/security';
import { answerFrameworkError, registerInputGuard } from './plugins/input-guard';
import { registerWebApp } from './plugins/web-app';
import feedRoutes from './routes/feeds/index';
import insightsTestRoutes from './routes/feeds/insights-test';
import healthRoutes from './routes/health/index';
import projectRoutes from './routes/projects/index';
import unsubscribeRoutes from './routes/unsubscribe/index';
import devOutboxRoutes from './routes/dev-outbox/index';
import devInsightRoutes from './routes/dev-insights/index';
import userRoutes from './routes/users/index';
import accountRoutes from './routes/account/index';
import quarterlyRoutes from './routes/analysis/quarterly';
import analyzeRoutes from './routes/analysis/analyze';
import projectOverviewRoutes from './routes/projects/project-overview';
import profileRoutes from './routes/profile/index';
import listingRoutes from './routes/listings/index';
import contactRoutes from './routes/profile/contacts';
import billingRoutes from './routes/billing/index';
import insightRoutes from './routes/insights/index';
import adminCommandRoutes from './routes/admin/commands';
import adminConsoleRoutes from './routes/admin/console';
import apiTokenRoutes from './routes/api-tokens/index';
import alertRoutes from './routes/alerts/index';
import { unavailableAlertQueue, type AlertQueue } from '../use-cases/alerts/alert-queue';
import telegramRoutes from './routes/telegram/index';
import feedTokenRoutes from './routes/syndication/feed-token';
import syndicationRoutes from './routes/syndication/feeds';
import { noJobConsole, type JobConsole } from '../use-cases/admin/job-console';
import type { CommandRunner } from '../use-cases/operator-commands/runner';
import { unavailableInsightRuns, type InsightRunQueue } from '../use-cases/insights/insight-runs';
import {
  demoImportProgress,
  type DemoImportProgress,
} from '../use-cases/demo-import/progress-record';
import { createRecentValue, type RecentValue } from './recent-value';
import type { Clock } from '../time';

export interface AppDeps {
  db: Database;
  databaseKind: 'pglite' | 'postgres';
  version: string;
  now: Clock;
  ping: () => Promise<void>;
  /** The demo import's progress for the health check, read at most every `healthCacheMs`. */
  demoImport: RecentValue<DemoImportProgress | null>;
  /** Public answers (daily feed pages, public cards, the project lists) until data changes. */
  publicAnswers: PublicAnswerCache;
  feedCounts: CountCache;
  /** The saved list's items as JSON, the same for every user who saved them (ADR 048). */
  savedItemFragments: ItemFragmentCache;
  /** The feeds' items as JSON, the same in every feed and for every reader (ADR 052). */
  feedItemFragments: ItemFragmentCache;
  /** Personal feed totals, apart so many users' filter sets never push the daily totals out. */
  personalFeedCounts: CountCache;
  /** Where the pages of the daily and personal feeds start, to seek them (ADR 051). */
  pageStarts: FeedPageStarts;
  /** Which session recently verified session cookies name (ADR 054). */
  sessionReads: SessionReads;
  auth: Auth;
  mailer: Mailer;
  /** Where users reach the app; e-mail links start with it. */
  publicUrl: string;
  /** Google sign-in is configured (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET). */
  googleSignIn: boolean;
  trustedClientIpHeader: string | undefined;
  /** The insights test page's models (unset ones answer with the variable to set). */
  insightsTest: InsightsTestConfig;
  /** Stripe when configured, else the local test mode. */
  billing: BillingProvider;
  /** The projects free accounts may analyse. */
  freeProjects: FreeProjects;
  /** Operator commands a CLI hands to this server (`--server`), and the token it must show. */
  operatorCommands: OperatorCommands | undefined;
  /** One user's insights runs: saving a profile asks for one; the Agent Hub reads its state. */
  insightRuns: InsightRunQueue;
  /** ADMIN_EMAILS, lower-cased: these accounts are admins besides those granted (ADR 055). */
  adminEmails: readonly string[];
  /** The operator's Telegram bot (TELEGRAM_BOT_TOKEN); undefined when none is set. */
  telegram: TelegramBot | undefined;
  /** The queues as the operators' console reads and drives them. */
  jobConsole: JobConsole;
  /** Where a test send's delivery is queued (jobs/scheduler.ts). */
  alertQueue: AlertQueue;
}

export interface OperatorCommands {
  /** The routes start runs and read them; stopping them is the process's own business. */
  runner: Pick<CommandRunner, 'start' | 'get'>;
  token: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export interface BuildAppOptions {
  db: Database;
  databaseKind: 'pglite' | 'postgres';
  /** The health check's round trip; default a query through `db` (pass the handle's `ping`). */
  ping?: () => Promise<void>;
  /** How old the health check's demo import progress may be; default 2 s (tests pass 0). */
  healthCacheMs?: number;
  version?: string;
  /** The app's clock (wiring's systemClock; tests pass a fixed or moving one). */
  now: Clock;
  logLevel?: string;
  /** Where log lines go; default standard output (tests read what an operator would). */
  logStream?: { write: (line: string) => void };
  rateLimitMax?: number;
  /** Requests per minute per personal API token (ADR 061); default 120, 0 turns it off. */
  apiTokenRateLimitMax?: number;
  trustedClientIpHeader?: string | undefined;
  webDistDir?: string | undefined;
  /** Default: http://localhost:3000. */
  publicUrl?: string;
  /** Default: a random secret per process (sessions then end with the process). */
  authSecret?: string;
  google?: { clientId: string; clientSecret: string } | undefined;
  /** Sign-in, sign-up and reset attempts per minute per client; 0 (the default) turns it off. */
  authRateLimitMax?: number;
  /**
   * The least time sign-up, reset and e-mail change requests take to answer, so timing does not
   * tell whether an address has an account. Default UNIFORM_ANSWER_MS; route tests pass 0.
   */
  uniformAnswerMs?: number;
  /** Default: an outbox in a fresh temporary folder. */
  mailer?: Mailer;
  /** The insights test page's models; default: none configured. */
  insightsTest?: InsightsTestConfig;
  /** Stripe's keys (and another API address for tests); unset: the local test-mode provider. */
  stripe?: StripeConfig | undefined;
  /** The free tier's analysis projects; default the 10 most active of the last 30 days. */
  freeProjects?: FreeProjectsConfig;
  /** Operator commands this server runs for the CLI; unset: /api/admin/commands answers 401. */
  operatorCommands?: OperatorCommands;
  /** The insights queue (jobs/scheduler.ts); unset: no run is ever queued (state `none`). */
  insightRuns?: InsightRunQueue;
  /** ADMIN_EMAILS (any case); default none: only accounts granted with `grant-admin` are admins. */
  adminEmails?: readonly string[];
  /** The queues for the operators' console; unset: its job routes answer 503. */
  jobConsole?: JobConsole;
  /** The alert delivery queue; unset: a test send is recorded and stays pending. */
  alertQueue?: AlertQueue;
  /** The operator's Telegram bot; unset: Telegram linking answers 409. */
  telegram?: TelegramBot | undefined;
  /**
   * The database's change notices (`handle.changes`): each one empties the answers kept in
   * memory. Default: notices of this process only (an app on a database no other process writes).
   */
  changes?: ChangeNotices;
  /** How much the public answers may keep; default 500 answers, 64 MB. */
  publicAnswerLimits?: PublicAnswerCacheLimits;
  /** How much the saved list's item JSON may keep; default 32 MB. */
  savedItemFragmentLimits?: ItemFragmentCacheLimits;
  /** How much the feeds' item JSON may keep; default 32 MB. */
  feedItemFragmentLimits?: ItemFragmentCacheLimits;
}

export const BODY_LIMIT_BYTES = 100 * 1024;
export const DEFAULT_API_TOKEN_RATE_LIMIT = 120;

/** Fastify with the zod type provider, our limits, request ids and secret-free request logs. */
function createFastify(logLevel: string, stream?: BuildAppOptions['logStream']) {
  const app = Fastify({
    logger: {
      level: logLevel,
      ...(stream ? { stream } : {}),
      serializers: {
        req: (request: { method: string; url: string; id: string }) => ({
          method: request.method,
          url: redactSecrets(request.url),
          reqId: request.id,
        }),
      },
    },
    bodyLimit: BODY_LIMIT_BYTES,
    frameworkErrors: answerFrameworkError,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

/** What every route reads from `app.deps`: the options given, and defaults for those left out. */
function appDeps(
  options: BuildAppOptions,
  changes: ChangeNotices,
  log: FastifyBaseLogger,
): AppDeps {
  const { now } = options;
  const publicUrl = (options.publicUrl ?? 'http://localhost:3000').replace(/\/+$/, '');
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: undefined,
      from: 'GitSignals <no-reply@gitsignals.localhost>',
      db: options.db,
      now,
    });
  const auth = createAuth({
    db: options.db,
    mailer,
    secret: options.authSecret ?? randomBytes(32).toString('hex'),
    baseURL: publicUrl,
    trustedOrigins: alternateLoopbackOrigins(publicUrl),
    google: options.google,
    rateLimitMax: options.authRateLimitMax ?? 0,
    log: (level, message) => log[level]({ source: 'better-auth' }, message),
    now,
  });
  return {
    db: options.db,
    databaseKind: options.databaseKind,
    version: options.version ?? '0.1.0',
    now,
    ping: options.ping ?? (() => pingDatabase(options.db)),
    demoImport: createRecentValue(options.healthCacheMs ?? 2000, () =>
      demoImportProgress(options.db),
    ),
    publicAnswers: new PublicAnswerCache(options.publicAnswerLimits ?? DEFAULT_LIMITS, () =>
      changes.isLive(),
    ),
    feedCounts: createCountCache(60_000),
    savedItemFragments: new ItemFragmentCache(
      options.savedItemFragmentLimits ?? DEFAULT_FRAGMENT_LIMITS,
      () => changes.isLive(),
    ),
    feedItemFragments: new ItemFragmentCache(
      options.feedItemFragmentLimits ?? DEFAULT_FRAGMENT_LIMITS,
      () => changes.isLive(),
    ),
    personalFeedCounts: createCountCache(60_000, 10_000),
    pageStarts: new FeedPageStarts(DEFAULT_PAGE_START_LIMITS, () => changes.isLive()),
    sessionReads: new SessionReads(),
    auth,
    mailer,
    publicUrl,
    googleSignIn: Boolean(options.google),
    trustedClientIpHeader: options.trustedClientIpHeader,
    insightsTest: options.insightsTest ?? unconfiguredInsightsTest(),
    billing: options.stripe ? createStripeProvider(options.stripe) : createTestModeProvider(),
    freeProjects: createFreeProjects(options.db, options.freeProjects ?? {}, now),
    operatorCommands: options.operatorCommands,
    insightRuns: options.insightRuns ?? unavailableInsightRuns,
    adminEmails: (options.adminEmails ?? []).map((email) => email.trim().toLowerCase()),
    jobConsole: options.jobConsole ?? noJobConsole,
    alertQueue: options.alertQueue ?? unavailableAlertQueue,
    telegram: options.telegram,
  };
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = createFastify(options.logLevel ?? 'info', options.logStream);
  const changes = options.changes ?? inProcessChangeNotices();
  const deps = appDeps(options, changes, app.log);
  const { auth, publicUrl } = deps;
  app.decorate('deps', deps);
  forgetAnswersOnChange(app, changes);
  markPersonalAnswers(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandling(app);
  registerInputGuard(app);
  // Before any route, so its onSend hook wraps them all.
  await registerCompression(app);
  await registerSecurity(app, {
    allowedOrigins: [new URL(publicUrl).origin, ...alternateLoopbackOrigins(publicUrl)],
    rateLimitMax: options.rateLimitMax ?? 600,
    apiTokenRateLimitMax: options.apiTokenRateLimitMax ?? DEFAULT_API_TOKEN_RATE_LIMIT,
    trustedClientIpHeader: options.trustedClientIpHeader,
    inlineScriptHashes: builtAppInlineScriptHashes(options.webDistDir),
  });
  // Before any route, so it sees them all; after the cross-site check, which refuses first.
  registerAccess(app);
  await registerDocs(app, deps.version);
  await registerAuth(app, auth, { uniformAnswerMs: options.uniformAnswerMs ?? UNIFORM_ANSWER_MS });
  // Routes take their full path from the endpoint table (ADR 030), so their scope has no prefix.
  await app.register(async (api) => {
    await api.register(healthRoutes);
    await api.register(feedRoutes);
    await api.register(insightsTestRoutes);
    await api.register(projectRoutes);
    await api.register(unsubscribeRoutes);
    await api.register(userRoutes);
    await api.register(accountRoutes);
    await api.register(quarterlyRoutes);
    await api.register(analyzeRoutes);
    await api.register(projectOverviewRoutes);
    await api.register(profileRoutes);
    await api.register(listingRoutes);
    await api.register(contactRoutes);
    await api.register(billingRoutes);
    await api.register(insightRoutes);
    await api.register(adminCommandRoutes);
    await api.register(adminConsoleRoutes);
    await api.register(apiTokenRoutes);
    await api.register(alertRoutes);
    await api.register(telegramRoutes);
    await api.register(feedTokenRoutes);
  });
  // The Atom/RSS feeds (ADR 064): their own paths, which the web app's client routes never shadow.
  await app.register(syndicationRoutes);
  await app.register(devOutboxRoutes);
  await app.register(devInsightRoutes);
  if (options.webDistDir) await registerWebApp(app, options.webDistDir);
  return app;
}

/**
 * What the pipeline announces (ADR 043) empties what this app keeps: answers, items, totals and
 * page starts.
 */
function forgetAnswersOnChange(app: FastifyInstance, changes: ChangeNotices): void {
  const { deps } = app;
  const kept = [
    deps.publicAnswers,
    deps.savedItemFragments,
    deps.feedItemFragments,
    deps.feedCounts,
    deps.personalFeedCounts,
    deps.pageStarts,
  ];
  const unsubscribe = changes.subscribe(() => {
    for (const memory of kept) memory.clear();
  });
  app.addHook('onClose', async () => unsubscribe());
}

/** localhost and 127.0.0.1 name the same machine: accept the other spelling as an origin too. */
function alternateLoopbackOrigins(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  const swap: Record<string, string> = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' };
  const other = swap[url.hostname];
  if (!other) return [];
  url.hostname = other;
  return [url.origin];
}

/**
 * Request URLs in logs without the secrets some carry: password-reset tokens (in the path of the
 * e-mailed link and as ?token=), the unsubscribe token of /api/user/{token}/unsubscribe and the
 * personal feed's token of /feeds/personal/{token}.atom.
 */
export function redactSecrets(url: string): string {
  return url
    .replace(/(\/reset-password\/)[^/?#]+/, '$1[redacted]')
    .replace(/([?&]token=)[^&#]+/, '$1[redacted]')
    .replace(/(\/api\/user\/)[^/?#]+(\/unsubscribe)/, '$1[redacted]$2')
    .replace(/(\/feeds\/personal\/)[^/?#.]+/, '$1[redacted]');
}
