import type { FeedTags } from '@gitsignals/contracts';
import { describe, expect, it } from 'vitest';
import { displayTagName, displayTags } from './feed-tags';

const tags = (partial: Partial<FeedTags>): FeedTags => ({
  blockchain_technologies: [],
  protocols: [],
  tools_and_platforms: [],
  standards_and_frameworks: [],
  ...partial,
});

describe('displayTags', () => {
  it('hides tags equal to or containing the project name', () => {
    const result = displayTags(
      tags({ protocols: ['Aave', 'Aave V3', 'aave-governance', 'Chainlink'] }),
      ['Aave', 'aave-dao'],
    );
    expect(result).toEqual(['Chainlink']);
  });

  it('matches short project names only as whole words', () => {
    const result = displayTags(tags({ protocols: ['OP Stack', 'Optimistic rollups'] }), ['OP']);
    expect(result).toEqual(['Optimistic rollups']);
  });

  it('hides code-hosting platforms, the MIT licence and generic technology terms', () => {
    const result = displayTags(
      tags({
        tools_and_platforms: ['GitHub', 'GitLab', 'React', 'Next.js', 'Docker', 'Foundry'],
        standards_and_frameworks: ['MIT', 'MIT License', 'ERC', 'EIPs', 'ERC standards', 'ERC-20'],
        blockchain_technologies: ['TypeScript', 'Rust', 'Solidity', 'EVM'],
      }),
      ['Uniswap'],
    );
    expect(result).toEqual(['Solidity', 'EVM', 'Foundry', 'ERC-20']);
  });

  it('de-duplicates case-insensitively across groups, keeping the first', () => {
    const result = displayTags(
      tags({
        blockchain_technologies: ['EVM', 'Ethereum'],
        protocols: ['evm', 'IBC'],
        standards_and_frameworks: ['ethereum', 'ibc', 'EIP-4844'],
      }),
      [],
    );
    expect(result).toEqual(['EVM', 'Ethereum', 'IBC', 'EIP-4844']);
  });

  it('shows a custom blockchain with a chain id as "Custom Blockchain #id"', () => {
    const result = displayTags(
      tags({
        blockchain_technologies: ['Custom blockchain (chain id 9001)', 'custom_chain_id_42'],
      }),
      [],
    );
    expect(result).toEqual(['Custom Blockchain #9001', 'Custom Blockchain #42']);
  });
});

describe('displayTagName', () => {
  it('leaves other tags as they are, trimmed', () => {
    expect(displayTagName('  Arbitrum ')).toBe('Arbitrum');
  });
  it('recognises several spellings of a custom chain id', () => {
    expect(displayTagName('Custom Blockchain with Chain ID: 1337')).toBe('Custom Blockchain #1337');
    expect(displayTagName('custom-blockchain 8453')).toBe('Custom Blockchain #8453');
  });
});
