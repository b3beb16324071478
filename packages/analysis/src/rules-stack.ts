// tech_stack_change and partnership_integration: what the project is built with and who it
// plugs into.
import type { CommitContext, KindedFile } from './commit-context';
import { when, type Evidence } from './evidence';
import { isReleaseText } from './release-text';
import { TAG_CATALOG } from './tag-catalog';
import { list, wordsRe } from './words';

const STACK_VERBS = new Set(
  list(`
    bump upgrade update pin unpin add remove drop replace switch migrate move use adopt
    introduce downgrade vendor sync
  `),
);
const DEP_NOUN = wordsRe(
  [
    'deps?',
    'dependenc(?:y|ies)',
    'packages?',
    'crates?',
    'toolchain',
    'compiler',
    'solc',
    'pragma',
    'solidity version',
    'evm[ _]version',
    'via-?ir',
    'msrv',
    'go version',
    'rust version',
    'node version',
    'submodules?',
    'pins?',
  ],
  true,
);
// "bump revm", "update geth", "bump cosmos-sdk to v0.52.8", "bump X from 1.2 to 1.3"
const NAMED_BUMP =
  /^(?:bump|upgrade|update|pin|downgrade)s?\s+[@\w./-]+(?:\s+(?:from\s+\S+\s+)?to\s+(?:v?\d[\w.-]*|(?:the\s+)?latest(?:\s+(?:commit|version|release))?)|\s+(?:pin|version|dep|dependency))?$/;
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
const EVIDENCE_KINDS = new Set(['manifest', 'toolchain', 'submodule']);

// "Improve 0.8.35 compatibility": a new compiler version supported.
const COMPILER_COMPAT = /\b(?:solc\s+|solidity\s+)?v?0\.[4-8]\.\d+\b.*\bcompatib/;

export function techStackEvidence(ctx: CommitContext): Evidence {
  const { msg, text, verb, files } = ctx;
  if (msg.isRevert) return null;
  // CI and test tooling ("feat(ci): use foundry profiles") is not the product's stack.
  if (/^(?:ci|tests?|e2e)$/i.test(msg.scope ?? '') || msg.type === 'ci') return null;
  if (COMPILER_COMPAT.test(text)) return 'compiler-compatibility';
  const evidence = files.filter((f) => EVIDENCE_KINDS.has(f.kind));
  // "trie, go.mod: remove …" names the manifest as the component it changes.
  const depScope =
    msg.type === 'build' ||
    msg.type === 'deps' ||
    /\bdeps?\b|\bgo\.mod\b|\bcargo\.toml\b|\bpackage\.json\b/i.test(msg.scope ?? '');
  if (evidence.length === 0) {
    // "fix(deps): bump to Foundry browser wallet version 0.2.0" may only touch a lockfile;
    // "Remove mandatory viaIR" changes the compiler pipeline.
    if (LANGUAGE_UPGRADE.test(text)) return 'language-upgrade-no-manifest';
    if (
      (STACK_VERBS.has(verb) &&
        /\b(?:via-?ir|solc|compiler|toolchain|msrv|evm[ _]version)\b/.test(text)) ||
      /\bpragma\b/.test(text)
    )
      return 'compiler-setting';
    if (
      STACK_VERBS.has(verb) &&
      files.every((f) => f.kind !== 'code') &&
      KNOWN_STACK.test(text.split(/\s+/).slice(1, 3).join(' '))
    )
      return 'known-stack-no-manifest';
    return when(
      depScope && ['bump', 'upgrade', 'update', 'pin', 'unpin'].includes(verb),
      'deps-scope-no-manifest',
    );
  }
  // A submodule or .gitmodules entry appearing or disappearing adds/removes a dependency, and
  // so does a manifest that disappears ("clean repo" deleting package.json and the hardhat
  // config) or a dependency list that only loses lines ("remove all references to go-verkle":
  // go.mod -2). package.json also holds scripts, so only its deletion counts.
  const gitmodulesEntry = (f: KindedFile): boolean =>
    /\.gitmodules$/.test(f.path) &&
    (f.status !== 'M' || (f.additions ?? 0) === 0 || (f.deletions ?? 0) === 0);
  const manifestInOrOut = (f: KindedFile): boolean =>
    f.kind === 'manifest' &&
    (f.status === 'D' ||
      (DEPENDENCY_LIST.test(f.path) && (f.additions ?? 0) === 0 && (f.deletions ?? 0) > 0));
  if (
    evidence.some(
      (f) =>
        (f.kind === 'submodule' && f.status !== 'M') || gitmodulesEntry(f) || manifestInOrOut(f),
    ) &&
    !PACKAGE_METADATA.test(text)
  ) {
    return 'dependency-added-or-removed';
  }
  if (depScope) return 'deps-scope';
  if (LANGUAGE_UPGRADE.test(text)) return 'language-upgrade';
  const release = isReleaseText(text, msg.type, msg.scope);
  // "Version Packages" bumps the project's own versions.
  if (release) return null;
  if (DEP_NOUN.test(text)) return 'dependency-word';
  // "bump chainlink-common for SLOW QUERY log updates": a package-like name after the verb.
  const named = text.split(/\s+/)[1] ?? '';
  if (BUMP_VERBS.has(verb) && /^[@\w.]+[-/][\w./-]+$/.test(named)) return 'bumps-named-package';
  if (!STACK_VERBS.has(verb)) return null;
  if (NAMED_BUMP.test(text)) return 'bumps-named-package';
  // The stack item must be the object of the verb: "bump revm", "migrate to hardhat 3" — not
  // "adopt NDJSON streaming for forge test".
  if (KNOWN_STACK.test(text.split(/\s+/).slice(1, 4).join(' '))) return 'known-stack';
  // A commit that only moves manifests/toolchains/submodules (plus lockfiles) is a stack change.
  if (PACKAGE_METADATA.test(text)) return null;
  return when(
    files.every(
      (f) => EVIDENCE_KINDS.has(f.kind) || f.kind === 'lockfile' || f.kind === 'generated',
    ),
    'manifests-only',
  );
}

const partners = TAG_CATALOG.filter((e) => e.partner === true).map((e) => ({
  name: e.name,
  re: wordsRe(e.patterns, true),
}));
// Read on the original casing: "integrate with Grafana Pyroscope", not "integrations if …".
const INTEGRATION_WITH = /\bintegrat(?:e|es|ed|ing|ion)\s+(?:with\s+|for\s+)?[A-Z0-9]/;
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
  const own = norm(ctx.commit.repository) + norm(OWNER_BRANDS[owner] ?? '');
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
    .replace(/^\S+\s+(?:(?:native\s+)?support\s+for|integration\s+with|an?\s+|the\s+)?/, '')
    .split(/\s+/)
    .slice(0, 2)
    .join(' ');
  return when(
    partnersOf({ ...ctx, msg: { ...msg, text: object } }).length > 0,
    'adds-known-partner',
  );
}
