// The server's configuration, read once from the environment and validated at start-up.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  acceptedWords,
  databaseUrlProblem,
  envProblemLines,
  invalidConfigurationMessage,
} from './env-problems';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Where the embedded database (and later mirrors, outbox) live. */
  DATA_DIR: z.string().default('./.data'),
  /** postgres://… — when set, PostgreSQL is used instead of the embedded database. */
  DATABASE_URL: optionalString.superRefine((url, ctx) => {
    const problem = url === undefined ? undefined : databaseUrlProblem(url);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Bundled registry and activity dataset. */
  DEMO_DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  /** Built web app served at /. */
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  /** Requests per minute per client on public routes; 0 turns the limit off (benchmarks). */
  RATE_LIMIT_MAX: z.coerce.number().int().min(0).default(600),
  /**
   * Header a trusted reverse proxy sets with the client address (e.g. x-forwarded-for). Unset:
   * the socket address is used and forwarded headers are ignored, so clients cannot spoof it.
   */
  TRUSTED_CLIENT_IP_HEADER: optionalString,
  /**
   * The address users reach the app at; links in e-mails and auth callbacks use it.
   * Default: http://localhost:{PORT}.
   */
  PUBLIC_URL: optionalString,
  /**
   * Signs sessions and tokens (at least 32 characters). Unset: a random secret is generated once
   * and kept in DATA_DIR/auth-secret, so the embedded default works without configuration.
   */
  BETTER_AUTH_SECRET: optionalString,
  /** Both set: 'Continue with Google' shows (GET /api says so) and works; otherwise it is hidden. */
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  /** smtp(s)://user:pass@host:port — unset: e-mails are kept in the database's outbox (ADR 058). */
  SMTP_URL: optionalString,
  /**
   * Whether /dev/outbox shows the outbox (without SMTP_URL), password-reset links included: a
   * development tool. Default: on outside production, off in production.
   */
  DEV_OUTBOX: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
  MAIL_FROM: z.string().default('GitSignals <no-reply@gitsignals.localhost>'),
  /**
   * Run the scheduled jobs (daily run, e-mail digests) and users' insights runs in this process;
   * on the embedded database the insights runs a profile save asks for run here regardless.
   */
  RUN_JOBS: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /** When the daily collect → analyse run starts (cron, UTC). */
  DAILY_RUN_CRON: z.string().default('40 23 * * *'),
  /**
   * How often a failed collect or analysis is retried (with back-off from 15 s) before it shows as
   * failed; 0: at once, so the console's "Retry" is what runs it again (the console's e2e).
   */
  JOB_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(6),
  /**
   * Which repositories the daily run collects: `tracked` (those collected before, e.g. registered
   * with `collect --repo`) or `all` (every repository of the registry). Replayed demo history never.
   */
  COLLECT_SCOPE: z.enum(['tracked', 'all']).default('tracked'),
  /** Collect/analyse jobs one process runs at once (the embedded database always runs one). */
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  /** Sign-in, sign-up and password-reset attempts per minute per client; 0 turns the limit off. */
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(0).default(10),
  /**
   * How often a long command prints a progress line when its output is not a terminal (logs, CI;
   * a terminal gets a bar). 0: a line for every step (each repository of an import, each day).
   */
  PROGRESS_INTERVAL_SECONDS: z.coerce.number().min(0).max(3600).default(5),
  /**
   * Import the demo history (the bundled commits, replayed to end yesterday) into a database that
   * has none, at `serve` and before the first `collect`. Default: on the embedded database, off on
   * PostgreSQL (a deployment gets the registry only; `import-demo` imports the demo any time).
   */
  IMPORT_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
  /** The older name of IMPORT_DEMO=false. */
  SKIP_DEMO_IMPORT: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /**
   * Only the repositories of data/activity/INDEX.json whose `subsets` name this one (e.g. `e2e`,
   * what the end-to-end tests were written against); unset: every repository. ADR 035.
   */
  DEMO_SUBSET: optionalString,
  /**
   * The demo import's first phase, before `serve` listens: the feed items of the last N days (and
   * the commits their baselines read); the older history follows in the background. ADR 035.
   */
  DEMO_RECENT_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Commits per transaction of the background phase: the database answers requests between. */
  DEMO_HISTORY_BATCH: z.coerce.number().int().min(50).max(20_000).default(500),
  /** Who writes the feed items' text: the built-in local writer, or an LLM (docs/decisions/011). */
  LLM_PROVIDER: z
    .enum(['local', 'openai', 'anthropic', 'google', 'openai-compatible'])
    .default('local'),
  /** The provider's model id, e.g. gpt-4.1-mini, claude-haiku-4-5, gemini-2.5-flash. */
  LLM_MODEL: optionalString,
  /** Another address for the provider's API; required for openai-compatible (…/v1). */
  LLM_BASE_URL: optionalString.pipe(z.url().optional()),
  OPENAI_API_KEY: optionalString,
  ANTHROPIC_API_KEY: optionalString,
  GOOGLE_GENERATIVE_AI_API_KEY: optionalString,
  /** Key for an openai-compatible server; local servers often need none. */
  LLM_API_KEY: optionalString,
  /** One LLM call, retries included, is abandoned (and the local writer used) after this. */
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60_000),
  LLM_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  /** Commits per LLM call: larger days are written in several calls. */
  LLM_MAX_INPUT_COMMITS: z.coerce.number().int().min(1).max(500).default(40),
  /** Days written at once by the LLM writer (per process); providers rate-limit above this. */
  LLM_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(4),
  /**
   * Who decides a commit's signals: the keyword rules (default), or the model of LLM_PROVIDER
   * with the rules as the fallback per commit (docs/decisions/038-llm-classifier.md).
   */
  CLASSIFIER: z.enum(['rules', 'llm']).default('rules'),
  /** Commits per classification call. */
  CLASSIFIER_BATCH_SIZE: z.coerce.number().int().min(1).max(100).default(20),
  /** A signal the model names with less confidence than this stays "possible" (not shown). */
  CLASSIFIER_MIN_CONFIDENCE: z.coerce.number().min(0).max(1).default(0.7),
  /** Classification spend per UTC day (USD, at writers/prices.ts); past it the rules decide. */
  CLASSIFIER_DAILY_BUDGET_USD: z.coerce.number().positive().default(2),
  /** Classification calls per UTC day (also bounds models missing from the price table). */
  CLASSIFIER_DAILY_MAX_CALLS: z.coerce.number().int().positive().default(2000),
  /**
   * The insights test page's models (spec section 2), one per family. Each family runs when its
   * provider's key is set (OPENAI_API_KEY, ANTHROPIC_API_KEY, GOOGLE_GENERATIVE_AI_API_KEY);
   * LLM_BASE_URL applies to the family whose provider is LLM_PROVIDER.
   */
  INSIGHTS_OPENAI_MODEL: z.string().trim().min(1).default('gpt-5-mini'),
  INSIGHTS_CLAUDE_MODEL: z.string().trim().min(1).default('claude-sonnet-4-5'),
  INSIGHTS_GEMINI_MODEL: z.string().trim().min(1).default('gemini-2.5-flash'),
  /** One insights test call, retries included, is abandoned after this. */
  INSIGHTS_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60_000),
  /**
   * A GitHub token (public repositories need no scopes). Set: github.com repositories are read
   * through the API instead of git mirrors.
   */
  GITHUB_TOKEN: optionalString,
  /** The GitHub API base: GraphQL at {base}/graphql, REST under {base}/repos. */
  GITHUB_API_URL: z.url().default('https://api.github.com'),
  /** Repositories per GraphQL query. */
  GITHUB_GRAPHQL_BATCH: z.coerce.number().int().min(1).max(100).default(50),
  /**
   * REST calls for commit file lists per run (REST allows 5,000 an hour); commits beyond it are
   * stored without files.
   */
  GITHUB_REST_FILE_CAP: z.coerce.number().int().min(0).default(4000),
  /**
   * Stripe's secret key (sk_live_… or sk_test_…). Set together with STRIPE_WEBHOOK_SECRET:
   * payments go through Stripe; unset: the local test mode (a confirm page, no money moves).
   */
  STRIPE_SECRET_KEY: optionalString,
  /** The signing secret (whsec_…) of the webhook endpoint {PUBLIC_URL}/api/billing/webhook. */
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Another address for Stripe's API (a local stand-in); default https://api.stripe.com. */
  STRIPE_API_URL: optionalString.pipe(z.url().optional()),
  /**
   * Who takes payments: `stripe` (needs both Stripe variables) or `test` (the local test-mode
   * checkout: anyone can subscribe without paying). Default: stripe when both Stripe variables
   * are set, else test; NODE_ENV=production runs the test mode only when it is set on purpose.
   */
  BILLING_MODE: z.enum(['stripe', 'test']).optional(),
  /**
   * Comma-separated project names or slugs free accounts may analyse; unset: the
   * FREE_ANALYSIS_PROJECT_COUNT most active projects of the last 30 days.
   */
  FREE_ANALYSIS_PROJECTS: optionalString.transform((v) =>
    v
      ?.split(',')
      .map((name) => name.trim())
      .filter((name) => name !== ''),
  ),
  FREE_ANALYSIS_PROJECT_COUNT: z.coerce.number().int().min(0).max(1000).default(10),
  /**
   * Let alerts call private, loopback and link-local addresses (tests, a self-hosted receiver on
   * the same network). Off: such webhook targets are refused (SSRF guard, ADR 062). Never lifts
   * the http(s)-only rule.
   */
  ALERTS_ALLOW_PRIVATE_TARGETS: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** The operator's Telegram bot (from @BotFather): set, alerts can go to Telegram chats. */
  TELEGRAM_BOT_TOKEN: optionalString,
  /** The Bot API's address (a local stand-in in tests). */
  TELEGRAM_API_URL: z.url().default('https://api.telegram.org'),
  /**
   * Comma-separated e-mails of accounts that are admins (any case), besides those granted with
   * `grant-admin` (ADR 055). Lower-cased here, so a check compares lower-cased addresses.
   */
  ADMIN_EMAILS: optionalString.transform((v) =>
    (v ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter((email) => email !== ''),
  ),
});

