import { list } from './words';
// What a changed path is, judged from the path alone. Noise detection asks "does this commit
// touch anything but non-product files?", and the signal rules ask for evidence such as
// manifests, deployment records or audit reports.
import type { CommitFileInput } from './types';

export type FileKind =
  | 'lockfile'
  | 'generated'
  | 'vendored'
  | 'docs'
  | 'changelog'
  | 'ci'
  | 'lint_config'
  | 'test'
  | 'audit'
  | 'deployment_record'
  | 'manifest'
  | 'toolchain'
  | 'submodule'
  | 'code';

/** Kinds that, alone, make a commit noise. */
export const NOISE_KINDS: ReadonlySet<FileKind> = new Set<FileKind>(
  list(`
    lockfile generated vendored docs changelog ci lint_config test
  `) as FileKind[],
);

const LOCKFILES =
  /^(package-lock\.json|npm-shrinkwrap\.json|yarn\.lock|pnpm-lock\.yaml|bun\.lockb?|cargo\.lock|go\.sum|go\.work\.sum|poetry\.lock|uv\.lock|pipfile\.lock|gemfile\.lock|flake\.lock|composer\.lock|soldeer\.lock|foundry\.lock)$/;
const MANIFESTS =
  /^(package\.json|cargo\.toml|go\.mod|go\.work|foundry\.toml|remappings\.txt|\.gitmodules|pyproject\.toml|requirements[\w.-]*\.txt|setup\.py|setup\.cfg|pipfile|gemfile|build\.gradle(\.kts)?|pom\.xml|soldeer\.toml|hardhat\.config\.[cm]?[jt]s|truffle-config\.js|scarb\.toml|move\.toml|anchor\.toml|deno\.json|\.yarnrc\.yml|\.npmrc|pnpm-workspace\.yaml|lerna\.json|nx\.json|turbo\.json)$/;
const TOOLCHAIN =
  /^(rust-toolchain(\.toml)?|\.nvmrc|\.node-version|\.tool-versions|\.go-version|\.python-version|\.ruby-version|\.solc-version|dockerfile(\.[\w-]+)?|[\w-]+\.dockerfile|\.foundry-version|\.foundryrc)$/;
const LINT_CONFIG =
  /^(\.prettierrc(\.\w+)?|\.prettierignore|prettier\.config\.[cm]?js|\.eslintrc(\.\w+)?|\.eslintignore|eslint\.config\.[cm]?[jt]s|\.golangci\.ya?ml|clippy\.toml|\.?rustfmt\.toml|\.editorconfig|\.solhint(\.json|ignore|rc)?|\.solhintignore|\.markdownlint[\w.-]*|\.lintstagedrc[\w.]*|\.husky|\.gitattributes|\.gitignore|\.dockerignore|\.forgeignore|\.semgrepignore|\.codespellrc|typos\.toml|_typos\.toml|\.cspell\.json|cspell\.json|\.yamllint[\w.]*|taplo\.toml|\.taplo\.toml|deny\.toml|\.mailmap|codecov\.ya?ml|\.codecov\.ya?ml|\.npmignore|\.cursorignore|\.cursorrules|\.vscodeignore|\.ignore)$/;
// Editor and assistant settings: repository housekeeping, like lint configuration.
const EDITOR_DIRS = new Set([
  '.vscode',
  '.idea',
  '.cursor',
  '.claude',
  '.agents',
  '.zed',
  '.husky',
]);
const CI_FILES =
  /^(\.gitlab-ci\.ya?ml|\.travis\.ya?ml|azure-pipelines\.ya?ml|\.mergify\.ya?ml|appveyor\.ya?ml|jenkinsfile|codeowners|\.pre-commit-config\.yaml|renovate\.json5?|\.renovaterc(\.json)?|dependabot\.ya?ml)$/;
const CI_DIRS = new Set(['.github', '.circleci', '.buildkite', '.gitlab', '.ci', '.devcontainer']);
const DOC_EXT =
  /\.(md|mdx|adoc|rst|pdf|png|jpe?g|gif|svg|webp|drawio|excalidraw)$|^(readme|notes|authors)[\w.-]*\.txt$/;
const DOC_FILES =
  /^(license|licence|notice|authors|contributors|codeowners|security|copying)(\.\w+)?$/;
