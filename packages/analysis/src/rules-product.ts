// Product-facing signals: new_feature, breaking_change, deprecation, release, performance.
import { normaliseVerb, type CommitContext } from './commit-context';
import { when, type Evidence } from './evidence';
import { isReleaseText } from './release-text';
import { findingOf } from './rules-security';
import { firstWord, list, phrases, wordsRe } from './words';

/**
 * The subject's leading verb, past any leading symbols: "[MEL] - Implement a Transaction and
 * Receipt fetcher" leads with "implement", a control character before "Deploy Security Council
 * Safe" hides "deploy". A plural the verb table lacks ("tweaks to allow no deploy-config file")
 * is read as its base form when that is a verb of `known`.
 */
function leadingVerb(ctx: CommitContext, known?: ReadonlySet<string>): string {
  const word = firstWord(ctx.text.replace(/^[^a-z0-9]+/, ''));
  // normaliseVerb reads a plain object: "constructor …" would return Object's constructor.
  const normal: unknown = normaliseVerb(word);
  const verb = typeof normal === 'string' ? normal : word;
  const base = verb.replace(/(?<=[a-z]{3})s$/, '');
  return known !== undefined && !known.has(verb) && known.has(base) ? base : verb;
}

const FEATURE_VERBS = new Set(
  list(`
    add introduce implement support enable allow create expose launch ship provide extend new emit
  `),
);

// Verbs that describe maintenance, never a new capability on their own.
const MAINTENANCE_VERBS = new Set(
  list(`
    fix remove delete drop update bump upgrade refactor rename move revert merge clean cleanup
    tidy improve simplify use replace deprecate migrate sync reorganize reorganise restructure
    polish chore bump pin set change tweak adjust correct handle ensure prevent avoid skip
    disable make test document release prepare deploy redeploy reformat format lint extract
    split unify consolidate decouple inline rework rewrite address resolve guard rm wrap return
    log check catch retry restore reuse reduce limit bound tighten relax harden clarify
    standardize normalize align apply ignore pass propagate post cherry-pick backport regenerate
    generate init undo bring reenable re-enable archive verify disallow reject encapsulate
  `),
);

// A `feat:` that only removes, renames, deploys or retunes existing things ("feat: update
// deploy parameters", "feat: use native gas snapshots"), fixes or restricts them ("feat: fix lint
// failed", "feat: disallow max staking limit", "feat: don't vote if nonce didn't change") is
// mislabelled; trust the type otherwise.
const FEAT_BLOCKING_VERBS = new Set(
  list(`
    remove delete drop rename refactor move revert bump clean cleanup deprecate deploy redeploy
    document test lint format reformat release prepare update upgrade set change increase
    decrease adjust tweak migrate replace switch use substitute swap unify simplify merge fix
    verify disallow reject prevent handle handling tighten tighter don't dont
  `),
);
// Upgrade and deployment scripts ship a release of existing features, not a new one.
const RESHAPING = /\binstead of\b|\bonly (?:if|when)\b|\bgate[sd]?\s+\S+\s+behind\b/;
const TEST_NETWORK = wordsRe(
  list(`sepolia holesky hoodi goerli devnet devnets testnet testnets localnet fuji amoy`),
);
const SCRIPTS_SUBJECT = /\b(?:upgrade|deploy(?:ment)?|migration|release) scripts?\b/;

// "add tests", "add comment", "add missing natspec": work on the repo, not the product.
const NON_FEATURE_OBJECT = wordsRe(
  phrases(`
    test | tests | testing | unit test | unit tests | fuzz test | fuzz tests | test case |
    test cases | coverage | comment | comments | doc | docs | documentation | natspec | readme |
    changelog | changeset | example | examples | todo | lint | linter | ci | workflow |
    gitignore | debug | debug log | log line | logs | typo | license | codeowners | snapshot |
    snapshots | benchmark | benchmarks | interface for | interfaces for | warning | warnings |
    warning comment | warning comments
  `),
);

