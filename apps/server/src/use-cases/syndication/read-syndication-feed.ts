// The Atom/RSS feeds' read (ADR 064): the newest items of the daily feed, or of one user's
// subscribed projects, narrowed by the feed API's filters and by signal, priority and project.
// In two steps, so a feed reader polling a feed that has not changed costs one index read: the
// entries' ids and write times first (what the feed's validators are made of), the items and
// their commits only when the reader does not hold them already.
import { SYNDICATION_ENTRY_LIMIT, type SyndicationQuery } from '@gitsignals/contracts';
import {
  findFeedTokenOwner,
  listCommitsOfFeedItems,
  listFeedItemsById,
  listNewestFeedEntries,
  listProjectsNamed,
  type Database,
  type FeedEntryVersion,
  type FeedFilters,
} from '@gitsignals/db';
import { invalid, notFound } from '../errors';

/** Commits an entry lists and links; the item page has them all. */
export const COMMITS_PER_ENTRY = 30;

export type SyndicationItem = Awaited<ReturnType<typeof listFeedItemsById>>[number] & {
  commits: Awaited<ReturnType<typeof listCommitsOfFeedItems>>;
};

export interface SyndicationInput {
  query: SyndicationQuery;
  /** A personal feed's token: only the projects its owner subscribes to. */
  token?: string | undefined;
  /**
   * Whether the reader already holds the feed these entries make (its ETag or date match):
   * then the items are not read.
   */
  held: (entries: FeedEntryVersion[]) => boolean;
}

export interface SyndicationFeed {
  /** Newest first; what the feed's validators are made of. */
  entries: FeedEntryVersion[];
  /** The entries' items in the same order, with their newest commits; null when held. */
  items: SyndicationItem[] | null;
}

/** A personal feed's token that is unknown or revoked: a 404 that says nothing more. */
export const unknownFeed = () => notFound('No such feed');

export async function readSyndicationFeed(
  deps: { db: Database },
  input: SyndicationInput,
): Promise<SyndicationFeed> {
  const filters = await filtersOf(deps.db, input);
  const entries = await listNewestFeedEntries(deps.db, filters, SYNDICATION_ENTRY_LIMIT);
  if (input.held(entries)) return { entries, items: null };
  const ids = entries.map((entry) => entry.id);
  const [rows, commits] = await Promise.all([
    listFeedItemsById(deps.db, ids),
    listCommitsOfFeedItems(deps.db, ids, COMMITS_PER_ENTRY),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  // An item deleted between the two reads is left out rather than shown half.
  const items = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ ...row, commits: commits.filter((c) => c.feedItemId === id) }] : [];
  });
  return { entries, items };
}

/** The query in the database's terms: project slugs as ids, a token as its owner. */
async function filtersOf(db: Database, input: SyndicationInput): Promise<FeedFilters> {
  const { categories, networks, projects, signals, priority } = input.query;
  const subscriberId = input.token === undefined ? undefined : await ownerOf(db, input.token);
  return {
    categories,
    networks,
    signals,
    priorities: priority,
    projectIds: projects?.length ? await projectIdsOf(db, projects) : undefined,
    subscriberId,
  };
}

async function ownerOf(db: Database, token: string): Promise<string> {
  const owner = await findFeedTokenOwner(db, token);
  if (!owner) throw unknownFeed();
  return owner;
}

/** The projects named, refused naming the parameter when one is not in the registry. */
async function projectIdsOf(db: Database, names: string[]): Promise<number[]> {
  const found = await listProjectsNamed(db, names);
  const known = new Set(found.flatMap((p) => [p.slug.toLowerCase(), p.name.toLowerCase()]));
  const unknown = names.filter((name) => !known.has(name.trim().toLowerCase()));
  if (unknown.length > 0) {
    throw invalid(
      'bad_request',
      `projects: no tracked project is named ${unknown.map((n) => `"${n}"`).join(', ')}`,
    );
  }
  return found.map((p) => p.id);
}
