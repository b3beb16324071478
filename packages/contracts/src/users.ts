import { z } from 'zod';
import { feedItemSchema } from './feeds';
import {
  AGENT_PROFILE_QUESTIONS,
  AGENT_PROFILE_TYPES,
  DEFAULT_FEEDS,
  MAX_PROFILE_ANSWER_LENGTH,
  type AgentProfileType,
  EMAIL_FREQUENCIES,
  MAX_SAVED_SEARCH_KEYWORDS,
} from './constants';

export const emailFrequencySchema = z.enum(EMAIL_FREQUENCIES);

export const defaultFeedSchema = z.enum(DEFAULT_FEEDS);

/** One profile's answers: only its own question keys (spec section 2), each a free-text list. */
const profileAnswersSchema = (questions: readonly string[]) =>
  z.strictObject(
    Object.fromEntries(
      questions.map((key) => [key, z.string().max(MAX_PROFILE_ANSWER_LENGTH).optional()]),
    ),
  );

/**
 * Agent Hub answers keyed by profile type, then by question key (spec section 2, Agent Hub):
 * growth {competitors, partners}, risk {protocols, riskFactors}, auditor {auditProjects,
 * changeTypes}, investor {portfolio, economicFactors}, ecosystem {integrations, technicalChanges}.
 * One profile per type, so at most MAX_AGENT_PROFILES (5); an unknown type or question is a 400.
 */
/** Answers by profile type, then by question key; each answer a free-text list. */
export type ProjectProfile = Partial<Record<AgentProfileType, Record<string, string>>>;

export const projectProfileSchema = z.strictObject(
  Object.fromEntries(
    AGENT_PROFILE_TYPES.map((type) => [
      type,
      profileAnswersSchema(AGENT_PROFILE_QUESTIONS[type]).optional(),
    ]),
  ),
  // The keys are built from the constants, so zod cannot infer them; the schema checks exactly this.
) as unknown as z.ZodType<ProjectProfile, ProjectProfile>;

