import { z } from 'zod';
import { STACK_CATEGORY_KEYS, type StackCategory } from './constants';

/** A category key of a technology profile (layer_1s, oracles, …). */
export type StackCategoryKey = StackCategory;

const technologyList = z.array(z.string()).default([]);

export const stackEvidenceSchema = z.object({
  technology: z.string(),
  category: z.enum(STACK_CATEGORY_KEYS),
  /** 0..1: manifest dependency > vendored library > config file > path or name hint. */
  confidence: z.number().min(0).max(1),
  /** Where it was seen: a file of the project's repositories and the rule that matched. */
  sources: z.array(z.object({ file: z.string(), rule: z.string() })),
  /** The newest release the manifests ask for ("5.0.2"), when a package dependency names it. */
  version: z.string().optional(),
});
export type StackEvidence = z.infer<typeof stackEvidenceSchema>;

/** One list per category, in display order; a new category must be added here too. */
const categoryLists = {
  layer_1s: technologyList,
  layer_2s: technologyList,
  oracles: technologyList,
  cross_chain: technologyList,
  indexers: technologyList,
  lending: technologyList,
  staking: technologyList,
  dex: technologyList,
  yield_optimization: technologyList,
  rwas: technologyList,
  consumer: technologyList,
  authentication: technologyList,
  development_frameworks: technologyList,
  data_storage: technologyList,
  data_availability: technologyList,
  security: technologyList,
  payments: technologyList,
  rpcs: technologyList,
  compute: technologyList,
  ai: technologyList,
  privacy: technologyList,
  observability: technologyList,
  analytics: technologyList,
  programming_languages: technologyList,
  centralized_exchanges: technologyList,
  token_management: technologyList,
  other_infrastructure: technologyList,
} satisfies Record<StackCategory, typeof technologyList>;

/** GET /api/profile/{project}/technologies: the spec's profile plus count and evidence. */
export const technologyProfileSchema = z.object({
  project: z.string(),
  slug: z.string(),
  github_url: z.string().nullable(),
  ...categoryLists,
  technology_count: z.number().int().nonnegative(),
  evidence: z.array(stackEvidenceSchema),
  /** ISO time the profile was last computed. */
  updated_at: z.string(),
});
export type TechnologyProfile = z.infer<typeof technologyProfileSchema>;

export const profileParamsSchema = z.object({
  project: z.string().trim().min(1, 'project is required').max(200),
});

/** GET /api/profile/examples: the example cards of /stacks, counted from stored profiles. */
export const stackExampleSchema = z.object({
  project: z.string(),
  slug: z.string(),
  technology_count: z.number().int().nonnegative(),
});
export type StackExample = z.infer<typeof stackExampleSchema>;
export const stackExamplesSchema = z.array(stackExampleSchema);
