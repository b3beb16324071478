// The circumstance a rule matched in, which the calibration tells apart below each evidence:
// a "feat:" subject whose commit grows an interface or a command beside nothing more specific is
// a new feature far more often than one whose commit also changes a parameter; a keyword under a
// "fix:" type means less than the same keyword in a "feat:" subject (ADR 037).
import type { SignalId } from '@gitsignals/domain';
import type { CommitContext } from '../commit-context';
import { addsSourceFile } from '../rules-product';

// Files whose growth is a callable surface growing: a Solidity interface, an API schema, an ABI
// snapshot. "feat: add clear" grows IPoolManager.sol; "feat!: Custom IGP Hook" grows query.proto.
const SURFACE_FILE =
  /(?:^|\/)(?:interfaces?\/\w+|I[A-Z]\w*)\.sol$|\.proto$|\.graphql$|(?:^|\/)snapshots\/abi\//;
// A command-line tool's sources: "feat(cast): support Tempo sessions in cast send" edits
// crates/cast/src/cmd/send.rs, "feat(pcli): support lqt votes by subaccount" command/tx/lqt_vote.rs.
const COMMAND_DIR = /(?:^|\/)(?:cmd|cli|commands?)\//;

/**
 * Signals readers name a change by *instead of* a new feature ("add OKX approval address on
 * Plasma" is a parameter update, "Add kroma support" a chain expansion, "In Memory Bridge Response"
 * a performance change). Partnerships, bridges, oracles, tokenomics, stack and breaking changes
 * are not among them: a new integration, bridge route, feed adapter, reward type or `feat!:` is
 * usually a feature as well (on dev, 35 of 45 new_feature matches beside only them are features).
 */
const MORE_SPECIFIC: ReadonlySet<SignalId> = new Set<SignalId>([
  'chain_expansion',
  'parameter_update',
  'security_fix',
  'audit',
  'upgrade_migration',
  'deprecation',
  'governance_change',
  'performance',
  'release',
  'deployment',
]);

function typeClass(context: CommitContext): string {
  const type = context.msg.type;
  if (type === null) return 'untyped';
  if (type === 'feat' || type === 'feature') return 'feat';
  if (type === 'fix' || type === 'hotfix' || type === 'bugfix') return 'fix';
  if (['chore', 'refactor', 'build', 'style', 'cleanup', 'misc', 'wip'].includes(type))
    return 'chore';
  return 'other';
}

/**
 * How a new feature shows in the files: a callable surface that grows (an interface, an API
 * schema), a command-line tool's sources, a new source file, or neither (a feature inside existing
 * code, or no feature at all: "txmgr: add blob base fee metrics"). Commands are told apart from
 * interfaces because an untyped subject in a node's cmd/ is often plumbing ("core: implement
 * eip-7976: Increase Calldata Floor Cost" touches cmd/evm/internal/t8ntool).
 */
function featureGrowth(context: CommitContext): string {
  const grows = (f: { additions: number | null; deletions: number | null }): boolean =>
    (f.additions ?? 0) > (f.deletions ?? 0);
  if (context.files.some((f) => SURFACE_FILE.test(f.path) && grows(f))) return 'public-surface';
  if (context.codeFiles.some((f) => COMMAND_DIR.test(f.path))) return 'command-sources';
  if (addsSourceFile(context)) return 'new-source';
  return 'no-new-source';
}

/** The context a match of `signal` is calibrated in, given every signal the rules matched. */
export function matchContext(
  signal: SignalId,
  context: CommitContext,
  matched: ReadonlySet<SignalId>,
): string {
  if (signal === 'new_feature') {
    const specific = [...matched].some((s) => MORE_SPECIFIC.has(s));
    return `${featureGrowth(context)}-${specific ? 'beside-specific' : 'alone'}`;
  }
  // A dependency moved in a focused commit, or one file among many of a squashed branch.
  if (signal === 'tech_stack_change') return context.files.length <= 10 ? 'focused' : 'broad';
  return typeClass(context);
}
