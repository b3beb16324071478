// Words people type for a kind of change ("security", "oracle changes", "tokenomics"), mapped to
// the engine's signals: an answer naming a kind of change matches the items the engine gave
// that signal, rather than every text that happens to contain the word.
import { SIGNAL_IDS, SIGNAL_TITLES, type SignalId } from '../signal-ids';

const ALIASES: Record<SignalId, string[]> = {
  new_feature: ['new feature', 'features', 'new product', 'new products', 'product launch'],
  partnership_integration: ['partnership', 'partnerships', 'integration', 'integrations'],
  chain_expansion: ['chain expansion', 'new chain', 'new chains', 'multichain', 'multi-chain'],
  parameter_update: ['parameter', 'parameters', 'parameter change', 'risk parameters'],
  tokenomics_change: [
    'tokenomics',
    'emissions',
    'token supply',
    'vesting',
    'staking rewards',
    'buyback',
    'token burn',
  ],
  tech_stack_change: ['tech stack', 'dependencies', 'dependency', 'toolchain', 'stack change'],
  security_fix: ['security', 'security fix', 'vulnerability', 'vulnerabilities', 'exploit'],
  audit: ['audit', 'audits', 'audit report', 'formal verification'],
  upgrade_migration: ['upgrade', 'upgrades', 'migration', 'migrations', 'contract upgrade'],
  deprecation: ['deprecation', 'deprecations', 'sunset'],
  release: ['release', 'releases', 'new version'],
  governance_change: ['governance', 'voting', 'timelock', 'multisig', 'proposal', 'proposals'],
  oracle_change: ['oracle', 'oracles', 'price feed', 'price feeds'],
  bridge_integration: ['bridge', 'bridges', 'cross-chain', 'crosschain', 'bridging'],
  performance: ['performance', 'gas', 'gas optimization', 'gas optimisation', 'optimization'],
  breaking_change: ['breaking change', 'breaking changes', 'api change', 'abi change'],
  deployment: ['deployment', 'deployments', 'deploy', 'mainnet deployment'],
  contributor_surge: ['contributor activity', 'contributor surge', 'developer activity'],
};

/** Lower case, letters and digits only: "Cross-Chain" and "cross chain" compare equal. */
export const squash = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]/g, '');

const BY_WORD = new Map<string, SignalId[]>();
for (const id of SIGNAL_IDS) {
  const words = [id.replace(/_/g, ' '), SIGNAL_TITLES[id], ...ALIASES[id]];
  for (const word of words) {
    const key = squash(word);
    const ids = BY_WORD.get(key) ?? [];
    if (!ids.includes(id)) ids.push(id);
    BY_WORD.set(key, ids);
  }
}

/** The signals an answer term names ("Security fixes" → security_fix), none for a plain name. */
export function signalsNamedBy(term: string): SignalId[] {
  return BY_WORD.get(squash(term)) ?? [];
}
