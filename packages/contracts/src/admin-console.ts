// The operators' console (/admin): one answer per screen, shaped for a table, dates in ISO 8601.
// Admins only (ADMIN_EMAILS or `grant-admin`, ADR 055).
import { z } from 'zod';

const isoDate = z.string().describe('ISO 8601 date and time');
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

// ---- repositories ----

export const adminRepositorySchema = z.object({
  id: z.number().int(),
  /** owner/name on its host (a local path: its folder and the one above). */
  fullName: z.string(),
  /** github, another host name, or local. */
  host: z.string(),
  /** The URL it is read from, or its absolute local path. */
  url: z.string(),
  /** Replayed demo history: never collected live. */
  isReplay: z.boolean(),
  /** `ok`: the last collection read it; `failed`: it failed (see lastError); `never`: not yet. */
  outcome: z.enum(['ok', 'failed', 'never']),
  lastCollectedAt: isoDate.nullable().describe('the last collection that read it'),
  lastAttemptAt: isoDate.nullable().describe('the last collection, whatever its outcome'),
  lastError: z.string().nullable(),
  commits: z.number().int().describe('commits stored'),
});
export type AdminRepository = z.infer<typeof adminRepositorySchema>;

export const adminProjectRepositoriesSchema = z.object({
  slug: z.string(),
  name: z.string(),
  repositories: z.array(adminRepositorySchema),
});

export const adminRepositoriesQuerySchema = z.object({
  /** Projects whose name or slug contains this (any case). */
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const adminRepositoriesSchema = z.object({
  /** The most recently collected projects first, then by name. */
  projects: z.array(adminProjectRepositoriesSchema),
  total: z.number().int().describe('projects that match'),
  page: z.number().int(),
  limit: z.number().int(),
  hasMore: z.boolean(),
  /** false: no job queue runs in this server process, so "Collect now" answers 503. */
  queueAvailable: z.boolean(),
});
export type AdminRepositories = z.infer<typeof adminRepositoriesSchema>;

export const addRepositoryBodySchema = z.object({
  /** The project's slug. */
  project: z.string().trim().min(1).max(200),
  /** An http(s) git URL, or the absolute path of a git repository on the server's machine. */
  url: z.string().trim().min(1).max(2000),
});

export const addedRepositorySchema = z.object({
  project: z.string(),
  repository: adminRepositorySchema,
});

export const repositoryIdParamsSchema = z.object({ id: z.coerce.number().int().min(1) });

// ---- jobs ----

export const adminJobSchema = z.object({
  id: z.string(),
  queue: z.string(),
  state: z.enum(['waiting', 'active', 'completed', 'failed', 'cancelled']),
  /** The project the job is about, when it is about one. */
  project: z.string().nullable(),
  payload: z.record(z.string(), z.unknown()),
  /** What it answered when completed ({ message } when failed). */
  output: z.unknown(),
  error: z.string().nullable(),
  retries: z.number().int(),
  createdAt: isoDate,
  startedAt: isoDate.nullable(),
  finishedAt: isoDate.nullable(),
});
export type AdminJob = z.infer<typeof adminJobSchema>;

export const queueCountsSchema = z.object({
  queue: z.string(),
  waiting: z.number().int(),
  active: z.number().int(),
  failed: z.number().int(),
  completed: z.number().int(),
});

export const dailyRunSchema = z.object({
  job: adminJobSchema,
  bulk: z.boolean().describe('repositories read through the GitHub API were due (one bulk job)'),
  projects: z.array(
    z.object({
      project: z.string(),
      /** null: a collect of the project was already waiting when the run queued its jobs. */
      collect: adminJobSchema.nullable(),
      /** The analysis queued after the collect; null until the collect ends. */
      analyse: adminJobSchema.nullable(),
    }),
  ),
});

export const adminJobsSchema = z.object({
  queues: z.array(queueCountsSchema),
  /** Failed jobs of every queue, newest first (at most 50). */
  failed: z.array(adminJobSchema),
  lastDailyRun: dailyRunSchema.nullable(),
});
export type AdminJobs = z.infer<typeof adminJobsSchema>;

export const jobParamsSchema = z.object({
  queue: z.string().min(1).max(100),
  id: z.string().uuid(),
});

export const queuedJobSchema = z.object({ queue: z.string(), jobId: z.string() });

// ---- LLM ----

export const llmUsageRowSchema = z.object({
  day,
  provider: z.string(),
  model: z.string(),
  calls: z.number().int(),
  inputTokens: z.number().int(),
  outputTokens: z.number().int(),
  /** At the list prices of apps/server/src/writers/prices.ts, as recorded with each call. */
  costUsd: z.number(),
  /** Calls the model gave no usable answer for (error, timeout, refusal, invalid): the fallback wrote. */
  fallbacks: z.number().int(),
  /** false: the model is not in the price list, so its cost counts as 0. */
  priced: z.boolean(),
});

export const adminLlmSchema = z.object({
  since: day.describe('first day counted (UTC), 30 days with today'),
  /** Newest day first, then provider and model. */
  rows: z.array(llmUsageRowSchema),
  totals: z.object({
    calls: z.number().int(),
    inputTokens: z.number().int(),
    outputTokens: z.number().int(),
    costUsd: z.number(),
    fallbacks: z.number().int(),
  }),
});
export type AdminLlm = z.infer<typeof adminLlmSchema>;

// ---- e-mail ----

const mailStatus = z.enum(['kept', 'sent', 'failed']);

export const mailDayRowSchema = z.object({
  day,
  /** sign-up, sign-up-attempt, password-reset, email-change, email-changed, digest, test. */
  kind: z.string(),
  /** Kept in the outbox (no SMTP server), accepted by the SMTP server, refused or unreachable. */
  kept: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
});

export const adminMailMessageSchema = z.object({
  id: z.string(),
  at: isoDate,
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: mailStatus,
  /** Why a failed one was not sent. */
  error: z.string().nullable(),
});

export const adminMailSchema = z.object({
  since: day.describe('first day counted (UTC), 30 days with today'),
  /** `smtp`: sent through SMTP_URL; `outbox`: no SMTP server, messages are kept in the database. */
  transport: z.enum(['smtp', 'outbox']),
  /** Whether /dev/outbox shows the kept messages (outbox, DEV_OUTBOX on, on this machine only). */
  outboxPage: z.boolean(),
  /** Newest day first, then kind. */
  days: z.array(mailDayRowSchema),
  totals: z.object({
    kept: z.number().int(),
    sent: z.number().int(),
    failed: z.number().int(),
  }),
  /** The newest messages (their text is never shown here: it may hold sign-in links). */
  recent: z.array(adminMailMessageSchema),
});
export type AdminMail = z.infer<typeof adminMailSchema>;

// ---- users ----

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  confirmed: z.boolean(),
  createdAt: isoDate,
  /** The plan of the subscription that gives access now; null: free. */
  plan: z.string().nullable(),
  isAdmin: z.boolean(),
});

export const adminUsersSchema = z.object({
  counts: z.object({
    users: z.number().int(),
    confirmed: z.number().int(),
    subscribers: z.number().int(),
    byPlan: z.array(
      z.object({ planId: z.string(), plan: z.string(), subscribers: z.number().int() }),
    ),
  }),
  /** The 50 newest accounts, newest first. */
  newest: z.array(adminUserSchema),
});
export type AdminUsers = z.infer<typeof adminUsersSchema>;
