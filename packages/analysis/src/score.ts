// A 0–100 importance score for ranking items of the same priority. Deterministic: priority
// sets the band, distinct signals and activity volume move the item inside it.
import type { Priority } from './priority';
import type { SignalId } from './signal-ids';

const BASE: Record<Priority, number> = { high: 60, medium: 35, low: 10 };

const WEIGHT: Record<SignalId, number> = {
  security_fix: 14,
  chain_expansion: 14,
  tokenomics_change: 12,
  breaking_change: 12,
  governance_change: 12,
  new_feature: 8,
  partnership_integration: 8,
  bridge_integration: 7,
  oracle_change: 7,
  parameter_update: 6,
  upgrade_migration: 6,
  deployment: 5,
  audit: 5,
  deprecation: 5,
  release: 4,
  tech_stack_change: 3,
  performance: 3,
  contributor_surge: 3,
};

export interface ScoreInput {
  priority: Priority;
  signals: SignalId[];
  meaningfulCommits: number;
  contributors: number;
  majorRelease: boolean;
}

export function scoreFor(input: ScoreInput): number {
  let signalPoints = input.signals.reduce((sum, s) => sum + WEIGHT[s], 0);
  if (input.majorRelease) signalPoints += 12;
  // log2 keeps a 200-commit day from drowning a 3-commit security fix.
  const volume = 4 * Math.log2(1 + input.meaningfulCommits) + 2 * Math.log2(1 + input.contributors);
  const raw = BASE[input.priority] + Math.min(25, signalPoints) + Math.min(15, volume);
  return Math.max(0, Math.min(100, Math.round(raw)));
}