const TYPES_NEVER_FEATURE = new Set(
  list(`
    fix bugfix hotfix chore refactor perf test tests docs doc ci build style release deps revert
    lint fmt cleanup deploy deployment audit security
  `),
);

// "lint" is absent on purpose: `feat(lint): add reentrancy-eth lint` is a tool's linter growing
// a rule (repositories tune their own lint setup under chore/ci, not feat).
const NON_FEATURE_SCOPES =
  /^(tests?|ci|docs?|audit|deps|release|fmt|e2e|bench|benchmarks?|upgrade|deploy|deployment)$/i;

const SOURCE_FILE = /\.(sol|vy|rs|go|ts|tsx|js|py|move|cairo|huff|proto)$/;
// Scripts run by the team, not code users call: "Deploy Security Council Safe and Liveness
// Extensions" adds scripts/DeployOwnership.s.sol, "add support for backwards mode in avalanche
// subnets" a helper under core/scripts/, "feat: adds checks for keepers on contract status
// script" edits tasks/.
// (foundry's crates/script/src is the forge script command's code, not a script).
const SCRIPT_FILE = /(?:^|\/)(?:scripts?|tasks)\/(?!src\/)|\.s\.sol$|\.sh$/;

/** A product source file the commit adds (not a script). */
export const addsSourceFile = (ctx: CommitContext): boolean =>
  ctx.codeFiles.some(
    (f) => f.status === 'A' && SOURCE_FILE.test(f.path) && !SCRIPT_FILE.test(f.path),
  );

// What readers never call a new capability, however it is added (LABELLING-GUIDE.md, issue 14):
// observability ("txmgr: add blob base fee metrics", "add Pyroscope to observability stack"),
// roles and admins ("Interop: Add new role for dependency set management"), error strings
// ("Add Mantle NonceTooLow Error", "add error for arbitrum"). Not "tracing": a node's EVM tracers
// (debug_trace*) are a user capability.
const NON_CAPABILITY = wordsRe(
  phrases(`
    metric | metrics | dashboard | dashboards | grafana | prometheus | pyroscope | telemetry |
    observability | logging | log level | alerting | role | roles | admin role |
    error | errors | error message | error messages
  `),
);

function objectOf(text: string): string {
  return text.split(/\s+/).slice(1, 5).join(' ');
}

/**
 * Without a `feat` type to go by, a new capability shows as growth: a new source file, or
 * clearly more product code added than removed. "introduce gas budget" (+206 -142) and "add
 * parameter to bubbled revert wrapper" (+16 -15) reshape what exists.
 */
function growsCode(ctx: CommitContext): boolean {
  if (addsSourceFile(ctx)) return true;
  let added = 0;
  let removed = 0;
  for (const f of ctx.codeFiles) {
    added += f.additions ?? 0;
    removed += f.deletions ?? 0;
  }
  return added >= 1.5 * removed;
}

export function newFeatureEvidence(ctx: CommitContext): Evidence {
  const { msg, text, files } = ctx;
  if (msg.isRevert || files.length === 0) return null;
  if (files.every((f) => f.kind === 'deployment_record')) return null;
  // An audit finding ("C01: native ERC20 double spend") is a fix, whatever files it adds.
  if (findingOf(ctx) !== null || SCRIPTS_SUBJECT.test(text)) return null;
  // "Add zkSync Sepolia default config", "Add OP Plasma to devnet": setting up a test network
  // gives users nothing new (and testnets are not chain expansion either).
  if (TEST_NETWORK.test(text)) return null;
  // "feat: post-audit update of revision" answers an audit; it adds nothing new.
  if (/(?<![\w])(?:post-|pre-)?audit(?:s|ed)?\b|\bcertora\b|\breports?\b/.test(text)) return null;
  const evidence = featureBranch(ctx);
  if (evidence === null) return null;
  if (NON_CAPABILITY.test(ctx.topic)) return 'adds-non-capability';
  // Upgrade, deploy and ops scripts ship or run what exists (LABELLING-GUIDE.md): "feat: Add OPCM
  // to deployImplementations", "feat: fail upgrade on integrations if execute tx gas > …".
  const scriptsOnly =
    ctx.codeFiles.length > 0 && ctx.codeFiles.every((f) => SCRIPT_FILE.test(f.path));
  return scriptsOnly ? 'adds-to-scripts' : evidence;
}

