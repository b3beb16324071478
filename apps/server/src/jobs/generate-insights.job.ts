// The insights queues' adapters: their names and payloads, checked where a queue hands a job
// over, and how one user's runs read as the state the Agent Hub polls. The work is the
// generate-insights use case; scheduler.ts decides when a run is asked for.
import { z } from 'zod';
import type {
  GenerateInsightsInput,
  GenerateInsightsResult,
} from '../use-cases/insights/generate-insights';
import { NO_RUN, type InsightRunState } from '../use-cases/insights/insight-runs';

/** Runs for everyone, after the daily pipeline's analyses. */
export const GENERATE_INSIGHTS_JOB = 'generate-insights';
/** Runs for one user, asked for when they save a profile; the user id is the singleton key. */
export const USER_INSIGHTS_JOB = 'generate-user-insights';

export const generateInsightsPayloadSchema = z.object({
  /** Only these users; everyone with a profile and an active subscription when absent. */
  userIds: z.array(z.string().min(1)).optional(),
  lookbackDays: z.number().int().min(1).max(90).optional(),
}) satisfies z.ZodType<GenerateInsightsInput>;
export type GenerateInsightsPayload = z.infer<typeof generateInsightsPayloadSchema>;

export const userInsightsPayloadSchema = z.object({ userId: z.string().min(1) });

const resultSchema = z.object({
  users: z.number(),
  items: z.number(),
  matches: z.number(),
  written: z.number(),
}) satisfies z.ZodType<GenerateInsightsResult>;

/** A queued run as the queue keeps it (pg-boss's job record, the fields read here). */
export interface QueuedRun {
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  createdOn: Date;
  completedOn: Date | null;
  output: unknown;
}

/**
 * One user's runs (any order) as one state: running while one runs, queued while one waits
 * (a failed attempt with retries left waits too), else how the newest one ended.
 */
export function runStateOf(runs: readonly QueuedRun[]): InsightRunState {
  const newestFirst = [...runs].sort((a, b) => b.createdOn.getTime() - a.createdOn.getTime());
  const running = newestFirst.find((r) => r.state === 'active');
  const waiting = newestFirst.find((r) => r.state === 'created' || r.state === 'retry');
  const current = running ?? waiting;
  if (current)
    return {
      status: running ? 'running' : 'queued',
      requestedAt: current.createdOn,
      finishedAt: null,
      result: null,
    };
  const last = newestFirst[0];
  if (!last) return NO_RUN;
  const result = resultSchema.safeParse(last.output);
  return {
    status: last.state === 'completed' ? 'done' : 'failed',
    requestedAt: last.createdOn,
    finishedAt: last.completedOn,
    result: last.state === 'completed' && result.success ? result.data : null,
  };
}