/** The variable holding each provider's key (openai-compatible servers may need none). */
const LLM_KEY_VARIABLE = {
  openai: 'OPENAI_API_KEY',
  anthropic: 'ANTHROPIC_API_KEY',
  google: 'GOOGLE_GENERATIVE_AI_API_KEY',
} as const;

/** Why CLASSIFIER=llm cannot start on the local writer's settings, and what to do. */
export const CLASSIFIER_NEEDS_A_PROVIDER =
  'CLASSIFIER=llm needs a model, but LLM_PROVIDER is local: set LLM_PROVIDER (openai, anthropic, google or openai-compatible) with LLM_MODEL and its key, or set CLASSIFIER=rules';

// A provider without its model or key would fail on the first item, hours into a run: refuse
// to start instead, naming the missing variable.
const validatedEnvSchema = envSchema.superRefine((env, ctx) => {
  // Half a Stripe configuration would take payments whose webhooks are refused.
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
    const variable = env.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY';
    ctx.addIssue({
      code: 'custom',
      path: [variable],
      message: `Stripe needs both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (${variable} is missing)`,
    });
  }
  const stripeKeys = Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET);
  if (env.BILLING_MODE === 'stripe' && !stripeKeys) {
    ctx.addIssue({
      code: 'custom',
      path: ['BILLING_MODE'],
      message: 'BILLING_MODE=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
    });
  }
  // The test-mode checkout grants premium without payment: in production only on purpose.
  if (env.NODE_ENV === 'production' && !stripeKeys && env.BILLING_MODE === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['BILLING_MODE'],
      message:
        'NODE_ENV=production needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or BILLING_MODE=test to run the test-mode checkout on purpose (anyone can then subscribe without paying)',
    });
  }
  if (env.CLASSIFIER === 'llm' && env.LLM_PROVIDER === 'local') {
    ctx.addIssue({ code: 'custom', path: ['CLASSIFIER'], message: CLASSIFIER_NEEDS_A_PROVIDER });
  }
  if (env.LLM_PROVIDER === 'local') return;
  const missing = (variable: string) =>
    ctx.addIssue({
      code: 'custom',
      path: [variable],
      message: `LLM_PROVIDER=${env.LLM_PROVIDER} needs ${variable}`,
    });
  if (!env.LLM_MODEL) missing('LLM_MODEL');
  if (env.LLM_PROVIDER === 'openai-compatible') {
    if (!env.LLM_BASE_URL) missing('LLM_BASE_URL');
  } else if (!env[LLM_KEY_VARIABLE[env.LLM_PROVIDER]]) {
    missing(LLM_KEY_VARIABLE[env.LLM_PROVIDER]);
  }
});

