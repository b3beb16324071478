// The 27 categories of a technology profile (spec section 3), one record each, in display order.

export interface StackCategoryRecord {
  /** What the screens show. */
  readonly title: string;
  /**
   * For categories where a project usually relies on one provider at a time, what that provider
   * is called in a sentence ("the oracle changed from X to Y"): a removal and an addition in one
   * computation then read as a switch. Null where projects use several side by side.
   */
  readonly singleProviderRole: string | null;
}

const records = {
  layer_1s: { title: 'Layer 1s', singleProviderRole: null },
  layer_2s: { title: 'Layer 2s', singleProviderRole: null },
  oracles: { title: 'Oracles', singleProviderRole: 'oracle' },
  cross_chain: { title: 'Cross-chain', singleProviderRole: 'cross-chain messaging' },
  indexers: { title: 'Indexers', singleProviderRole: 'indexer' },
  lending: { title: 'Lending Integrations', singleProviderRole: null },
  staking: { title: 'Staking Integrations', singleProviderRole: null },
  dex: { title: 'DEX Integrations', singleProviderRole: null },
  yield_optimization: { title: 'Yield Optimization', singleProviderRole: null },
  rwas: { title: 'RWAs', singleProviderRole: null },
  consumer: { title: 'Consumer Apps', singleProviderRole: null },
  authentication: { title: 'Authentication', singleProviderRole: 'wallet sign-in' },
  development_frameworks: { title: 'Development Frameworks', singleProviderRole: null },
  data_storage: { title: 'Storage', singleProviderRole: null },
  data_availability: { title: 'Data Availability', singleProviderRole: 'data availability layer' },
  security: { title: 'Security', singleProviderRole: null },
  payments: { title: 'Payments', singleProviderRole: null },
  rpcs: { title: 'RPCs', singleProviderRole: 'RPC provider' },
  compute: { title: 'Compute', singleProviderRole: null },
  ai: { title: 'AI', singleProviderRole: null },
  privacy: { title: 'Privacy', singleProviderRole: null },
  observability: { title: 'Observability', singleProviderRole: 'monitoring' },
  analytics: { title: 'Analytics', singleProviderRole: null },
  programming_languages: { title: 'Languages', singleProviderRole: null },
  centralized_exchanges: { title: 'Centralized Exchanges', singleProviderRole: null },
  token_management: { title: 'Token Management', singleProviderRole: null },
  other_infrastructure: { title: 'Other Infrastructure', singleProviderRole: null },
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
