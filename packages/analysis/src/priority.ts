import type { SignalId } from './signal-ids';

export type Priority = 'high' | 'medium' | 'low';

/** Spec section 9: priority ranks high 3, medium 2, low 1 (used for sorting feeds). */
export const PRIORITY_RANK: Record<Priority, number> = { high: 3, medium: 2, low: 1 };

// signals.md "Priority": these sets are the rule verbatim; everything else is low.
const HIGH: ReadonlySet<SignalId> = new Set<SignalId>([
  'security_fix',
  'chain_expansion',
  'tokenomics_change',
  'breaking_change',
  'governance_change',
]);

const MEDIUM: ReadonlySet<SignalId> = new Set<SignalId>([
  'new_feature',
  'partnership_integration',
  'upgrade_migration',
  'parameter_update',
  'oracle_change',
  'bridge_integration',
  'deployment',
  'audit',
  'deprecation',
]);

/** Priority of a feed item from its signals; a major release (vN.0.0) is high on its own. */
export function priorityFor(signals: SignalId[], opts?: { majorRelease?: boolean }): Priority {
  if (opts?.majorRelease === true) return 'high';
  if (signals.some((s) => HIGH.has(s))) return 'high';
  if (signals.some((s) => MEDIUM.has(s))) return 'medium';
  return 'low';
}
