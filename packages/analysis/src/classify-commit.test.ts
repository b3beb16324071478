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
});
