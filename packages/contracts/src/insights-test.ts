import { z } from 'zod';
import { INSIGHTS_TEST_MODELS } from './constants';

export const insightsTestModelSchema = z.enum(INSIGHTS_TEST_MODELS);

/**
 * POST /feeds/insights (spec section 7). The prompt's rules (non-blank, at most
 * INSIGHTS_PROMPT_MAX_CHARS) are checked by the route, so its answer carries the spec's text; the
 * schema only bounds what a request may carry at all.
 */
export const insightsTestRequestSchema = z.object({
  userId: z.string().min(1).max(200),
  prompt: z.string().max(100_000),
  model: insightsTestModelSchema,
});
export type InsightsTestRequest = z.infer<typeof insightsTestRequestSchema>;

/** The model's answer, shown raw, with what the call was and cost. */
export const insightsTestResponseSchema = z.object({
  model: insightsTestModelSchema,
  /** The provider's model id that answered, e.g. gpt-5-mini. */
  model_id: z.string(),
  provider: z.string(),
  /** The model's text, unchanged. */
  result: z.string(),
  usage: z.object({
    input_tokens: z.number().int().nonnegative(),
    output_tokens: z.number().int().nonnegative(),
  }),
  cost_usd: z.number().nonnegative(),
  duration_ms: z.number().int().nonnegative(),
  /** Why the model stopped, e.g. 'stop' or 'length' (the answer was cut at its token limit). */
  finish_reason: z.string(),
});
export type InsightsTestResponse = z.infer<typeof insightsTestResponseSchema>;

/** GET /feeds/insights/models: which models this server can run (a provider key is set). */
export const insightsTestModelsResponseSchema = z.object({
  models: z.array(z.object({ model: insightsTestModelSchema, enabled: z.boolean() })),
});
export type InsightsTestModelsResponse = z.infer<typeof insightsTestModelsResponseSchema>;
