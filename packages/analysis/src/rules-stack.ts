// tech_stack_change and partnership_integration: what the project is built with and who it
// plugs into.
import type { CommitContext, KindedFile } from './commit-context';
import { when, type Evidence } from './evidence';
import { inTestTree } from './file-kind';
import { isReleaseText } from './release-text';
import { TAG_CATALOG } from './tag-catalog';
import { list, ownValue, wordsRe } from './words';

const STACK_VERBS = new Set(
  list(`
    bump upgrade update pin unpin add remove drop replace switch migrate move use adopt
    introduce downgrade vendor sync
  `),
);
// "package.json script" names a file, and "pin" opening a subject is a verb ("pin block for
// tests"): neither is a dependency.
const DEP_NOUN = wordsRe(
  [
    'deps?',
    'dependenc(?:y|ies)',
    'packages?(?![.\\s_-]?json)',
    'crates?',
    'toolchain',
    'compiler',
    'solc',
    'pragma',
    'solidity version',
    'evm[ _]version',
    'via[- ]?ir',
    'msrv',
    'go version',
    'rust version',
    'node version',
    'submodules?',
    '(?<=\\S\\s+)pins?',
  ],
  true,
);
// The project's own packages: "feat: publish workspace crates", "extract solana-connection
// package from solana-connector", "Create an empty taproot-primitives crate".
const OWN_PACKAGE = /^(?:publish|extract|create|rename|split)\w*\b.*\b(?:packages?|crates?)\b/;
// "bump revm", "update geth", "bump cosmos-sdk to v0.52.8", "bump X from 1.2 to 1.3", "bump core
// to v0.39.14 and v5 to v5.0.12", "Update Certora CLI Version"
const NAMED_BUMP =
  /^(?:bump|upgrade|update|pin|downgrade)s?\s+(?:the\s+)?[@\w./-]+(?:\s+(?:from\s+\S+\s+)?to\s+(?:v?\d[\w.-]*|(?:the\s+)?latest(?:\s+(?:commit|version|release))?)(?:\s+(?:and|for|in|with)\b.*)?|(?:\s+[@\w./-]+)?\s+(?:pin|version|dep|dependency))?$/;
// "bump embedded v3 binary from v3.10.6 to v3.11.0": a thing moved from one version to another.
const FROM_TO_VERSION =
  /^(?:bump|upgrade|update|downgrade)s?\s+(?:[@\w./-]+\s+){1,3}from\s+v?\d\S*\s+to\s+v?\d/;
const KNOWN_STACK = wordsRe(
  list(`
    go golang rust node nodejs solidity foundry forge hardhat hardhat3 typescript yarn pnpm npm
    geth go-ethereum revm alloy reth cosmos-sdk cometbft celestia-core ibc-go openzeppelin
    forge-std solady solmate ethers viem tokio libp2p docker python bazel nix solar
  `),
  true,
);
// "build: upgrade -dlgo version to Go 1.25.9" touches no manifest but moves the toolchain.
const LANGUAGE_UPGRADE =
  /^(?:upgrade|bump|update|move|switch|migrate)s?\b.*\b(?:go|golang|rust|rustc|node|nodejs|solc|solidity|python|msrv)\b.*\bto\s+v?\d|\brequire[sd]?\s+(?:go|golang|rust|rustc|node|nodejs|solc|solidity|python)\s+v?\d/;
// Manifest edits about the package itself, not what it depends on.
const PACKAGE_METADATA =
  /\b(?:descriptions?|metadata|licen[cs]es?|keywords|authors?|homepage|repository|readme|scripts?|name)\b/;
const BUMP_VERBS = new Set(['bump', 'upgrade', 'update', 'pin', 'downgrade', 'integrate', 'adopt']);
const DEPENDENCY_LIST = /(^|\/)(go\.mod|cargo\.toml|pyproject\.toml|requirements[\w.-]*\.txt)$/i;
// Manifests whose edits are dependencies (not build settings such as foundry.toml or a
// hardhat config, nor a Dockerfile).
const DEPENDENCY_MANIFEST =
  /(^|\/)(go\.mod|go\.work|cargo\.toml|package\.json|pyproject\.toml|requirements[\w.-]*\.txt|setup\.py|pipfile|gemfile|soldeer\.toml|scarb\.toml|move\.toml|package\.swift)$/i;
const EVIDENCE_KINDS = new Set(['manifest', 'toolchain', 'submodule']);
// "v0.42.1 release", "chore: bump SDK version to 7.0.0": a manifest moved for the project's own
// version, when no dependency is named.
const OWN_VERSION = /\b(?:release|version)\b/;
// Files that pin a toolchain version and nothing else: "Update rust-toolchain.toml to use 1.93",
// ".nvmrc" moved to Node 22 inside "chore: enable trusted publishing".
const TOOLCHAIN_PIN =
  /(^|\/)(rust-toolchain(\.toml)?|\.nvmrc|\.node-version|\.tool-versions|\.go-version|\.python-version|\.ruby-version|\.solc-version|\.foundry-version|\.foundryrc)$/;

