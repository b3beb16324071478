// governance_change: voting, timelocks, roles, multisigs, proposals, guardians.
import { when, type Evidence } from './evidence';
import type { CommitContext } from './commit-context';
import { UI_FILE } from './rules-chain';
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
    // "feat: disable role renouncement", "disable renounceOwnership on PermissionsAdapter":
    // who may give up an admin role is a role's lifecycle.
    'role renounc(?:e|es|ed|ing|ements?)',
    'renounc(?:e|es|ed|ing) roles?',
    'renounceownership',
    'renouncerole',
    'ownership renouncements?',
    'two-step ownership',
    'omnibus',
    'aip-\\d+',
    'snapshot vote',
    '(?:grant|revoke|assign|add|remove|change|update|set)s? (?:the )?(?:\\w+ )?roles?(?! (?:labels?|hash(?:es)?|names?|ids?|constants?|checks?|tests?|filters?|fields?|columns?|params?|types?))',
    '(?:change|changes|restrict|restricts|grant|grants|revoke|revokes|update|updates) access',
  ],
  true,
);
// CamelCase names: "GovernorTimelockAccess", "ScrollCrossDomainGovernor".
// Votes: governance votes, but also validators' and consensus clients' votes (below).
const VOTE_RE = wordsRe(['voting', 'votes?'], true);
// "Vote" alone names validators' votes too ("vote empty for gateway txs exceeding
// MaxEventsPerVote"); only governance compounds count ("V3VoteScript", "VotingController").
const GOVERNANCE_IDENT =
  /(?:Governor|Timelock|Governance|Multisig|SecurityCouncil|Vote(?:Script|Escrow|Controller|Proposal)|Voting(?:Controller|Escrow|Power|Strategy|Token|Vault|Delay|Period))(?=[A-Z_]|\b)/;
const GOVERNANCE_PATH =
  /(governor|governance|timelock|voting|vote|proposal|council|multisig|accessmanager)/i;

// Names that contain a governance word without being governance: the DAO hard fork, defaults
// chosen "to match mainnet governance", a multisig *monitor*, zkSync's ValidatorTimelock (an
// operational delay on batch execution, not a governance timelock).
// Interfaces added for governance contracts are plumbing ("maint: add interfaces for governance
// contracts"); Hyperlane's MultisigIsm is validators signing messages, Solana's FeeRateGovernor
// a fee controller.
const NOT_GOVERNANCE =
  /\bdao[ -]fork\b|\bmatch(?:es|ing)? (?:\w+ )?governance\b|\bmultisig[ -]mon(?:itor)?\b|\b(?:to|in|on) ci\b|\bvalidator ?timelock\b|\binterfaces? (?:for|of)\b|multisig ?isms?\b|fee ?rate ?governor/;
// Who may call what: "selector admin", "admin for some selectors", "restrict the owner".
const PERMISSION_WORDS =
  /\b(?:admins?|owners?|roles?|permissions?|selectors?|allowlist|whitelist)\b/;

// Validators, observers and consensus clients vote too: on polls, ballots, nonces, transactions,
// inbound messages, blocks and finality ("fix: vote empty for gateway txs exceeding
// MaxEventsPerVote", "network: dynamic vote compression", "core/vote: prevent vote pool DOS").
const CONSENSUS_VOTE_WORDS =
  /\b(?:polls?|ballots?|nonces?|txs?|transactions?|inbound|outbound|observers?|observations?|validators?|consensus|finality|tower|votor|bls|attestations?|pubkeys?|signatures?|certs?|blocks?|epochs?|spans?|compression|nodes?|vote (?:accounts?|pool|program|history|messages?|extrinsics?|rewards?|commission|batch(?:es)?|storage|buffers?))\b/;
const CONSENSUS_VOTE_PATH =
  /consensus|votor|tower|finality|gossip|vote[-_]?(?:program|account|state|pool)|(?:^|\/)vote\//i;

function consensusVote(ctx: CommitContext): boolean {
  return (
    CONSENSUS_VOTE_WORDS.test(ctx.text) ||
    ctx.codeFiles.some((f) => CONSENSUS_VOTE_PATH.test(f.path))
  );
}

export function governanceEvidence(ctx: CommitContext): Evidence {
  const { msg, text, codeFiles } = ctx;
  if (msg.isRevert || msg.type === 'test' || msg.type === 'refactor' || CLEANUP_RE.test(text))
    return null;
  if (NOT_GOVERNANCE.test(text)) return null;
  // A governance screen shows votes to users ("integrate Discuss link in the voting resources
  // panel"); it changes no vote, role or proposal.
  if (codeFiles.length > 0 && codeFiles.every((f) => UI_FILE.test(f.path))) return null;
  // "update dual governance address in deployed-mainnet": a recorded address moves.
  if (/\baddress(?:es)?\b/.test(text) && ['update', 'set', 'fix', 'add'].includes(ctx.verb))
    return null;
  const subject = [...msg.brackets, text].join(' ');
  if (!GOVERNANCE_RE.test(subject) && !GOVERNANCE_IDENT.test(msg.text) && VOTE_RE.test(subject)) {
    // Votes in governance code: "fix: vote duration" edits EpochGovernor.sol.
    const govCode = codeFiles.some((f) => GOVERNANCE_PATH.test(f.path));
    return govCode && !consensusVote(ctx) ? 'vote-words' : null;
  }
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
