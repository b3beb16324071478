import { z } from 'zod';

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

export type SignalId = (typeof SIGNALS)[number]['id'];
export const signalIdSchema = z.enum(SIGNALS.map((s) => s.id) as [SignalId, ...SignalId[]]);
