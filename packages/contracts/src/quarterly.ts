import { z } from 'zod';
import { signalIdSchema } from './signals';

/** 'YYYY-Qn', the key of a calendar quarter (UTC). */
export const quarterKeySchema = z
  .string()
  .regex(/^\d{4}-Q[1-4]$/, { message: "quarter must look like 'YYYY-Qn', e.g. '2025-Q1'" });
export type QuarterKey = z.infer<typeof quarterKeySchema>;

export const quarterlyOwnerParamsSchema = z.object({ owner: z.string().trim().min(1).max(200) });

/** POST /analysis/{owner}/quarterly body; the year must be the quarter's own year. */
export const quarterlyAnalysisRequestSchema = z
  .object({
    quarter: quarterKeySchema,
    year: z.number().int().min(2000).max(2100),
  })
  .refine((body) => body.quarter.slice(0, 4) === String(body.year), {
    message: "year must match the quarter's year (e.g. { quarter: '2025-Q1', year: 2025 })",
    path: ['year'],
  });
export type QuarterlyAnalysisRequest = z.infer<typeof quarterlyAnalysisRequestSchema>;

export const keyMilestoneSchema = z.object({
  /** A day ('YYYY-MM-DD') or a range ('YYYY-MM-DD – YYYY-MM-DD') within the quarter. */
  date_period: z.string(),
  milestone: z.string(),
  /** Follows the milestone's own signals (the most important first). */
  frontend_impact: z.string(),
  /** The signals the milestone itself carries, most important first. */
  signals: z.array(signalIdSchema),
  /** Replayed demo history: the day git recorded (date_period is the replayed day); else null. */
  recorded_date: z.string().nullable(),
});
export type KeyMilestone = z.infer<typeof keyMilestoneSchema>;

export const topPrioritySchema = z.object({
  priority: z.string(),
  description: z.string(),
  business_impact: z.string(),
});
export type TopPriority = z.infer<typeof topPrioritySchema>;

export const productivityMetricsSchema = z.object({
  total_files_changed: z.number().int().nonnegative(),
  total_lines_changed: z.number().int().nonnegative(),
  active_repositories: z.number().int().nonnegative(),
});

export const performanceSecurityImprovementSchema = z.object({
  improvement_type: z.string(),
  technical_implementation: z.string(),
  measurable_impact: z.string(),
  competitor_implementation: z.string(),
});
export const developmentPatternSchema = z.object({
  pattern_or_tool: z.string(),
  productivity_impact: z.string(),
  adoption_evidence: z.string(),
  competitor_adoption_path: z.string(),
});
export const immediateTechAdoptionSchema = z.object({
  technology: z.string(),
  /** 'High' or another level (spec section 3). */
  urgency: z.string(),
  version: z.string(),
  implementation_timeframe: z.string(),
  use_case: z.string(),
  competitor_action: z.string(),
});
export const architecturalChangeSchema = z.object({
  change_type: z.string(),
  technical_details: z.string(),
  business_impact: z.string(),
  competitor_response: z.string(),
});
export const newIntegrationSchema = z.object({
  service_name: z.string(),
  integration_type: z.string(),
  competitive_advantage: z.string(),
  competitor_alternative: z.string(),
});

export const competitiveIntelligenceSchema = z.object({
  performance_and_security_improvements: z.array(performanceSecurityImprovementSchema),
  development_patterns_and_tools: z.array(developmentPatternSchema),
  immediate_tech_adoptions: z.array(immediateTechAdoptionSchema),
  architectural_changes: z.array(architecturalChangeSchema),
  new_integrations_and_apis: z.array(newIntegrationSchema),
});
export type CompetitiveIntelligence = z.infer<typeof competitiveIntelligenceSchema>;

export const quarterlyAnalysisResultSchema = z.object({
  summary: z.string(),
  key_themes: z.array(z.string()),
  detailed_analysis: z.string(),
  web3_technologies_adopted: z.array(z.string()),
  major_features: z.array(z.string()),
  technical_highlights: z.array(z.string()),
  key_milestones_timeline: z.array(keyMilestoneSchema),
  top_three_priorities: z.array(topPrioritySchema).max(3),
  productivity_metrics: productivityMetricsSchema,
  competitive_intelligence: competitiveIntelligenceSchema,
});
export type QuarterlyAnalysisResult = z.infer<typeof quarterlyAnalysisResultSchema>;