// "Improve 0.8.35 compatibility": a new compiler version supported.
const COMPILER_COMPAT = /\b(?:solc\s+|solidity\s+)?v?0\.[4-8]\.\d+\b.*\bcompatib/;
// "update system contracts to solc 0.8.19", "Minimize `TrieProof.sol` pragma".
const COMPILER_VERSION = /\bpragma\b|\b(?:solc|solidity)\s+v?\d+\.\d+/;
const COMPILER_WORD = /\b(?:via[- ]?ir|solc|compiler|toolchain|msrv|evm[ _]version)\b/;

/**
 * Files that can carry a stack change. A manifest in a test tree is the tests' own dependency
 * ("fix(deps): bump tastora to v0.17.0" in test/docker-e2e/go.mod is tests-only, guide v5);
 * Certora's requirements.txt pins the prover CLI ("Update Certora CLI Version", guide v6).
 */
function stackFiles(ctx: CommitContext): KindedFile[] {
  return ctx.files.filter(
    (f) =>
      (EVIDENCE_KINDS.has(f.kind) && !inTestTree(f.path)) ||
      (f.kind === 'audit' && DEPENDENCY_LIST.test(f.path)),
  );
}

/**
 * A person moves a pinned toolchain version: a modified pin, or the root pin deleted (a package's
 * own .nvmrc deleted while merging it into a monorepo is housekeeping, a first import no move).
 */
const movesToolchainPin = (ctx: CommitContext): boolean =>
  ctx.files.some(
    (f) =>
      TOOLCHAIN_PIN.test(f.path) &&
      !inTestTree(f.path) &&
      (f.status === 'M' || (f.status === 'D' && !f.path.includes('/'))),
  );

export function techStackEvidence(ctx: CommitContext): Evidence {
  const { msg, text } = ctx;
  if (msg.isRevert) return null;
  // The adjudicator: a deliberate toolchain pin counts even inside a CI or release-workflow
  // commit ("chore: enable trusted publishing" moves .nvmrc to Node 22).
  if (movesToolchainPin(ctx)) return 'toolchain-pin';
  // CI and test tooling ("feat(ci): use foundry profiles") is not the product's stack.
  if (/^(?:ci|tests?|e2e)$/i.test(msg.scope ?? '') || msg.type === 'ci') return null;
  if (COMPILER_COMPAT.test(text)) return 'compiler-compatibility';
  const evidence = stackFiles(ctx);
  if (evidence.length === 0) return noManifestEvidence(ctx);
  return dependencyEvidence(ctx, evidence) ?? manifestEvidence(ctx, evidence);
}

// "trie, go.mod: remove …" names the manifest as the component it changes.
const depScope = (ctx: CommitContext): boolean =>
  ctx.msg.type === 'build' ||
  ctx.msg.type === 'deps' ||
  /\bdeps?\b|\bgo\.mod\b|\bcargo\.toml\b|\bpackage\.json\b/i.test(ctx.msg.scope ?? '');

/** A commit that touches no product manifest: the subject must name the stack item. */
function noManifestEvidence(ctx: CommitContext): Evidence {
  const { text, verb, files } = ctx;
  // A person's lockfile-only bump is lockfile noise (guide v6), and a manifest in a test tree
  // belongs to the tests.
  if (files.every((f) => f.kind === 'lockfile')) return null;
  if (files.some((f) => EVIDENCE_KINDS.has(f.kind))) return null;
  // "build: upgrade -dlgo version to Go 1.25.9" touches no manifest but moves the toolchain.
  if (LANGUAGE_UPGRADE.test(text)) return 'language-upgrade-no-manifest';
  if (COMPILER_VERSION.test(text)) return 'compiler-version';
  // "Remove mandatory viaIR" changes the compiler pipeline, but "Add `-Wleading-whitespace`
  // compiler flag" is a lint setting: weaker evidence.
  if (STACK_VERBS.has(verb) && COMPILER_WORD.test(text)) return 'compiler-setting';
  if (
    STACK_VERBS.has(verb) &&
    files.every((f) => f.kind !== 'code') &&
    KNOWN_STACK.test(text.split(/\s+/).slice(1, 3).join(' '))
  )
    return 'known-stack-no-manifest';
  return when(
    depScope(ctx) && ['bump', 'upgrade', 'update', 'pin', 'unpin'].includes(verb),
    'deps-scope-no-manifest',
  );
}

