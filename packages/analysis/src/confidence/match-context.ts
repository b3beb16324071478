// The circumstance a rule matched in, which the calibration tells apart below each evidence:
// a "feat:" subject that adds a source file beside nothing more specific is a new feature far
// more often than one whose commit also changes a parameter; a keyword under a "fix:" type
// means less than the same keyword in a "feat:" subject (ADR 037).
import type { SignalId } from '@gitsignals/domain';
import type { CommitContext } from '../commit-context';

const SOURCE_FILE = /\.(sol|vy|rs|go|ts|tsx|js|py|move|cairo|huff|proto)$/;

/**
 * Signals more specific than a new feature: when one of them matches too, readers name the
 * change by it ("add OKX approval address on Plasma" is a parameter update, not a feature).
 */
const MORE_SPECIFIC: ReadonlySet<SignalId> = new Set<SignalId>([
  'partnership_integration',
  'chain_expansion',
  'parameter_update',
  'tokenomics_change',
  'tech_stack_change',
  'security_fix',
  'audit',
  'upgrade_migration',
  'deprecation',
  'governance_change',
  'oracle_change',
  'bridge_integration',
  'performance',
  'breaking_change',
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

/** The context a match of `signal` is calibrated in, given every signal the rules matched. */
export function matchContext(
  signal: SignalId,
  context: CommitContext,
  matched: ReadonlySet<SignalId>,
): string {
  if (signal === 'new_feature') {
    const newSource = context.codeFiles.some((f) => f.status === 'A' && SOURCE_FILE.test(f.path));
    const specific = [...matched].some((s) => MORE_SPECIFIC.has(s));
    return `${newSource ? 'new-source' : 'no-new-source'}-${specific ? 'beside-specific' : 'alone'}`;
  }
  // A dependency moved in a focused commit, or one file among many of a squashed branch.
  if (signal === 'tech_stack_change') return context.files.length <= 10 ? 'focused' : 'broad';
  return typeClass(context);
}
