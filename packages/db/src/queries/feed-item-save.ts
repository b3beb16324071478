// Writing a feed item: the row by (project, type, day, window), then its links to commits and
// tags, all in one transaction.
import type { Priority, SignalId } from '@gitsignals/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { feedItemCommits, feedItems, feedItemTags } from '../schema/index';
import type { FeedTagGroups, NoiseLedger } from '../schema/feed';
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
  isReplay: boolean;
  recordedDate: string | null;
  commitIds: number[];
  tagIds: number[];
}

function searchTextOf(item: FeedItemWrite): string {
  const tagText = Object.values(item.tags).flat().join(' ');
  return [item.title, item.summary, item.content, item.owner, tagText].join('\n').toLowerCase();
}

/** Inserts or refreshes one item by (project, type, date, window); unchanged items are left alone. */
export async function saveFeedItem(
  db: Database,
  item: FeedItemWrite,
): Promise<{ id: string; changed: boolean }> {
  const type = item.type ?? 'commit_analysis';
  const values = {
    projectId: item.projectId,
    type,
    owner: item.owner,
    title: item.title,
    summary: item.summary,
    content: item.content,
    totalCommits: item.totalCommits,
    priority: item.priority,
    priorityRank: item.priorityRank,
    signals: item.signals,
    tags: item.tags,
    category: item.category,
    networks: item.networks,
    analysisDate: item.analysisDate,
    daysAnalyzed: item.daysAnalyzed,
    score: item.score,
    imageUrl: item.imageUrl,
    noise: item.noise,
    isReplay: item.isReplay,
    recordedDate: item.recordedDate,
    searchText: searchTextOf(item),
  };
  const rows = await db
    .insert(feedItems)
    .values(values)
    .onConflictDoUpdate({
      target: [feedItems.projectId, feedItems.type, feedItems.analysisDate, feedItems.daysAnalyzed],
      set: {
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
        isReplay: sql`excluded.is_replay`,
        recordedDate: sql`excluded.recorded_date`,
        searchText: sql`excluded.search_text`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`(${feedItems.searchText}, ${feedItems.priority}, ${feedItems.totalCommits}, ${feedItems.signals}, ${feedItems.networks}, ${feedItems.category}, ${feedItems.noise}, ${feedItems.recordedDate}, ${feedItems.score}) is distinct from (excluded.search_text, excluded.priority, excluded.total_commits, excluded.signals, excluded.networks, excluded.category, excluded.noise, excluded.recorded_date, excluded.score)`,
    })
    .returning({ id: feedItems.id });
  let id = rows[0]?.id;
  const changed = id !== undefined;
  if (!id) {
    const existing = await db
      .select({ id: feedItems.id })
      .from(feedItems)
      .where(
        and(
          eq(feedItems.projectId, item.projectId),
          eq(feedItems.type, type),
          eq(feedItems.analysisDate, item.analysisDate),
          eq(feedItems.daysAnalyzed, item.daysAnalyzed),
        ),
      );
    id = existing[0]!.id;
  }
  if (changed) {
    await db.delete(feedItemCommits).where(eq(feedItemCommits.feedItemId, id));
    for (const batch of chunk(item.commitIds, 2000)) {
      await db
        .insert(feedItemCommits)
        .values(batch.map((commitId) => ({ feedItemId: id, commitId })))
        .onConflictDoNothing();
    }
    await db.delete(feedItemTags).where(eq(feedItemTags.feedItemId, id));
    if (item.tagIds.length > 0) {
      await db
        .insert(feedItemTags)
        .values(item.tagIds.map((tagId) => ({ feedItemId: id, tagId })))
        .onConflictDoNothing();
    }
  }
  return { id, changed };
}