// A .gitmodules entry appearing or disappearing (a gitlink alone, like a one-line file named
// "trigger", is no submodule without its entry).
const gitmodulesEntry = (f: KindedFile): boolean =>
  /(^|\/)\.gitmodules$/.test(f.path) &&
  (f.status !== 'M' || (f.additions ?? 0) === 0 || (f.deletions ?? 0) === 0);

/**
 * A dependency added or removed by the files themselves: a submodule entry, a manifest deleted
 * ("chore: clean repo" deletes package.json and the hardhat config), or the root dependency list
 * only losing lines ("remove all references to go-verkle": go.mod -2). A member crate's
 * Cargo.toml losing a line is the side effect of deleting code ("clean up remaining dead code
 * after Odyssey sunset"), and package.json also holds scripts, so only its deletion counts.
 */
function dependencyEvidence(ctx: CommitContext, evidence: KindedFile[]): Evidence {
  if (PACKAGE_METADATA.test(ctx.text)) return null;
  if (evidence.some(gitmodulesEntry)) return 'submodule-added-or-removed';
  // Only at the root: "chore: deprecate npm publishing" deletes npm/@foundry-rs/anvil/package.json,
  // a package it published, not a tool it builds with.
  if (evidence.some((f) => f.kind === 'manifest' && f.status === 'D' && !f.path.includes('/')))
    return 'manifest-removed';
  const rootListShrinks = evidence.some(
    (f) =>
      !f.path.includes('/') &&
      DEPENDENCY_LIST.test(f.path) &&
      f.status === 'M' &&
      (f.additions ?? 0) === 0 &&
      (f.deletions ?? 0) > 0,
  );
  return when(rootListShrinks, 'root-dependency-dropped');
}

/** A product manifest, toolchain or submodule changed: the subject says what moved. */
function manifestEvidence(ctx: CommitContext, evidence: KindedFile[]): Evidence {
  const { msg, text } = ctx;
  if (depScope(ctx)) return 'deps-scope';
  if (LANGUAGE_UPGRADE.test(text)) return 'language-upgrade';
  // "Version Packages" bumps the project's own versions.
  if (isReleaseText(text, msg.type, msg.scope)) return null;
  return subjectNamesStack(ctx, evidence) ?? dependencyListMoved(ctx, evidence);
}

/**
 * The verb's object names a dependency: "bump chainlink-common for SLOW QUERY log updates", "bump
 * hyperlane-cosmos to v1.2.0". A bare one-word name needs a gitlink to be a dependency ("submodule:
 * update mina"; "Update puzzle" is the project's own code), and a file name is no dependency
 * ("Update package.json", "update foundry.toml").
 */
function namedBump(ctx: CommitContext, evidence: KindedFile[]): boolean {
  const { text, verb } = ctx;
  const words = text.split(/\s+/);
  const named = words[1] ?? '';
  if (/\.(json|toml|mod|lock|ya?ml|txt|cfg)$/.test(named)) return false;
  if (BUMP_VERBS.has(verb) && /^[@\w.]+[-/][\w./-]+$/.test(named)) return true;
  if (FROM_TO_VERSION.test(text)) return true;
  if (!STACK_VERBS.has(verb) || !NAMED_BUMP.test(text)) return false;
  return words.length > 2 || /[-/@.]/.test(named) || evidence.some((f) => f.kind === 'submodule');
}

function subjectNamesStack(ctx: CommitContext, evidence: KindedFile[]): Evidence {
  const { text, verb, files } = ctx;
  if (DEP_NOUN.test(text) && !OWN_PACKAGE.test(text)) return 'dependency-word';
  // "fix: updated oft-sand setup scripts" edits the package's own scripts.
  if (PACKAGE_METADATA.test(text)) return null;
  if (namedBump(ctx, evidence)) return 'bumps-named-package';
  if (!STACK_VERBS.has(verb)) return null;
  // The stack item must be the object of the verb: "bump revm", "migrate to hardhat 3" — not
  // "adopt NDJSON streaming for forge test".
  // "Add golang signing sample code", "use nix for cargo nextest in ci" add code or CI in a
  // language; with a version ("use go 1.26") the toolchain itself moves.
  const versioned = !['add', 'use', 'introduce'].includes(verb) || /\bv?\d+\.\d+/.test(text);
  if (versioned && KNOWN_STACK.test(text.split(/\s+/).slice(1, 4).join(' '))) return 'known-stack';
  // A commit that only moves manifests/toolchains/submodules (plus lockfiles) is a stack change
  // when a dependency list moves with its lockfile ("use correct boostd-data path": go.mod,
  // go.sum); build settings alone ("add bnb network" in hardhat.config.ts, a Dockerfile) are
  // weaker, and a manifest without its lockfile mostly moves the package's own version ("update
  // dev version to 3.1.0-dev").
  const only = files.every(
    (f) => evidence.includes(f) || f.kind === 'lockfile' || f.kind === 'generated',
  );
  if (!only) return null;
  if (!files.some((f) => DEPENDENCY_MANIFEST.test(f.path))) return 'build-config-only';
  const locked = files.some((f) => f.kind === 'lockfile');
  return when(locked && !OWN_VERSION.test(text), 'dependency-manifests-only');
}

