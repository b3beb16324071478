// Writing a feed item: the row by (project, type, day, window), then its links to commits and
// tags, all in one transaction.
import type { Priority, SignalId } from '@gitsignals/domain';
import { and, eq, sql } from 'drizzle-orm';
import { inTransaction, type Database } from '../client';
import { feedItemCommits, feedItems, feedItemTags } from '../schema/index';
import type { FeedTagGroups, NoiseLedger, PossibleSignalRecord } from '../schema/feed';
import { chunk } from './chunk';

export interface FeedItemWrite {
  projectId: number;
  /** What the item is about; a day of commits unless said otherwise (e.g. 'stack_change'). */
  type?: string;
  owner: string;
  title: string;
  summary: string;
  content: string;
  totalCommits: number;
  priority: Priority;
  priorityRank: number;
  signals: SignalId[];
  tags: FeedTagGroups;
  category: string;
  networks: string[];
  analysisDate: string;
  daysAnalyzed: number;
  score: number;
  imageUrl: string | null;
  noise: NoiseLedger;
  /** Lower-confidence matches the item does not show; none when left out. */
  possibleSignals?: PossibleSignalRecord[];
  isReplay: boolean;
  recordedDate: string | null;
  commitIds: number[];
  tagIds: number[];
}

function searchTextOf(item: FeedItemWrite): string {
  const tagText = Object.values(item.tags).flat().join(' ');
  return [item.title, item.summary, item.content, item.owner, tagText].join('\n').toLowerCase();
}

/** The row of an item: what it says, and the lower-cased text keyword search reads. */
function rowOf(item: FeedItemWrite) {
  const { type, commitIds: _commitIds, tagIds: _tagIds, possibleSignals, ...fields } = item;
  return {
    ...fields,
    type: type ?? 'commit_analysis',
    possibleSignals: possibleSignals ?? [],
    searchText: searchTextOf(item),
  };
}

type FeedItemValues = ReturnType<typeof rowOf>;

/** A stored item's row takes the new values; its key and creation time stay. */
const refreshed = {
  owner: sql`excluded.owner`,
  title: sql`excluded.title`,
  summary: sql`excluded.summary`,
  content: sql`excluded.content`,
  totalCommits: sql`excluded.total_commits`,
  priority: sql`excluded.priority`,
  priorityRank: sql`excluded.priority_rank`,
  signals: sql`excluded.signals`,
  tags: sql`excluded.tags`,
  category: sql`excluded.category`,
  networks: sql`excluded.networks`,
  score: sql`excluded.score`,
  imageUrl: sql`excluded.image_url`,
  noise: sql`excluded.noise`,
  possibleSignals: sql`excluded.possible_signals`,
  isReplay: sql`excluded.is_replay`,
  recordedDate: sql`excluded.recorded_date`,
  searchText: sql`excluded.search_text`,
  updatedAt: sql`now()`,
};

/** Only a change of what the item says rewrites it, so a repeated analysis writes nothing. */
const itemChanged = sql`(${feedItems.searchText}, ${feedItems.priority}, ${feedItems.totalCommits}, ${feedItems.signals}, ${feedItems.networks}, ${feedItems.category}, ${feedItems.noise}, ${feedItems.possibleSignals}, ${feedItems.recordedDate}, ${feedItems.score}) is distinct from (excluded.search_text, excluded.priority, excluded.total_commits, excluded.signals, excluded.networks, excluded.category, excluded.noise, excluded.possible_signals, excluded.recorded_date, excluded.score)`;

/** Inserts or rewrites the row; its id when written, undefined when it was left as it was. */
async function upsertRow(db: Database, values: FeedItemValues): Promise<string | undefined> {
  const rows = await db
    .insert(feedItems)
    .values(values)
    .onConflictDoUpdate({
      target: [feedItems.projectId, feedItems.type, feedItems.analysisDate, feedItems.daysAnalyzed],
      set: refreshed,
      setWhere: itemChanged,
    })
    .returning({ id: feedItems.id });
  return rows[0]?.id;
}

async function findItemId(db: Database, key: FeedItemValues): Promise<string> {
  const rows = await db
    .select({ id: feedItems.id })
    .from(feedItems)
    .where(
      and(
        eq(feedItems.projectId, key.projectId),
        eq(feedItems.type, key.type),
        eq(feedItems.analysisDate, key.analysisDate),
        eq(feedItems.daysAnalyzed, key.daysAnalyzed),
      ),
    );
  return rows[0]!.id;
}

/** The item's links become exactly these commits and tags. */
async function replaceLinks(db: Database, id: string, commitIds: number[], tagIds: number[]) {
  await db.delete(feedItemCommits).where(eq(feedItemCommits.feedItemId, id));
  for (const batch of chunk(commitIds, 2000)) {
    await db
      .insert(feedItemCommits)
      .values(batch.map((commitId) => ({ feedItemId: id, commitId })))
      .onConflictDoNothing();
  }
  await db.delete(feedItemTags).where(eq(feedItemTags.feedItemId, id));
  if (tagIds.length > 0) {
    await db
      .insert(feedItemTags)
      .values(tagIds.map((tagId) => ({ feedItemId: id, tagId })))
      .onConflictDoNothing();
  }
}

/**
 * Inserts or refreshes one item by (project, type, date, window) with its links, in one
 * transaction (the caller's when it has one): a failure leaves the stored item and its links as
 * they were. An unchanged item is left alone, links included.
 */
export async function saveFeedItem(
  db: Database,
  item: FeedItemWrite,
): Promise<{ id: string; changed: boolean }> {
  return inTransaction(db, async (tx) => {
    const values = rowOf(item);
    const written = await upsertRow(tx, values);
    if (written === undefined) return { id: await findItemId(tx, values), changed: false };
    await replaceLinks(tx, written, item.commitIds, item.tagIds);
    return { id: written, changed: true };
  });
}
