// The insights queue's adapter: its name and its payload, checked where the queue hands a job
// over. The work is the generate-insights use case; scheduler.ts decides when a run is asked for.
import { z } from 'zod';
import type { GenerateInsightsInput } from '../use-cases/insights/generate-insights';

export const GENERATE_INSIGHTS_JOB = 'generate-insights';

export const generateInsightsPayloadSchema = z.object({
  /** Only these users; everyone with a profile and an active subscription when absent. */
  userIds: z.array(z.string().min(1)).optional(),
  lookbackDays: z.number().int().min(1).max(90).optional(),
}) satisfies z.ZodType<GenerateInsightsInput>;
export type GenerateInsightsPayload = z.infer<typeof generateInsightsPayloadSchema>;
