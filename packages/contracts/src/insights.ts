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
