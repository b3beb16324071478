// Behaviour a reader of the feed would notice, checked on real commits of the dataset.
import { describe, expect, it } from 'vitest';
import { realCommit } from '../test/dataset';
import { classifyCommit } from './classify-commit';
import type { CommitInput } from './types';

const classify = (repo: string, sha: string) => classifyCommit(realCommit(repo, sha));

describe('classifyCommit on real commits', () => {
  it('gives a feat: commit new_feature', () => {
    expect(classify('celestiaorg/celestia-app', 'e352054').signals).toContain('new_feature');
    expect(classify('Layr-Labs/eigenlayer-contracts', '4287d2f').signals).toContain('new_feature');
  });

  it('gives a non-conventional "component: implement X" commit new_feature', () => {
    expect(classify('ethereum/go-ethereum', 'b2843a1').signals).toContain('new_feature');
  });

  it('recognises release commits, including one cut by a release bot', () => {
    expect(classify('Uniswap/v4-core', '59d3ecf')).toMatchObject({
      signals: ['release'],
      noise: null,
    });
    expect(classify('ethereum/go-ethereum', '117e067').signals).toEqual(['release']);
    const bot = classify('matter-labs/zksync-era', 'ea65ea4');
    expect(bot.noise).toBeNull();
    expect(bot.signals).toEqual(['release']);
  });

  it('filters dependency bots as noise', () => {
    expect(classify('celestiaorg/celestia-app', '21dacec')).toEqual({
      sha: expect.any(String),
      signals: [],
      noise: 'bot',
    });
    expect(classify('OpenZeppelin/openzeppelin-contracts', '0775eca').noise).toBe('bot');
  });

  it('filters merge commits without own changes as merge', () => {
    expect(classify('OffchainLabs/nitro', '6dce8d1')).toMatchObject({
      signals: [],
      noise: 'merge',
    });
  });

  it('flags chain expansion from new per-chain deployment records and subjects', () => {
    const pendle = classify('pendle-finance/pendle-core-v2-public', 'd060f9e');
    expect(pendle.signals).toEqual(expect.arrayContaining(['chain_expansion', 'deployment']));
    expect(classify('smartcontractkit/ccip', '4e45a2a').signals).toContain('chain_expansion');
  });

  it('does not call a new market on an already deployed chain an expansion', () => {
    // deployments/linea/usdc already existed (its migration is modified in the same commit).
    const comet = classify('compound-finance/comet', 'cbe77c1');
    expect(comet.signals).not.toContain('chain_expansion');
    expect(comet.signals).toContain('deployment');
  });

  it('flags audit-finding and validation fixes as security, typo fixes as noise', () => {
    expect(classify('Uniswap/v4-core', 'a13a07a').signals).toContain('security_fix');
    expect(classify('Layr-Labs/eigenlayer-contracts', '3b66baa').signals).toContain('security_fix');
    expect(classify('OffchainLabs/nitro', 'b49aca6')).toMatchObject({ signals: [], noise: 'typo' });
  });

  it('treats an advisory fix shipped as a lockfile bump as security, not noise', () => {
    const c = classify('matter-labs/zksync-era', '8a7adb2');
    expect(c.noise).toBeNull();
    expect(c.signals).toContain('security_fix');
  });

  it('does not treat a lint rule that detects unsafe code as a security fix', () => {
    expect(classify('foundry-rs/foundry', '96ad69f').signals).not.toContain('security_fix');
  });

  it('never calls test work a new feature', () => {
    expect(classify('OffchainLabs/nitro', '8d1fe04')).toMatchObject({ noise: 'tests_only' });
    const spoof = classify('OffchainLabs/nitro', '418a8d8');
    expect(spoof.signals).not.toContain('new_feature');
    expect(spoof.signals).not.toContain('security_fix');
  });

  it('does not read "address" as "add"', () => {
    expect(classify('OffchainLabs/nitro', '5751070').signals).not.toContain('new_feature');
    expect(classify('OffchainLabs/nitro', 'b5c1323').noise).toBe('lint');
  });

  it('flags dependency and toolchain moves as tech stack changes', () => {
    expect(classify('OffchainLabs/nitro', '2383ff8').signals).toContain('tech_stack_change');
    expect(classify('OffchainLabs/nitro', '07ba502').signals).toEqual(['tech_stack_change']);
    expect(classify('foundry-rs/foundry', 'd57828e').signals).toContain('tech_stack_change');
  });

  it('flags parameters, migrations, tokenomics, audits and deprecations', () => {
    expect(classify('Layr-Labs/eigenlayer-contracts', '425aa72').signals).toContain(
      'parameter_update',
    );
    const commission = classify('celestiaorg/celestia-app', '6c6e218').signals;
    expect(commission).toEqual(expect.arrayContaining(['parameter_update', 'breaking_change']));
    expect(classify('lidofinance/core', '61d4229').signals).toContain('upgrade_migration');
    const ve = classify('pendle-finance/pendle-core-v2-public', '7bde3ec').signals;
    expect(ve).toEqual(expect.arrayContaining(['tokenomics_change', 'deprecation']));
    expect(classify('Layr-Labs/eigenlayer-contracts', 'fd56da8').signals).toContain('audit');
    expect(classify('aave-dao/aave-v3-origin', '55c9a7e').signals).toContain('deprecation');
    expect(classify('Uniswap/v4-core', '86532f8').signals).toContain('performance');
  });

  it('files housekeeping under the right noise reason', () => {
    expect(classify('ethereum-optimism/optimism', '3edb8a2').noise).toBe('docs');
    expect(classify('morpho-org/morpho-blue', '0e07f43').noise).toBe('formatting');
    expect(classify('foundry-rs/foundry', 'bfd5c44').noise).toBe('lockfile');
    expect(classify('ethereum-optimism/optimism', 'd04582b').noise).toBe('generated');
    expect(classify('Uniswap/v4-core', 'd9f8bfd').noise).toBe('ci');
    expect(classify('Uniswap/v4-periphery', 'cfa74b4').noise).toBe('ci');
  });

  it('orders signals by importance and never gives noise a signal', () => {
    const ve = classify('pendle-finance/pendle-core-v2-public', '7bde3ec').signals;
    expect(ve.indexOf('breaking_change')).toBeLessThan(ve.indexOf('deprecation'));
    expect(ve.indexOf('tokenomics_change')).toBeLessThan(ve.indexOf('deprecation'));
  });

  it('is deterministic', () => {
    const c = realCommit('pendle-finance/pendle-core-v2-public', '7bde3ec');
    expect(classifyCommit(structuredClone(c))).toEqual(classifyCommit(c));
  });
});

