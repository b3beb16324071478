// governance_change: voting, timelocks, roles, multisigs, proposals, guardians.
import { when, type Evidence } from './evidence';
import type { CommitContext } from './commit-context';
import { CLEANUP_RE, wordsRe } from './words';
const GOVERNANCE_RE = wordsRe(
  [
    'governance',
    'governors?',
    'timelocks?',
    'time-?locks?',
    'multisigs?',
    'multi-sigs?',
    'safe owners?',
    'voting',
    'votes?',
    'vote scripts?',
    'voting power',
    'governance proposals?',
    'proposal payloads?',
    'vote proposals?',
    'quorum',
    'dao',
    'veto(?:es|ed)?',
    'council',
    'security council',
    'guardians?',
    'pause guardian',
    'proxy ?admin',
    'access ?manager',
    'admin role',
    'admin delays?',
    'ownable',
    'ownable2step',
    'transfer(?:s|red)? ownership',
    'ownership transfers?',
    'renounc(?:e|es|ed|ing) ownership',
    'ownership renouncements?',
    'two-step ownership',
    'omnibus',
    'aip-\\d+',
    'snapshot vote',
    '(?:grant|revoke|assign|add|remove|change|update|set)s? (?:the )?(?:\\w+ )?roles?(?! (?:labels?|hash(?:es)?|names?|ids?|constants?|checks?|tests?))',
    '(?:change|changes|restrict|restricts|grant|grants|revoke|revokes|update|updates) access',
  ],
  true,
);
// CamelCase names: "GovernorTimelockAccess", "ScrollCrossDomainGovernor".
const GOVERNANCE_IDENT =
  /(?:Governor|Timelock|Governance|Multisig|SecurityCouncil|Vote|Voting)(?=[A-Z_]|\b)/;
const GOVERNANCE_PATH =
  /(governor|governance|timelock|voting|vote|proposal|council|multisig|accessmanager)/i;

// Names that contain a governance word without being governance: the DAO hard fork, defaults
// chosen "to match mainnet governance", a multisig *monitor*, zkSync's ValidatorTimelock (an
// operational delay on batch execution, not a governance timelock).
const NOT_GOVERNANCE =
  /\bdao[ -]fork\b|\bmatch(?:es|ing)? (?:\w+ )?governance\b|\bmultisig[ -]mon(?:itor)?\b|\b(?:to|in|on) ci\b|\bvalidator ?timelock\b/;
// Who may call what: "selector admin", "admin for some selectors", "restrict the owner".
const PERMISSION_WORDS =
  /\b(?:admins?|owners?|roles?|permissions?|selectors?|allowlist|whitelist)\b/;

export function governanceEvidence(ctx: CommitContext): Evidence {
  const { msg, text, codeFiles } = ctx;
  if (msg.isRevert || msg.type === 'test' || msg.type === 'refactor' || CLEANUP_RE.test(text))
    return null;
  if (NOT_GOVERNANCE.test(text)) return null;
  const subject = [...msg.brackets, text].join(' ');
  if (
    (GOVERNANCE_RE.test(subject) || GOVERNANCE_IDENT.test(msg.text)) &&
    !/\bsnapshots?\b/.test(text)
  ) {
    // "add gas snapshot", "update voting docs" are noise or docs, filtered earlier.
    return when(
      codeFiles.length > 0 || ctx.kinds.has('deployment_record') || ctx.kinds.has('submodule'),
      GOVERNANCE_IDENT.test(msg.text) && !GOVERNANCE_RE.test(subject)
        ? 'governance-identifier'
        : 'subject-keyword',
    );
  }
  // A "governance" scope only counts when governance code actually changed (a scope can
  // also mean repository policy, e.g. "chore(governance): enable minimum-release-age").
  const govCode = codeFiles.some((f) => GOVERNANCE_PATH.test(f.path));
  if (govCode && /governance|governor|timelock|voting/i.test(msg.scope ?? ''))
    return 'governance-scope-and-code';
  // Permission changes inside governance contracts ("Specify selector admin …").
  if (
    govCode &&
    PERMISSION_WORDS.test(text) &&
    codeFiles.every((f) => GOVERNANCE_PATH.test(f.path) || /(^|\/)interfaces?\//.test(f.path))
  )
    return 'permissions-in-governance-code';
  return when(
    govCode && codeFiles.some((f) => f.status === 'A' && GOVERNANCE_PATH.test(f.path)),
    'new-governance-file',
  );
}
