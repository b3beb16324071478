import type { FeedItem, Project, User } from '@gitsignals/contracts';
import type { SessionContextValue, SessionUser } from '@/hooks/use-session';

// Records of the contract's shape for component tests (never used by the app itself).

/** Ada, signed in with sign-in available: user 'u1' unless the test names another. */
export function signedInSession(user: Partial<SessionUser> = {}): SessionContextValue {
  return {
    status: 'authenticated',
    user: { id: 'u1', name: 'Ada', email: 'ada@example.com', ...user },
    authAvailable: true,
    signOut: async () => {},
  };
}

/** A visitor on an app where sign-in exists (so guarded pages send them to sign in). */
export function signedOutSession(): SessionContextValue {
  return { status: 'unauthenticated', user: null, authAvailable: true, signOut: async () => {} };
}

/** Ada's backend user record (GET /api/user/u1): no e-mails, daily feed, one subscription. */
export function sampleUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    email: 'ada@example.com',
    name: 'Ada',
    subscribedToEmails: false,
    emailFrequency: 'weekly',
    defaultFeed: 'daily',
    projectSubList: ['Curve'],
    project_profile: {},
    twoFactorEnabled: false,
    isAdmin: false,
    created_at: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A feed item; override what the test is about. */
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
    possible_signals: [],
    relationship: null,
    project: { slug: 'aave', name: 'Aave', category: 'Lending' },
    noise: {},
    replay: null,
    ...overrides,
  };
}

/** A registry project as GET /api/projects lists it, with no activity yet. */
export function sampleProject(name: string, category = 'DEX'): Project {
  return {
    slug: name.toLowerCase().replace(/\W+/g, '-'),
    name,
    category,
    networks: [],
    iconUrl: null,
    website: null,
    repositories: [],
    repositoryCount: 0,
    commitCount: 0,
    feedCount: 0,
    lastUpdated: null,
    activitySummary: null,
    technologies: [],
    platforms: [],
    protocols: [],
  };
}
