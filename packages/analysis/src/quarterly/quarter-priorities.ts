// The top three priorities: the signals that took the largest share of the quarter's meaningful
// commits, each with its share, where it happened and the commits that show it. Signals that say
// when work shipped or who did it (releases, team size) are not where the work went: the registry
// keeps them out (`quarterly.topPriority`).
import { SIGNAL_REGISTRY, SIGNAL_TITLES } from '@gitsignals/domain';
import { commitsWith, percent, quoteCommit, repositoryShares } from './quarter-commits';
import type { QuarterCommit } from './quarter-input';
import type { QuarterlyMetrics, TopPriority } from './quarter-output';

const QUOTED = 2;

export function topThreePriorities(
  commits: readonly QuarterCommit[],
  metrics: QuarterlyMetrics,
): TopPriority[] {
  return metrics.signal_counts
    .filter((s) => SIGNAL_REGISTRY[s.signal].quarterly.topPriority)
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
        business_impact: `This work ${SIGNAL_REGISTRY[signal].impact.business}.`,
      };
    });
}
