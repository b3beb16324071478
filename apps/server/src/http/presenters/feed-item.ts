// Turns stored feed rows into the API's feed item shape (packages/contracts).
import { FEED_ITEM_TYPES } from '@gitsignals/contracts/constants';
import type { FeedCommit, FeedItem, PossibleSignal } from '@gitsignals/contracts';
import type { FeedItemRow, listFeedItemCommits, PossibleSignalRecord } from '@gitsignals/db';

/** What a commit of the API is made of: a feed item's commit row, or a project analysis's. */
type CommitRow = Pick<
  Awaited<ReturnType<typeof listFeedItemCommits>>[number],
  | 'sha'
  | 'repositoryUrl'
  | 'message'
  | 'authorName'
  | 'committedAt'
  | 'repository'
  | 'isReplay'
  | 'recordedCommittedAt'
  | 'signals'
>;

export function toIso(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function presentCommit(row: CommitRow): FeedCommit {
  return {
    commit_id: row.sha,
    commit_url: `${row.repositoryUrl}/commit/${row.sha}`,
    message: row.message,
    author: row.authorName,
    updated_at: toIso(row.committedAt)!,
    repository: row.repository,
    recorded_at: row.isReplay ? toIso(row.recordedCommittedAt) : null,
    signals: row.signals,
  };
}

const isFeedItemType = (value: string): value is FeedItem['type'] =>
  (FEED_ITEM_TYPES as readonly string[]).includes(value);

/** The detail page's lower-confidence signals, with the commits that matched them. */
export const presentPossibleSignals = (records: PossibleSignalRecord[]): PossibleSignal[] =>
  records.map((r) => ({ signal: r.signal, confidence: r.confidence, commit_ids: r.shas }));

export function presentFeedItem(
  row: FeedItemRow,
  commits: FeedCommit[] = [],
  possible: PossibleSignal[] = [],
): FeedItem {
  return {
    id: row.id,
    owner: row.owner,
    title: row.title,
    summary: row.summary,
    content: row.content,
    total_commits: row.totalCommits,
    updated_at: toIso(row.updatedAt)!,
    days_analyzed: row.daysAnalyzed,
    priority: row.priority,
    tags: row.tags,
    category: row.category,
    commits,
    analysis_date: row.analysisDate,
    image_url: row.imageUrl,
    networks: row.networks,
    score: row.score,
    type: isFeedItemType(row.type) ? row.type : 'commit_analysis',
    signals: row.signals,
    possible_signals: possible,
    relationship: null,
    project: { slug: row.projectSlug, name: row.projectName, category: row.projectCategory },
    noise: row.noise,
    replay: row.isReplay && row.recordedDate ? { recorded_date: row.recordedDate } : null,
  };
}

/** What visitors see on the landing page: the card without its content or commits. */
export function presentPublicFeedItem(row: FeedItemRow): FeedItem {
  return { ...presentFeedItem(row), content: '', commits: [] };
}