/** The display metrics of spec section 3, plus how many commits were filtered as noise. */
export const quarterlyMetricsSchema = z.object({
  total_commits: z.number().int().nonnegative(),
  total_files_changed: z.number().int().nonnegative(),
  total_lines_changed: z.number().int().nonnegative(),
  unique_authors: z.object({ count: z.number().int().nonnegative() }),
  unique_repositories: z.object({
    count: z.number().int().nonnegative(),
    names: z.array(z.string()),
  }),
  unique_contributors: z.number().int().nonnegative(),
  lines_of_code_changed: z.number().int().nonnegative(),
  meaningful_commits: z.number().int().nonnegative(),
  filtered_commits: z.number().int().nonnegative(),
  /** Meaningful commits per signal, largest first: where the quarter's work went. */
  signal_counts: z.array(
    z.object({ signal: signalIdSchema, commits: z.number().int().positive() }),
  ),
});
export type QuarterlyMetrics = z.infer<typeof quarterlyMetricsSchema>;

/** Meaningful commits and their distinct authors per week (weeks start on Sunday, spec section 9). */
export const quarterWeekSchema = z.object({
  /** YYYY-MM-DD, a Sunday (the first week may start before the quarter). */
  weekStart: z.string(),
  commits: z.number().int().nonnegative(),
  contributors: z.number().int().nonnegative(),
});
export type QuarterWeek = z.infer<typeof quarterWeekSchema>;

export const quarterlyAnalysisSchema = z.object({
  id: z.string(),
  /** The project's display name, as feed items carry it. */
  owner: z.string(),
  project: z.object({ slug: z.string(), name: z.string(), category: z.string() }),
  quarter: quarterKeySchema,
  /** YYYY-MM-DD, first and last day of the quarter. */
  period_start: z.string(),
  period_end: z.string(),
  /** True while the quarter has not ended: the analysis covers activity up to yesterday. */
  is_open: z.boolean(),
  image_url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  total_commits: z.number().int().nonnegative(),
  analysis_result: quarterlyAnalysisResultSchema,
  metrics: quarterlyMetricsSchema,
  weekly_activity: z.array(quarterWeekSchema),
  /** Same-category projects the competitive intelligence compares against. */
  peers: z.array(z.string()),
  /**
   * Those of the peers whose stacks are like the project's: what "Technologies to adopt" and
   * the tools' peer lines are measured against.
   */
  comparable_peers: z.array(z.string()),
  /**
   * Replayed demo history (real history shifted so its newest day is yesterday): the days git
   * recorded for the quarter's first and last commit. Null for live history.
   */
  replay: z.object({ recorded_start: z.string(), recorded_end: z.string() }).nullable(),
});
export type QuarterlyAnalysis = z.infer<typeof quarterlyAnalysisSchema>;

export const quarterSummarySchema = z.object({
  quarter: quarterKeySchema,
  year: z.number().int(),
  /** 'Q1 2025', what the selector shows. */
  label: z.string(),
  period_start: z.string(),
  period_end: z.string(),
  total_commits: z.number().int().nonnegative(),
});
export type QuarterSummary = z.infer<typeof quarterSummarySchema>;

/** GET /analysis/{owner}/quarters: the quarters with data, newest first, and the one to open. */
export const quartersResponseSchema = z.object({
  owner: z.string(),
  project: z.object({ slug: z.string(), name: z.string(), category: z.string() }),
  image_url: z.string().nullable(),
  quarters: z.array(quarterSummarySchema),
  /** The previous quarter of today when it has data, else the newest with data; null when none. */
  default_quarter: quarterKeySchema.nullable(),
});
export type QuartersResponse = z.infer<typeof quartersResponseSchema>;

/** Spec section 8: the answer for a quarter without data, with {project} filled in. */
export const quarterlyEmptyMessage = (project: string) =>
  `Quarter analysis for ${project} does not exist yet, we are working on it. Please check back later.`;
