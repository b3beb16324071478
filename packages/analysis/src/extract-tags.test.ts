import { describe, expect, it } from 'vitest';
import { realCommit } from '../test/dataset';
import { buildContext } from './commit-context';
import { extractTags, MAX_TAGS_PER_GROUP } from './extract-tags';
import type { CommitInput } from './types';

const commit = (message: string, paths: string[]): CommitInput => ({
  sha: 'a'.repeat(40),
  repository: 'acme/protocol',
  parents: [],
  authorName: 'Dev',
  committedAt: '2025-01-01T00:00:00Z',
  message,
  files: paths.map((path) => ({ path, status: 'A', additions: 1, deletions: 0 })),
});
const tagsOf = (...commits: CommitInput[]) => extractTags(commits.map(buildContext));

describe('extractTags', () => {
  it('normalises ERC and EIP names and groups core EIPs with blockchain technologies', () => {
    const tags = tagsOf(
      commit('Add IERC6909 support and EIP712 domain; handle eip-4844 blobs', [
        'src/token/ERC20.sol',
      ]),
    );
    expect(tags.standards_and_frameworks).toEqual(
      expect.arrayContaining(['ERC-6909', 'EIP-712', 'ERC-20']),
    );
    expect(tags.blockchain_technologies).toContain('EIP-4844');
  });

  it('reads chains from subjects and deployment paths', () => {
    const tags = tagsOf(
      commit('deploy router to Base', [
        'deployments/59144-core.json',
        'broadcast/Deploy.s.sol/42161/run-latest.json',
      ]),
    );
    expect(tags.blockchain_technologies).toEqual(
      expect.arrayContaining(['Base', 'Linea', 'Arbitrum']),
    );
  });

  it('names protocols and tools', () => {
    const tags = tagsOf(
      commit('integrate LayerZero OFT and Chainlink price feeds', [
        'foundry.toml',
        'src/Oft.sol',
        'Dockerfile',
      ]),
    );
    expect(tags.protocols).toEqual(expect.arrayContaining(['LayerZero', 'Chainlink']));
    expect(tags.tools_and_platforms).toEqual(
      expect.arrayContaining(['Foundry', 'Docker', 'Solidity']),
    );
  });

  it('does not take an ordinary word for a chain', () => {
    const tags = tagsOf(commit('fix base fee rounding in scroll view', ['src/Fee.sol']));
    expect(tags.blockchain_technologies).not.toContain('Base');
    expect(tags.blockchain_technologies).not.toContain('Scroll');
  });

  it('orders by how many commits cite a tag, is stable and capped', () => {
    const many = Array.from({ length: 12 }, (_, i) => commit(`add ERC-${7000 + i}`, []));
    const repeated = commit('add ERC-7011 again', []);
    const tags = tagsOf(...many, repeated);
    expect(tags.standards_and_frameworks).toHaveLength(MAX_TAGS_PER_GROUP);
    expect(tags.standards_and_frameworks[0]).toBe('ERC-7011');
    expect(tagsOf(repeated, ...[...many].reverse())).toEqual(tags);
  });

  it('tags a real Uniswap hooks commit with Solidity and Foundry', () => {
    const tags = tagsOf(realCommit('Uniswap/v4-core', 'a7cf038'));
    expect(tags.tools_and_platforms).toEqual(expect.arrayContaining(['Solidity', 'Foundry']));
  });
});
