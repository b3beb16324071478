// What a feed item links to: its commits and its releases.
import { asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { commits, feedItemCommits, feedItemTags, repositories, tags } from '../schema/index';
import { commitListColumns } from './project-commits';
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
