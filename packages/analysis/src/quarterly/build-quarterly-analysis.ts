// The quarterly analysis of one project: figures, weekly activity, milestones, priorities,
// prose and competitive intelligence from the quarter's commits, releases, daily items and
// peers. Null when the quarter has no commit (the caller answers "does not exist yet").
import { comparablePeers } from './comparable-peers';
import { competitiveIntelligence } from './competitive-intelligence';
import type { QuarterCommit, QuarterlyInput } from './quarter-input';
import { quarterMetrics, weeklyActivity } from './quarter-metrics';
import { keyMilestones } from './quarter-milestones';
import type { QuarterlyAnalysisDraft, QuarterReplay } from './quarter-output';
import { parseQuarter } from './quarter-period';
import { topThreePriorities } from './quarter-priorities';
import { judgedOn } from './tech-adoptions';
import {
  detailedAnalysisOf,
  keyThemes,
  majorFeatures,
  summaryOf,
  technicalHighlights,
  web3Technologies,
} from './quarter-text';

/** Oldest first, then sha: the result never depends on the order rows arrived in. */
const stableOrder = (a: QuarterCommit, b: QuarterCommit): number =>
  a.committedAt.localeCompare(b.committedAt) ||
  a.repository.localeCompare(b.repository) ||
  (a.sha < b.sha ? -1 : a.sha > b.sha ? 1 : 0);

/** Replayed history: the days git recorded for the quarter's first and last commit. */
function replayOf(commits: readonly QuarterCommit[]): QuarterReplay | null {
  const recorded = commits.flatMap((c) =>
    c.recordedAt === null ? [] : [c.recordedAt.slice(0, 10)],
  );
  if (recorded.length === 0) return null;
  recorded.sort();
  return { recorded_start: recorded[0]!, recorded_end: recorded[recorded.length - 1]! };
}

export function buildQuarterlyAnalysis(raw: QuarterlyInput): QuarterlyAnalysisDraft | null {
  const period = parseQuarter(raw.quarter);
  if (period === null) throw new Error(`not a quarter: ${raw.quarter}`);
  const inQuarter = (iso: string): boolean => {
    const day = iso.slice(0, 10);
    return day >= period.start && day <= period.end;
  };
  const input: QuarterlyInput = {
    ...raw,
    commits: raw.commits.filter((c) => inQuarter(c.committedAt)).sort(stableOrder),
    releases: raw.releases
      .filter((r) => inQuarter(r.taggedAt))
      .sort((a, b) => a.taggedAt.localeCompare(b.taggedAt) || a.name.localeCompare(b.name)),
    feedItems: raw.feedItems
      .filter((i) => inQuarter(i.analysisDate))
      .sort(
        (a, b) => a.analysisDate.localeCompare(b.analysisDate) || a.title.localeCompare(b.title),
      ),
    peers: [...raw.peers]
      .filter((p) => p.name !== raw.project.name)
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
  if (input.commits.length === 0) return null;

  const isOpen = raw.today <= period.end;
  const metrics = quarterMetrics(input.commits);
  const weeks = weeklyActivity(period, input.commits);
  const noise: Record<string, number> = {};
  for (const c of input.commits) if (c.noise !== null) noise[c.noise] = (noise[c.noise] ?? 0) + 1;
  const text = { input, period, isOpen, metrics, weeks, noise };
  const comparable = comparablePeers(input.stack, input.peers);

  return {
    quarter: period.key,
    period_start: period.start,
    period_end: period.end,
    is_open: isOpen,
    total_commits: metrics.total_commits,
    analysis_result: {
      summary: summaryOf(text),
      key_themes: keyThemes(metrics),
      detailed_analysis: detailedAnalysisOf(text),
      web3_technologies_adopted: web3Technologies(input.feedItems, input.project.name),
      major_features: majorFeatures(input.commits),
      technical_highlights: technicalHighlights(input.commits, input.releases),
      key_milestones_timeline: keyMilestones(input.releases, input.commits),
      top_three_priorities: topThreePriorities(input.commits, metrics),
      productivity_metrics: {
        total_files_changed: metrics.total_files_changed,
        total_lines_changed: metrics.total_lines_changed,
        active_repositories: metrics.unique_repositories.count,
      },
      competitive_intelligence: competitiveIntelligence(
        input,
        comparable,
        judgedOn(raw.today, period.end),
      ),
    },
    metrics,
    weekly_activity: weeks,
    peers: input.peers.map((p) => p.name),
    comparable_peers: comparable.map((c) => c.peer.name),
    replay: replayOf(input.commits),
  };
}