/** The backend user record (spec section 3): one row per better-auth user. */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  subscribedToEmails: z.boolean(),
  emailFrequency: emailFrequencySchema,
  defaultFeed: defaultFeedSchema,
  /** Names of the subscribed projects (the owner names feed items carry). */
  projectSubList: z.array(z.string()),
  project_profile: z.record(z.string(), z.record(z.string(), z.string())),
  twoFactorEnabled: z.boolean(),
  /** An admin (ADMIN_EMAILS or `grant-admin`, ADR 055): the web shows the operators' console link. */
  isAdmin: z.boolean(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const userIdParamsSchema = z.object({ id: z.string().min(1).max(200) });
export const userIdParamSchema = z.object({ userId: z.string().min(1).max(200) });

const emailSchema = z
  .string()
  .trim()
  .max(254)
  .refine((v) => v.includes('@') && !v.startsWith('@') && !v.endsWith('@'), {
    message: 'Please enter a valid email address',
  });

/** POST /user: create the backend record of the signed-in user (idempotent). */
export const createUserRequestSchema = z.object({
  id: z.string().min(1).max(200),
  email: emailSchema,
  /** Falls back to the e-mail's local part when blank. */
  name: z.string().trim().max(200).optional(),
});
export type CreateUserRequest = z.input<typeof createUserRequestSchema>;

/** The spec's "true or the string 'true' counts as true". */
const looseBoolean = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true');

export const updateProfileSchema = z.strictObject({
  email: emailSchema,
  name: z.string().trim().min(1, 'Name is required').max(200),
});
export const updateEmailPreferencesSchema = z.strictObject({
  subscribedToEmails: looseBoolean,
  emailFrequency: emailFrequencySchema,
});
export const updateSubscriptionsSchema = z.strictObject({
  projectSubList: z.array(z.string().trim().min(1).max(200)).max(1000),
});
export const updateProjectProfileSchema = z.strictObject({
  project_profile: projectProfileSchema,
});
/** Not one of the spec's four shapes: the Default Feed setting, kept with the user. */
export const updateDefaultFeedSchema = z.strictObject({
  defaultFeed: defaultFeedSchema,
});

const updateShapes = [
  updateProfileSchema,
  updateEmailPreferencesSchema,
  updateSubscriptionsSchema,
  updateProjectProfileSchema,
  updateDefaultFeedSchema,
] as const;
type UpdateShape = (typeof updateShapes)[number];

const describeShape = (shape: UpdateShape) => `{${Object.keys(shape.shape).join(', ')}}`;
const SHAPES_TEXT = updateShapes.map(describeShape).join(', ');

/** The one shape whose keys the body uses; an issue when it names none or mixes several. */
function shapeOfBody(body: Record<string, unknown>, ctx: z.RefinementCtx): UpdateShape | null {
  const keys = Object.keys(body);
  const used = updateShapes.filter((shape) => keys.some((k) => k in shape.shape));
  if (used.length === 1) return used[0]!;
  ctx.addIssue({
    code: 'custom',
    message:
      used.length === 0
        ? `Expected one of these payloads: ${SHAPES_TEXT}`
        : `Send one payload at a time, not ${used.map(describeShape).join(' with ')}`,
  });
  return null;
}

/**
 * PUT /user/{id}: exactly one of the payload shapes. The shape is chosen by the body's keys, so
 * a bad value is reported on its field ('email: Please enter a valid email address') rather than
 * as a union mismatch; unknown keys next to a shape's keys are refused by its strict object.
 */
export const updateUserRequestSchema = z
  .looseObject({})
  .transform((body, ctx) => {
    const shape = shapeOfBody(body, ctx);
    if (!shape) return z.NEVER;
    const parsed = shape.safeParse(body);
    if (parsed.success) return parsed.data as UpdateUserPayload;
    for (const issue of parsed.error.issues) ctx.addIssue({ ...issue });
    return z.NEVER;
  })
  // Documented as the union of its shapes (OpenAPI anyOf), which is what the check above accepts.
  .meta({ anyOf: updateShapes.map((shape) => z.toJSONSchema(shape, { io: 'input' })) });
export type UpdateUserRequest = z.input<UpdateShape>;
/** The parsed body: booleans given as 'true'/'false' are booleans here. */
export type UpdateUserPayload = z.output<UpdateShape>;

/** Trimmed, empties dropped, and repeats (in any letter case) collapsed to their first spelling. */
function uniqueKeywords(list: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of list) {
    const keyword = raw.trim();
    const key = keyword.toLowerCase();
    if (keyword.length === 0 || seen.has(key)) continue;
    seen.add(key);
    out.push(keyword);
  }
  return out;
}

/** A bookmarked feed item; title equals summary (spec section 3). */
export const savedFeedSchema = feedItemSchema.extend({ saved_at: z.string() });
export type SavedFeed = z.infer<typeof savedFeedSchema>;

export const savedFeedsResponseSchema = z.object({
  saved_feeds: z.array(savedFeedSchema),
  total_saved: z.number().int().nonnegative(),
});
export type SavedFeedsResponse = z.infer<typeof savedFeedsResponseSchema>;

export const saveFeedQuerySchema = z.object({ feedId: z.string().min(1).max(100) });
export const saveFeedResponseSchema = z.object({ feedId: z.string(), saved: z.boolean() });
export type SaveFeedResponse = z.infer<typeof saveFeedResponseSchema>;

export const saveSearchRequestSchema = z.object({
  keywords: z
    .array(z.string().max(200))
    .max(MAX_SAVED_SEARCH_KEYWORDS)
    .transform((list) => uniqueKeywords(list))
    .refine((list) => list.length > 0, { message: 'At least one non-empty keyword is required' }),
});
export type SaveSearchRequest = z.input<typeof saveSearchRequestSchema>;

export const savedSearchSchema = z.object({
  id: z.number().int(),
  keywords: z.array(z.string()),
  created_at: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;
export const savedSearchesResponseSchema = z.array(savedSearchSchema);
export const savedSearchParamsSchema = userIdParamsSchema.extend({
  searchId: z.coerce.number().int().positive().max(2_147_483_647),
});

/** PUT|POST /user/{token}/unsubscribe: the token is the opaque one in every e-mail, not the id. */
export const unsubscribeParamsSchema = z.object({ userId: z.string().min(1).max(200) });
export const unsubscribeResponseSchema = z.object({ unsubscribed: z.literal(true) });
