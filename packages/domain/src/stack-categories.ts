// The 27 categories of a technology profile (spec section 3), one record each, in display order.
import type { TechnologyRole } from './technology-roles';

export interface StackCategoryRecord {
  /** What the screens show. */
  readonly title: string;
  /**
   * For categories where a project usually relies on one provider at a time, what that provider
   * is called in a sentence ("the oracle changed from X to Y"): a removal and an addition in one
   * computation then read as a switch. Null where projects use several side by side.
   */
  readonly singleProviderRole: string | null;
  /**
   * The role of the category's technologies unless the stack rule pack names another for one
   * of them (ADR 040): whether they can ever be a recommendation to adopt.
   */
  readonly defaultRole: TechnologyRole;
  /** What a project uses a technology of this category for, completing "used for …". */
  readonly purpose: string;
}

const records = {
  layer_1s: {
    title: 'Layer 1s',
    singleProviderRole: null,
    defaultRole: 'network',
    purpose: 'deployments on a base chain',
  },
  layer_2s: {
    title: 'Layer 2s',
    singleProviderRole: null,
    defaultRole: 'network',
    purpose: 'deployments on a rollup or sidechain',
  },
  oracles: {
    title: 'Oracles',
    singleProviderRole: 'oracle',
    defaultRole: 'capability',
    purpose: 'price and data feeds',
  },
  cross_chain: {
    title: 'Cross-chain',
    singleProviderRole: 'cross-chain messaging',
    defaultRole: 'capability',
    purpose: 'cross-chain messaging and bridging',
  },
  indexers: {
    title: 'Indexers',
    singleProviderRole: 'indexer',
    defaultRole: 'capability',
    purpose: 'indexing and querying on-chain data',
  },
  lending: {
    title: 'Lending Integrations',
    singleProviderRole: null,
    defaultRole: 'capability',
    purpose: 'integrating a lending market',
  },
  staking: {
    title: 'Staking Integrations',
    singleProviderRole: null,
    defaultRole: 'capability',
    purpose: 'integrating staking or restaking',
  },
  dex: {
    title: 'DEX Integrations',
    singleProviderRole: null,
    defaultRole: 'capability',
    purpose: 'integrating a DEX or swap route',
  },
  yield_optimization: {
    title: 'Yield Optimization',
    singleProviderRole: null,
    defaultRole: 'capability',
    purpose: 'integrating vaults and yield strategies',
  },
  rwas: {
    title: 'RWAs',
    singleProviderRole: null,
    defaultRole: 'capability',
    purpose: 'integrating real-world assets',
  },
  consumer: {
    title: 'Consumer Apps',
    singleProviderRole: null,
    defaultRole: 'capability',
    purpose: 'integrating a consumer protocol (names, social, NFTs, attestations)',
  },
  authentication: {
    title: 'Authentication',
    singleProviderRole: 'wallet sign-in',
    defaultRole: 'capability',
    purpose: 'wallet sign-in and accounts',
  },
  development_frameworks: {
    title: 'Development Frameworks',
    singleProviderRole: null,
    defaultRole: 'generic',
    purpose: 'building, testing and shipping its code',
  },
  data_storage: {
    title: 'Storage',
    singleProviderRole: null,
    defaultRole: 'generic',
    purpose: 'storing data',
  },
  data_availability: {
    title: 'Data Availability',
    singleProviderRole: 'data availability layer',
    defaultRole: 'capability',
    purpose: 'publishing its data for availability',
  },
  security: {
    title: 'Security',
    singleProviderRole: null,
    defaultRole: 'generic',
    purpose: 'finding and reporting vulnerabilities',
  },
  payments: {
    title: 'Payments',
    singleProviderRole: null,
    defaultRole: 'capability',
    purpose: 'payments and on-ramps',
  },
  rpcs: {
    title: 'RPCs',
    singleProviderRole: 'RPC provider',
    defaultRole: 'generic',
    purpose: 'reaching chain nodes',
  },
  compute: {
    title: 'Compute',
    singleProviderRole: null,
    defaultRole: 'generic',
    purpose: 'off-chain and verifiable compute',
  },
  ai: {
    title: 'AI',
    singleProviderRole: null,
    defaultRole: 'capability',
    purpose: 'AI models and agents',
  },
  privacy: {
    title: 'Privacy',
    singleProviderRole: null,
    defaultRole: 'capability',
    purpose: 'zero-knowledge proofs and privacy',
  },
  observability: {
    title: 'Observability',
    singleProviderRole: 'monitoring',
    defaultRole: 'generic',
    purpose: 'logs, metrics and monitoring',
  },
  analytics: {
    title: 'Analytics',
    singleProviderRole: null,
    defaultRole: 'generic',
    purpose: 'analytics and market data',
  },
  programming_languages: {
    title: 'Languages',
    singleProviderRole: null,
    defaultRole: 'generic',
    purpose: 'writing its code',
  },
  centralized_exchanges: {
    title: 'Centralized Exchanges',
    singleProviderRole: null,
    defaultRole: 'capability',
    purpose: 'integrating centralised exchanges',
  },
  token_management: {
    title: 'Token Management',
    singleProviderRole: null,
    defaultRole: 'capability',
    purpose: 'managing tokens, treasuries and governance',
  },
  other_infrastructure: {
    title: 'Other Infrastructure',
    singleProviderRole: null,
    defaultRole: 'generic',
    purpose: 'building, packaging and running its software',
  },
} satisfies Record<string, StackCategoryRecord>;

/** A category key of a technology profile (layer_1s, oracles, …). */
export type StackCategory = keyof typeof records;

export const STACK_CATEGORY_REGISTRY: Readonly<Record<StackCategory, StackCategoryRecord>> =
  records;

/**
 * Display order. (Object.keys types its result as string[]; the registry's keys are exactly the
 * categories.)
 */
export const STACK_CATEGORY_KEYS: readonly StackCategory[] = Object.keys(
  records,
) as StackCategory[];

export function isStackCategory(value: string): value is StackCategory {
  return Object.hasOwn(records, value);
}

/** A table with one value per category, computed from its record. */
export function mapStackCategories<T>(
  valueOf: (record: StackCategoryRecord, key: StackCategory) => T,
): Record<StackCategory, T> {
  // fromEntries types its keys as string; STACK_CATEGORY_KEYS lists every key once.
  return Object.fromEntries(
    STACK_CATEGORY_KEYS.map((key) => [key, valueOf(records[key], key)]),
  ) as Record<StackCategory, T>;
}

export const STACK_CATEGORY_TITLES: Readonly<Record<StackCategory, string>> = mapStackCategories(
  (r) => r.title,
);
