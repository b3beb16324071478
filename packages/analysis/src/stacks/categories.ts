// The 27 categories of a technology profile (spec section 3), in display order. The contracts
// package holds the same list for the HTTP shape; stacks.test.ts keeps the two copies equal.

export const STACK_CATEGORY_KEYS = [
  'layer_1s',
  'layer_2s',
  'oracles',
  'cross_chain',
  'indexers',
  'lending',
  'staking',
  'dex',
  'yield_optimization',
  'rwas',
  'consumer',
  'authentication',
  'development_frameworks',
  'data_storage',
  'data_availability',
  'security',
  'payments',
  'rpcs',
  'compute',
  'ai',
  'privacy',
  'observability',
  'analytics',
  'programming_languages',
  'centralized_exchanges',
  'token_management',
  'other_infrastructure',
] as const;

export type StackCategory = (typeof STACK_CATEGORY_KEYS)[number];

export const STACK_CATEGORY_TITLES: Record<StackCategory, string> = {
  layer_1s: 'Layer 1s',
  layer_2s: 'Layer 2s',
  oracles: 'Oracles',
  cross_chain: 'Cross-chain',
  indexers: 'Indexers',
  lending: 'Lending Integrations',
  staking: 'Staking Integrations',
  dex: 'DEX Integrations',
  yield_optimization: 'Yield Optimization',
  rwas: 'RWAs',
  consumer: 'Consumer Apps',
  authentication: 'Authentication',
  development_frameworks: 'Development Frameworks',
  data_storage: 'Storage',
  data_availability: 'Data Availability',
  security: 'Security',
  payments: 'Payments',
  rpcs: 'RPCs',
  compute: 'Compute',
  ai: 'AI',
  privacy: 'Privacy',
  observability: 'Observability',
  analytics: 'Analytics',
  programming_languages: 'Languages',
  centralized_exchanges: 'Centralized Exchanges',
  token_management: 'Token Management',
  other_infrastructure: 'Other Infrastructure',
};

/**
 * Categories where a project usually relies on one provider at a time, so a removal and an
 * addition in the same computation read as a switch ("oracle changed from X to Y").
 */
export const SINGLE_CHOICE_CATEGORIES: ReadonlySet<StackCategory> = new Set<StackCategory>([
  'oracles',
  'cross_chain',
  'indexers',
  'rpcs',
  'data_availability',
  'authentication',
  'observability',
]);

export function emptyCategories(): Record<StackCategory, string[]> {
  return Object.fromEntries(STACK_CATEGORY_KEYS.map((k) => [k, [] as string[]])) as Record<
    StackCategory,
    string[]
  >;
}