const DOC_DIRS = new Set(['docs', 'doc', 'documentation', 'specs-docs', 'book', 'website', 'site']);
const GENERATED_DIRS = new Set(
  list(`
    dist gen generated artifacts typechain typechain-types bindings op-bindings gethwrappers
    snapshots .forge-snapshots coverage mocks
  `),
);
// build/, out/ and abi/ hold sources in some repos (go-ethereum's build/ is its CI tooling,
// accounts/abi is a Go package); there they are generated only when they hold artifacts.
const ARTIFACT_DIRS = new Set(['build', 'out', 'abi', 'abis']);
const ARTIFACT_EXT = /\.(js|cjs|mjs|json|map|css|html|wasm|bin|abi|d\.ts)$/;
const GENERATED_FILE =
  /(\.pb\.go|\.pb\.gw\.go|_pb2\.py|_generated\.\w+|\.gen\.\w+|_gen\.go|\.snap|\.gas-snapshot|\.min\.js|\.map|\.abi|\.bin|\.wasm|\.tree)$|^gen_[\w]+\.go$|^mock_[\w]+\.go$|^mocks?\.go$|do-not-edit|^zz_generated/;
const VENDORED_DIRS = new Set(['node_modules', 'vendor', 'vendored', 'third_party', 'third-party']);
const TEST_DIRS = new Set(
  list(`
    test tests __tests__ testdata testing testutil testutils test-utils e2e op-e2e
    integration-tests integration_tests system_tests system-tests ccip-tests fixtures scenario
    scenarios benches testhelpers testcases
  `),
);
const TEST_FILE =
  /(_test\.go|\.t\.sol|\.test\.[cm]?[jt]sx?|\.spec\.[cm]?[jt]sx?|_test\.rs|_test\.py|^test_[\w]+\.py|\.txtar|\.stderr|\.stdout|Test\.sol|\.golden)$/;
const AUDIT_DIRS = new Set(
  list(`
    audits audit certora halmos echidna medusa kontrol formal-verification verification
    security-reviews security-review
  `),
);
// "audit" and "verification" also name product modules: akash's x/audit, storj's
// satellite/audit, flow-go's consensus/hotstuff/verification, a logger's audit/. Source files
// there are code; reports, specs and Solidity harnesses stay audit evidence.
const PRODUCT_AUDIT_WORDS = new Set(['audit', 'verification']);
const NON_SOLIDITY_SOURCE = /\.(go|rs|ts|tsx|js|mjs|cjs|py|ex|exs|java|kt|c|cc|cpp|h|sh)$/;
const RECORD_DIRS = new Set(['deployments', 'broadcast', 'deployed', 'deployed-addresses']);
const RECORD_EXT = /\.(json|toml|ya?ml|csv|txt)$/;
const CODE_ROOTS = new Set(['src', 'contracts', 'lib', 'test', 'tests', 'script', 'scripts']);

/** The path lies in a test tree (test/docker-e2e/go.mod, integration-tests/load/go.mod). */
export function inTestTree(path: string): boolean {
  return split(path).dirs.some((d) => TEST_DIRS.has(d));
}

/** Path segments and lowercased basename. */
function split(path: string): { dirs: string[]; base: string } {
  const parts = path.split('/');
  const base = (parts.pop() ?? '').toLowerCase();
  return { dirs: parts.map((p) => p.toLowerCase()), base };
}

// Formal-verification suites (certora/, kontrol/…) and reports are audit evidence, but
// generated helpers inside a test tree (test/kontrol/proofs/utils) are tests, and a file named
// after `cargo audit` in CI (.github/workflows/audit.yml, ci/do-audit.sh) or an assistant's
// prompt (.agents/commands/request-audit.md) is tooling: "ci: ignore RUSTSEC-… in audit".
function isAuditFile(
  dirs: string[],
  base: string,
  inDir: (set: ReadonlySet<string>) => boolean,
): boolean {
  if (/\.(spec|cvl)$/.test(base)) return true;
  const tooling = isCiPath(dirs, base) || EDITOR_DIRS.has(dirs[0] ?? '') || dirs[0] === '.cargo';
  if (/\baudit/.test(base)) return !tooling && !NON_SOLIDITY_SOURCE.test(base);
  if (!inDir(AUDIT_DIRS) || inDir(TEST_DIRS) || tooling) return false;
  const onlyProductWords = dirs.every((d) => !AUDIT_DIRS.has(d) || PRODUCT_AUDIT_WORDS.has(d));
  return !(onlyProductWords && NON_SOLIDITY_SOURCE.test(base));
}

// tools/ci/install_solana and the like are CI plumbing wherever the ci/ folder sits, as are a
// monorepo package's own workflows (sei-iavl/.github/workflows/ci.yml) and go-ethereum's CI
// driver build/ci.go, which its forks (bor, kaia, ronin) keep.
const isCiPath = (dirs: string[], base: string): boolean =>
  CI_DIRS.has(dirs[0] ?? '') ||
  dirs.includes('.github') ||
  CI_FILES.test(base) ||
  dirs.includes('ci') ||
  /^ci\.(?:go|sh|py|[cm]?[jt]s|json|ya?ml|toml)$/.test(base);

