// What a feed item links to: its commits and its releases.
import { asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { commits, feedItemCommits, feedItemTags, repositories, tags } from '../schema/index';
import { commitListColumns } from './project-commits';
import { repositoryIsReplay } from './sql-parts';
import { releaseColumns } from './tags';

export async function listFeedItemCommits(db: Database, feedItemId: string) {
  return db
    .select(commitListColumns)
    .from(feedItemCommits)
    .innerJoin(commits, eq(commits.id, feedItemCommits.commitId))
    .innerJoin(repositories, eq(repositories.id, commits.repositoryId))
    .where(eq(feedItemCommits.feedItemId, feedItemId))
    .orderBy(desc(commits.committedAt), asc(commits.sha));
}

export async function listFeedItemReleases(db: Database, feedItemId: string) {
  return db
    .select(releaseColumns)
    .from(feedItemTags)
    .innerJoin(tags, eq(tags.id, feedItemTags.tagId))
    .innerJoin(repositories, eq(repositories.id, tags.repositoryId))
    .where(eq(feedItemTags.feedItemId, feedItemId));
}

/**
 * The commits of several items, newest first within each item, at most `perItem` of each (an
 * item may rest on hundreds): the Atom/RSS entries link each one they list (ADR 064).
 */
export async function listCommitsOfFeedItems(db: Database, feedItemIds: string[], perItem: number) {
  if (feedItemIds.length === 0) return [];
  const ranked = db
    .select({
      ...commitListColumns,
      // A subquery's computed columns need a name the outer query can read them by.
      isReplay: sql<boolean>`${repositoryIsReplay}`.as('is_replay'),
      feedItemId: feedItemCommits.feedItemId,
      place:
        sql<number>`row_number() over (partition by ${feedItemCommits.feedItemId} order by ${commits.committedAt} desc, ${commits.sha})`.as(
          'place',
        ),
    })
    .from(feedItemCommits)
    .innerJoin(commits, eq(commits.id, feedItemCommits.commitId))
    .innerJoin(repositories, eq(repositories.id, commits.repositoryId))
    .where(inArray(feedItemCommits.feedItemId, feedItemIds))
    .as('ranked');
  return db
    .select()
    .from(ranked)
    .where(lte(ranked.place, perItem))
    .orderBy(asc(ranked.feedItemId), asc(ranked.place));
}
