// What a feed item links to: its commits and its releases.
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { commits, feedItemCommits, feedItemTags, repositories, tags } from '../schema/index';

export async function listFeedItemCommits(db: Database, feedItemId: string) {
  return db
    .select({
      sha: commits.sha,
      message: commits.message,
      authorName: commits.authorName,
      committedAt: commits.committedAt,
      recordedCommittedAt: commits.recordedCommittedAt,
      repository: repositories.fullName,
      repositoryUrl: repositories.url,
      isReplay: sql<boolean>`${repositories.replayOffsetDays} is not null`,
      signals: commits.signals,
    })
    .from(feedItemCommits)
    .innerJoin(commits, eq(commits.id, feedItemCommits.commitId))
    .innerJoin(repositories, eq(repositories.id, commits.repositoryId))
    .where(eq(feedItemCommits.feedItemId, feedItemId))
    .orderBy(desc(commits.committedAt), asc(commits.sha));
}

export async function listFeedItemReleases(db: Database, feedItemId: string) {
  return db
    .select({ name: tags.name, repository: repositories.fullName, taggedAt: tags.taggedAt })
    .from(feedItemTags)
    .innerJoin(tags, eq(tags.id, feedItemTags.tagId))
    .innerJoin(repositories, eq(repositories.id, tags.repositoryId))
    .where(eq(feedItemTags.feedItemId, feedItemId));
}
