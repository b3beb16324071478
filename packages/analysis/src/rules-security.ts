// security_fix and audit. Precision matters here: security_fix makes an item high priority,
// so a typo fix or a test-only change must never carry it (those are noise before we get here).
import type { CommitContext, KindedFile } from './commit-context';
import { when, type Evidence } from './evidence';
import { CLEANUP_RE, list, phrases, wordsRe } from './words';

// Words that mean a security problem whatever the commit type.
const SECURITY_STRONG = wordsRe(
  [
    'vulnerab(?:le|ility|ilities)',
    'exploit(?:s|able|ed)?',
    're-?entr(?:ancy|ant)',
    'cve-\\d{4}-\\d+',
    'ghsa(?:-[\\w]{4}){3}',
    'rustsec-\\d{4}-\\d+',
    'go-\\d{4}-\\d{4}',
    'security (?:fix|fixes|issue|issues|bug|bugs|vulnerability|vulnerabilities|patch|advisory|hardening)',
    'audit fix(?:es)?',
    'dos',
    'denial[ -]of[ -]service',
    'dos vectors?',
    'grief(?:ing)?',
    'front-?run(?:ning|s)?',
    'sandwich(?:ing)? attacks?',
    'privilege escalation',
    'signature malleability',
    'malleab(?:le|ility)',
    'replay (?:attacks?|protection)',
    'double[ -]spend(?:ing)?',
    'malicious',
    'attacker',
    'loss of funds',
    'stuck funds',
    'frozen funds',
    'drain(?:ed|ing)? (?:funds|the pool|the vault|assets)',
    'unauthori[sz]ed (?:access|calls?|callers?|withdrawals?|transfers?|mint(?:ing)?)',
    'missing access control',
    'access control (?:bug|issue|fix|check)',
  ],
  true,
);
// Words that are security-relevant only in a fix ("fix overflow in X", not "detect unsafe Y").
const SECURITY_WEAK = wordsRe(
  [
    'security',
    // Not an OP-stack chain's "unsafe head" or "unsafe block" (not yet derived from L1).
    'unsafe(?! (?:heads?|blocks?|payloads?|counter|l2))',
    'insecure',
    'saniti[sz](?:e|es|ed|ation)',
    '(?<!(?:env(?:ironment)? var(?:iable)?s?|dependency) )injection',
    'spoof(?:ed|ing)?',
    'forged',
    'access control',
    'unauthori[sz]ed',
    // A bypass closed ("Fix bypassing target admin delay"), not one taken ("fix: bypass balance
    // cache on every poll tick"): securityLanguage skips a leading "bypass".
    'bypass(?:es|ed|ing)?',
    'malformed',
    'uninitiali[sz]ed',
    'downcast(?:s|ing)?',
    // "silent truncation in Ledger message signing"; not "fix done button truncation" or a
    // database truncate.
    'silent(?:ly)? truncat(?:e|es|ed|ion)',
    'renounceownership',
    // Not bare "ownership": "checking single NFT ownership", "ownership transfer address checks"
    // in deploy scripts name who owns something, not a hole in who may call it.
    'renounc(?:e|ing) ownership',
    'harden(?:s|ed|ing)?',
  ],
  true,
);
// Threat language in a fix's description: a bounds check written because "a single
// unauthenticated request could exhaust memory" is a security fix whatever the language.
const THREAT_BODY = wordsRe(
  [
    // Not bare "unauthenticated": "the Atom feed is unauthenticated, and is not subject to the
    // REST rate limit" describes an API, not a threat.
    'unauthenticated (?:\\S+ )?(?:requests?|input|inputs|callers?|users?|peers?|messages?|data|access)',
    'caller-controlled',
    'user-controlled',
    'attacker-controlled',
    'attackers?',
    'malicious',
    'exploit(?:s|able|ed)?',
    'vulnerab(?:le|ility|ilities)',
    'denial[ -]of[ -]service',
    'dos',
    'griefing',
    'loss of funds',
    // "an edge-case which if surfaced could result in a lost funds scenario" (a fix!)
    '(?:lost|lose|losing|frozen|freezes?|stuck|locked) funds',
    'steal',
  ],
  true,
);
// Work bounded against oversized input: "bound input size in proof querier handlers".
const RESOURCE_BOUND =
  /\b(?:bound|bounds|bounded|cap|caps|limit|limits)\s+(?:the\s+)?(?:\w+\s+)?(?:input|request|payload|query|response|body|message|array|batch)s?\s*(?:sizes?|lengths?|counts?)?\b/;
