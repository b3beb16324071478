// The top three priorities: the signals that took the largest share of the quarter's meaningful
// commits, each with its share, where it happened and the commits that show it.
import { SIGNAL_TITLES, type SignalId } from '../signal-ids';
import { commitsWith, percent, quoteCommit, repositoryShares } from './quarter-commits';
import type { QuarterCommit } from './quarter-input';
import type { QuarterlyMetrics, TopPriority } from './quarter-output';
import { BUSINESS_IMPACT } from './signal-impact';

// Version bumps and team-size changes say when work shipped or who did it, not where it went.
const NOT_A_PRIORITY: ReadonlySet<SignalId> = new Set<SignalId>(['release', 'contributor_surge']);
const QUOTED = 2;

export function topThreePriorities(
  commits: readonly QuarterCommit[],
  metrics: QuarterlyMetrics,
): TopPriority[] {
  return metrics.signal_counts
    .filter((s) => !NOT_A_PRIORITY.has(s.signal))
    .slice(0, 3)
    .map(({ signal, commits: n }) => {
      const carrying = commitsWith(commits, signal);
      const examples = carrying.slice(0, QUOTED).map(quoteCommit);
      const share = percent(n, metrics.meaningful_commits);
      return {
        priority: SIGNAL_TITLES[signal],
        description:
          `${share} of the quarter's meaningful commits (${n} of ${metrics.meaningful_commits}), ` +
          `in ${repositoryShares(carrying)}. For example: ${examples.join('; ')}.`,
        business_impact: `This work ${BUSINESS_IMPACT[signal]}.`,
      };
    });
}
