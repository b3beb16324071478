// One page of a feed in the order of spec section 4, for the daily feed and the personal feed:
// the same filters, paging and answer, the personal one limited to the subscribed projects.
//
// The answer is assembled as bytes (ADR 052): the page's ids and versions are read (sought from a
// remembered page start where one is known, ADR 051), each item's JSON comes from memory when kept
// at that version, and only the others are read in full and presented. The bytes are those the
// route's zod serializer wrote for the contract's `feedPageResponseSchema` before: each item's
// JSON is the schema's encoding of it, and the answer's two keys are in the schema's order.
import {
  feedItemSchema,
  paginationSchema,
  type FeedPageQuery,
  type Pagination,
} from '@gitsignals/contracts';
import {
  countFeedItems,
  listFeedPage,
  positionOf,
  type Database,
  type FeedFilters,
  type FeedPageEntry,
} from '@gitsignals/db';
import { daysAgo } from '@gitsignals/domain';
import type { CountCache } from './feed-count-cache';
import type { FeedPageStarts } from './feed-page-starts';
import type { ItemFragmentCache } from './item-fragment-cache';
import { itemFragmentsAt } from './item-fragments';
import { presentFeedItem } from './presenters/feed-item';

export interface FeedPageDeps {
  db: Database;
  now: () => Date;
  feedCounts: CountCache;
  pageStarts: FeedPageStarts;
  /** Each listed item's JSON as the feeds write it, by id and version. */
  feedItemFragments: ItemFragmentCache;
}

/** The personal feed's scope: one user's subscribed projects. */
export interface FeedScope {
  /** Only the projects this user subscribes to, read inside the page's statement. */
  subscriberId: string;
  /**
   * Changes whenever the user's record is saved (PUT /user rewrites the list in the same
   * transaction): part of the total's cache key, so a changed list never reads an old total, in
   * this process or another.
   */
  listVersion: string;
}

const DATA_START = Buffer.from('{"data":[');
const COMMA = Buffer.from(',');

/**
 * The page as the JSON bytes to send (`{"data":[…],"pagination":{…}}`). `scope` limits the feed
 * to a user's subscribed projects (none: no items).
 */
export async function feedPage(
  deps: FeedPageDeps,
  query: FeedPageQuery,
  scope?: FeedScope,
): Promise<Buffer> {
  const { page, limit, days, categories, networks } = query;
  // The database's filters speak of a first day and project ids, not of a window: the query
  // layer imports no contract (docs/architecture.md), so the request is translated here.
  const filters: FeedFilters = {
    since: days ? daysAgo(deps.now(), days) : undefined,
    categories,
    networks,
    subscriberId: scope?.subscriberId,
  };
  const countKey = JSON.stringify({ ...filters, listVersion: scope?.listVersion });
  const mark = deps.feedItemFragments.mark();
  const [entries, total] = await Promise.all([
    readPage(deps, filters, `${countKey} ${limit}`, page, limit),
    deps.feedCounts.get(countKey, () => countFeedItems(deps.db, filters)),
  ]);
  const items = await itemFragments(deps, entries, mark);
  const pagination: Pagination = { total, hasMore: page * limit < total, page, limit };
  const parts: Buffer[] = [DATA_START];
  for (const item of items) {
    if (parts.length > 1) parts.push(COMMA);
    parts.push(item);
  }
  parts.push(Buffer.from(`],"pagination":${JSON.stringify(paginationSchema.encode(pagination))}}`));
  return Buffer.concat(parts);
}

/** An item's JSON as a feed lists it: the contract's encoding, keys in the schema's order. */
export const feedItemFragmentOf = (row: Parameters<typeof presentFeedItem>[0]): Buffer =>
  Buffer.from(JSON.stringify(feedItemSchema.encode(presentFeedItem(row))));

/** The page's items as JSON, in the page's order (item-fragments.ts). */
async function itemFragments(
  deps: FeedPageDeps,
  entries: FeedPageEntry[],
  mark: number,
): Promise<Buffer[]> {
  const found = await itemFragmentsAt(
    deps.db,
    deps.feedItemFragments,
    mark,
    entries,
    feedItemFragmentOf,
  );
  return entries.flatMap((entry) => found.get(entry.id) ?? []);
}

/**
 * The page's entries, sought from the nearest page start this process knows (ADR 051), and what
 * the read tells of this page's start and the next one's kept for later reads.
 */
async function readPage(
  deps: FeedPageDeps,
  filters: FeedFilters,
  feed: string,
  page: number,
  limit: number,
): Promise<FeedPageEntry[]> {
  const { pageStarts } = deps;
  const known = pageStarts.nearest(feed, page);
  const mark = pageStarts.mark();
  const { entries, next } = await listFeedPage(deps.db, filters, {
    limit,
    offset: (page - (known?.page ?? 1)) * limit,
    from: known?.start,
  });
  if (entries[0]) pageStarts.keep(mark, feed, page, positionOf(entries[0]));
  if (next) pageStarts.keep(mark, feed, page + 1, next);
  return entries;
}
