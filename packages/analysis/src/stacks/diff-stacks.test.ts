import { describe, expect, it } from 'vitest';
import { describeStackChanges } from './describe-changes';
import { diffStacks } from './diff-stacks';

describe('diffStacks', () => {
  it('reads a switch of oracle as a replacement', () => {
    const changes = diffStacks(
      { oracles: ['Chainlink'], development_frameworks: ['Hardhat'] },
      { oracles: ['Pyth'], development_frameworks: ['Foundry', 'Hardhat'] },
    );
    expect(changes).toEqual([
      {
        category: 'oracles',
        added: [],
        removed: [],
        replaced: [{ from: 'Chainlink', to: 'Pyth' }],
      },
      { category: 'development_frameworks', added: ['Foundry'], removed: [], replaced: [] },
    ]);
  });

  it('does not pair technologies in categories where projects use several at once', () => {
    const changes = diffStacks({ security: ['Slither'] }, { security: ['Echidna'] });
    expect(changes).toEqual([
      { category: 'security', added: ['Echidna'], removed: ['Slither'], replaced: [] },
    ]);
  });

  it('finds nothing when the stack is the same, and treats a missing list as empty', () => {
    expect(diffStacks({ oracles: ['Pyth'] }, { oracles: ['Pyth'], layer_1s: [] })).toEqual([]);
  });
});

describe('describeStackChanges', () => {
  it('leads with the oracle switch and marks it as an oracle change', () => {
    const text = describeStackChanges(
      'Aave',
      diffStacks(
        { oracles: ['Chainlink'], development_frameworks: ['Hardhat'] },
        { oracles: ['Pyth'], development_frameworks: ['Foundry', 'Hardhat'] },
      ),
    )!;
    expect(text.title).toBe("Aave's oracle changed from Chainlink to Pyth");
    expect(text.signals).toEqual(['oracle_change', 'tech_stack_change']);
    expect(text.priority).toBe('medium');
    expect(text.content).toBe(
      'Oracles: changed from Chainlink to Pyth.\nDevelopment Frameworks: added Foundry.',
    );
    expect(text.tags.protocols).toEqual(['Pyth']);
    expect(text.tags.standards_and_frameworks).toEqual(['Foundry']);
  });

  it('names a new bridge as a bridge integration', () => {
    const text = describeStackChanges('Lido', diffStacks({}, { cross_chain: ['LayerZero'] }))!;
    expect(text.title).toBe('Lido added LayerZero for cross-chain messaging');
    expect(text.signals).toEqual(['bridge_integration']);
  });

  it('has nothing to say without changes', () => {
    expect(describeStackChanges('Aave', [])).toBeNull();
  });
});
