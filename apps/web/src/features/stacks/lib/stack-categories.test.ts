import type { TechnologyProfile } from '@gitsignals/contracts';
import { describe, expect, it } from 'vitest';
import { stackSections } from './stack-categories';

const profile = {
  layer_1s: ['Ethereum'],
  oracles: ['Chainlink', 'Pyth'],
  development_frameworks: ['Foundry', 'Hardhat'],
  security: ['Certora Prover'],
} as unknown as TechnologyProfile;

describe('stackSections', () => {
  it('shows all 27 categories without a search, empty ones included', () => {
    const sections = stackSections(profile, '  ');
    expect(sections).toHaveLength(27);
    expect(sections.find((s) => s.key === 'rwas')!.technologies).toEqual([]);
  });

  it('keeps only matching technologies of categories whose title does not match', () => {
    expect(stackSections(profile, 'PYTH')).toEqual([
      { key: 'oracles', title: 'Oracles', technologies: ['Pyth'], matches: ['Pyth'] },
    ]);
  });

  it('keeps a category whose title matches, with all its technologies', () => {
    expect(stackSections(profile, 'oracle')).toEqual([
      { key: 'oracles', title: 'Oracles', technologies: ['Chainlink', 'Pyth'], matches: [] },
    ]);
    const frameworks = stackSections(profile, 'frame');
    expect(frameworks.map((s) => s.key)).toEqual(['development_frameworks']);
  });

  it('finds nothing for a query nothing matches', () => {
    expect(stackSections(profile, 'solana')).toEqual([]);
  });
});