function featureBranch(ctx: CommitContext): Evidence {
  const { msg, text } = ctx;
  if (msg.type === 'feat' || msg.type === 'feature') return featTypedEvidence(ctx);
  if (msg.type !== null && TYPES_NEVER_FEATURE.has(msg.type)) return null;
  const verb = leadingVerb(ctx);
  if (FEATURE_VERBS.has(verb)) {
    return when(
      ctx.codeFiles.length > 0 &&
        growsCode(ctx) &&
        !NON_FEATURE_OBJECT.test(objectOf(text)) &&
        !/\bdeploy/.test(text),
      'adds-and-grows-code',
    );
  }
  if (MAINTENANCE_VERBS.has(verb) || /^(bump|merge|revert)\b/.test(text)) return null;
  // Noun-phrase subjects ("Permissioned Pools", "Cross-chain Swap Hub") that add new product
  // source files are how many teams title feature PRs (a new Makefile is not a feature).
  return when(addsSourceFile(ctx) && !/\bdeploy/.test(text), 'noun-subject-new-source');
}

function featTypedEvidence(ctx: CommitContext): Evidence {
  const { msg, text } = ctx;
  if (NON_FEATURE_SCOPES.test(msg.scope ?? '')) return null;
  const verb = leadingVerb(ctx, FEAT_BLOCKING_VERBS);
  // "feat: simplify escrow delay; add convenience functions": a later clause can add.
  const addsInClause = text
    .split(/[;,]\s+|\s+(?:and|&|\+)\s+/)
    .slice(1)
    .some((c) => FEATURE_VERBS.has(c.trim().split(/\s+/)[0] ?? ''));
  if (FEAT_BLOCKING_VERBS.has(verb) && !addsInClause) return null;
  if (/^lint(?:er)?s?$/i.test(msg.scope ?? '')) return 'feat-lint-rule';
  // "read execution delay from X instead of config", "prove validators only if eligible",
  // "gate optimism behind cargo feature": existing behaviour rerouted or narrowed.
  if (RESHAPING.test(text)) return null;
  if (FEATURE_VERBS.has(verb) && NON_FEATURE_OBJECT.test(objectOf(text))) return null;
  return FEATURE_VERBS.has(verb) ? 'feat-type-adds' : 'feat-type';
}