/**
 * A dependency list edited together with its lockfile, whatever the subject says ("feat:
 * sequence aware mempool gossiping" with go.mod +10 -10; the adjudicator counts a person's
 * manifest change inside a feature commit). Only the repository's root list, the project's own
 * stack: a member crate's list follows the code it serves ("feat(cast): add `batch-send`" adds a
 * crate to crates/cast/Cargo.toml; dev: 8 of 26 were stack changes).
 */
function dependencyListMoved(ctx: CommitContext, evidence: KindedFile[]): Evidence {
  const locked = ctx.files.some((f) => f.kind === 'lockfile' && !inTestTree(f.path));
  // "Introduce eco-tests" adds eco-tests/Cargo.toml and registers it in the root Cargo.toml: a
  // new workspace member, not a new dependency.
  const base = (path: string): string => path.slice(path.lastIndexOf('/') + 1).toLowerCase();
  const added = new Set(ctx.files.filter((f) => f.status === 'A').map((f) => base(f.path)));
  const rootList = evidence.some(
    (f) =>
      f.status === 'M' &&
      !f.path.includes('/') &&
      DEPENDENCY_MANIFEST.test(f.path) &&
      !added.has(base(f.path)),
  );
  return when(locked && rootList && !OWN_VERSION.test(ctx.text), 'root-dependency-list-changed');
}

const partners = TAG_CATALOG.filter((e) => e.partner === true).map((e) => ({
  name: e.name,
  re: wordsRe(e.patterns, true),
}));
// Read on the original casing: "integrate with Grafana Pyroscope", "integrate with 1pass" — not
// "integrate Discuss link in the voting resources panel" nor "Add SQS integration for
// ReportFilteredTransactions" (the consumer, not the partner, follows "for").
const INTEGRATION_WITH = /\bintegrat(?:e|es|ed|ing|ion)\s+with\s+[A-Z0-9]/;
// "Asterisc integration": a named system's integration as the whole subject.
const NAME_INTEGRATION = /^[A-Z][\w-]*(?:\s[A-Z][\w-]*)?\s+integration$/;
const PARTNER_VERBS = new Set(
  list(`
    add integrate support enable introduce implement launch
  `),
);

const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');

// GitHub owners whose brand differs from the org name: their own brand is not a partner.
const OWNER_BRANDS: Record<string, string> = {
  smartcontractkit: 'chainlink',
  offchainlabs: 'arbitrum',
  'layr-labs': 'eigenlayer',
  'matter-labs': 'zksync',
  'ethereum-optimism': 'optimism',
  'safe-global': 'safe',
};

/** External protocols/companies the subject integrates (the repo's own names excluded). */
export function partnersOf(ctx: CommitContext): string[] {
  const owner = (ctx.commit.repository.split('/')[0] ?? '').toLowerCase();
  const own = norm(ctx.commit.repository) + norm(ownValue(OWNER_BRANDS, owner) ?? '');
  return partners
    .filter((p) => p.re.test(ctx.msg.text))
    .filter((p) => !own.includes(norm(p.name)))
    .map((p) => p.name);
}

export function partnershipEvidence(ctx: CommitContext): Evidence {
  const { msg, text, verb } = ctx;
  if (
    msg.isRevert ||
    ['fix', 'test', 'tests', 'docs', 'chore', 'refactor', 'ci'].includes(msg.type ?? '')
  ) {
    return null;
  }
  if (ctx.codeFiles.length === 0) return null;
  if (INTEGRATION_WITH.test(msg.text) && !/\bintegration tests?\b/.test(text))
    return 'integrates-with';
  if (NAME_INTEGRATION.test(msg.text.trim()) && partnersOf(ctx).length === 0) {
    const own = norm(ctx.commit.repository);
    const name = norm(msg.text.split(/\s+/)[0] ?? '');
    if (name !== '' && !own.includes(name)) return 'named-integration';
  }
  if (!PARTNER_VERBS.has(verb)) return null;
  // The partner must be what is added: "add Sourcify support", "support Pyth feeds" — not
  // "add context parameter to S3 client" or "add LP to chainlink oracles".
  const object = text
    .replace(/^\S+\s+(?:(?:native\s+)?support\s+for\s+|integration\s+with\s+|an?\s+|the\s+)?/, '')
    .split(/\s+/)
    .slice(0, 2)
    .join(' ');
  return when(
    partnersOf({ ...ctx, msg: { ...msg, text: object } }).length > 0,
    'adds-known-partner',
  );
}
