import { parse as parseToml } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { dependenciesOf, isManifestPath } from './dependencies-of';

const read = (path: string, text: string, submoduleShas?: Map<string, string>) =>
  dependenciesOf(path, text, { parseToml, submoduleShas });

describe('dependenciesOf', () => {
  it('reads package.json runtime, peer and dev dependencies', () => {
    const deps = read(
      'app/package.json',
      JSON.stringify({
        dependencies: { viem: '^2.0.0' },
        peerDependencies: { react: '>=18' },
        devDependencies: { vitest: '4.0.0', viem: '^2.1.0' },
      }),
    );
    expect(deps.map((d) => [d.name, d.version, d.kind, d.manifestPath])).toEqual([
      ['viem', '^2.0.0', 'runtime', 'app/package.json'],
      ['react', '>=18', 'runtime', 'app/package.json'],
      ['vitest', '4.0.0', 'dev', 'app/package.json'],
    ]);
    expect(read('package.json', '{ not json')).toEqual([]);
  });

  it('reads Cargo.toml sections, renames, git and workspace specs', () => {
    const deps = read(
      'Cargo.toml',
      `
[workspace.dependencies]
alloy = { version = "1.0", features = ["full"] }

[dependencies]
serde = "1"
tokio = { workspace = true }
eth = { package = "ethers-core", git = "https://github.com/gakonst/ethers-rs", rev = "abc123" }
local = { path = "crates/local" }

[dev-dependencies]
proptest = "1.4"

[target.'cfg(unix)'.dependencies]
libc = "0.2"
`,
    );
    expect(deps.map((d) => `${d.name} ${d.version} ${d.kind}`)).toEqual([
      'serde 1 runtime',
      'tokio workspace runtime',
      'ethers-core git:https://github.com/gakonst/ethers-rs#abc123 runtime',
      'local path:crates/local runtime',
      'proptest 1.4 dev',
      'alloy 1.0 workspace-runtime',
      'libc 0.2 target-runtime',
    ]);
    expect(deps.every((d) => d.ecosystem === 'cargo')).toBe(true);
  });

  it('reads go.mod require lines and blocks, marking indirect modules', () => {
    const deps = read(
      'go.mod',
      `module example.com/x

go 1.22

require github.com/ethereum/go-ethereum v1.14.0

require (
\tgithub.com/holiman/uint256 v1.3.1
\tgolang.org/x/crypto v0.31.0 // indirect
)

replace github.com/foo/bar => ../bar
`,
    );
    expect(deps.map((d) => `${d.name} ${d.version} ${d.kind}`)).toEqual([
      'github.com/ethereum/go-ethereum v1.14.0 direct',
      'github.com/holiman/uint256 v1.3.1 direct',
      'golang.org/x/crypto v0.31.0 indirect',
    ]);
  });

  it('reads requirements files and pyproject.toml with normalised names', () => {
    expect(
      read(
        'scripts/requirements-dev.txt',
        '# tools\n-r base.txt\nWeb3_Py[tester]==6.0 ; python_version>"3.8"\nslither-analyzer>=0.10 \\\n  --hash=sha256:abc\nhttps://x.org/a.whl\n',
      ).map((d) => `${d.name} ${d.version} ${d.kind}`),
    ).toEqual(['web3-py ==6.0 dev', 'slither-analyzer >=0.10 dev']);
    const py = read(
      'pyproject.toml',
      `
[project]
dependencies = ["eth-abi>=5", "requests"]
[project.optional-dependencies]
test = ["pytest"]
[tool.poetry.dependencies]
python = "^3.11"
web3 = { version = "^6" }
`,
    );
    expect(py.map((d) => `${d.name} ${d.version} ${d.kind}`)).toEqual([
      'eth-abi >=5 runtime',
      'requests null runtime',
      'pytest null dev',
      'web3 ^6 runtime',
    ]);
  });

  it('reads foundry remappings from remappings.txt and every foundry.toml profile', () => {
    expect(
      read(
        'remappings.txt',
        '@openzeppelin/=lib/openzeppelin-contracts/\nsrc:forge-std/=lib/forge-std/src/\n\n',
      ).map((d) => [d.ecosystem, d.name, d.version]),
    ).toEqual([
      ['foundry-remapping', '@openzeppelin/', 'lib/openzeppelin-contracts/'],
      ['foundry-remapping', 'forge-std/', 'lib/forge-std/src/'],
    ]);
    expect(
      read(
        'foundry.toml',
        '[profile.default]\nsrc = "src"\nremappings = ["solady/=lib/solady/src/"]\n[profile.ci]\nremappings = ["solady/=lib/solady/src/", "ds-test/=lib/ds-test/src/"]\n',
      ).map((d) => d.name),
    ).toEqual(['solady/', 'ds-test/']);
  });

  it('reads .gitmodules with https sources and pinned commits', () => {
    const deps = read(
      '.gitmodules',
      '[submodule "lib/forge-std"]\n\tpath = lib/forge-std\n\turl = git@github.com:foundry-rs/forge-std.git\n[submodule "lib/solmate"]\n\tpath = lib/solmate\n\turl = https://github.com/transmissions11/solmate\n',
      new Map([['lib/forge-std', 'a'.repeat(40)]]),
    );
    expect(deps).toEqual([
      {
        ecosystem: 'git-submodule',
        name: 'lib/forge-std',
        version: 'a'.repeat(40),
        manifestPath: '.gitmodules',
        kind: null,
        source: 'https://github.com/foundry-rs/forge-std',
      },
      {
        ecosystem: 'git-submodule',
        name: 'lib/solmate',
        version: null,
        manifestPath: '.gitmodules',
        kind: null,
        source: 'https://github.com/transmissions11/solmate',
      },
    ]);
  });

  it('skips manifests of vendored code and unknown files', () => {
    expect(isManifestPath('node_modules/viem/package.json')).toBe(false);
    expect(isManifestPath('lib/vendor/go.mod')).toBe(false);
    expect(isManifestPath('crates/x/Cargo.toml')).toBe(true);
    expect(isManifestPath('.gitmodules')).toBe(true);
    expect(isManifestPath('src/index.ts')).toBe(false);
    expect(read('vendor/x/package.json', '{"dependencies":{"a":"1"}}')).toEqual([]);
  });
});
