import type { FeedItem } from '@gitsignals/contracts';

/** A feed item of the contract's shape for component tests (never used by the app itself). */
export function makeFeedItem(overrides: Partial<FeedItem> = {}): FeedItem {
  return {
    id: 'feed-1',
    owner: 'aave',
    title: 'Aave adds a new market on Base',
    summary: '1. **New market**: Base deployment scripts added',
    content: 'Full analysis text',
    total_commits: 12,
    updated_at: '2026-11-21T10:00:00Z',
    days_analyzed: 1,
    priority: 'high',
    tags: {
      blockchain_technologies: ['EVM', 'Base'],
      protocols: ['Aave V3', 'Chainlink'],
      tools_and_platforms: ['GitHub', 'Foundry'],
      standards_and_frameworks: ['MIT', 'ERC-4626'],
    },
    category: 'Lending',
    commits: [],
    analysis_date: '2026-11-21',
    image_url: null,
    networks: ['Ethereum', 'Base'],
    score: 0,
    type: 'commit_analysis',
    signals: ['chain_expansion'],
    relationship: null,
    project: { slug: 'aave', name: 'Aave', category: 'Lending' },
    noise: {},
    replay: null,
    ...overrides,
  };
}
