// governance_change: voting, timelocks, roles, multisigs, proposals, guardians.
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
const GOVERNANCE_IDENT = /(?:Governor|Timelock|Governance|Multisig|SecurityCouncil)(?=[A-Z_]|\b)/;
const GOVERNANCE_PATH =
  /(governor|governance|timelock|voting|vote|proposal|council|multisig|accessmanager)/i;

export function isGovernanceChange(ctx: CommitContext): boolean {
  const { msg, text, codeFiles } = ctx;
  if (msg.isRevert || msg.type === 'test' || msg.type === 'refactor' || CLEANUP_RE.test(text))
    return false;
  const subject = [...msg.brackets, text].join(' ');
  if (
    (GOVERNANCE_RE.test(subject) || GOVERNANCE_IDENT.test(msg.text)) &&
    !/\bsnapshots?\b/.test(text)
  ) {
    // "add gas snapshot", "update voting docs" are noise or docs, filtered earlier.
    return codeFiles.length > 0 || ctx.kinds.has('deployment_record') || ctx.kinds.has('submodule');
  }
  // A "governance" scope only counts when governance code actually changed (a scope can
  // also mean repository policy, e.g. "chore(governance): enable minimum-release-age").
  const govCode = codeFiles.some((f) => GOVERNANCE_PATH.test(f.path));
  if (govCode && /governance|governor|timelock|voting/i.test(msg.scope ?? '')) return true;
  return govCode && codeFiles.some((f) => f.status === 'A' && GOVERNANCE_PATH.test(f.path));
}
