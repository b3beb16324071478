import { z } from 'zod';
import { feedCommitSchema, feedItemSchema } from './feeds';
import { signalIdSchema } from './signals';

/** Spec section 8: what the analysis answers when the window holds no meaningful commit. */
export const NO_COMMITS_MESSAGE = 'No commits found for the specified time period.';

/** The windows the analysis page offers (Past 7 Days, Past 14 Days). */
export const ANALYSIS_DAYS = [7, 14] as const;

/** POST /analysis/analyze: owner is a project name, slug or GitHub organisation (any case). */
export const analyzeRequestSchema = z.object({
  owner: z
    .string({ message: 'owner is required: a project name, slug or GitHub organisation' })
    .trim()
    .min(1, { message: 'owner is required: a project name, slug or GitHub organisation' })
    .max(200),
  days: z.union([z.literal(7), z.literal(14)], { message: 'days must be 7 or 14' }),
});
export type AnalyzeRequest = z.infer<typeof analyzeRequestSchema>;

export const projectWindowAnalysisSchema = z.object({
  summary: z.string(),
  key_highlights: z.array(z.string()),
  business_impact: z.string(),
  raw_response: z.string(),
});
export type ProjectWindowAnalysis = z.infer<typeof projectWindowAnalysisSchema>;

/** Spec section 3 "Daily analysis result", plus the window and the project it was run for. */
export const analyzeResponseSchema = z.object({
  /** The project's display name. */
  owner: z.string(),
  days: z.number().int().positive(),
  commits_count: z.number().int().nonnegative(),
  /** Empty strings and no highlights when commits_count is 0. */
  analysis: projectWindowAnalysisSchema,
  /** The analysis as the writer returned it (markdown); empty when commits_count is 0. */
  raw_analysis: z.string(),
  /** NO_COMMITS_MESSAGE when commits_count is 0, else an empty string. */
  message: z.string(),
  project: z.object({
    slug: z.string(),
    name: z.string(),
    category: z.string(),
    image_url: z.string().nullable(),
  }),
  /** YYYY-MM-DD, first and last day of the window (UTC). */
  period_start: z.string(),
  period_end: z.string(),
  /** When the stored analysis was written (ISO 8601): the page's 'Last Updated'. */
  generated_at: z.string(),
  /** Filtered commits of the window by noise reason. */
  noise: z.record(z.string(), z.number()),
  /** The window's meaningful commits, newest first: the 'Detailed Analysis' list. */
  commits: z.array(feedCommitSchema),
  /** The window's feed items (newest first, without content). */
  feed_items: z.array(feedItemSchema),
});
export type AnalyzeResponse = z.infer<typeof analyzeResponseSchema>;

/** GET /projects/{name}/related: projects whose technology profile lists this project. */
export const relatedProjectSchema = z.object({
  slug: z.string(),
  name: z.string(),
  category: z.string(),
  image_url: z.string().nullable(),
  /** The technology categories of the profile that name the project (e.g. 'oracles'). */
  via: z.array(z.string()),
});
export const relatedProjectsResponseSchema = z.object({
  project: z.string(),
  related: z.array(relatedProjectSchema),
});
export type RelatedProject = z.infer<typeof relatedProjectSchema>;
export type RelatedProjectsResponse = z.infer<typeof relatedProjectsResponseSchema>;

export const projectNameParamsSchema = z.object({ name: z.string().trim().min(1).max(200) });

export const weeklyActivityPointSchema = z.object({
  /** YYYY-MM-DD, the Monday (UTC) that starts the ISO week. */
  weekStart: z.string(),
  commits: z.number().int().nonnegative(),
  contributors: z.number().int().nonnegative(),
});
export type WeeklyActivityPoint = z.infer<typeof weeklyActivityPointSchema>;

export const noiseLedgerEntrySchema = z.object({
  reason: z.string(),
  /** What the reason means, for people ('Lockfile updates only'). */
  label: z.string(),
  commits: z.number().int().positive(),
});
export type NoiseLedgerEntry = z.infer<typeof noiseLedgerEntrySchema>;

/** GET /projects/{name}/overview: everything the project page shows. */
export const projectOverviewSchema = z.object({
  project: z.object({
    slug: z.string(),
    name: z.string(),
    category: z.string(),
    networks: z.array(z.string()),
    github_orgs: z.array(z.string()),
    image_url: z.string().nullable(),
    website: z.string().nullable(),
  }),
  repositories: z.array(
    z.object({
      full_name: z.string(),
      url: z.string(),
      is_fork: z.boolean(),
      /** Demo data replayed to end yesterday. */
      is_replay: z.boolean(),
      last_collected_at: z.string().nullable(),
    }),
  ),
  /** YYYY-MM-DD, the last day of the activity period (the newest day of data, else today). */
  activity_end: z.string(),
  /** 52 ISO weeks of meaningful commits and active contributors, oldest first. */
  weekly_activity: z.array(weeklyActivityPointSchema),
  totals: z.object({
    /** Meaningful commits of the 52 weeks. */
    commits: z.number().int().nonnegative(),
    feed_items: z.number().int().nonnegative(),
  }),
  latest_items: z.array(feedItemSchema),
  stack: z
    .object({
      technology_count: z.number().int().nonnegative(),
      /** Largest categories first. */
      top_categories: z.array(
        z.object({ category: z.string(), technologies: z.array(z.string()) }),
      ),
      updated_at: z.string(),
    })
    .nullable(),
  noise_ledger: z.object({
    /** Days the ledger covers, ending on activity_end. */
    days: z.number().int().positive(),
    meaningful_commits: z.number().int().nonnegative(),
    filtered_commits: z.number().int().nonnegative(),
    /** Largest first. */
    reasons: z.array(noiseLedgerEntrySchema),
    /**
     * Commits the collectors never stored, since collection began (a fork's commits inherited
     * from its upstream): they have no day, so they sit outside the window. Largest first.
     */
    not_stored: z.array(noiseLedgerEntrySchema),
  }),
  /** Signals of the 90 days' meaningful commits, largest first. */
  signal_counts: z.array(
    z.object({ signal: signalIdSchema, commits: z.number().int().positive() }),
  ),
});
export type ProjectOverview = z.infer<typeof projectOverviewSchema>;
