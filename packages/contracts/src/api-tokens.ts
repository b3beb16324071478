// Personal API tokens (issue 17): `Authorization: Bearer gs_…` opens the read routes a user may
// call with a session, with the user's plan; never the account, billing or token routes.
import { z } from 'zod';
import { userIdParamsSchema } from './users';

export const createApiTokenRequestSchema = z.strictObject({
  name: z.string().trim().min(1, 'Name the token').max(100),
  /** ISO 8601, in the future; none: the token lasts until it is deleted. */
  expiresAt: z.iso
    .datetime({ offset: true })
    .optional()
    .refine((value) => value === undefined || Date.parse(value) > Date.now(), {
      message: 'The expiry must be in the future',
    }),
});
export type CreateApiTokenRequest = z.input<typeof createApiTokenRequestSchema>;

export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The first characters (`gs_ab12…`), so a user can tell tokens apart. */
  preview: z.string(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** The answer to POST: the only time `token` is shown; the server keeps only its hash. */
export const createdApiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  token: z.string(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
});
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

export const apiTokensResponseSchema = z.object({ tokens: z.array(apiTokenSchema) });
export const apiTokenParamsSchema = userIdParamsSchema.extend({
  tokenId: z.string().min(1).max(100),
});

/**
 * The personal Atom/RSS feed: a private URL with an unguessable token in its path, kept so that
 * Settings can show it again; revoking it (DELETE) or making a new one ends the old URL.
 */
export const personalFeedUrlsSchema = z.object({
  atom: z.string(),
  rss: z.string(),
  createdAt: z.string(),
});
export const personalFeedUrlsResponseSchema = z.object({ feed: personalFeedUrlsSchema.nullable() });
export type PersonalFeedUrls = z.infer<typeof personalFeedUrlsSchema>;
