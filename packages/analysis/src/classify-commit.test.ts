// Behaviour a reader of the feed would notice, checked on real commits of the dataset.
import { sortSignals } from '@gitsignals/domain';
import { describe, expect, it } from 'vitest';
import { realCommit } from '../test/dataset';
import { analyseCommit, classifyCommit as classifyShown } from './classify-commit';
import type { ClassifiedCommit, CommitInput } from './types';

/**
 * What the rules match, shown or possible: these tests are about the rules. Which matches are
 * shown is the calibration's decision (confidence.test.ts).
 */
function classifyCommit(commit: CommitInput): ClassifiedCommit {
  const c = classifyShown(commit);
  return { ...c, signals: sortSignals([...c.signals, ...c.possible]) };
}

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
      possible: [],
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

  it('reads a new chain from chain-named configs and hardhat-deploy markers, not contract files', () => {
    // "feat: add base address" adds script/config/base-mainnet.json
    expect(classify('pancakeswap/infinity-core', '40c2d50').signals).toContain('chain_expansion');
    // "feat(monad): full Pendle deployment": the guide's example, on a chain with earlier addresses
    const full = classify('pendle-finance/pendle-core-v2-public', 'e6d5021');
    expect(full.signals).toContain('chain_expansion');
    // "feat: deploy megaeth" (broadcasts only): the subject deploys the chain itself
    expect(classify('across-protocol/contracts', 'ce4d458').signals).toContain('chain_expansion');
    // deployments/arbitrum/SBTACPLawyer.json without a new .chainId: Arbitrum was there before
    expect(classify('kleros/kleros-v2', '36e05a8').signals).not.toContain('chain_expansion');
    // a webauthn feature whose deterministic deploy broadcast a run on Polygon
    expect(classify('zerodevapp/kernel', '0d5d4ac').signals).not.toContain('chain_expansion');
    // "chore: deploy mint/burn oft/cctp to Ink": contracts sent to a chain the project has
    expect(classify('across-protocol/contracts', '5462b68').signals).not.toContain(
      'chain_expansion',
    );
    // "Chore: Add zksync config" edits zkSync_Mainnet.toml: the chain was configured already
    expect(classify('smartcontractkit/ccip', '6876a78').signals).not.toContain('chain_expansion');
  });

  it('reads a deployment from what records it, not from deploy words in code', () => {
    // "Deploy chainlink oev wrapper" writes the address into chains/10.json (one book per chain id)
    expect(classify('moonwell-fi/moonwell-contracts-v2', '1239ae7').signals).toContain(
      'deployment',
    );
    // "chore: rename deployments.json to legacy-addresses.json": a renamed book, no new run
    expect(classify('across-protocol/contracts', '8638b84').signals).not.toContain('deployment');
    // "fix abigen v1 bindings for deployment of library dependencies": Go code only
    expect(classify('ethereum/go-ethereum', 'a10969f').signals).not.toContain('deployment');
    expect(classify('ethereum/go-ethereum', '0e2cbeb').signals).not.toContain('deployment');
  });

  it('reads a bridge from bridge words beside bridge code, not from a mention', () => {
    // "Hybrid Token Pools: …" edits CCIP's HybridLockReleaseUSDCTokenPool.sol
    expect(classify('smartcontractkit/ccip', '3d54dfb').signals).toContain('bridge_integration');
    // "contracts-bedrock: bridge pausability" edits the standard bridges
    expect(classify('ethereum-optimism/optimism', '1b84f7d').signals).toContain(
      'bridge_integration',
    );
    // "Add PendleOFT": a mention beside a new bridge contract (cross-chain/oftImpl/…/PendleOFT.sol)
    expect(classify('pendle-finance/pendle-core-v2-public', '2d87887').signals).toContain(
      'bridge_integration',
    );
    // "added minimum bridge amount constants … in UnitFacet": no bridge code changes
    expect(classify('lifinance/contracts', '1600dcb').signals).not.toContain('bridge_integration');
    // AztecProtocol/aztec-connect-bridges names its DeFi connectors bridges (src/bridges/…)
    expect(classify('AztecProtocol/aztec-connect-bridges', 'dca089f').signals).not.toContain(
      'bridge_integration',
    );
    // a new helper script is tooling (forge/script/marketupdates/helpers/BridgeHelper.sol)
    expect(classify('compound-finance/comet', '80d38c9').signals).not.toContain(
      'bridge_integration',
    );
  });

  it('reads an upgrade from its own code and schedule, not from its tooling', () => {
    // V3Template.sol and script/releases/v1.8.0-hourglass/ are upgrades' own code
    expect(classify('lidofinance/core', '9299d5f').signals).toContain('upgrade_migration');
    expect(classify('Layr-Labs/eigenlayer-contracts', '32a1887').signals).toContain(
      'upgrade_migration',
    );
    // "params: set osaka and BPO1 & BPO2 mainnet dates": the fork's schedule is the upgrade
    expect(classify('ethereum/go-ethereum', '0250724').signals).toContain('upgrade_migration');
    // env and gas-limit checks in upgrade tooling, a version bump, a feature's DB migration
    expect(classify('lidofinance/core', 'c59fe93').signals).not.toContain('upgrade_migration');
    expect(classify('lidofinance/core', '18577c7').signals).not.toContain('upgrade_migration');
    expect(classify('celestiaorg/celestia-app', 'a7917a9').signals).not.toContain(
      'upgrade_migration',
    );
    expect(classify('blockscout/blockscout', 'c2a8ca5').signals).not.toContain('upgrade_migration');
    // "Upgrade to wincode 0.4.1": a library's version; a command preparing migration calldata
    expect(classify('anza-xyz/solana-sdk', '80b834a').signals).not.toContain('upgrade_migration');
    expect(classify('matter-labs/zksync-era', 'f81ad19').signals).not.toContain(
      'upgrade_migration',
    );
  });

  it('reads governance from roles and votes, not from validators, screens or interfaces', () => {
    // "feat: disable role renouncement", "disable renounceOwnership on PermissionsAdapter"
    expect(classify('lidofinance/core', '8361697').signals).toContain('governance_change');
    expect(classify('Uniswap/v4-periphery', '07336f2').signals).toContain('governance_change');
    // validators' votes on gateway transactions
    expect(classify('axelarnetwork/axelar-core', 'f7b73ed').signals).not.toContain(
      'governance_change',
    );
    // "integrate Discuss link in the voting resources panel": a screen
    expect(classify('liquity/bold', 'd04fc13').signals).not.toContain('governance_change');
    // "maint: add interfaces for governance contracts": plumbing
    expect(classify('ethereum-optimism/optimism', 'fb11507').signals).not.toContain(
      'governance_change',
    );
  });

  it('reads an oracle change from feeds and new oracle contracts, not from the bare word', () => {
    // "Use decimals to normalize aggregator prices"
    expect(classify('smartcontractkit/ccip', 'b5ec207').signals).toContain('oracle_change');
    // "Oracle Factory" adds OracleFactory.sol and its oracles
    expect(classify('reserve-protocol/protocol', '2ab4b4b').signals).toContain('oracle_change');
    // TWAP as an order type; a CCIP plugin's OCR oracle; a consumer's feed interface
    expect(classify('MetaMask/core', '785ff8c').signals).not.toContain('oracle_change');
    expect(classify('smartcontractkit/ccip', '43e83ed').signals).not.toContain('oracle_change');
    expect(classify('pendle-finance/pendle-core-v2-public', '9d4fca9').signals).not.toContain(
      'oracle_change',
    );
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

  it('reads chain ids in broadcast paths as a deployment, not a new chain', () => {
    // Foundry writes a new run-latest.json for every run of every script on a chain.
    const analysis = analyseCommit(
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
    expect(analysis.candidates.map((c) => c.signal)).toEqual(['deployment']);
    expect(analysis.deployedChains).toEqual(['Base']);
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

// Rules added while tuning on the evaluation's dev split (packages/analysis/eval); every commit
// below is a dev-split commit, so these never peek at the held-out half.
describe('classifyCommit rules learned from the labelled dev split', () => {
  it('treats audit-linked fixes and fixes described as threats as security fixes', () => {
    // Body: "Addresses audit finding L-01 …"
    const audit = classify('Layr-Labs/eigenlayer-contracts', '048b71c7');
    expect(audit.signals).toEqual(expect.arrayContaining(['security_fix', 'audit']));
    // Body: "a single unauthenticated request could exhaust API server memory"
    expect(classify('matter-labs/zksync-era', 'ecf64c67').signals).toContain('security_fix');
    // "Fix bypassing target admin delay using execute"
    const bypass = classify('OpenZeppelin/openzeppelin-contracts', 'fb30adac');
    expect(bypass.signals).toEqual(expect.arrayContaining(['security_fix', 'governance_change']));
    // "fix: bound input size in proof querier handlers"
    expect(classify('celestiaorg/celestia-app', 'cfb01626').signals).toContain('security_fix');
  });

  it('does not read a feat: that retunes, or an audit finding, as a new feature', () => {
    const retune = classify('lidofinance/core', '0c09e9f8'); // feat: update deploy parameters
    expect(retune.signals).not.toContain('new_feature');
    expect(retune.signals).toEqual(expect.arrayContaining(['parameter_update', 'deployment']));
    const finding = classify('Uniswap/v4-core', '4287ddf9'); // C01: native ERC20 double spend
    expect(finding.signals).not.toContain('new_feature');
    expect(finding.signals).toContain('security_fix');
  });

  it('sees named constants, default switches and new settings as parameter updates', () => {
    // "chore: increase LOOK_BACK_BLOCK_RANGE to 2.5 mil"
    expect(classify('matter-labs/zksync-era', 'f8193aa1').signals).toContain('parameter_update');
    // "Disable HTTP/2 for das aggregator by default"
    expect(classify('OffchainLabs/nitro', 'cb23bf48').signals).toContain('parameter_update');
    // "Make WaitTimeSeconds configurable …"
    expect(classify('OffchainLabs/nitro', '712520c0').signals).toContain('parameter_update');
    // "change variable of the fee amount going to the protocol" renames a variable
    expect(classify('Uniswap/v4-core', 'e74c9bbd').signals).not.toContain('parameter_update');
  });

  it('reads partners integrated with, and hardware wallets supported, as partnerships', () => {
    const partner = (repo: string, sha: string): boolean =>
      classify(repo, sha).signals.includes('partnership_integration');
    // "accounts/usbwallet: add support for Ledger Nano Gen5" (guide v5: Ledger is a partner)
    expect(partner('ethereum/go-ethereum', 'b9288765')).toBe(true);
    // "feat(multisig-mon): integrate with 1pass"
    expect(partner('ethereum-optimism/optimism', 'd0f22755')).toBe(true);
    // "feat: integrate Discuss link in the voting resources panel"
    expect(partner('liquity/bold', 'd04fc132')).toBe(false);
    // "Add SQS integration for ReportFilteredTransactions": the consumer follows "for"
    expect(partner('OffchainLabs/nitro', '808cb0a8')).toBe(false);
  });

  it('reads reward features and where rewards and fees go as tokenomics, not their UI', () => {
    const tokenomics = (repo: string, sha: string): boolean =>
      classify(repo, sha).signals.includes('tokenomics_change');
    // "feat: rewards v2.2", "feat(incentives): add protocol fee"
    expect(tokenomics('Layr-Labs/eigenlayer-contracts', 'a5f2ed4b')).toBe(true);
    expect(tokenomics('Layr-Labs/eigenlayer-contracts', '051a5b98')).toBe(true);
    // "Use CLPool as a reward address", "route settled escrow payments to the fee collector"
    expect(tokenomics('kaiachain/kaia', '51cec5ed')).toBe(true);
    expect(tokenomics('celestiaorg/celestia-app', '382ee989')).toBe(true);
    // "feat(incentives): add interface" declares IEmissionsController only
    expect(tokenomics('Layr-Labs/eigenlayer-contracts', '9a77bfb1')).toBe(false);
    // "feat: add airdrop farming vaults links" on the front end's home screen
    expect(tokenomics('liquity/bold', 'cd662343')).toBe(false);
    // a FeeCollector contract whitelisted on a network is no fee flow changed
    expect(tokenomics('lifinance/contracts', '202fcd44')).toBe(false);
    // "add event emissions for state changes in staking (N-06)" emits events
    expect(tokenomics('zama-ai/fhevm', 'a3f4d02f')).toBe(false);
  });

  it('sees configuration data and new settings named for a value as parameter updates', () => {
    const param = (repo: string, sha: string): boolean =>
      classify(repo, sha).signals.includes('parameter_update');
    // "Add zkSync Sepolia default config": a chain defaults TOML and its docs
    expect(param('smartcontractkit/ccip', '5dc76ac9')).toBe(true);
    // "feat: add gas cap configuration for eth_call requests"
    expect(param('matter-labs/zksync-era', '340c9f71')).toBe(true);
    // "txmgr: Add min basefee and tip cap parameters to enforce fee minima"
    expect(param('ethereum-optimism/optimism', '104909cb')).toBe(true);
    // "update default gas limit in config files and docs": the docs are where, not what
    expect(param('0xPolygon/bor', '9bea97a8')).toBe(true);
    // "wip: update validator exit delay verifier" names a contract, not a delay
    expect(param('lidofinance/core', '0c220269')).toBe(false);
    // "fix(repo): simplify release-please lockfile jsonpaths" configures tooling, not the product
    expect(param('taikoxyz/taiko-mono', '027e6122')).toBe(false);
    // "update copyright year to 2025" and "Enable `serde` feature for `url` dep" move no setting
    expect(param('0xPolygon/bor', 'f4e8e877')).toBe(false);
    expect(param('alloy-rs/alloy', 'e703dc48')).toBe(false);
    // "feat(forge-inspect): add option to wrap tables to terminal width" is a feature's option
    expect(param('foundry-rs/foundry', '4e59f423')).toBe(false);
  });

  it('keeps look-alike words out of governance, oracle, bridge and partner signals', () => {
    // "core: initialize tracer before DAO fork logic"
    expect(classify('ethereum/go-ethereum', 'f4817b7a').signals).not.toContain('governance_change');
    // "CCIP" in smartcontractkit/ccip names the repository, not a bridge being touched
    expect(classify('smartcontractkit/ccip', '3205f7af').signals).not.toContain(
      'bridge_integration',
    );
    // "Added LP to chainlink oracles": Chainlink is not what is being added
    const lp = classify('pendle-finance/pendle-core-v2-public', 'd1281a6c');
    expect(lp.signals).toContain('oracle_change');
    expect(lp.signals).not.toContain('partnership_integration');
    // "Add `sparkLinearDiscountOracleFactory` for ink" in address books alone: the oracle is named
    // because its address was recorded, not because a feed changed
    expect(classify('pendle-finance/pendle-core-v2-public', '9c7bf15a').signals).toEqual([
      'deployment',
    ]);
  });

  it('reads removals and renames of public surface, not of stale code, as breaking', () => {
    // "Remove extraneous `--node.feed.output.disable-signing` parameter"
    const flag = classify('OffchainLabs/nitro', '68efb9ed');
    expect(flag.signals).toEqual(expect.arrayContaining(['deprecation', 'breaking_change']));
    // "chore: remove stale bindings" deletes unused interfaces
    expect(classify('Layr-Labs/eigenlayer-contracts', '4ca155ef').signals).not.toContain(
      'breaking_change',
    );
    // "refactor: table calc interface", body "`getOperatorWeights` -> `getOperatorSetWeights`"
    expect(classify('Layr-Labs/eigenlayer-contracts', '77336339').signals).toContain(
      'breaking_change',
    );
    // "fix: Rust breaking change" adapts to the compiler
    expect(classify('foundry-rs/foundry', '79a5eb82').signals).not.toContain('breaking_change');
    // "replace the deprecated TypeMux with Feed" is no deprecation of geth's own surface
    expect(classify('ethereum/go-ethereum', '1abbae23').signals).not.toContain('deprecation');
  });

  it('knows more deployment records, chains and upgrade shapes', () => {
    // Lido's deployed-hoodi.json is an address book
    expect(classify('lidofinance/core', 'dbc59983').signals).toContain('deployment');
    // "Add kroma support"
    expect(classify('smartcontractkit/ccip', 'bda4d5ab').signals).toContain('chain_expansion');
    // "fix: automated protocol upgrade for zksync-era-allow-decommits" ships as crate bumps
    expect(classify('matter-labs/zksync-era', '10cab726').signals).toContain('upgrade_migration');
    // Comet governance proposals under deployments/<chain>/<market>/migrations are no upgrade
    expect(classify('compound-finance/comet', '611828be').signals).not.toContain(
      'upgrade_migration',
    );
    // "Version Packages" bumps the project's own versions, not its stack
    const versions = classify('ethereum-optimism/optimism', 'e6d1ee00');
    expect(versions.signals).toEqual(['release']);
  });

  it('reads node-side validation, fix! and revert-on subjects as security fixes', () => {
    // "op-node: Check withdrawals hash in P2P validation" (Go, no contract code)
    expect(classify('ethereum-optimism/optimism', '62a804cf').signals).toContain('security_fix');
    // "fix!: blocked addresses": a fix that has to break compatibility
    expect(classify('celestiaorg/celestia-app', '35aecffd').signals).toContain('security_fix');
    // "fix: revert on exact-output partial fills in V4Router"
    expect(classify('Uniswap/v4-periphery', '545a5d2a').signals).toContain('security_fix');
  });

  it('asks more of new_feature: growth, no test network, no deployment record', () => {
    // "introduce gas budget" (+206 -142 in existing files) reshapes gas accounting
    expect(classify('ethereum/go-ethereum', '29e0a6f4').signals).not.toContain('new_feature');
    // "Add zkSync Sepolia default config"
    expect(classify('smartcontractkit/ccip', '5dc76ac9').signals).not.toContain('new_feature');
    // "Add Dev Proxy Admin" with its addresses on every chain is a deployment
    const admin = classify('pendle-finance/pendle-core-v2-public', '5acbdae0').signals;
    expect(admin).toContain('deployment');
    expect(admin).not.toContain('new_feature');
    // "feat(lint): add `reentrancy-eth` lint" grows foundry's linter
    expect(classify('foundry-rs/foundry', 'f7120eb3').signals).toContain('new_feature');
  });

  it('keeps look-alike words out of bridge, oracle and governance', () => {
    // "fix(state-keeper): limit to max interop roots per batch"
    expect(classify('matter-labs/zksync-era', '80a20d96').signals).not.toContain(
      'bridge_integration',
    );
    // "op-challenger: Verify large preimages in all oracles"
    expect(classify('ethereum-optimism/optimism', 'efdf5a1f').signals).not.toContain(
      'oracle_change',
    );
    // "feat(eth_sender): Allow to use validator timelock from the config"
    expect(classify('matter-labs/zksync-era', '2cb551be').signals).not.toContain(
      'governance_change',
    );
  });

  it('sees dependencies removed through manifests, audit work done as tests', () => {
    // "trie, go.mod: remove all references to go-verkle and go-ipa"
    expect(classify('ethereum/go-ethereum', '3f641dba').signals).toContain('tech_stack_change');
    // "chore: clean repo" deletes package.json and the hardhat config
    expect(classify('morpho-org/morpho-blue', 'effe5113').signals).toContain('tech_stack_change');
    // "Ackee[L1]: Verify ERC-165 Conformance" only adds a test, for an audit finding
    expect(classify('safe-global/safe-smart-account', '09cdb344')).toMatchObject({
      signals: ['audit'],
      noise: null,
    });
    // "eth/filters: change error code for invalid parameter errors"
    expect(classify('ethereum/go-ethereum', '73a2df2b').signals).toContain('breaking_change');
  });

  it('reads stack changes from pins, vendored gitlinks and dependency lists, not test modules', () => {
    const stack = (repo: string, sha: string): boolean =>
      classify(repo, sha).signals.includes('tech_stack_change');
    // "chore: enable trusted publishing" also moves .nvmrc to Node 22
    expect(stack('aave-dao/aave-v3-origin', '22417dd1')).toBe(true);
    // "bump nim-libp2p to `v1.5.0`" moves the gitlink vendor/nim-libp2p
    expect(classify('status-im/nimbus-eth2', '88bdca18')).toMatchObject({ noise: null });
    expect(stack('status-im/nimbus-eth2', '88bdca18')).toBe(true);
    // "use correct boostd-data path" changes go.mod and go.sum only
    expect(stack('filecoin-project/boost', '02853ce6')).toBe(true);
    // "fix(deps): bump tastora to v0.17.0" in test/docker-e2e/go.mod is the tests' dependency
    expect(stack('celestiaorg/celestia-app', '0a9d88f3')).toBe(false);
    // "chore(deps): update alloy" by a person, lockfile only (guide v6: lockfile noise)
    expect(stack('matter-labs/zksync-era', 'eb1f9670')).toBe(false);
    // "chore: trigger deployment" adds a one-line file named trigger, no submodule
    expect(stack('gitcoinco/grants-stack', '1bcdcf5a')).toBe(false);
    // "clean up remaining dead code after Odyssey sunset": a member crate's manifest loses a line
    expect(stack('foundry-rs/foundry', 'ea7bb4fc')).toBe(false);
    // "Add SQS integration for ReportFilteredTransactions" adds a client to the root go.mod
    expect(stack('OffchainLabs/nitro', '808cb0a8')).toBe(true);
    // "chore: bump embedded v3 binary from v3.10.6 to v3.11.0" in a Dockerfile
    expect(stack('celestiaorg/celestia-app', '1e04a81e')).toBe(true);
    // "Update Certora CLI Version": certora/requirements.txt pins the prover CLI
    expect(stack('safe-global/safe-smart-account', 'fdd81be1')).toBe(true);
    // "chore: deprecate npm publishing" deletes the packages it published, not a build tool
    expect(stack('foundry-rs/foundry', 'a4f639d7')).toBe(false);
    // "chore(smart-transactions-controller): strip source-repo-only files" deletes a merged
    // package's own .nvmrc; "v0.42.1 release" moves the root Cargo.toml to its own version
    expect(stack('MetaMask/core', '6c86a5ac')).toBe(false);
    expect(stack('graphprotocol/graph-node', '44afc0fd')).toBe(false);
    // "Rename `checkForBindings` package.json script", "Update package.json", "Add golang signing
    // sample code" name a file, a script or a language, not a dependency moved
    expect(stack('o1-labs/o1js', '9702cc09')).toBe(false);
    expect(stack('o1-labs/o1js', '85079fcd')).toBe(false);
    expect(stack('TrustWallet/wallet-core', '9ec7bcd4')).toBe(false);
  });
});

// Issue 14, precision first: rule branches whose matches mix strong and weak evidence are split
// into evidence names the calibration tells apart; every commit below is a dev-split commit.
describe('product rules: evidence that tells strong matches from weak ones', () => {
  /** The evidence (rule branch and context) a commit's match of `signal` carries, if any. */
  const evidenceOf = (repo: string, sha: string, signal: string): string | undefined =>
    analyseCommit(realCommit(repo, sha)).candidates.find((c) => c.signal === signal)?.evidence;
  const shownOf = (repo: string, sha: string) => classifyShown(realCommit(repo, sha)).signals;

  it("reads a growing interface or a command's sources as a new callable surface", () => {
    // "feat: add clear" grows IPoolManager.sol
    expect(evidenceOf('Uniswap/v4-core', '4e40e53', 'new_feature')).toBe(
      'feat-type-adds@public-surface-alone',
    );
    // "feat(cast): support Tempo sessions in cast send" edits crates/cast/src/cmd/send.rs
    expect(evidenceOf('foundry-rs/foundry', '89567bf', 'new_feature')).toBe(
      'feat-type-adds@command-sources-alone',
    );
  });

  it('keeps observability, roles, error strings and scripts apart from new capabilities', () => {
    // "txmgr: add blob base fee metrics", "Add Mantle NonceTooLow Error",
    // "Interop: Add new role for dependency set management"
    for (const [repo, sha] of [
      ['ethereum-optimism/optimism', 'b2828b8'],
      ['smartcontractkit/ccip', 'dee09c7'],
      ['ethereum-optimism/optimism', '30b3cdd'],
    ] as const)
      expect(evidenceOf(repo, sha, 'new_feature')).toMatch(/^adds-non-capability@/);
    // "feat: Add OPCM to deployImplementations" edits deploy scripts only
    expect(evidenceOf('ethereum-optimism/optimism', '7789e6a', 'new_feature')).toMatch(
      /^adds-to-scripts@/,
    );
  });

  it('does not take a feat: that fixes or restricts, or a deploy subject, for a feature', () => {
    expect(classify('scroll-tech/scroll', 'fdcd43a').signals).not.toContain('new_feature'); // feat: fix lint failed
    expect(classify('lidofinance/core', 'cc34eba').signals).not.toContain('new_feature'); // feat: disallow max staking limit
    // "\u0015Deploy Security Council Safe and Liveness Extensions": the verb behind a control character
    expect(classify('ethereum-optimism/optimism', '0c7d8a9').signals).not.toContain('new_feature');
  });

  it('never shows a pure rename or a refactor rename as breaking (issue 14)', () => {
    // Cards a reviewer found misleading: the rename stays a possible breaking change.
    for (const [repo, sha] of [
      ['kleros/kleros-v2', '615effc'], // refactor: renamed error AppealPeriodIsOver into NotAppealPeriod
      ['etherfi-protocol/smart-contracts', '741b639'], // refactor: Rename LegacyLinkerRoleScript to …
      ['foundry-rs/foundry', '729d911'], // fix: rename misleading fallback binding in infer_var_expr
      ['0xMiden/miden-vm', 'd9f0020'], // chore(corelib): rename falcon512poseidon2 to falcon512_poseidon2
    ] as const) {
      expect(evidenceOf(repo, sha, 'breaking_change')).toMatch(
        /^renames-(?:in-refactor|identifier)@/,
      );
      expect(shownOf(repo, sha)).not.toContain('breaking_change');
    }
    // "rename CCIPSendRequested to CCIPMessageSent" renames an event in OnRamp.sol: its ABI
    expect(evidenceOf('smartcontractkit/ccip', '6ffa59d', 'breaking_change')).toBe(
      'renames-named-surface@untyped',
    );
    // "Rename channel receiver" is a bare Go identifier
    expect(evidenceOf('ethereum-optimism/optimism', 'f0d7738', 'breaking_change')).toBe(
      'renames-identifier@untyped',
    );
  });

  it('reads retired legacy contracts as deprecations and documented removals as breaking', () => {
    // "Delete legacy code" deletes legacy contracts and their interfaces
    expect(evidenceOf('ethereum-optimism/optimism', '75c3774', 'breaking_change')).toMatch(
      /^retires-legacy-interface@/,
    );
    // "feat: move TW to in-contract defined interfaces" removes no caller's interface
    expect(classify('lidofinance/core', '058a0b6').signals).not.toContain('breaking_change');
    // "Remove fallback to P256 in WebAuthn signer", written into CHANGELOG.md
    const p256 = classify('OpenZeppelin/openzeppelin-contracts', '3c063fc').signals;
    expect(p256).toEqual(expect.arrayContaining(['breaking_change', 'deprecation']));
    // "Remove old module roots", "chore: disable the legacy block prop …",
    // "feat(forge)!: remove deprecated generate"
    expect(evidenceOf('OffchainLabs/nitro', '68e8ccc', 'deprecation')).toMatch(/^removes-legacy@/);
    expect(classify('celestiaorg/celestia-app', '5083223').signals).toContain('deprecation');
    expect(classify('foundry-rs/foundry', '68d718c').signals).toContain('deprecation');
    // "Rename xdai ChainType config to gnosis", the old value kept with a deprecation warning
    expect(evidenceOf('smartcontractkit/ccip', '3f6d901', 'deprecation')).toMatch(
      /^renames-keeping-alias@/,
    );
    expect(classify('smartcontractkit/ccip', '3f6d901').signals).not.toContain('breaking_change');
  });

  it("does not call adapting to someone else's deprecations a deprecation", () => {
    // "web/satellite: resolve some deprecation warnings", "golangci-lint: deprecated types"
    expect(classify('storj/storj', '56dd30c').signals).not.toContain('deprecation');
    expect(classify('smartcontractkit/ccip', '1d7cec6').signals).not.toContain('deprecation');
  });

  it('cuts releases from own version bumps and publishes, not from cycles, back-merges or go.mod', () => {
    expect(classify('ethereum/go-ethereum', 'b1eb33c').signals).not.toContain('release'); // begin v1.16.5 release cycle
    expect(classify('smartcontractkit/ccip', 'd4c518d').signals).not.toContain('release'); // release/2.8.0 -> develop
    expect(classify('celestiaorg/celestia-app', 'f6f1141').signals).not.toContain('release'); // chore: bump to v0.39.20 (go.mod)
    expect(classify('aptos-labs/aptos-ts-sdk', '3b29d96').signals).toContain('release'); // bump SDK version to 7.0.0
    expect(classify('synapsecns/sanguine', '0c61faa').signals).toContain('release'); // Publish
  });

  it('reads gas savings counted in the body, allocs, caches and avoided clones as performance', () => {
    // "fix: remove unnecessarily passed parameter", body: "… reduces gas usage slightly"
    expect(evidenceOf('aave-dao/aave-v3-origin', 'f11a849', 'performance')).toMatch(
      /^body-gas-savings@/,
    );
    expect(classify('Uniswap/v4-core', '18b223c').signals).toContain('performance'); // body: "save 12 gas"
    expect(classify('celestiaorg/celestia-app', '98d2511').signals).toContain('performance'); // reduce nmt allocs
    expect(classify('celestiaorg/celestia-app', 'a361260').signals).toContain('performance'); // use cached rlcOrigRoot
    expect(classify('graphprotocol/graph-node', '7105c15').signals).toContain('performance'); // avoid unnecessary … deep clone
  });
});

// Round 6 (issue 14, precision first): security, audit and noise, from dev errors.
describe('classifyCommit: security, audits and noise read more precisely', () => {
  it('reads files named after `cargo audit` in CI, and audit/ product modules, as no audit', () => {
    // "ci: ignore RUSTSEC-2026-0001 (rkyv) in audit": .github/workflows/audit.yml
    expect(classify('dfinity/sdk', '898ff94')).toMatchObject({ signals: [], noise: 'ci' });
    // "chore!: use @icp-sdk/core in imports" touches that workflow among its files
    expect(classify('dfinity/sdk', '846fdca').signals).not.toContain('audit');
    // "Extract core/store/models" touches core/logger/audit/audit_logger.go
    expect(classify('smartcontractkit/ccip', 'ba841a5').signals).not.toContain('audit');
  });

  it('reads vendored submodule pointers, test modules and licenses by what they are', () => {
    // "bump nim-libp2p to `v1.5.0`": vendor/nim-libp2p is a submodule pointer
    expect(classify('status-im/nimbus-eth2', '88bdca1').noise).toBeNull();
    // "fix(deps): bump tastora to v0.17.0 …" in test/docker-e2e/go.mod (guide, v5)
    expect(classify('celestiaorg/celestia-app', '0a9d88f').noise).toBe('tests_only');
    // "Update Annual License" changes one line of LICENSE
    expect(classify('OpenZeppelin/openzeppelin-contracts', '884e2f6').noise).toBe('docs');
    // "release/2.8.0 -> develop (#11884)" merges a release branch back (guide: merge)
    expect(classify('smartcontractkit/ccip', 'd4c518d').noise).toBe('merge');
    // "build: add support for ubuntu 25.04" edits build/ci.go, go-ethereum's CI driver
    expect(classify('ethereum/go-ethereum', '27d4a10').noise).toBe('ci');
  });

  it('keeps a lockfile-only bump noise even when it cites an advisory (guide)', () => {
    // "chore(deps): bump rustls-webpki …", body "Resolves two open Dependabot alerts: GHSA-…"
    expect(classify('celestiaorg/celestia-app', '1e8c960').noise).toBe('lockfile');
    // "chore(deps): update alloy" by a person, Cargo.lock only (guide, v6)
    expect(classify('matter-labs/zksync-era', 'eb1f967').noise).toBe('lockfile');
  });

  it('files comment edits in FV specs, warnings, unused imports and Lint Action as noise', () => {
    // "certora: reword accrue-interest comment" in certora/specs/Liveness.spec (guide, v4)
    expect(classify('morpho-org/morpho-blue', '507cc08').noise).toBe('docs');
    expect(classify('morpho-org/morpho-blue', 'fd00b3d').noise).toBe('docs');
    // "certora: use virtual-supply getters in canWithdrawAll" is verification work
    expect(classify('morpho-org/morpho-blue', '26b326c').signals).toContain('audit');
    // "chore: fix warnings", "fix: suppress forge-lint warnings across contracts and tests"
    expect(classify('lidofinance/core', '6b758ed').noise).toBe('lint');
    expect(classify('aave-dao/aave-v3-origin', '20cb364').noise).toBe('lint');
    // "web/satellite: resolve some deprecation warnings" moves code off deprecated APIs
    expect(classify('storj/storj', '56dd30c').noise).toBeNull();
    // "fix: remove unused imports", "Remove unused import in `GovernorCrosschain`"
    expect(classify('Layr-Labs/eigenlayer-contracts', 'c6be96a').noise).toBe('lint');
    expect(classify('OpenZeppelin/openzeppelin-contracts', 'ef5a2d0').noise).toBe('lint');
    // "Fix code style issues with Prettier" (Lint Action), touching echidna harnesses too
    expect(classify('Uniswap/v3-core', '05c10bf')).toMatchObject({
      signals: [],
      noise: 'formatting',
    });
    expect(classify('ethereum-optimism/optimism', '865fcd2').noise).toBe('typo'); // "chore: proofread"
  });

  it('reads more documentation subjects as docs, not a second change beside them', () => {
    expect(classify('PufferFinance/puffer-contracts', '728755f').noise).toBe('docs'); // "Improved natspec"
    expect(classify('aave-dao/aave-v3-origin', '73e03ff').noise).toBe('docs'); // "fix: misc doc fixes"
    // "Add warning comments to deltas functions", "Add TraceAccessor docs and rename file."
    expect(classify('Uniswap/v4-periphery', '3c31961').noise).toBe('docs');
    expect(classify('ethereum-optimism/optimism', '6a28f37').noise).toBe('docs');
    // "refactor(feeaddress): improve validation separation and add docs" changes code too
    expect(classify('celestiaorg/celestia-app', '1974284').noise).toBeNull();
  });

  it('never calls a feat! noise, even when it only edits docs to force a release', () => {
    // "feat!: Release v29 for provers" adds prover/release-trigger.md
    expect(classify('matter-labs/zksync-era', '9c341f2')).toMatchObject({ noise: null });
    expect(classify('matter-labs/zksync-era', '9c341f2').signals).toContain('breaking_change');
  });

  it('keeps dev scripts, look-alike words and informational findings out of security', () => {
    // Reviewer: "scripts: reject non-node-test packages in test:file" changes a dev script
    expect(classify('NomicFoundation/hardhat', 'd37a257').signals).not.toContain('security_fix');
    // Reviewer: "local-cluster: remove unused malicious broadcast stage types", "Enhance
    // Safe.sol with ECDSA malleability warning" (+4 comment lines)
    expect(classify('jito-foundation/jito-solana', 'c716eb8').signals).not.toContain(
      'security_fix',
    );
    expect(classify('safe-global/safe-smart-account', '19e1d63').signals).not.toContain(
      'security_fix',
    );
    // "fix: ownership transfer address checks" in script/*.s.sol; "fix: revert change on
    // extension checking single NFT ownership" names who owns an NFT
    expect(classify('euler-xyz/evk-periphery', 'fba097f').signals).not.toContain('security_fix');
    expect(classify('MetaMask/core', '53fc6c7').signals).not.toContain('security_fix');
    // Body: "… is unauthenticated, and is not subject to the REST rate limit"
    expect(classify('foundry-rs/foundry', '4c56472').signals).not.toContain('security_fix');
    // "fix: releaseManager audit fixes", body citing only I-01 and I-04 (guide: audit only)
    const info = classify('Layr-Labs/eigenlayer-contracts', '5e25244').signals;
    expect(info).toContain('audit');
    expect(info).not.toContain('security_fix');
    // "chore: Preparation for the audit changes" answers no finding yet
    expect(classify('noir-lang/noir-bignum', '748a79e').signals).toEqual([]);
  });

  it('reads zero-address checks on admin-set config and removed guards as no hardening', () => {
    // Adjudicators: "fix: prevent zero address autoCompounder admin" guards a typo
    expect(classify('aerodrome-finance/contracts', '74130d4').signals).not.toContain(
      'security_fix',
    );
    // "fix(bridge): reject zero-address redeemer in redemption requests" rejects user input
    expect(classify('threshold-network/tbtc-v2', 'fbc5e5f').signals).toContain('security_fix');
    // "Remove `onlyVault` from weighted pools `onSwap`" takes a guard away
    expect(classify('balancer/balancer-v3-monorepo', '53db368').signals).not.toContain(
      'security_fix',
    );
  });

  it('tells strong validation evidence from weak look-alikes by its evidence', () => {
    const evidence = (repo: string, sha: string): string | undefined =>
      analyseCommit(realCommit(repo, sha))
        .candidates.find((c) => c.signal === 'security_fix')
        ?.evidence.split('@')[0];
    // "Validate long item length before loading lengthLength in RLP" checks an input's shape;
    // "accounts/usbwallet: check ledger versions for typed txs" checks compatibility
    expect(evidence('OpenZeppelin/openzeppelin-contracts', 'ef85270')).toBe(
      'subject-validates-input',
    );
    expect(evidence('ethereum/go-ethereum', '7a73ffe')).toBe('subject-validates');
    // "fix: require non-empty names in ProtocolRegistry.ship()" adds a guard; "fix: correct
    // ecdsa message hash check" repairs one
    expect(evidence('Layr-Labs/eigenlayer-contracts', '3b66baa')).toBe('contract-validation');
    expect(evidence('Layr-Labs/eigenlayer-contracts', '77a768b')).toBe('contract-check-word');
    // "fix!: blocked addresses" guards; "fix!: expose rlcOrig from Encode function" changes an API
    expect(evidence('celestiaorg/celestia-app', '35aecff')).toBe('breaking-fix-guards');
    expect(evidence('celestiaorg/celestia-app', 'f83b239')).toBe('breaking-fix');
    // "fix!: x/forwarding atomic state token sends", body "could result in a lost funds scenario"
    expect(evidence('celestiaorg/celestia-app', '237b9dd')).toBe('threat-in-body');
  });

  it('reads trailing finding ids of any severity, and not layer scopes, as audit work', () => {
    // "fix(gateway-contracts): pin migration export to a finalized block hash (L-05) (#2724) (#2769)"
    const low = classify('zama-ai/fhevm', 'ea61320').signals;
    expect(low).toEqual(expect.arrayContaining(['audit', 'security_fix']));
    // "… add indexed parameters to staking events (N-05)": informational, audit only
    const info = classify('zama-ai/fhevm', '302729b').signals;
    expect(info).toContain('audit');
    expect(info).not.toContain('security_fix');
    // "Documentation fixes for audit findings H-01, N-09, L-07" answers findings in natspec
    expect(classify('OpenZeppelin/openzeppelin-contracts', '73e9e9b')).toMatchObject({
      signals: ['audit'],
      noise: null,
    });
    // "feat(L1): add ProtocolVersions upgrade schedule contract": L1 is the layer, not a finding
    expect(classify('base/contracts', '14237f2').signals).not.toContain('audit');
  });

  it('keeps package-manager audits, audited code and FV tool bumps out of audit', () => {
    // "Update tracing dependencies in response to `cargo audit` complaints"
    expect(classify('zcash/zcash', '375f619').signals).not.toContain('audit');
    // "[Keystone] Use audited version of OCR2Base.sol in OCR3Capability.sol"
    expect(classify('smartcontractkit/ccip', '5e27da9').signals).not.toContain('audit');
    // "[program-2022] Add auditor ciphertexts to instruction data"
    expect(classify('solana-labs/solana-program-library', '45b214f').signals).not.toContain(
      'audit',
    );
    // cargo-vet's qa/supply-chain/audits.toml records vetted dependencies, with Cargo.lock
    expect(classify('zcash/zcash', '375f619').noise).toBe('lockfile');
    // "Update Certora CLI Version" in certora/requirements.txt (guide, v6: tech stack)
    expect(classify('safe-global/safe-smart-account', 'fdd81be').signals).not.toContain('audit');
    // "chore: cargo audit ignore RUSTSEC-2026-0006" accepts an advisory
    expect(classify('chainflip-io/chainflip-backend', '5156ea1').signals).not.toContain(
      'security_fix',
    );
  });

  it('finds contracts that now refuse something, storage layouts fixed and audit fixes', () => {
    // "feat: disallow max staking limit", "fix(PDG): don't allow proving without activation …"
    expect(classify('lidofinance/core', 'cc34eba').signals).toContain('security_fix');
    expect(classify('lidofinance/core', 'c535318').signals).toContain('security_fix');
    // "Fix LimitRouter storage layout" (adjudicators: a storage collision before an upgrade)
    expect(classify('pendle-finance/pendle-core-v2-public', '60acbc1').signals).toContain(
      'security_fix',
    );
    // "contracts-bedrock: Fix enforcement of delay on DelayedVetoable"
    expect(classify('ethereum-optimism/optimism', '9a59811').signals).toContain('security_fix');
    // "fix: audit" changes contracts for audit findings
    expect(classify('lidofinance/core', 'a9bc3df').signals).toEqual(
      expect.arrayContaining(['security_fix', 'audit']),
    );
  });

  it('reads an advisory in a body as a fix only when the commit moves a dependency or guards', () => {
    // "p2p/nat: bump pion/stun to v3 to pull in fixed pion/dtls", body CVE-2026-26014
    expect(classify('ethereum/go-ethereum', '45698e9').signals).toContain('security_fix');
    // "fix(relayer): serve keyurl dataId as hex": a squashed body that names an advisory
    expect(classify('zama-ai/fhevm', 'ec471f9').signals).not.toContain('security_fix');
    // "docs(ram): align pause-escalation prose with whenNotPaused scope (TRST-R-8)"
    expect(classify('graphprotocol/contracts', 'ad829d0').signals).not.toContain('security_fix');
    // "fix: correct IGraphProxyAdmin interface signatures" names functions, not signatures checked
    expect(classify('graphprotocol/contracts', '2252c19').signals).not.toContain('security_fix');
  });
});

describe('look-alikes a card reviewer found on days outside the labelled set', () => {
  it('does not read a larger limit or an operator config check as a security fix', () => {
    // "fix: update dataBytes length check for 10k casts": a limit raised for longer casts
    expect(classify('farcasterxyz/hub-monorepo', '83f4721').signals).not.toContain('security_fix');
    // "fix: validate fetchers config": what the operator writes, not what an attacker sends
    expect(classify('redstone-finance/redstone-oracles-monorepo', 'b358f16').signals).not.toContain(
      'security_fix',
    );
  });

  it('does not read a role filter of an API as governance, nor a lifted rule as breaking', () => {
    expect(classify('onflow/flow-go', 'f392747').signals).not.toContain('governance_change');
    // "Remove authorized quote denom validation": callers may do more, nothing they relied on breaks
    expect(classify('osmosis-labs/osmosis', 'c6ed71f').signals).not.toContain('breaking_change');
  });
});
