import { describe, expect, it } from 'vitest';
import { describeStackChanges } from './describe-changes';
import { diffMajorVersions, diffStacks } from './diff-stacks';
import { majorOf, releaseVersion } from './versions';

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

describe('versions', () => {
  it('reads release numbers from version specs and leaves the rest out', () => {
    expect(releaseVersion('^5.0.2')).toBe('5.0.2');
    expect(releaseVersion('v1.13.5')).toBe('1.13.5');
    expect(releaseVersion('>=2.31')).toBe('2.31');
    expect(releaseVersion('workspace:*')).toBeUndefined();
    expect(releaseVersion('github:foo/bar#main')).toBeUndefined();
    expect(majorOf('5.0.2')).toBe('5');
    expect(majorOf('0.8.1')).toBe('0.8');
  });

  it('finds moves to another major release, not routine bumps', () => {
    const before = [
      {
        technology: 'OpenZeppelin Contracts',
        category: 'development_frameworks',
        version: '4.9.3',
      },
      { technology: 'Ethers.js', category: 'development_frameworks', version: '6.7.0' },
      { technology: 'Anchor', category: 'development_frameworks', version: '0.29.0' },
    ];
    const after = [
      {
        technology: 'OpenZeppelin Contracts',
        category: 'development_frameworks',
        version: '5.0.2',
      },
      { technology: 'Ethers.js', category: 'development_frameworks', version: '6.13.1' },
      { technology: 'Anchor', category: 'development_frameworks', version: '0.30.1' },
      { technology: 'Viem', category: 'development_frameworks', version: '2.0.0' },
    ];
    expect(diffMajorVersions(before, after)).toEqual([
      { category: 'development_frameworks', technology: 'Anchor', from: '0.29.0', to: '0.30.1' },
      {
        category: 'development_frameworks',
        technology: 'OpenZeppelin Contracts',
        from: '4.9.3',
        to: '5.0.2',
      },
    ]);
  });

  it('announces a major upgrade on its own', () => {
    const text = describeStackChanges(
      'Aave',
      [],
      [
        {
          category: 'development_frameworks',
          technology: 'OpenZeppelin Contracts',
          from: '4.9.3',
          to: '5.0.2',
        },
      ],
    )!;
    expect(text.title).toBe('Aave upgraded OpenZeppelin Contracts from 4.9.3 to 5.0.2');
    expect(text.signals).toEqual(['tech_stack_change']);
    expect(text.content).toBe(
      'Development Frameworks: upgraded OpenZeppelin Contracts from 4.9.3 to 5.0.2.',
    );
  });
});