const PUBLIC_SURFACE = wordsRe(
  phrases(`
    function | functions | event | events | endpoint | endpoints | entry point | entry points |
    entrypoint | entrypoints | method | methods | api | apis | rpc | flag | flags | cli flag |
    command | interface | interfaces | abi | selector | public | external | getter | getters |
    error | errors | custom error | custom errors | error code | error codes
  `),
);
const CLEANUP_OBJECT = wordsRe(
  list(`
    unused dead redundant unnecessary duplicate duplicated stale leftover obsolete outdated old
    debug todo comment comments test tests log logs print import imports variable variables vars
    workaround hack
  `),
);
const REMOVE_VERBS = new Set(['remove', 'delete', 'drop', 'rename']);
// A command-line flag named in the subject: "remove `--node.feed.output.disable-signing`".
const CLI_FLAG = /(?:^|[\s`'"])--[a-z][\w.-]+/;
// "`getOperatorWeights` -> `getOperatorSetWeights`" in a body lists renamed functions.
const RENAME_ARROW = /`\w+(?:\(\))?`\s*(?:->|→|=>)\s*`\w+(?:\(\))?`/;
// Names only the code itself sees: locals, private state (`i_router`, `s_config`), tests; and
// the repository's own layout ("Rename folder containing FV specifications, …").
// A config variable is no local: "Rename Guardian config var" renames a deploy config field.
const PRIVATE_NAME =
  /(?<!config\s)\b(?:variables?|vars?)\b|\b(?:locals?|internal|private|tests?|mocks?|comments?|docs?|typos?|folders?|director(?:y|ies))\b|(?<![\w])[is]_\w+/;

/**
 * "rename WriteTo to Write", "Renames ArbNativeToken to ArbNativeTokenManager", "rename:
 * proxyAdminOwner -> superchainProxyAdminOwner": a renamed name in product code is one that
 * callers, configs or indexers used; unless the old one stays as a deprecated alias.
 */
function renamesPublicName(ctx: CommitContext): boolean {
  return renamesName(ctx) && !keepsOldName(ctx);
}

function renamesName(ctx: CommitContext): boolean {
  const { msg, verb, codeFiles } = ctx;
  const renaming = verb === 'rename' || msg.scope === 'rename' || msg.type === 'rename';
  if (!renaming || codeFiles.length === 0) return false;
  return !PRIVATE_NAME.test(msg.text.toLowerCase()) && !PRIVATE_NAME.test(msg.text);
}

/** The old name stays as a deprecated alias: "Rename xdai ChainType config to gnosis" (body). */
const keepsOldName = (ctx: CommitContext): boolean =>
  /\b(?:deprecat\w*|alias(?:es|ed)?|backwards?[- ]compat\w*)\b/i.test(
    ctx.msg.body + ' ' + ctx.msg.text,
  );

const INTERFACE_FILE = /(^|\/)(interfaces?\/I[A-Z]\w*|I[A-Z]\w*)\.sol$/;

// The kinds of name a caller, config or indexer uses: "feat: rename error", "refactor: rename
// crosschain events", config fields and deploy inputs (LABELLING-GUIDE.md); "Rename forwarder
// WaitTimeSeconds …" does not say which and stays a guess.
const NAMED_SURFACE = wordsRe(
  phrases(`
    event | events | event field | error | errors | custom error | custom errors | function |
    functions | method | methods | flag | flags | cli flag | option | options | endpoint |
    endpoints | rpc | api | apis | interface | interfaces | precompile | precompiles | command |
    commands | selector | selectors | abi | config var | config variable | config field |
    config key | deploy input
  `),
);
const REFACTOR_TYPES = new Set(list('refactor chore style cleanup'));

// Where a renamed name is public whatever it is: a contract's identifiers are its ABI ("rename
// CCIPSendRequested to CCIPMessageSent" in OnRamp.sol), generated bindings follow the ABI.
const ABI_SOURCE = /(?:^|\/)(?:interfaces?\/\w+|I[A-Z]\w*)\.sol$|\.(?:sol|vy)$/;
const BINDINGS = /(?:^|\/)(?:bindings|gethwrappers|snapshots\/abi)\//;

/**
 * How visible a renamed name is (issue 14: "a pure rename or refactor is never High"). A
 * `refactor:` or `chore:` rename says it changes no behaviour ("refactor: renamed error
 * AppealPeriodIsOver into NotAppealPeriod", "chore(corelib): rename falcon512poseidon2 to
 * falcon512_poseidon2"); a bare identifier in Go or Rust ("Rename channel receiver", "rename
 * BigIntMedian to BitIntSortedMiddle") is often internal; a named event, error, function or flag,
 * a contract's identifier or its bindings are what integrators call.
 */
function renameEvidence(ctx: CommitContext): string {
  if (REFACTOR_TYPES.has(ctx.msg.type ?? '')) return 'renames-in-refactor';
  const abi =
    ctx.codeFiles.some((f) => ABI_SOURCE.test(f.oldPath ?? f.path)) ||
    ctx.files.some((f) => BINDINGS.test(f.path));
  return abi || NAMED_SURFACE.test(ctx.text) ? 'renames-named-surface' : 'renames-identifier';
}

/**
 * A deleted or renamed interface. Moving interfaces into their contracts breaks no caller ("feat:
 * move TW to in-contract defined interfaces"); retiring legacy contracts is read as a deprecation
 * first ("Delete legacy code", "Archive old contracts", "cleanup: remove the RevenueSplitter":
 * 0 of 4 on dev also breaking), so it gets its own evidence.
 */
function removedInterfaceEvidence(ctx: CommitContext): Evidence {
  const verb = leadingVerb(ctx);
  if (verb === 'move') return null;
  const retires = LEGACY_OBJECT.test(ctx.text) || ctx.msg.type === 'cleanup' || verb === 'archive';
  return retires ? 'retires-legacy-interface' : 'interface-removed';
}

export function breakingEvidence(ctx: CommitContext): Evidence {
  const { msg, text, verb, codeFiles } = ctx;
  if (msg.breaking) return 'conventional-bang';
  // "breaking change", "BREAKING: …" — not "git tag breaking CRIB builds".
  if (
    /(?<![\w-])breaking changes?(?![\w-])|^breaking\b/.test(text) ||
    /\bBREAKING\b/.test(msg.subject)
  ) {
    // "fix: Rust breaking change", "fix(ci): semgrep cli breaking change": adapting to
    // someone else's break breaks nobody downstream.
    if (['fix', 'ci', 'chore', 'build'].includes(msg.type ?? '')) return null;
    return when(!/\bnon[- ]breaking\b/.test(text), 'says-breaking');
  }
  if (msg.isRevert) return null;
  // "remove stale bindings": deleting what nobody uses breaks nobody.
  if (REMOVE_VERBS.has(verb) && CLEANUP_OBJECT.test(text)) return null;
  // A deleted interface, or one renamed to a different name, breaks integrators; a move to
  // another folder under the same name does not.
  const baseName = (p: string): string => p.split('/').pop() ?? p;
  const interfaceRemoved = codeFiles.some(
    (f) =>
      INTERFACE_FILE.test(f.oldPath ?? f.path) &&
      (f.status === 'D' ||
        (f.status === 'R' && f.oldPath !== undefined && baseName(f.oldPath) !== baseName(f.path))),
  );
  if (interfaceRemoved) return removedInterfaceEvidence(ctx);
  const interfaceTouched = codeFiles.some((f) => INTERFACE_FILE.test(f.path));
  if (interfaceTouched && RENAME_ARROW.test(msg.body)) return 'interface-renames-listed';
  // "Rename SignerERC7702 as SignerEIP7702": a public contract file renamed.
  if (
    verb === 'rename' &&
    codeFiles.some(
      (f) =>
        f.status === 'R' &&
        f.oldPath !== undefined &&
        /\.sol$/.test(f.path) &&
        baseName(f.oldPath) !== baseName(f.path),
    )
  )
    return 'contract-file-renamed';
  // "rename burnable -> burnOrRedistributable" on an interface.
  if (interfaceTouched && verb === 'rename' && /\S\s*(?:->|→)\s*\S/.test(msg.text))
    return 'interface-rename';
  // "add shares parameter to lido rebalance" in ILido: an interface function's signature grows.
  if (
    interfaceTouched &&
    /\b(?:add|remove|change|rename|reorder)\b/.test(text) &&
    /\b(?:parameters?|params?|arguments?|args?)\s+(?:to|from|of|in)\b/.test(text)
  )
    return 'interface-signature-changed';
  // "eth/filters: change error code for invalid parameter errors": what callers match on.
  if (
    ['change', 'update'].includes(verb) &&
    /\b(?:error codes?|return (?:values?|types?)|signatures?|selectors?)\b/.test(text) &&
    codeFiles.length > 0
  )
    return 'error-codes-or-signatures-changed';
  if (renamesPublicName(ctx)) return renameEvidence(ctx);
  if (!REMOVE_VERBS.has(verb) || CLEANUP_OBJECT.test(text)) return null;
  if (PUBLIC_SURFACE.test(text) || CLI_FLAG.test(msg.text)) return 'removes-public-surface';
  if (interfaceTouched) return 'removes-from-interface';
  return when(removalInChangelog(ctx), 'removes-in-changelog');
}

/**
 * A removal the project writes into its changelog for users ("Remove fallback to P256 in
 * WebAuthn signer" with a CHANGELOG.md entry, "Remove EIP712 storage fallback for name/version"
 * with a changeset) takes away something they used. Not under a fix:, refactor:, chore: or perf:
 * type: repositories that log every change ("refactor: remove network request deepClone",
 * "perf: drop per-row multiply in DEEP barycentric inner loop") say it changes no surface.
 */
// "Remove authorized quote denom validation": a rule lifted loosens what callers may do; nothing
// they relied on breaks.
const LIFTED_RULE =
  /\b(?:validations?|checks?|restrictions?|limits?|requirements?|whitelist|allowlist)\s*$/;

function removalInChangelog(ctx: CommitContext): boolean {
  return (
    ['remove', 'delete', 'drop'].includes(leadingVerb(ctx)) &&
    !LIFTED_RULE.test(ctx.text) &&
    (ctx.msg.type === null || ctx.msg.type === 'feat' || ctx.msg.type === 'feature') &&
    ctx.codeFiles.length > 0 &&
    ctx.files.some((f) => f.kind === 'changelog')
  );
}

const DEPRECATION_RE = wordsRe(
  [
    'deprecat(?:e|es|ed|ing|ion|ions)',
    'sunset(?:s|ting)?',
    'end of life',
    'eol',
    '(?:remove|removes|removed|removing|drop|drops|dropped|dropping) (?:the )?support',
    'no longer supported',
    'no longer support',
    'phase out',
    'phased out',
  ],
  true,
);

// Someone else's deprecations being adapted to ("web/satellite: resolve some deprecation warnings",
// "golangci-lint: deprecated types", "fix: deprecated flag"), or the repository's own furniture
// ("Deprecated test removal", "cleanup deprecated runner pod references"): the project retires
// nothing. Cleaning up after its own sunset does ("clean up remaining dead code after Odyssey
// sunset").
const ADAPTING_VERBS = new Set(list('resolve fix address silence suppress handle'));
const ADAPTING_TYPES = new Set(list('fix ci test tests lint docs build'));
const DEPRECATED_FURNITURE =
  /\bdeprecat\w*\s+(?:[\w-]+\s+){0,2}(?:tests?|examples?|types|warnings?|references|comments?|notes?|notices?|docs?|branch|scripts?)\b/;

function adaptsToDeprecation(ctx: CommitContext, verb: string): boolean {
  return (
    ADAPTING_VERBS.has(verb) ||
    ADAPTING_TYPES.has(ctx.msg.type ?? '') ||
    /lint/.test(ctx.msg.scope ?? '') ||
    DEPRECATED_FURNITURE.test(ctx.text)
  );
}

const RETIRE_VERBS = new Set(list('remove delete drop disable archive retire rm'));
// "Remove old module roots", "Archive old contracts", "chore: disable the legacy block prop",
// "feat: Remove Legacy IDL Instructions": a legacy part of the product retired. Old scripts, CI
// steps, TODOs, guides and dependencies are housekeeping ("chore: remove outdated path parsing
// TODO", "chore: remove obsolete winter-rand-utils dependency", "remove old unused event"), as
// "obsolete" and "outdated" mostly are; a refactor: says it retires nothing users see.
const LEGACY_OBJECT = /(?<![\w-])(?:legacy|old)(?![\w-])/;
const HOUSEKEEPING_OBJECT =
  /\b(?:scripts?|ci|tests?|examples?|comments?|docs?|workflows?|todos?|guides?|readme|imports?|dependency|dependencies|deps|warnings?|unused|dead|redundant|migrations?|files?|makefile|targets?)\b/;

export function deprecationEvidence(ctx: CommitContext): Evidence {
  const { msg, text, codeFiles } = ctx;
  if (msg.isRevert) return null;
  const verb = leadingVerb(ctx);
  // "replace the deprecated TypeMux with Feed" moves off something deprecated elsewhere.
  if (
    ['replace', 'use', 'migrate', 'switch', 'move', 'fix'].includes(verb) &&
    /\b(?:the|a|an|of|from)\s+deprecated\b/.test(text)
  )
    return null;
  if (DEPRECATION_RE.test(text)) return deprecationWordEvidence(ctx, verb);
  // LABELLING-GUIDE.md: "a rename that keeps the old value as a deprecated alias is deprecation".
  if (renamesName(ctx) && keepsOldName(ctx)) return 'renames-keeping-alias';
  if (!RETIRE_VERBS.has(verb)) return null;
  if (LEGACY_OBJECT.test(text) && !HOUSEKEEPING_OBJECT.test(text) && msg.type !== 'refactor')
    return 'removes-legacy';
  if (!['remove', 'delete', 'drop'].includes(verb) || CLEANUP_OBJECT.test(text)) return null;
  // Removing functions from a public interface ("Remove verify/claimVerified from …").
  if (codeFiles.some((f) => INTERFACE_FILE.test(f.path) && (f.deletions ?? 0) > (f.additions ?? 0)))
    return 'removes-from-interface';
  if (PUBLIC_SURFACE.test(text) || CLI_FLAG.test(msg.text)) return 'removes-public-surface';
  if (codeFiles.some((f) => f.status === 'D')) return 'removes-code-files';
  return when(removalInChangelog(ctx), 'removes-in-changelog');
}

function deprecationWordEvidence(ctx: CommitContext, verb: string): Evidence {
  if (adaptsToDeprecation(ctx, verb)) return null;
  if (verb === 'deprecate') return 'deprecates';
  if (/support/.test(ctx.text)) return 'removes-support';
  // "add a detector for deprecated functions" is a feature, not a deprecation; "feat(forge)!:
  // remove deprecated generate" retires a command whatever its type says.
  const featureFraming =
    FEATURE_VERBS.has(verb) || (ctx.msg.type === 'feat' && !RETIRE_VERBS.has(verb));
  return when(!featureFraming, 'deprecation-word');
}

// A bump of the project's own package: "chore: bump SDK version to 7.0.0 and regenerate docs".
const OWN_VERSION_BUMP =
  /^bump\s+(?:the\s+)?(?:sdk|lib|library|client|cli|contracts?)\s+version\s+to\s+v?\d+\.\d+/;
// A changesets publish ("Publish Packages", "Publish"): versions and changelogs cut together.
const PUBLISH = /^publish(?:\s+packages?)?$/;

/** What reads like a release but cuts none. */
function notARelease(ctx: CommitContext): boolean {
  return (
    // "version: begin v1.16.5 release cycle": an unstable bump (LABELLING-GUIDE.md).
    /\brelease cycle\b/.test(ctx.text) ||
    // "release/2.8.0 -> develop": a back-merge of the release branch, merge noise per the guide.
    /\s(?:->|→|into)\s+(?:develop|dev|main|master)$/.test(ctx.text) ||
    // A refactor cuts nothing ("refactor: merge … deploy scripts into single v1.12 release").
    ctx.msg.type === 'refactor' ||
    // "chore: bump to v0.39.20" touching go.mod alone bumps a dependency: a Go module's own
    // version lives in its tags, never in go.mod.
    ctx.files.every((f) => /(?:^|\/)go\.(?:mod|sum)$/.test(f.path))
  );
}

export function releaseEvidence(ctx: CommitContext): Evidence {
  const { msg, text } = ctx;
  if (msg.isRevert || notARelease(ctx)) return null;
  // "Merge release-v5.6 branch", "… changes for 1.2 contracts release"
  if (
    /\bmerge release[-/ ]?v?\d/.test(text) ||
    /\bv?\d+\.\d+(?:\.\d+)?\s+(?:\w+\s+)?release\b/.test(text)
  )
    return 'release-branch-or-version';
  if (msg.brackets.includes('release')) return 'release-tag';
  if (OWN_VERSION_BUMP.test(text) || PUBLISH.test(text)) return 'version-bump-or-publish';
  return when(isReleaseText(text, msg.type, msg.scope), 'release-text');
}

const PERF_RE = wordsRe(
  [
    'optimi[sz](?:e|es|ed|ing|ation|ations)',
    'perf',
    'performance',
    'faster',
    'speed up',
    'speeds up',
    'speedup',
    'gas savings?',
    'gas optimi[sz]ations?',
    'gas golf(?:ing)?',
    'saves? gas',
    'cheaper',
    '(?:reduce|reduces|reduced|lower|lowers|less|ease|eases|eased) (?:the )?(?:\\w+ )?(?:gas|memory|allocations?|allocs|latency|cpu|overhead|bytecode|code size)',
    'fewer allocations',
    'in parallel',
    'paralleli[sz](?:e|es|ed|ation)',
    'throughput',
    'zero-copy',
    'hot path',
    'cache(?:d)? (?:the )?\\w+ (?:lookup|result)s?',
    // "use cached rlcOrigRoot in GenerateRowInclusionProof", "Feed LatestPrice query cache"
    'use cached',
    '(?:query|lookup|result|response|in-memory) cache',
    // "graph: Avoid unnecessary entity deep clone in as_modifications"
    'avoid(?:s|ed|ing)? (?:an? |the )?(?:unnecessary|redundant|eager|extra|repeated) (?:\\w+ ){0,2}(?:clones?|copies|copy|allocations?|allocs|lookups?|queries|calls|recomputations?)',
  ],
  true,
);

// The body counts the gas saved: "Removing the no longer needed parameter reduces gas usage
// slightly", "saving some gas on both L1 and L2 by removing extra call frames", "save 12 gas".
// Not "saved gas fees" or "save function gas snapshots": settings and files, no saving.
const BODY_GAS_SAVINGS =
  /\b(?:sav(?:e|es|ing)\s+(?:[~\w.,]+\s+){0,2}gas(?!\s+(?:fees?|snapshots?|settings?|preferences?|prices?))|gas\s+savings?|reduc(?:e|es|ed|ing)\s+(?:the\s+)?gas\s+(?:usage|costs?|consumption)|(?:lower|cheaper)\s+gas\s+(?:usage|costs?))\b/i;

export function performanceEvidence(ctx: CommitContext): Evidence {
  const { msg, text, verb } = ctx;
  if (msg.isRevert) return null;
  if (msg.type === 'perf') return 'perf-type';
  // Audit gas findings ("[Certora Audit] G-08. Use shift …") are optimisations.
  if (findingOf(ctx)?.severity === 'G') return 'gas-finding';
  // "Spearbit gas-05": an auditor's gas finding written out.
  if (/(?<![\w-])gas-\d{1,3}(?![\w-])/.test(text)) return 'gas-finding';
  const removal = ['remove', 'revert', 'disable', 'drop'].includes(verb);
  if (!removal && PERF_RE.test(text) && !/\boptimizer\b/.test(text)) return 'subject-keyword';
  // Counted savings hold whatever the verb: "fix: remove unnecessarily passed parameter".
  return when(BODY_GAS_SAVINGS.test(msg.body), 'body-gas-savings');
}
