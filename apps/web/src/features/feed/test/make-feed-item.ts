import type { FeedItem, FeedPageResponse } from '@gitsignals/contracts';

/** A complete, valid feed item for component tests; override what the test is about. */
export function makeFeedItem(id: string, overrides: Partial<FeedItem> = {}): FeedItem {
  return {
    id,
    owner: `owner-${id}`,
    title: `Title of ${id}`,
    summary: `Summary of ${id}`,
    content: `Content of ${id}`,
    total_commits: 3,
    updated_at: '2026-11-20T12:00:00.000Z',
    days_analyzed: 1,
    priority: 'medium',
    tags: {
      blockchain_technologies: [],
      protocols: [],
      tools_and_platforms: [],
      standards_and_frameworks: [],
    },
    category: 'DeFi',
    commits: [],
    analysis_date: '2026-11-20',
    image_url: null,
    networks: [],
    score: 0,
    type: 'commit_analysis',
    signals: [],
    possible_signals: [],
    relationship: null,
    project: { slug: `project-${id}`, name: `Project ${id}`, category: 'DeFi' },
    noise: {},
    replay: null,
    ...overrides,
  };
}

export function makePage(ids: string[], page: number, total: number, limit = 30): FeedPageResponse {
  return {
    data: ids.map((id) => makeFeedItem(id)),
    pagination: { total, hasMore: page * limit < total, page, limit },
  };
}
