import type { FeedPageRequest } from '@gitsignals/contracts';
import { FEED_DAYS } from '@gitsignals/contracts/constants';

/**
 * The feed's filters as the screen holds them and the URL writes them: the request's filters
 * (FeedPageRequest), except that a window is always chosen and an empty list means "all", where
 * the request leaves the window and empty lists out (feedPageRequest turns one into the other).
 */
export type FeedFilters = Required<Pick<FeedPageRequest, 'days' | 'categories' | 'networks'>>;

export type FeedDays = FeedFilters['days'];

/** Spec section 9: the default feed window is 7 days. */
export const DEFAULT_FEED_DAYS: FeedDays = 7;

// The filters live in the URL (?days=30&category=DeFi&network=Ethereum) so a filtered feed can
// be shared and survives a reload. Repeated keys, not commas: category names may contain commas.
const DAYS_PARAM = 'days';
const CATEGORY_PARAM = 'category';
const NETWORK_PARAM = 'network';

export function isFeedDays(value: number): value is FeedDays {
  return (FEED_DAYS as readonly number[]).includes(value);
}

function uniqueNonEmpty(values: string[]): string[] {
  return [...new Set(values.map((v) => v.trim()).filter((v) => v.length > 0))];
}

/** Reads the filters from search params; anything invalid falls back to the default. */
export function parseFeedFilters(params: URLSearchParams): FeedFilters {
  const days = Number(params.get(DAYS_PARAM));
  return {
    days: isFeedDays(days) ? days : DEFAULT_FEED_DAYS,
    categories: uniqueNonEmpty(params.getAll(CATEGORY_PARAM)),
    networks: uniqueNonEmpty(params.getAll(NETWORK_PARAM)),
  };
}

/**
 * Writes the filters into a copy of `params`, keeping unrelated parameters. The default window
 * is left out so the plain /signals URL stays canonical.
 */
export function writeFeedFilters(params: URLSearchParams, filters: FeedFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(DAYS_PARAM);
  next.delete(CATEGORY_PARAM);
  next.delete(NETWORK_PARAM);
  if (filters.days !== DEFAULT_FEED_DAYS) next.set(DAYS_PARAM, String(filters.days));
  for (const category of filters.categories) next.append(CATEGORY_PARAM, category);
  for (const network of filters.networks) next.append(NETWORK_PARAM, network);
  return next;
}

export function activeFilterCount(filters: FeedFilters): number {
  return filters.categories.length + filters.networks.length;
}
