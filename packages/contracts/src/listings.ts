import { z } from 'zod';
import { LISTING_BULK_KINDS } from '@gitsignals/domain';

/**
 * Where a listing comes from: 'import' (an operator's CSV/JSON file) or 'token-list' (derived from
 * the history of a token-list repository: a token added to the list, dated by that commit).
 */
export const LISTING_SOURCES = ['import', 'token-list'] as const;
export type ListingSource = (typeof LISTING_SOURCES)[number];

/** Listings per page of GET /api/listings unless `limit` says otherwise. */
export const LISTINGS_PAGE_SIZE = 30;
export const LISTINGS_MAX_PAGE_SIZE = 100;

/** The contact fields of a listing (spec section 3); files may capitalise them ('Website'). */
export const LISTING_CONTACT_FIELDS = ['website', 'telegram', 'twitter', 'block_explorer'] as const;
export type ListingContactField = (typeof LISTING_CONTACT_FIELDS)[number];

/** One token listing: the spec's fields (section 3) plus its id and where it came from. */
export const listingSchema = z.object({
  id: z.number().int(),
  /** The token's name with its ticker in parentheses, e.g. 'Wrapped Ether (WETH)'. */
  coin_name: z.string(),
  platform: z.string(),
  /** ISO date-time; null when the source does not say. */
  trading_start_time: z.string().nullable(),
  description: z.string().nullable(),
  additional_info: z.union([z.string(), z.record(z.string(), z.unknown())]).nullable(),
  url: z.string().nullable(),
  contact_info: z.record(z.string(), z.string()).nullable(),
  source: z.enum(LISTING_SOURCES),
  /**
   * Set when the token came in bulk (ADR 036), with the label readers see: it came with the
   * list's first version ('In the list since its first version'), or in one commit that added
   * `tokens` tokens at once. Such listings come after those added one by one. Null otherwise.
   */
  bulk: z
    .object({
      kind: z.enum(LISTING_BULK_KINDS),
      tokens: z.number().int().positive(),
      label: z.string(),
    })
    .nullable(),
});
export type Listing = z.infer<typeof listingSchema>;

/**
 * GET /api/listings?page&limit (spec section 7: listings, total_listings): newest trading start
 * first, tokens that came in bulk after those added one by one.
 */
export const listingsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(LISTINGS_MAX_PAGE_SIZE).default(LISTINGS_PAGE_SIZE),
});
export type ListingsQuery = z.infer<typeof listingsQuerySchema>;

export const listingsResponseSchema = z.object({
  listings: z.array(listingSchema),
  total_listings: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
  hasMore: z.boolean(),
});
export type ListingsResponse = z.infer<typeof listingsResponseSchema>;

const blankToUndefined = (v: unknown) =>
  (typeof v === 'string' && v.trim() === '') || v === null ? undefined : v;

const text = (max: number) => z.preprocess(blankToUndefined, z.string().trim().max(max).optional());

const httpUrl = z
  .string()
  .trim()
  .max(1000)
  .refine((v) => /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(v), 'must be an http(s) URL');

const optionalUrl = z.preprocess(blankToUndefined, httpUrl.optional());

/** A date ('2025-03-01') or a date-time with an offset ('2025-03-01T14:00:00Z'). */
const optionalDateTime = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .refine(
      (v) =>
        /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2}))?$/.test(v) &&
        !Number.isNaN(Date.parse(v)),
      'must be a date (YYYY-MM-DD) or an ISO date-time with a time zone (2025-03-01T14:00:00Z)',
    )
    .optional(),
);

/** 'Website' / 'BLOCK EXPLORER' / 'block-explorer' → 'block_explorer'. */
export const listingFieldKey = (key: string) =>
  key
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

const contactInfoSchema = z.preprocess(
  (v) => {
    if (blankToUndefined(v) === undefined) return undefined;
    if (typeof v === 'string' && v.trim().startsWith('{')) {
      try {
        v = JSON.parse(v);
      } catch {
        return v;
      }
    }
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      return Object.fromEntries(
        Object.entries(v as Record<string, unknown>)
          .map(([k, val]) => [listingFieldKey(k), blankToUndefined(val)])
          .filter(([, val]) => val !== undefined),
      );
    }
    return v;
  },
  z
    .object({
      website: optionalUrl,
      telegram: z.preprocess(blankToUndefined, z.string().trim().max(500).optional()),
      twitter: z.preprocess(blankToUndefined, z.string().trim().max(500).optional()),
      block_explorer: optionalUrl,
    })
    .strict()
    .optional(),
);

const additionalInfoSchema = z.preprocess(
  (v) => {
    if (blankToUndefined(v) === undefined) return undefined;
    // A CSV cell holding a JSON object is that object.
    if (typeof v === 'string' && v.trim().startsWith('{')) {
      try {
        return JSON.parse(v) as unknown;
      } catch {
        return v;
      }
    }
    return v;
  },
  z
    .union([z.string().trim().max(5000), z.record(z.string(), z.unknown())], {
      error: 'must be text or an object',
    })
    .optional(),
);

/**
 * One row of a listings import file (CSV header or JSON keys = the spec's field names).
 * `id` is the file's own key for the listing (re-importing it updates in place); without it the
 * key is platform + coin_name. CSV files may give the contact fields as their own columns
 * (website, telegram, twitter, block_explorer) instead of a contact_info JSON cell.
 */
export const listingImportRowSchema = z
  .object({
    id: text(200),
    coin_name: z.preprocess(
      blankToUndefined,
      z.string({ error: 'required' }).trim().min(1).max(200),
    ),
    platform: z.preprocess(
      blankToUndefined,
      z.string({ error: 'required' }).trim().min(1).max(200),
    ),
    trading_start_time: optionalDateTime,
    description: text(5000),
    additional_info: additionalInfoSchema,
    url: optionalUrl,
    contact_info: contactInfoSchema,
  })
  .strict();
export type ListingImportRow = z.infer<typeof listingImportRowSchema>;

/** The columns an import file may have, in the order the sample uses. */
export const LISTING_IMPORT_FIELDS = [
  'id',
  'coin_name',
  'platform',
  'trading_start_time',
  'description',
  'additional_info',
  'url',
  'contact_info',
] as const;