describe('classifyCommit edge cases', () => {
  const commit = (
    message: string,
    paths: string[],
    extra: Partial<CommitInput> = {},
  ): CommitInput => ({
    sha: 'f'.repeat(40),
    repository: 'acme/protocol',
    parents: ['e'.repeat(40)],
    authorName: 'Dev',
    committedAt: '2025-01-01T00:00:00Z',
    message,
    files: paths.map((path) => ({ path, status: 'M', additions: 3, deletions: 1 })),
    ...extra,
  });

  it('marks an empty non-merge commit as empty', () => {
    expect(classifyCommit(commit('chore: nothing', [])).noise).toBe('empty');
  });

  it('keeps "fix typo" out of security even when it names a security word', () => {
    expect(
      classifyCommit(commit('fix typo in reentrancy guard comment', ['src/Vault.sol'])).noise,
    ).toBe('typo');
  });

  it('treats feat! as a breaking new feature', () => {
    const c = classifyCommit(commit('feat!: new swap router', ['src/Router.sol']));
    expect(c.signals).toEqual(['breaking_change', 'new_feature']);
  });

  it('does not see chain expansion in a testnet', () => {
    const c = classifyCommit(commit('Add Base Sepolia deployment', ['deployments/84532.json']));
    expect(c.signals).not.toContain('chain_expansion');
    expect(c.signals).toContain('deployment');
  });

  it('reads chain ids in broadcast paths', () => {
    const c = classifyCommit(
      commit('deploy router', ['broadcast/Deploy.s.sol/8453/run-latest.json'], {
        files: [
          {
            path: 'broadcast/Deploy.s.sol/8453/run-latest.json',
            status: 'A',
            additions: 90,
            deletions: 0,
          },
        ],
      }),
    );
    expect(c.signals).toEqual(expect.arrayContaining(['chain_expansion', 'deployment']));
  });

  it('keeps a bot patch bump noise but a bot major bump of a manifest as tech stack', () => {
    const bot = { authorName: 'dependabot[bot]' };
    const patch = commit(
      'chore(deps): bump serde from 1.0.1 to 1.0.2',
      ['Cargo.toml', 'Cargo.lock'],
      bot,
    );
    const major = commit(
      'chore(deps): bump serde from 1.0.1 to 2.0.0',
      ['Cargo.toml', 'Cargo.lock'],
      bot,
    );
    expect(classifyCommit(patch).noise).toBe('bot');
    expect(classifyCommit(major)).toMatchObject({ signals: ['tech_stack_change'], noise: null });
  });
});
