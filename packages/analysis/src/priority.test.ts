import { PRIORITY_RANK, SIGNAL_IDS, SIGNAL_REGISTRY } from '@gitsignals/domain';
import { describe, expect, it } from 'vitest';
import { priorityFor } from './priority';

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

  it('gives each signal alone the priority its registry record states', () => {
    for (const id of SIGNAL_IDS) expect(priorityFor([id]), id).toBe(SIGNAL_REGISTRY[id].priority);
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