/** Settings whose default depends on other settings. */
const resolvedEnvSchema = validatedEnvSchema.transform((env) => ({
  ...env,
  BILLING_MODE:
    env.BILLING_MODE ??
    (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET ? ('stripe' as const) : ('test' as const)),
  DEV_OUTBOX: env.DEV_OUTBOX ?? env.NODE_ENV !== 'production',
  IMPORT_DEMO: env.IMPORT_DEMO ?? (!env.SKIP_DEMO_IMPORT && env.DATABASE_URL === undefined),
}));

/** The environment refused at start-up: its message names each variable and what it accepts. */
export class InvalidConfiguration extends Error {}

export type Env = z.output<typeof resolvedEnvSchema>;

/** The raw environment, for a report that tells set values from defaults (`doctor`). */
export function environmentVariables(): NodeJS.ProcessEnv {
  return process.env;
}

/** Every variable the server reads, in the schema's order (what `doctor` lists). */
export const ENV_VARIABLES = Object.keys(envSchema.shape) as (keyof Env & string)[];

/** What a variable accepts, in words ("a whole number from 0 to 65535"); undefined for free text. */
export function acceptedValuesOf(variable: string): string | undefined {
  const schema = (envSchema.shape as Record<string, z.ZodType>)[variable];
  return schema && acceptedWords(schema);
}

/** The validation without throwing: the settings, or each problem with its variable. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env) {
  return resolvedEnvSchema.safeParse(source);
}

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = parseEnv(source);
  if (!parsed.success) {
    const lines = envProblemLines(parsed.error, envSchema.shape, source);
    throw new InvalidConfiguration(invalidConfigurationMessage(lines));
  }
  return parsed.data;
}
