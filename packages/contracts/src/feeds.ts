import { z } from 'zod';
import { paginationSchema } from './common';
import { signalIdSchema } from './signals';
import { FEED_ITEM_TYPES, FEED_PAGE_SIZE, PRIORITIES } from './constants';

export const prioritySchema = z.enum(PRIORITIES);

export const feedTagsSchema = z.object({
  blockchain_technologies: z.array(z.string()),
  protocols: z.array(z.string()),
  tools_and_platforms: z.array(z.string()),
  standards_and_frameworks: z.array(z.string()),
});
export type FeedTags = z.infer<typeof feedTagsSchema>;

export const feedCommitSchema = z.object({
  commit_id: z.string(),
  commit_url: z.string(),
  message: z.string(),
  author: z.string(),
  /** Effective (replayed for demo history) commit time, ISO 8601. */
  updated_at: z.string(),
  repository: z.string(),
  /** For replayed demo history: the time recorded in git; null for live history. */
  recorded_at: z.string().nullable(),
  signals: z.array(signalIdSchema),
});
export type FeedCommit = z.infer<typeof feedCommitSchema>;

export const feedProjectSchema = z.object({
  slug: z.string(),
  name: z.string(),
  category: z.string(),
});

/** A signal matched below its threshold (ADR 037): shown on the feed detail page only. */
export const possibleSignalSchema = z.object({
  signal: signalIdSchema,
  /** 0–1: how sure the classifier was. */
  confidence: z.number(),
  /** Full shas of the item's commits that matched it, most confident first. */
  commit_ids: z.array(z.string()),
});
export type PossibleSignal = z.infer<typeof possibleSignalSchema>;

export const feedItemSchema = z.object({
  id: z.string(),
  owner: z.string(),
  title: z.string(),
  summary: z.string(),
  content: z.string(),
  total_commits: z.number().int().nonnegative(),
  updated_at: z.string(),
  days_analyzed: z.number().int().positive(),
  priority: prioritySchema,
  tags: feedTagsSchema,
  category: z.string(),
  /** Filled on GET /feeds/{id}; list answers carry an empty list (see total_commits). */
  commits: z.array(feedCommitSchema),
  /** YYYY-MM-DD */
  analysis_date: z.string(),
  image_url: z.string().nullable(),
  networks: z.array(z.string()),
  score: z.number(),
  type: z.enum(FEED_ITEM_TYPES),
  signals: z.array(signalIdSchema),
  /** Filled on GET /feeds/{id}; list answers carry an empty list. */
  possible_signals: z.array(possibleSignalSchema),
  relationship: z.string().nullable(),
  project: feedProjectSchema,
  /** Commits left out as noise, by reason. */
  noise: z.record(z.string(), z.number()),
  /** Demo data: real history replayed to end yesterday; recorded_date is the day it really happened. */
  replay: z.object({ recorded_date: z.string() }).nullable(),
});
export type FeedItem = z.infer<typeof feedItemSchema>;

const stringList = z.array(z.string().trim().min(1).max(100)).max(100);

export const feedPageRequestSchema = z.object({
  page: z.number().int().min(1).default(1),
  limit: z.number().int().min(1).max(100).default(FEED_PAGE_SIZE),
  days: z
    .union([z.literal(3), z.literal(7), z.literal(14), z.literal(30)])
    .optional()
    .describe('Only items of the last N days: 3, 7, 14 or 30'),
  categories: stringList.optional(),
  networks: stringList.optional(),
});
/** A feed page request as the caller sends it (page and limit may be left out). */
export type FeedPageRequest = z.input<typeof feedPageRequestSchema>;
/** A feed page request as the server reads it: page and limit filled in. */
export type FeedPageQuery = z.output<typeof feedPageRequestSchema>;

export const feedPageResponseSchema = z.object({
  data: z.array(feedItemSchema),
  pagination: paginationSchema,
});
export type FeedPageResponse = z.infer<typeof feedPageResponseSchema>;

export const publicFeedsResponseSchema = z.object({
  feeds: z.array(feedItemSchema),
});
export type PublicFeedsResponse = z.infer<typeof publicFeedsResponseSchema>;

export const feedIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

export const searchRequestSchema = z.object({
  keywords: z
    .array(z.string().max(200))
    .max(20)
    .transform((list) => list.map((k) => k.trim()).filter((k) => k.length > 0))
    .refine((list) => list.length > 0, { message: 'At least one non-empty keyword is required' }),
});
export type SearchRequest = z.input<typeof searchRequestSchema>;
export const searchResponseSchema = z.array(feedItemSchema);
