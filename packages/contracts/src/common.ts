import { z } from 'zod';

/** Every error the API answers has this one shape. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const paginationSchema = z.object({
  total: z.number().int().nonnegative(),
  hasMore: z.boolean(),
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const demoImportProgressSchema = z
  .object({
    state: z.enum(['importing', 'done']),
    repositoriesDone: z.number().int().min(0),
    repositoriesTotal: z.number().int().min(0),
  })
  .describe('The demo import: how many repositories have their whole history (ADR 035)');
export type DemoImportProgress = z.infer<typeof demoImportProgressSchema>;

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
  /** Present once a demo import has begun on this database. */
  demoImport: demoImportProgressSchema.optional(),
});
export type Health = z.infer<typeof healthSchema>;

/** `GET /api`: the API's name and version, where its documentation is, and what sign-in offers. */
export const apiIndexSchema = z.object({
  name: z.literal('GitSignals API'),
  version: z.string(),
  links: z.object({
    /** The browsable documentation. */
    docs: z.literal('/api/docs'),
    /** The OpenAPI document. */
    openapi: z.literal('/api/docs/json'),
    health: z.literal('/api/health'),
  }),
  signIn: z.object({
    /** 'Continue with Google' works: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set. */
    google: z.boolean(),
  }),
});
export type ApiIndex = z.infer<typeof apiIndexSchema>;
