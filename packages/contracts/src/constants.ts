// Plain values shared by server and web, free of zod so the browser can import them without
// pulling the schema library into its bundle (`@gitsignals/contracts/constants`).

/**
 * The 18 signals of the engine (spec: signals.md): titles are what users read, `definition`
 * completes "a commit carries it when it…", `priority` is the item priority the signal alone
 * gives (a major release is high on its own; the engine's priority test keeps these equal).
 */
export const SIGNALS = [
  {
    id: 'new_feature',
    title: 'New products & features',
    definition:
      'adds user- or integrator-facing capability (a new contract, function, endpoint, command, hook, market type)',
    priority: 'medium',
  },
  {
    id: 'partnership_integration',
    title: 'Key partnerships & integrations',
    definition: 'integrates another named protocol, service or company',
    priority: 'medium',
  },
  {
    id: 'chain_expansion',
    title: 'Chain expansions',
    definition: 'adds support or a deployment for a chain or network the project did not have',
    priority: 'high',
  },
  {
    id: 'parameter_update',
    title: 'Parameter updates',
    definition: 'changes a numeric or configured risk/economic/operational parameter',
    priority: 'medium',
  },
  {
    id: 'tokenomics_change',
    title: 'Tokenomics changes',
    definition:
      'changes token supply, emissions, vesting, staking rewards, fees to holders, buyback/burn',
    priority: 'high',
  },
  {
    id: 'tech_stack_change',
    title: 'Tech stack changes',
    definition: 'adds, removes or replaces a dependency, framework, toolchain or language version',
    priority: 'low',
  },
  {
    id: 'security_fix',
    title: 'Security fixes',
    definition: 'fixes a vulnerability, an unsafe pattern, or hardens access control/validation',
    priority: 'high',
  },
  {
    id: 'audit',
    title: 'Audits',
    definition: 'adds or references an audit report, findings or formal verification',
    priority: 'medium',
  },
  {
    id: 'upgrade_migration',
    title: 'Upgrades & migrations',
    definition: 'upgrades a contract/protocol version or migrates state, storage, schemas or APIs',
    priority: 'medium',
  },
  {
    id: 'deprecation',
    title: 'Deprecations',
    definition: 'deprecates or removes a feature, contract, endpoint or supported version',
    priority: 'medium',
  },
  {
    id: 'release',
    title: 'Releases',
    definition: 'cuts a version: version bumps, changelogs, tags',
    priority: 'low',
  },
  {
    id: 'governance_change',
    title: 'Governance changes',
    definition: 'changes governance processes, voting, timelocks, roles, multisigs, proposals',
    priority: 'high',
  },
  {
    id: 'oracle_change',
    title: 'Oracle changes',
    definition: 'adds, replaces or reconfigures a price feed or oracle',
    priority: 'medium',
  },
  {
    id: 'bridge_integration',
    title: 'Bridges & cross-chain',
    definition: 'adds or changes cross-chain messaging or bridging',
    priority: 'medium',
  },
  {
    id: 'performance',
    title: 'Performance & gas',
    definition: 'makes code faster, cheaper in gas, or lighter',
    priority: 'low',
  },
  {
    id: 'breaking_change',
    title: 'Breaking changes',
    definition: 'changes an interface, ABI, API or behaviour in a way integrators must adapt to',
    priority: 'high',
  },
  {
    id: 'deployment',
    title: 'Deployments',
    definition:
      'records a deployment: addresses, broadcast artifacts, deploy scripts run on a network',
    priority: 'medium',
  },
  {
    id: 'contributor_surge',
    title: 'Contributor activity',
    definition:
      "a day/period-level signal only: unusual rise or fall in active contributors or commit volume against the project's own baseline",
    priority: 'low',
  },
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
export type AgentProfileType = (typeof AGENT_PROFILE_TYPES)[number];
/** Spec section 2: the questions each Agent Hub profile asks, in order, by their answer keys. */
export const AGENT_PROFILE_QUESTIONS = {
  growth: ['competitors', 'partners'],
  risk: ['protocols', 'riskFactors'],
  auditor: ['auditProjects', 'changeTypes'],
  investor: ['portfolio', 'economicFactors'],
  ecosystem: ['integrations', 'technicalChanges'],
} as const satisfies Record<AgentProfileType, readonly string[]>;
/** Spec sections 5 and 9: at most 5 agent profiles (one of each type). */
export const MAX_AGENT_PROFILES = 5;
/** One answer (a free-text list) at most this long. */
export const MAX_PROFILE_ANSWER_LENGTH = 2000;
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

/**
 * The insights test page's model families (spec section 2: a small OpenAI model, a Claude Sonnet
 * model, a Gemini flash model); the server maps each to a model id of its configuration.
 */
export const INSIGHTS_TEST_MODELS = ['openai', 'claude', 'gemini'] as const;
export type InsightsTestModel = (typeof INSIGHTS_TEST_MODELS)[number];
/** The most characters an insights test prompt may have: a test page, not a bulk channel. */
export const INSIGHTS_PROMPT_MAX_CHARS = 8000;
/** Spec section 5: the test page's prompt must be non-empty after trim. */
export const EMPTY_PROMPT_MESSAGE = 'Please enter a prompt';
export const promptTooLongMessage = (length: number): string =>
  `The prompt is too long: at most ${INSIGHTS_PROMPT_MAX_CHARS.toLocaleString('en-US')} characters (it has ${length.toLocaleString('en-US')}).`;
