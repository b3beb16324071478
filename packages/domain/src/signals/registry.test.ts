// What the type of a record cannot say: orders are complete and have no ties.
import { describe, expect, it } from 'vitest';
import { SIGNAL_REGISTRY } from './registry';
import {
  SIGNAL_IDS,
  SIGNAL_IMPORTANCE,
  importanceRank,
  isSignalId,
  quarterlySignals,
  sortSignals,
  type QuarterlyList,
} from './views';

const positions = (n: number): number[] => Array.from({ length: n }, (_, i) => i + 1);

describe('signal registry', () => {
  it('has the 18 signals of signals.md, in its order', () => {
    expect(SIGNAL_IDS).toEqual([
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
    ]);
  });

  it('gives every signal its own place in the importance order', () => {
    const places = SIGNAL_IDS.map((id) => SIGNAL_REGISTRY[id].importance).sort((a, b) => a - b);
    expect(places).toEqual(positions(SIGNAL_IDS.length));
    expect(SIGNAL_IMPORTANCE[0]).toBe('security_fix');
    expect(importanceRank('security_fix')).toBe(0);
  });

  it('numbers each quarterly list 1, 2, 3… without gaps or ties', () => {
    const lists: QuarterlyList[] = ['improvements', 'architecture', 'integrations', 'highlights'];
    for (const list of lists) {
      const placed = SIGNAL_IDS.flatMap((id) => SIGNAL_REGISTRY[id].quarterly[list] ?? []);
      expect(
        placed.sort((a, b) => a - b),
        list,
      ).toEqual(positions(placed.length));
    }
    expect(quarterlySignals('improvements')).toEqual(['security_fix', 'performance', 'audit']);
  });

  it('has distinct titles and no alias shared by two signals', () => {
    const titles = SIGNAL_IDS.map((id) => SIGNAL_REGISTRY[id].title);
    expect(new Set(titles).size).toBe(titles.length);
    const aliases = SIGNAL_IDS.flatMap((id) => SIGNAL_REGISTRY[id].aliases);
    expect(new Set(aliases).size).toBe(aliases.length);
  });

  it('sorts by importance and de-duplicates', () => {
    expect(sortSignals(['release', 'security_fix', 'new_feature', 'release'])).toEqual([
      'security_fix',
      'new_feature',
      'release',
    ]);
  });

  it('tells an id from any other string', () => {
    expect(isSignalId('audit')).toBe(true);
    expect(isSignalId('toString')).toBe(false);
    expect(isSignalId('Audit')).toBe(false);
  });
});
