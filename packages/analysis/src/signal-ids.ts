// The 18 signal ids are the contract between engine, API, evaluation sets and screens
// (spec: signals.md). They must stay identical to packages/contracts SIGNALS, but analysis
// imports nothing from the repo, so the list is repeated here and checked by a unit test.

export type SignalId =
  | 'new_feature'
  | 'partnership_integration'
  | 'chain_expansion'
  | 'parameter_update'
  | 'tokenomics_change'
  | 'tech_stack_change'
  | 'security_fix'
  | 'audit'
  | 'upgrade_migration'
  | 'deprecation'
  | 'release'
  | 'governance_change'
  | 'oracle_change'
  | 'bridge_integration'
  | 'performance'
  | 'breaking_change'
  | 'deployment'
  | 'contributor_surge';

/** Spec order (signals.md table). */
export const SIGNAL_IDS: readonly SignalId[] = [
  'new_feature',
  'partnership_integration',
  'chain_expansion',
  'parameter_update',
  'tokenomics_change',
  'tech_stack_change',
  'security_fix',
  'audit',
  'upgrade_migration',
  'deprecation',
  'release',
  'governance_change',
  'oracle_change',
  'bridge_integration',
  'performance',
  'breaking_change',
  'deployment',
  'contributor_surge',
];

/** What users read; the content lines of the local writer use these as labels. */
export const SIGNAL_TITLES: Record<SignalId, string> = {
  new_feature: 'New products & features',
  partnership_integration: 'Key partnerships & integrations',
  chain_expansion: 'Chain expansions',
  parameter_update: 'Parameter updates',
  tokenomics_change: 'Tokenomics changes',
  tech_stack_change: 'Tech stack changes',
  security_fix: 'Security fixes',
  audit: 'Audits',
  upgrade_migration: 'Upgrades & migrations',
  deprecation: 'Deprecations',
  release: 'Releases',
  governance_change: 'Governance changes',
  oracle_change: 'Oracle changes',
  bridge_integration: 'Bridges & cross-chain',
  performance: 'Performance & gas',
  breaking_change: 'Breaking changes',
  deployment: 'Deployments',
  contributor_surge: 'Contributor activity',
};

/**
 * Importance order used to sort an item's signals and to pick its headline: what a reader
 * must not miss first (security, breaking changes, new chains, token economics, governance),
 * then product news, then housekeeping. Ties never happen: every id has its own rank.
 */
export const SIGNAL_IMPORTANCE: readonly SignalId[] = [
  'security_fix',
  'breaking_change',
  'chain_expansion',
  'tokenomics_change',
  'governance_change',
  'new_feature',
  'partnership_integration',
  'bridge_integration',
  'oracle_change',
  'parameter_update',
  'upgrade_migration',
  'release',
  'deployment',
  'audit',
  'deprecation',
  'performance',
  'tech_stack_change',
  'contributor_surge',
];

const rankOf = new Map<SignalId, number>(SIGNAL_IMPORTANCE.map((id, i) => [id, i]));

/** Lower is more important. */
export function importanceRank(id: SignalId): number {
  return rankOf.get(id) ?? SIGNAL_IMPORTANCE.length;
}

/** Deduplicates and sorts by importance, most important first. */
export function sortSignals(signals: Iterable<SignalId>): SignalId[] {
  return [...new Set(signals)].sort((a, b) => importanceRank(a) - importanceRank(b));
}
