import { describe, expect, it } from 'vitest';
import { realCommit } from '../test/dataset';
import { highlightOf } from './build-facts';
import { areaOf, topicOf } from './change-footprint';
import { analyseCommit } from './classify-commit';
import { footprintTexts } from './footprint-text';
import type { CommitFileInput } from './types';

const commit = (files: CommitFileInput[], message = 'wip') =>
  highlightOf(
    analyseCommit({
      sha: 'f'.repeat(40),
      repository: 'org/repo',
      parents: ['e'.repeat(40)],
      authorName: 'dev',
      committedAt: '2025-01-01T00:00:00Z',
      message,
      files,
    }),
  );
const file = (path: string, additions = 10, deletions = 2, status = 'M'): CommitFileInput => ({
  path,
  status,
  additions,
  deletions,
});

describe('change footprint', () => {
  it('names the area of a path: package, crate, Go package or top folder', () => {
    expect(areaOf('packages/sdk/src/client.ts')).toBe('sdk');
    expect(areaOf('crates/anvil/src/eth/api.rs')).toBe('anvil');
    expect(areaOf('core/txpool/blobpool/pool.go')).toBe('core/txpool');
    expect(areaOf('src/Vault.sol')).toBeNull();
    expect(topicOf('deployments/mainnet/usdc/migrations/1770307912_add_usde_collateral.ts')).toBe(
      'add usde collateral',
    );
    expect(topicOf('src/VaultFactory.sol')).toBe('vault factory');
    expect(topicOf('src/index.ts')).toBeNull();
  });

  it('describes the Compound "Curent Dev" commit by what its 57 files are', () => {
    const h = highlightOf(analyseCommit(realCommit('compound-finance/comet', 'd5a30b0')));
    expect(h.footprint?.networks).toEqual(['Arbitrum', 'Ethereum', 'Mantle', 'Polygon', 'Ronin']);
    expect(footprintTexts(h, 'present')[0]).toBe(
      'changes 57 files, mostly deployment scripts for 5 networks (+4,618/−343 lines)',
    );
    expect(footprintTexts(h, 'present', true)[0]).toBe(
      'changes 57 files, mostly deployment scripts for Arbitrum, Ethereum, Mantle, Polygon and Ronin (+4,618/−343 lines); new files include "update supply caps on mainnet", "depreciate comet" and "add usde collateral"',
    );
  });

  it('names contracts, Go packages and sizes', () => {
    const contracts = commit([file('src/Comet.sol', 40, 3), file('src/CometExt.sol', 5, 1)]);
    expect(footprintTexts(contracts, 'present')[0]).toBe(
      'changes the Comet and CometExt contracts (+45/−4 lines)',
    );
    const go = commit([file('core/txpool/pool.go', 200, 50), file('core/txpool/list.go', 20, 5)]);
    expect(footprintTexts(go, 'past')[0]).toBe(
      'Changed 2 Go files in core/txpool (+220/−55 lines)',
    );
    const added = commit([file('deployments/8453/Router.json', 300, 0, 'A')], 'misc');
    expect(footprintTexts(added, 'present')[0]).toBe(
      'adds a deployment record for Base (+300 lines)',
    );
  });
});
