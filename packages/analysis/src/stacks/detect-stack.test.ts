import { readFileSync } from 'node:fs';
import { STACK_CATEGORY_KEYS } from '@gitsignals/domain';
import { describe, expect, it } from 'vitest';
import { combineStacks, detectStack, knownTechnologies, MIN_CONFIDENCE } from './detect-stack';
import { STACK_RULES } from './rules/index';
import type { StackDependency } from './types';

interface Meta {
  paths: string[];
  dependencies: StackDependency[];
}

/** HEAD paths and dependencies of a repository of the shared dataset (data/activity). */
function meta(repo: string): Meta {
  const file = new URL(
    `../../../../data/activity/${repo.replace('/', '__')}.meta.json`,
    import.meta.url,
  );
  return JSON.parse(readFileSync(file, 'utf8')) as Meta;
}

const detectionOf = (result: ReturnType<typeof detectStack>, technology: string) =>
  result.detections.find((d) => d.technology === technology);

describe('the rule pack', () => {
  it('knows at least 300 technologies across the 27 categories', () => {
    const known = knownTechnologies();
    const total = Object.values(known).flat().length;
    expect(total).toBeGreaterThanOrEqual(300);
    for (const key of STACK_CATEGORY_KEYS) expect(known[key].length, key).toBeGreaterThan(0);
  });

  it('names each technology once per category and only uses the 27 keys', () => {
    const seen = new Set<string>();
    for (const rule of STACK_RULES) {
      const key = `${rule.category}/${rule.name}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
      expect(STACK_CATEGORY_KEYS).toContain(rule.category);
    }
  });
});

describe('detectStack on real repositories', () => {
  it('reads Aave v3: vendored Chainlink interfaces, Foundry, Certora and its audit reports', () => {
    const result = detectStack(meta('aave-dao/aave-v3-origin'));
    expect(result.categories.oracles).toEqual(['Chainlink']);
    expect(detectionOf(result, 'Chainlink')!.evidence).toContainEqual({
      file: 'src/contracts/dependencies/chainlink/AggregatorInterface.sol',
      rule: 'vendored library chainlink',
    });
    expect(result.categories.development_frameworks).toEqual(
      expect.arrayContaining(['Foundry', 'OpenZeppelin Contracts']),
    );
    expect(result.categories.security).toEqual(
      expect.arrayContaining(['Certora Prover', 'Trail of Bits', 'Sigma Prime', 'Solhint']),
    );
    expect(result.categories.programming_languages).toContain('Solidity');
    // A submodule outweighs a vendored folder, which outweighs a config file.
    const foundry = detectionOf(result, 'Foundry')!;
    expect(foundry.confidence).toBeGreaterThan(detectionOf(result, 'Chainlink')!.confidence);
    expect(foundry.evidence[0]).toEqual({
      file: '.gitmodules',
      rule: 'git submodule lib/forge-std',
    });
  });

  it('reads the chains of Compound comet from its deployment folders', () => {
    const result = detectStack(meta('compound-finance/comet'));
    expect(result.categories.layer_2s).toEqual(
      expect.arrayContaining(['Arbitrum', 'Base', 'Optimism', 'Polygon', 'Scroll']),
    );
    expect(result.categories.layer_1s).toEqual(expect.arrayContaining(['Ethereum', 'Ronin']));
    expect(detectionOf(result, 'Ronin')!.evidence[0]!.rule).toBe('deployment for Ronin');
    expect(result.categories.lending).toContain('Compound');
  });

  it('reads Go modules, Rust crates and Python packages', () => {
    const celestia = detectStack(meta('celestiaorg/celestia-app'));
    expect(celestia.categories.data_availability).toContain('Celestia');
    expect(celestia.categories.development_frameworks).toEqual(
      expect.arrayContaining(['Cosmos SDK', 'CometBFT']),
    );
    expect(celestia.categories.cross_chain).toContain('IBC');
    const zksync = detectStack(meta('matter-labs/zksync-era'));
    expect(zksync.categories.layer_2s).toContain('ZKsync');
    expect(zksync.categories.programming_languages).toEqual(
      expect.arrayContaining(['Rust', 'Solidity', 'TypeScript']),
    );
  });
});

describe('detectStack rules', () => {
  const dep = (ecosystem: string, name: string, extra: Partial<StackDependency> = {}) => ({
    ecosystem,
    name,
    version: '1.0.0',
    manifestPath: 'package.json',
    source: null,
    ...extra,
  });

  it('matches package prefixes and remappings to the same technology', () => {
    const result = detectStack({
      dependencies: [
        dep('npm', '@pythnetwork/pyth-sdk-solidity'),
        dep('foundry-remapping', '@openzeppelin/contracts/', {
          version: 'lib/openzeppelin-contracts/contracts/',
          manifestPath: 'remappings.txt',
        }),
      ],
      paths: [],
    });
    expect(detectionOf(result, 'Pyth')).toMatchObject({ category: 'oracles', confidence: 0.95 });
    expect(detectionOf(result, 'OpenZeppelin Contracts')).toMatchObject({
      confidence: 0.85,
      evidence: [{ file: 'remappings.txt', rule: 'foundry remapping @openzeppelin/contracts/' }],
    });
  });

  it('keeps the newest release the manifests ask for', () => {
    const result = detectStack({
      dependencies: [
        dep('npm', '@openzeppelin/contracts', { version: '^4.9.3' }),
        dep('npm', '@openzeppelin/contracts', {
          version: '5.0.2',
          manifestPath: 'v5/package.json',
        }),
        dep('npm', 'hardhat', { version: 'workspace:*' }),
      ],
      paths: [],
    });
    expect(detectionOf(result, 'OpenZeppelin Contracts')!.version).toBe('5.0.2');
    expect(detectionOf(result, 'Hardhat')!.version).toBeUndefined();
  });

  it('leaves out a technology named by a single file, and lists it when several files name it', () => {
    const one = detectStack({ dependencies: [], paths: ['src/adapters/ChainlinkAdapter.sol'] });
    expect(detectionOf(one, 'Chainlink')).toBeUndefined();
    const three = detectStack({
      dependencies: [],
      paths: [
        'src/adapters/ChainlinkAdapter.sol',
        'src/interfaces/IChainlinkAggregator.sol',
        'test/ChainlinkAdapter.t.sol',
      ],
    });
    expect(detectionOf(three, 'Chainlink')!.confidence).toBeGreaterThanOrEqual(MIN_CONFIDENCE);
  });

  it('names audit firms by whole words of report file names', () => {
    const result = detectStack({
      dependencies: [],
      paths: [
        'audits/2024-12-05_MixBytes_AaveStataToken(watoken)SecurityAuditReport.pdf',
        'audits/2022-01-07_TrailOfBits_AaveV3.pdf',
        'docs/TrailOfBits-notes.md',
      ],
    });
    expect(result.categories.security).toEqual(['MixBytes', 'Trail of Bits']);
    expect(detectionOf(result, 'Trail of Bits')!.evidence).toEqual([
      { file: 'audits/2022-01-07_TrailOfBits_AaveV3.pdf', rule: 'audit report by Trail of Bits' },
    ]);
  });

  it('lists a language only when several files are written in it', () => {
    const result = detectStack({
      dependencies: [],
      paths: ['a.sol', 'b.sol', 'c.sol', 'd.sol', 'e.sol', 'scripts/one.py'],
    });
    expect(result.categories.programming_languages).toEqual(['Solidity']);
  });

  it('does not read chains from code about networks', () => {
    const result = detectStack({
      dependencies: [],
      paths: ['crates/evm/networks/src/celo/mod.rs', 'deployments/42161/Pool.json'],
    });
    expect(result.categories.layer_1s).toEqual([]);
    expect(result.categories.layer_2s).toEqual(['Arbitrum']);
  });

  it('gives the same answer whatever the input order', () => {
    const m = meta('Uniswap/v4-core');
    const a = detectStack(m);
    const b = detectStack({
      dependencies: [...m.dependencies].reverse(),
      paths: [...m.paths].reverse(),
    });
    expect(b).toEqual(a);
  });

  it('combines the repositories of a project, evidence named by repository', () => {
    const core = detectStack({ repository: 'Uniswap/v4-core', ...meta('Uniswap/v4-core') });
    const periphery = detectStack({
      repository: 'Uniswap/v4-periphery',
      ...meta('Uniswap/v4-periphery'),
    });
    const project = combineStacks([core, periphery]);
    expect(project.categories.dex).toEqual(['Permit2', 'Uniswap']);
    expect(detectionOf(project, 'Permit2')!.evidence[0]!.file).toMatch(/^Uniswap\/v4-periphery\//);
    const names = project.detections.map((d) => `${d.category}/${d.technology}`);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('transitive technologies', () => {
  const go = (name: string, kind: string | null): StackDependency => ({
    ecosystem: 'go',
    name,
    version: 'v1.2.3',
    manifestPath: 'go.mod',
    source: null,
    kind,
  });

  it('marks a technology known only from indirect Go modules, and not one chosen directly', () => {
    const only = detectStack({
      dependencies: [go('github.com/spf13/cobra', 'indirect')],
      paths: [],
    });
    expect(only.detections.find((d) => d.technology === 'Cobra')?.transitive).toBe(true);
    const chosen = detectStack({
      dependencies: [
        go('github.com/spf13/cobra', 'indirect'),
        go('github.com/spf13/cobra', 'direct'),
      ],
      paths: [],
    });
    expect(chosen.detections.find((d) => d.technology === 'Cobra')).not.toHaveProperty(
      'transitive',
    );
    // Chosen in one repository of the project: the project's choice.
    const combined = combineStacks([only, chosen]);
    expect(combined.detections.find((d) => d.technology === 'Cobra')).not.toHaveProperty(
      'transitive',
    );
  });
});