/** Classifies one path; status/counts only matter for submodule pointers. */
export function fileKind(file: CommitFileInput): FileKind {
  const { dirs, base } = split(file.path);
  const inDir = (set: ReadonlySet<string>): boolean => dirs.some((d) => set.has(d));

  // "bump nim-libp2p to `v1.5.0`" moves the pointer of a submodule kept under vendor/: a
  // dependency move, not vendored code.
  if (inDir(VENDORED_DIRS)) return isSubmodulePointer(file, base) ? 'submodule' : 'vendored';
  // A test module's own manifest is test setup (LABELLING-GUIDE, v5: a bump in
  // test/docker-e2e/go.mod is tests_only), as "upgrade ctf" in integration-tests/go.mod.
  if (inDir(TEST_DIRS) && (LOCKFILES.test(base) || MANIFESTS.test(base))) return 'test';
  if (LOCKFILES.test(base)) return 'lockfile';
  // cargo-vet's supply-chain/audits.toml and imports.lock record vetted dependency versions next
  // to Cargo.lock ("Update tracing dependencies in response to `cargo audit` complaints"): no
  // audit of the project.
  if (dirs.includes('supply-chain') && /\.(toml|lock)$/.test(base)) return 'lockfile';
  if (isAuditFile(dirs, base, inDir)) return 'audit';
  if (dirs.some((d) => RECORD_DIRS.has(d)) && RECORD_EXT.test(base) && !inDir(TEST_DIRS)) {
    // aave keeps deployment *code* under src/deployments; only data files are records.
    if (!(dirs[0] !== undefined && CODE_ROOTS.has(dirs[0]) && dirs[1] === 'deployments')) {
      return 'deployment_record';
    }
  }
  // Lido keeps one address book per network: deployed-mainnet.json, deployed-hoodi.json; Moonwell
  // and UMA one per chain id: chains/10.json, packages/core/networks/100.json.
  if (/^deployed-[\w-]+\.json$/.test(base) && !inDir(TEST_DIRS)) return 'deployment_record';
  if (/^\d+\.(json|toml|ya?ml)$/.test(base) && /^(chains|networks)$/.test(dirs.at(-1) ?? ''))
    return 'deployment_record';
  if (
    /(^|[-_.])addresses?([-_.]|$)|address-?book/.test(base) &&
    /\.(json|toml|ya?ml)$/.test(base)
  ) {
    return 'deployment_record';
  }
  if (isCiPath(dirs, base)) return 'ci';
  if (MANIFESTS.test(base)) return 'manifest';
  if (TOOLCHAIN.test(base)) return 'toolchain';
  if (LINT_CONFIG.test(base) || EDITOR_DIRS.has(dirs[0] ?? '')) return 'lint_config';
  if (/^changelog|^release[-_]?notes|^history\.md$/.test(base) || dirs.includes('.changeset')) {
    return 'changelog';
  }
  if (isSubmodulePointer(file, base)) return 'submodule';
  if (inDir(GENERATED_DIRS) || GENERATED_FILE.test(base)) return 'generated';
  if (inDir(ARTIFACT_DIRS) && ARTIFACT_EXT.test(base)) return 'generated';
  if (inDir(TEST_DIRS) || TEST_FILE.test(base) || /(^|[-_])mock[s]?([-_.]|$)/.test(base)) {
    return 'test';
  }
  // foundry's crates/doc/src/*.rs is the doc generator's source, not documentation.
  const sourceFile = /\.(rs|go|sol|ts|js|py)$/.test(base);
  if (DOC_FILES.test(base) || (inDir(DOC_DIRS) && !sourceFile) || DOC_EXT.test(base)) return 'docs';
  return 'code';
}

// A gitlink (submodule pointer) shows up as an extension-less path changed by exactly one
// line (the commit id). Makefile/Dockerfile-like names are excluded by the caller order.
// "Update Annual License" edits one line of LICENSE: a document, whatever its shape.
function isSubmodulePointer(file: CommitFileInput, base: string): boolean {
  if (base.includes('.') || /^(makefile|gnumakefile|justfile|procfile|version|tag)$/.test(base)) {
    return false;
  }
  if (DOC_FILES.test(base)) return false;
  const { additions, deletions } = file;
  if (file.status === 'M') return additions === 1 && deletions === 1;
  if (file.status === 'A') return additions === 1 && deletions === 0;
  if (file.status === 'D') return additions === 0 && deletions === 1;
  return false;
}
