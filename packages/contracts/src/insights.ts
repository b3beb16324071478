import { z } from 'zod';

/** POST /insights/get (spec section 7): the signed-in user's Agent Hub insights. */
export const insightsRequestSchema = z.object({ userId: z.string().min(1).max(200) });
export type InsightsRequest = z.infer<typeof insightsRequestSchema>;

/** An Agent Hub insight (spec section 3): one profile's answers matched against one feed item. */
export const insightSchema = z.object({
  id: z.number().int(),
  /** The matched feed item; the card opens /feeds/{feed_id}. */
  feed_id: z.string(),
  project_name: z.string(),
  image_url: z.string().nullable(),
  /** The feed item's day, YYYY-MM-DD (shown MM/DD/YYYY in UTC). */
  analysis_date: z.string(),
  opportunity: z.string(),
  /** What matched, e.g. 'competitor_activity' (the question the answer came from). */
  insight_type: z.string(),
  /** '{profile}_agent', e.g. 'growth_agent'. */
  agent_type: z.string(),
});
export type Insight = z.infer<typeof insightSchema>;

/** Newest analysis_date first (spec section 9). */
export const insightsResponseSchema = z.object({ insights: z.array(insightSchema) });
export type InsightsResponse = z.infer<typeof insightsResponseSchema>;

/**
 * One user's insights run (docs/decisions/041): saving a profile queues one, and the Agent Hub
 * reads this until it is done. none: no run asked for in the last week.
 */
export const INSIGHT_RUN_STATUSES = ['none', 'queued', 'running', 'done', 'failed'] as const;
export type InsightRunStatus = (typeof INSIGHT_RUN_STATUSES)[number];

/** GET (and POST, which asks for a run) /users/{id}/insights-run. */
export const insightRunSchema = z.object({
  status: z.enum(INSIGHT_RUN_STATUSES),
  /** When the run this state is about was asked for (ISO 8601). */
  requested_at: z.string().nullable(),
  /** When it finished, done or failed (ISO 8601). */
  finished_at: z.string().nullable(),
  /** Days of feed items a run reads, today included. */
  window_days: z.number().int(),
  /** A finished run: the feed items of the window it read. */
  items_checked: z.number().int().nullable(),
  /** A finished run: the insights it wrote (those already written are not written again). */
  written: z.number().int().nullable(),
});
export type InsightRun = z.infer<typeof insightRunSchema>;
