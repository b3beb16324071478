import { SIGNALS } from '@gitsignals/contracts';
import { describe, expect, it } from 'vitest';
import { PRIORITY_RANK, priorityFor } from './priority';
import { SIGNAL_IDS, SIGNAL_IMPORTANCE, SIGNAL_TITLES, sortSignals } from './signal-ids';

describe('signal ids', () => {
  // analysis may not import contracts, so the list is duplicated; this keeps the copies equal.
  it('match the API contract exactly, with the same titles', () => {
    expect([...SIGNAL_IDS]).toEqual(SIGNALS.map((s) => s.id));
    for (const s of SIGNALS) expect(SIGNAL_TITLES[s.id]).toBe(s.title);
    expect([...SIGNAL_IMPORTANCE].sort()).toEqual([...SIGNAL_IDS].sort());
  });

  it('give the priority the contract states for each signal on its own', () => {
    for (const s of SIGNALS) expect(priorityFor([s.id]), s.id).toBe(s.priority);
  });

  it('sort by importance and de-duplicate', () => {
    expect(sortSignals(['release', 'security_fix', 'new_feature', 'release'])).toEqual([
      'security_fix',
      'new_feature',
      'release',
    ]);
  });
});

describe('priorityFor (signals.md priority rule)', () => {
  it('is high for security, chain expansion, tokenomics, breaking and governance changes', () => {
    for (const s of [
      'security_fix',
      'chain_expansion',
      'tokenomics_change',
      'breaking_change',
      'governance_change',
    ] as const) {
      expect(priorityFor(['performance', s])).toBe('high');
    }
  });

  it('is high for a major release, low for an ordinary one', () => {
    expect(priorityFor(['release'], { majorRelease: true })).toBe('high');
    expect(priorityFor(['release'])).toBe('low');
  });

  it('is medium for product, integration, upgrade, parameter, oracle, bridge, deployment, audit, deprecation', () => {
    for (const s of [
      'new_feature',
      'partnership_integration',
      'upgrade_migration',
      'parameter_update',
      'oracle_change',
      'bridge_integration',
      'deployment',
      'audit',
      'deprecation',
    ] as const) {
      expect(priorityFor([s, 'tech_stack_change'])).toBe('medium');
    }
  });

  it('is low otherwise, including no signal at all', () => {
    expect(priorityFor(['tech_stack_change', 'performance', 'release', 'contributor_surge'])).toBe(
      'low',
    );
    expect(priorityFor([])).toBe('low');
  });

  it('ranks high 3, medium 2, low 1', () => {
    expect(PRIORITY_RANK).toEqual({ high: 3, medium: 2, low: 1 });
  });
});