// What a validating subject checks when it hardens input: "Validate long item length …",
// "Always validate number of receipts", "Check withdrawals hash in P2P validation", "Reject …
// addresses … empty". "Verify large preimages in all oracles", "check ledger versions for typed
// txs" check something else.
const INPUT_SHAPE = wordsRe(
  [
    'lengths?',
    'sizes?',
    'number of',
    'counts?',
    '(?:non-)?empty',
    'hash(?:es)?',
    'addresses',
    'address',
    'signatures?',
    'bounds?',
    'range',
    'malformed',
    'nonces?',
    'duplicates?',
    'zero',
  ],
  true,
);
// Validation verbs that, as the action of a fix, harden what a node or contract accepts.
const VALIDATING_VERBS = new Set(list(`validate verify reject enforce sanitize restrict`));
// A finding id in parentheses at the end: "Reject malformed … (H-02)", "fix(gateway-contracts):
// pin migration export to a finalized block hash (L-05) (#2724) (#2769)".
const TRAILING_FINDING = /\(([CHM])-\d{2}\)\s*(?:\(#\d+\)\s*)*$/;
const ANY_TRAILING_FINDING = /\(([CHMLIGNQ])-\d{2}\)\s*(?:\(#\d+\)\s*)*$/;
// "Addresses audit finding L-01" in a body ties the commit to an audit.
const AUDIT_FINDING_BODY =
  /(?<!(?:npm|pnpm|yarn|cargo|bun) )\baudit (?:finding|issue|fix|recommendation)s?\b|\bfinding\s+\*{0,2}[CHML]-?\d{1,2}\b/i;
const OVERFLOW = wordsRe(['overflows?', 'underflows?', 'overflowed'], true);
const FIX_VERBS = new Set(
  list(`
    fix prevent avoid guard catch reject disallow patch mitigate handle check harden
  `),
);

const STORAGE_LAYOUT = /\bstorage (?:layouts?|gaps?|collisions?|slots?)\b/;
const DISALLOWS = /^(?:disallow|forbid|prohibit|don'?t allow|do not allow)\b/;

// Contract-level guards named in the subject, e.g. "noDelegateCall on locked functions".
const GUARD_IDENTIFIER =
  /(?<![\w])(only[A-Z]\w*|nonReentrant|noDelegateCall|whenNotPaused|onlySelf)(?![\w])/;

const VALIDATION_RE = wordsRe(
  [
    'validat(?:e|es|ed|ion|ions|ing)',
    'require(?:s|d)?',
    'zero address',
    'bounds?',
    'authori[sz](?:e|ed|ation)',
    'permissions?',
    'allowlist',
    'whitelist',
    'modifier',
    'slippage',
    'deadline',
    'signatures?',
    'nonces?',
    'sanity',
    'guard',
    'restrict(?:ion|ed)?',
    'malformed',
    // "revert on exact-output partial fills", "Ensure Inner Simulation Reverts": a case the
    // contract now refuses.
    'reverts? (?:on|when|if|unless)',
    'reverts',
    // "contracts-bedrock: Fix enforcement of delay on DelayedVetoable"
    'enforc(?:e|es|ed|ing|ement)',
  ],
  true,
);
// Words every fix can hold: "correct ecdsa message hash check", "check condition when it isnt
// equal", "Fix `InvalidBase64Char` arguments encoding when invalid char is at some positions"
// repair a check rather than add one. A contract fix worded only so is weaker evidence.
const CHECK_WORDS = wordsRe(['checks?', 'invalid', 'empty'], true);
// "fix: remove share bound for frozen rate", "Replace require with custom errors", "overload
// `isUserDecryptionReady` with old signature": a check relaxed or reworded, or a function's
// signature, is no hardening.
const LOOSENING =
  /^(?:remove|delete|drop|relax|loosen)\b|\bcustom errors?\b|\breplace (?:\w+ )?requires?\b|\b(?:old|new|function|method|event|abi|interface) signatures?\b/;
const HARDENING_VERBS = new Set(
  list(`
    fix prevent enforce validate check require restrict guard disallow reject verify ensure
  `),
);
const HARDENING_TEXT =
  /\b(?:length|size|range|bounds?) checks?\b|\bbounded\b|\bdo(?:es)?(?:n't| not) exceed\b|\binsane\b|^(?:assert|enforce)\b/;
const CONTRACT_FILE = /\.(sol|vy|cairo|move|huff)$/;

// Audit finding ids: "M-01", "H02", "C-1", "I-03", "G-02", "L-4", optionally after an auditor
// name ("OZ M02:", "Ackee[I1]:"), or a project-prefixed id in parentheses "(LIDO4-04)".
// Not a line anchor: "IPyth.sol#L66".
const FINDING_RE = /(?<![\w#-])([CHMLIGNQW])-?0?(\d{1,2})(?![\w-])/;
const AUDITORS = wordsRe(
  phrases(`
    audit | audits | audited | auditor | auditors | oz | openzeppelin | certora | ackee |
    spearbit | cantina | sherlock | code4rena | c4 | trail of bits | tob | chainsecurity |
    sigma prime | consensys diligence | zellic | cyfrin | halborn | peckshield | quantstamp |
    hacken | watchpug | mixbytes | statemind | pashov | runtime verification | ottersec |
    veridise | chainlight | electisec | three sigma | decurity | nethermind | macro |
    guardian audits | immunefi | bug bounty | review | finding | findings
  `),
  true,
);
// Without an auditor named, the id must lead the subject and end in ':', ']', '.' or ')'.
const FINDING_PREFIX = /^(?:\[[^\]]*\]\s*)?(?:[A-Za-z]+\s*\[?)?[CHMLIGNQW]-?\d{1,2}[\]:.)]/;
// "(LIDO4-04)": zero-padded, which keeps proposal ids such as "(CIP-45)" out.
const PROJECT_FINDING = /\((?:[A-Z][A-Z0-9]{1,10})-0\d\)/;

export interface Finding {
  /** W: Ackee's "warning" class. */
  severity: 'C' | 'H' | 'M' | 'L' | 'I' | 'G' | 'N' | 'Q' | 'W';
}

/** An audit finding referenced by the subject, when the subject reads like an audit fix. */
export function findingOf(ctx: CommitContext): Finding | null {
  const subject = ctx.msg.subject;
  // "fix(m-01): …", not the layer in "docs(L1): …" or "fix(L2): …".
  const scoped = /^([chmlignqw])(?:-\d{1,2}|0\d)$/i.exec(ctx.msg.scope ?? '');
  if (scoped) return { severity: (scoped[1] ?? 'I').toUpperCase() as Finding['severity'] };
  const trailing = ANY_TRAILING_FINDING.exec(subject);
  if (trailing) return { severity: (trailing[1] ?? 'I') as Finding['severity'] };
  const m = FINDING_RE.exec(subject);
  if (!m) return null;
  const auditContext = AUDITORS.test(subject) || ctx.msg.brackets.some((b) => /audit/.test(b));
  if (!auditContext && !FINDING_PREFIX.test(subject)) return null;
  return { severity: (m[1] ?? 'I') as Finding['severity'] };
}

/**
 * What several rules ask of a commit, read once. All of it is pure, so reading it up front
 * changes no verdict.
 */
interface SecurityFacts {
  ctx: CommitContext;
  finding: Finding | null;
  /** It changes code (a docs- or config-only commit fixes nothing). */
  hasCode: boolean;
  /** It changes contract sources outside tests and mocks. */
  contractCode: boolean;
  /** A fix by its type or its leading verb. */
  fixing: boolean;
  /** The finding ids it cites are all informational or gas ones (I-01, N-12, G-03). */
  informational: boolean;
}

// Finding ids in a subject or body, hyphenated or zero-padded so "L2" and "G1" are no ids.
const CITED_FINDING = /(?<![\w-])([CHMLIGNQ])(?:-\d{1,2}|0\d)(?![\w-])/g;

/**
 * "fix: releaseManager audit fixes", body "I-01. isValidRelease() … may panic", "I-04. Unused
 * imports": informational findings fixed are audit work only (LABELLING-GUIDE, v4 readings).
 */
function informationalOnly({ msg }: CommitContext): boolean {
  const severities = [...`${msg.subject}\n${msg.body}`.matchAll(CITED_FINDING)].map((m) => m[1]);
  return severities.length > 0 && severities.every((s) => 'IGNQ'.includes(s ?? ''));
}

/**
 * A rule group's answer: evidence or null decides (null: not a security fix); undefined leaves
 * it to the next group.
 */
type Verdict = Evidence | undefined;

function securityFacts(ctx: CommitContext): SecurityFacts {
  const { msg, verb } = ctx;
  return {
    ctx,
    finding: findingOf(ctx),
    hasCode: ctx.codeFiles.length > 0,
    contractCode: ctx.codeFiles.some(
      (f) => CONTRACT_FILE.test(f.path) && !/\/(?:test|mocks?)\//.test(f.path),
    ),
    fixing: msg.type === 'fix' || msg.type === 'hotfix' || FIX_VERBS.has(verb),
    informational: informationalOnly(ctx),
  };
}

/** What the commit says it is: a security type or tag, a serious finding. */
function declaredSecurity({ ctx, finding }: SecurityFacts): Verdict {
  const { msg, text, verb } = ctx;
  if (msg.type === 'security' || msg.type === 'sec' || msg.brackets.includes('security'))
    return 'declared-security';
  if (finding && ['C', 'H', 'M'].includes(finding.severity)) return 'serious-audit-finding';
  if (/\bsecurity (?:policy|contact|md|readme|council)\b|security\.md/.test(text)) return null;
  // Linters and scanners that *detect* reentrancy etc. are features of a tool, not fixes.
  const detecting =
    ['detect', 'warn', 'lint', 'flag', 'allow', 'ignore'].includes(verb) ||
    /lint/.test(msg.scope ?? '') ||
    (msg.type === 'feat' && /\bdetect/.test(text));
  if (detecting) return null;
  return undefined;
}

// "remove the deprecated vulnerability check command", "add a malleability warning", "tests for
// GHSA-…": the words name a security topic, the change fixes nothing.
const NOT_A_FIX_VERBS = new Set(list(`remove delete drop document explain warn mention`));
const NOT_A_FIX_OBJECT = /\b(?:warnings?|comments?|docs?|tests?|natspec|readme)\b/;

/** Words that name a security problem: strong ones anywhere, weak ones only in a fix. */
function securityLanguage({ ctx, contractCode, fixing, informational }: SecurityFacts): Verdict {
  const { msg, text, verb } = ctx;
  if (SECURITY_STRONG.test(text)) {
    if (NOT_A_FIX_VERBS.has(verb) || NOT_A_FIX_OBJECT.test(text) || CLEANUP_RE.test(text))
      return null;
    if (informational && /\baudit fix/.test(text)) return null;
    // "chore: cargo audit ignore RUSTSEC-2026-0006" accepts an advisory instead of fixing it.
    if (/\b(?:ignor(?:e|es|ed|ing)|exceptions?)\b/.test(text)) return null;
    return 'strong-security-words';
  }
  // An advisory id in the body counts for a dependency move ("p2p/nat: bump pion/stun to v3 to
  // pull in fixed pion/dtls"), not for "fix(relayer): serve keyurl dataId as hex" or a squashed
  // feature branch whose bullet list happens to mention one.
  const dependencyMove =
    (['deps', 'build'].includes(msg.type ?? '') ||
      /\bdeps?\b/.test(msg.scope ?? '') ||
      ['bump', 'update', 'upgrade', 'pin', 'patch', 'resolve'].includes(verb)) &&
    ctx.files.some((f) => ['manifest', 'lockfile', 'toolchain', 'submodule'].includes(f.kind));
  // "consensus: Reject coinbase shielded value balance that can abort the node", body GHSA-…
  const guards = ['prevent', 'guard', 'reject', 'disallow', 'mitigate', 'harden'].includes(verb);
  if ((dependencyMove || guards) && /\b(CVE-\d{4}-\d+|GHSA-|RUSTSEC-)/i.test(msg.body))
    return 'advisory-in-body';
  // "Remove `onlyVault` from weighted pools `onSwap`" takes a guard away.
  if (GUARD_IDENTIFIER.test(msg.text) && contractCode && !LOOSENING.test(text))
    return 'contract-guard';
  // "feat: disallow max staking limit", "fix(PDG): don't allow proving without activation by
  // default": a contract that now refuses something restricts, whatever the commit type says.
  if (DISALLOWS.test(text) && contractCode && !CLEANUP_RE.test(text)) return 'contract-disallows';
  if (msg.type === 'feat') return null;
  const weak = SECURITY_WEAK.test(text) && !/^bypass/.test(text);
  if (fixing && weak && ctx.codeFiles.length > 0) return 'fix-with-security-words';
  return undefined;
}

// "chore: Preparation for the audit changes" readies code for auditors; nothing is answered yet.
const PREPARES_AUDIT = /\bprepar\w*\s+for\s+(?:the\s+|an\s+)?audit/;

/** signals.md counts audit fixes as security fixes: a code change answering a finding. */
function auditFixes({ ctx, finding, hasCode, fixing, informational }: SecurityFacts): Verdict {
  const { msg, text } = ctx;
  if (!hasCode || PREPARES_AUDIT.test(text)) return undefined;
  if (informational) return null;
  // "fix: remove unused mstore (LIDO4-03)" answers a finding with housekeeping.
  if (fixing && auditLinked(ctx) && !CLEANUP_RE.test(text)) return 'audit-linked-fix';
  // "refactor(incentive-council): audit changes", body "H-01 Fix: …": findings being fixed.
  if (
    /\baudit (?:changes|fixes|feedback|remediations?)\b/.test(text) ||
    (fixing && /^audit$/.test(text)) ||
    /\b[CHM]-?0?\d{1,2}\s+fix\b/i.test(msg.body)
  )
    return 'audit-changes';
  if (TRAILING_FINDING.test(msg.subject)) return 'serious-audit-finding';
  // "OZ L01: Unsafe ABI Encoding": a finding whose title names the unsafe pattern.
  if (finding && SECURITY_WEAK.test(text)) return 'finding-names-unsafe-pattern';
  return undefined;
}

// What an operator writes or a limit is set to, not what an attacker sends: "fix: validate
// fetchers config", "update dataBytes length check for 10k casts" (a larger limit).
const OWN_CONFIG = /\b(?:configs?|configuration|settings?|env|manifests?|schemas?|yaml|toml)\b/;
const ADJUSTS = new Set(list(`update increase raise bump relax extend allow loosen adjust`));

/** Limits put on what the code accepts: bounded input, validation, threats named in the body. */
function inputHardening({ ctx, finding, hasCode, fixing }: SecurityFacts): Verdict {
  const { msg, text, verb } = ctx;
  if (!hasCode) return undefined;
  if (OWN_CONFIG.test(text) || ADJUSTS.has(verb)) return undefined;
  if (fixing && RESOURCE_BOUND.test(text)) return 'bounds-input';
  if (msg.type === 'fix' && VALIDATING_VERBS.has(verb) && !/^verify$/.test(msg.scope ?? ''))
    return 'fix-validates';
  // "op-node: Check withdrawals hash in P2P validation", "Always validate number of receipts":
  // a subject that leads with validating what the node or contract accepts hardens it.
  const leadVerb = /^(?:always|now|also|properly|strictly|correctly)\s+(\w+)/.exec(text)?.[1];
  if (
    msg.type === null &&
    [verb, leadVerb].some(
      (v) => v === 'check' || v === 'checks' || VALIDATING_VERBS.has(v ?? ''),
    ) &&
    finding === null &&
    !CLEANUP_RE.test(text)
  )
    return INPUT_SHAPE.test(text) ? 'subject-validates-input' : 'subject-validates';
  if (fixing && THREAT_BODY.test(msg.body) && !CLEANUP_RE.test(text)) return 'threat-in-body';
  // "add hash length check in VerifySignature", "assert `splitBips` does not exceed 100%",
  // "enforce ordering of nonsigners", "read a bounded 32-byte window": limits put on what the
  // code accepts.
  if (
    msg.type !== 'feat' &&
    HARDENING_TEXT.test(text) &&
    !CLEANUP_RE.test(text) &&
    finding === null
  )
    return 'hardening-text';
  return undefined;
}

/** Contract code made safer: arithmetic overflow fixed, validation added. */
function contractHardening({ ctx, contractCode, fixing }: SecurityFacts): Verdict {
  const { text, verb } = ctx;
  // Arithmetic overflow matters in contracts and in integer code, not "stack overflow".
  if (fixing && OVERFLOW.test(text) && !/\bstack overflow/.test(text)) {
    if (contractCode || /\b(?:u?int\d*|integer|arithmetic|math)\b/.test(text))
      return 'fixes-overflow';
  }
  // "Fix LimitRouter storage layout": a slot collision fixed before an upgrade corrupts state.
  if (fixing && contractCode && STORAGE_LAYOUT.test(text) && !CLEANUP_RE.test(text))
    return 'fixes-storage-layout';
  // Hardened validation in contracts: "fix: require non-empty names in ProtocolRegistry.ship()",
  // "Add checks for eligible markets in Gauge controller".
  const addsCheck =
    /^add (?:missing |more |extra |an? )?(?:checks?|validations?|guards?|requires?)\b/.test(text);
  const hardening = fixing || HARDENING_VERBS.has(verb) || addsCheck;
  if (!hardening || !contractCode || CLEANUP_RE.test(text) || LOOSENING.test(text))
    return undefined;
  if (VALIDATION_RE.test(text) || addsCheck) return 'contract-validation';
  if (CHECK_WORDS.test(text)) return 'contract-check-word';
  return undefined;
}

// What a breaking fix that closes a hole tends to say: "fix!: blocked addresses", "fix(blob)!:
// cap GovMaxSquareSize", "fix!: require canonical encoding for blob txs".
const BREAKING_GUARD = wordsRe(
  list(`
    prevent prevents block blocked blocks bound bounds cap caps require requires reject rejects
    guard guards restrict restricts bind binds enforce enforces replay canonical
  `),
);

/**
 * "fix!: blocked addresses", "fix(fibre)!: unique available withdrawal index": a fix that has to
 * break compatibility often changes what the protocol accepts, which is how state-machine holes
 * get closed; "fix!: expose rlcOrig from Encode function" is an API change. The last word, asked
 * after the specific rules so a "fix!: validate …" is read by its words.
 */
function breakingFix({ ctx, hasCode }: SecurityFacts): Evidence {
  const { msg, text } = ctx;
  if (!(msg.type === 'fix' || msg.type === 'hotfix') || !msg.breaking || !hasCode) return null;
  return BREAKING_GUARD.test(text) ? 'breaking-fix-guards' : 'breaking-fix';
}

// The adjudicators' convention: a zero-address check on what an admin sets ("fix: prevent zero
// address autoCompounder admin", "add zero address validation to setRebalancer function",
// "Sanitize zero addresses in PSM constructor") guards a typo, not an attack.
const ZERO_ADDRESS = /\bzero[- ]?address(?:es)?\b|\baddress\(0\)/;
const ADMIN_SET =
  /\bset[A-Z]\w*|\b(?:[Ss]etters?|[Cc]onstructors?|[Ii]nitiali[sz]\w*|[Aa]dmins?|[Oo]wners?|[Cc]onfig\w*|[Pp]aram(?:eter)?s?|[Dd]eploy\w*)\b/;

// Dev and deploy scripts and container entrypoints.
// Not every shell script: an installer that now verifies checksums hardens what users run.
const DEV_SCRIPT = /(?:^|\/)scripts?\/|\.s\.sol$|(?:^|\/)[\w.-]*entrypoint[\w.-]*$/i;

/** The rule groups in the order they are asked; the first that decides gives the answer. */
const SECURITY_RULE_GROUPS: readonly ((facts: SecurityFacts) => Verdict)[] = [
  declaredSecurity,
  securityLanguage,
  auditFixes,
  inputHardening,
  contractHardening,
  breakingFix,
];

export function securityEvidence(ctx: CommitContext): Evidence {
  // "docs(ram): align pause-escalation prose with whenNotPaused scope": its author says docs.
  if (ctx.msg.isRevert || ['docs', 'doc', 'style'].includes(ctx.msg.type ?? '')) return null;
  const facts = securityFacts(ctx);
  // "scripts: reject non-node-test packages in test:file", "fix: ownership transfer address
  // checks" in script/*.s.sol: dev scripts and deploy tooling are not the product.
  if (ctx.codeFiles.length > 0 && ctx.codeFiles.every((f) => DEV_SCRIPT.test(f.path))) return null;
  if (ZERO_ADDRESS.test(ctx.text) && ADMIN_SET.test(ctx.msg.text)) return null;
  for (const group of SECURITY_RULE_GROUPS) {
    const verdict = group(facts);
    if (verdict !== undefined) return verdict;
  }
  return null;
}

const AUDIT_RE = wordsRe(
  [
    'audit',
    'audits',
    // Not "audited" ("Use audited version of OCR2Base.sol") or a bare "auditor" ("Add auditor
    // ciphertexts to instruction data", storj's "modular auditor"): an auditor's feedback is.
    "auditors?(?:'s?)? (?:feedback|suggestions?|comments?|recommendations?|findings?|review)",
    '(?:suggested|requested|raised|flagged|reported) by (?:the )?(?:\\w+ )?auditors?',
    'post-audit',
    'pre-audit',
    'audit reports?',
    'informal issues?',
    'informational (?:issues?|findings?)',
    'security review',
    'security assessment',
    'formal verification',
    'formally verif(?:y|ied)',
    'certora',
    'halmos',
    'kontrol',
    'echidna',
    'medusa',
    'bug bounty',
    'immunefi',
    'code4rena',
    'sherlock',
    'cantina',
    'spearbit',
    'trail of bits',
    'chainsecurity',
    'sigma prime',
  ],
  true,
);

/** The commit answers an audit: a finding id, an audit scope/tag, or "audit finding" in the body. */
function auditLinked(ctx: CommitContext): boolean {
  const { msg } = ctx;
  return (
    msg.brackets.some((b) => /audit/.test(b)) ||
    /^audits?$/i.test(msg.scope ?? '') ||
    findingOf(ctx) !== null ||
    PROJECT_FINDING.test(msg.subject) ||
    TRAILING_FINDING.test(msg.subject) ||
    AUDIT_FINDING_BODY.test(msg.body)
  );
}

// "chore: fix pnpm audit findings", "Update tracing dependencies in response to `cargo audit`
// complaints": a package manager's advisory scan, not an audit of the project.
const PACKAGE_AUDIT = /\b(?:cargo|npm|yarn|pnpm|bun)[ -]audit\b|\baudit-ci\b/g;
const TOOLING_KINDS: ReadonlySet<string> = new Set(['ci', 'manifest', 'lockfile', 'toolchain']);

// CI, manifests and a verification tool's requirements file.
const isToolingFile = (f: KindedFile): boolean =>
  TOOLING_KINDS.has(f.kind) || /(^|\/)requirements[^/]*\.txt$/.test(f.path);

// Comment and wording edits inside verification specs are docs (LABELLING-GUIDE, v4 readings).
const COMMENT_EDIT =
  /\b(?:comments?|reword\w*|wording|format(?:ted|ting)?|typos?|natspec|spelling)\b/;

export function auditEvidence(ctx: CommitContext): Evidence {
  const { msg, topic, files, verb } = ctx;
  if (msg.isRevert || PREPARES_AUDIT.test(ctx.text)) return null;
  if (COMMENT_EDIT.test(ctx.text) && !auditLinked(ctx)) return null;
  // "deleted halmos tests, workflow; …" retires verification instead of adding it; "drop
  // obvious comment" inside a spec still edits the verification.
  if (
    ['delete', 'remove', 'drop'].includes(verb) &&
    !files.some((f) => f.status === 'A' || (f.kind === 'audit' && f.status === 'M')) &&
    !auditLinked(ctx)
  )
    return null;
  // Renaming or deleting report files reorganises them; only new or edited ones are evidence.
  // An audit folder's README (links) or the prover's requirements.txt (a tool pin) is not.
  if (
    files.some(
      (f) =>
        f.kind === 'audit' &&
        (f.status === 'A' || f.status === 'M') &&
        !/(^|\/)(readme[^/]*|requirements[^/]*\.txt)$/i.test(f.path),
    )
  )
    return 'audit-files';
  if (auditLinked(ctx)) return 'audit-linked';
  // "Update Certora CLI Version" in certora/requirements.txt, "Certora Workfile Updated" in a
  // workflow: a verification tool moved or run, no verification written (guide, v6).
  if (files.every(isToolingFile)) return null;
  return when(AUDIT_RE.test(topic.replace(PACKAGE_AUDIT, ' ')), 'subject-keyword');
}
