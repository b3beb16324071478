// Plain values shared by server and web, free of zod so the browser can import them without
// pulling the schema library into its bundle (`@gitsignals/contracts/constants`).

/** The 18 signal ids of the engine (spec: signals.md); titles are what users read. */
export const SIGNALS = [
  { id: 'new_feature', title: 'New products & features' },
  { id: 'partnership_integration', title: 'Key partnerships & integrations' },
  { id: 'chain_expansion', title: 'Chain expansions' },
  { id: 'parameter_update', title: 'Parameter updates' },
  { id: 'tokenomics_change', title: 'Tokenomics changes' },
  { id: 'tech_stack_change', title: 'Tech stack changes' },
  { id: 'security_fix', title: 'Security fixes' },
  { id: 'audit', title: 'Audits' },
  { id: 'upgrade_migration', title: 'Upgrades & migrations' },
  { id: 'deprecation', title: 'Deprecations' },
  { id: 'release', title: 'Releases' },
  { id: 'governance_change', title: 'Governance changes' },
  { id: 'oracle_change', title: 'Oracle changes' },
  { id: 'bridge_integration', title: 'Bridges & cross-chain' },
  { id: 'performance', title: 'Performance & gas' },
  { id: 'breaking_change', title: 'Breaking changes' },
  { id: 'deployment', title: 'Deployments' },
  { id: 'contributor_surge', title: 'Contributor activity' },
] as const;

export const PRIORITIES = ['high', 'medium', 'low'] as const;

/** Filter windows the feed accepts, in days. */
export const FEED_DAYS = [3, 7, 14, 30] as const;
export const FEED_PAGE_SIZE = 30;
export const SEARCH_RESULT_LIMIT = 100;

/** Attribution the registry's licence (CC BY 4.0) requires wherever it is shown. */
export const REGISTRY_ATTRIBUTION = {
  text: 'Open Dev Data by Electric Capital',
  url: 'https://github.com/electric-capital/open-dev-data',
  license: 'CC BY 4.0',
  licenseUrl: 'https://creativecommons.org/licenses/by/4.0/',
} as const;

/** E-mail digest frequencies (spec section 9); weekly is the default. */
export const EMAIL_FREQUENCIES = ['daily', 'weekly', 'biweekly', 'monthly'] as const;
export const DEFAULT_EMAIL_FREQUENCY = 'weekly';
/** Which home-feed tab opens first. */
export const DEFAULT_FEEDS = ['daily', 'personal'] as const;
export const AGENT_PROFILE_TYPES = ['growth', 'risk', 'auditor', 'investor', 'ecosystem'] as const;
/** Spec section 9: minimum password length, on client and server. */
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_SAVED_SEARCH_KEYWORDS = 20;
/** Saved searches one user may keep; the panel lists them all, so the list stays short. */
export const MAX_SAVED_SEARCHES = 50;

/**
 * The 27 category keys of a technology profile (spec section 3), in display order, with their
 * display titles. The analysis engine holds the same list; its stacks test keeps them equal.
 */
export const STACK_CATEGORIES = [
  { key: 'layer_1s', title: 'Layer 1s' },
  { key: 'layer_2s', title: 'Layer 2s' },
  { key: 'oracles', title: 'Oracles' },
  { key: 'cross_chain', title: 'Cross-chain' },
  { key: 'indexers', title: 'Indexers' },
  { key: 'lending', title: 'Lending Integrations' },
  { key: 'staking', title: 'Staking Integrations' },
  { key: 'dex', title: 'DEX Integrations' },
  { key: 'yield_optimization', title: 'Yield Optimization' },
  { key: 'rwas', title: 'RWAs' },
  { key: 'consumer', title: 'Consumer Apps' },
  { key: 'authentication', title: 'Authentication' },
  { key: 'development_frameworks', title: 'Development Frameworks' },
  { key: 'data_storage', title: 'Storage' },
  { key: 'data_availability', title: 'Data Availability' },
  { key: 'security', title: 'Security' },
  { key: 'payments', title: 'Payments' },
  { key: 'rpcs', title: 'RPCs' },
  { key: 'compute', title: 'Compute' },
  { key: 'ai', title: 'AI' },
  { key: 'privacy', title: 'Privacy' },
  { key: 'observability', title: 'Observability' },
  { key: 'analytics', title: 'Analytics' },
  { key: 'programming_languages', title: 'Languages' },
  { key: 'centralized_exchanges', title: 'Centralized Exchanges' },
  { key: 'token_management', title: 'Token Management' },
  { key: 'other_infrastructure', title: 'Other Infrastructure' },
] as const;

/** The projects whose stacks /stacks shows as examples (spec: Uniswap, Aave, Optimism). */
export const STACK_EXAMPLE_PROJECTS = ['Uniswap', 'Aave', 'Optimism'] as const;

/**
 * What a feed item is about: a day of commits (spec default), or a change of the project's
 * technology stack found when its manifests changed.
 */
export const FEED_ITEM_TYPES = ['commit_analysis', 'stack_change'] as const;
