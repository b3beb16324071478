// Quarterly analyses and a project's quarters (use-cases/quarterly-analysis) in the API's shapes.
import type {
  QuarterlyAnalysis,
  QuarterlyAnalysisResult,
  QuartersResponse,
} from '@gitsignals/contracts';
import type {
  QuarterlyProject,
  StoredMetrics,
} from '../../use-cases/quarterly-analysis/analyse-quarter';
import type { QuarterlyAnalysisOfProject } from '../../use-cases/quarterly-analysis/get-quarterly-analysis';
import type { ProjectQuarters } from '../../use-cases/quarterly-analysis/list-project-quarters';
import { toIso } from './feed-item';

const projectOf = (p: QuarterlyProject) => ({ slug: p.slug, name: p.name, category: p.category });

export function presentQuarterlyAnalysis({
  project,
  stored,
  today,
}: QuarterlyAnalysisOfProject): QuarterlyAnalysis {
  const {
    weekly_activity,
    peers,
    comparable_peers,
    replay,
    fingerprint: _fingerprint,
    ...metrics
  } = stored.metrics as unknown as StoredMetrics;
  return {
    id: stored.id,
    owner: project.name,
    project: projectOf(project),
    quarter: stored.quarter,
    period_start: stored.periodStart,
    period_end: stored.periodEnd,
    is_open: today <= stored.periodEnd,
    image_url: project.iconUrl,
    created_at: toIso(stored.createdAt)!,
    updated_at: toIso(stored.updatedAt)!,
    total_commits: stored.totalCommits,
    analysis_result: stored.analysisResult as unknown as QuarterlyAnalysisResult,
    metrics,
    weekly_activity,
    peers,
    comparable_peers,
    replay,
  };
}

export function presentProjectQuarters({
  project,
  quarters,
  defaultQuarter,
}: ProjectQuarters): QuartersResponse {
  return {
    owner: project.name,
    project: projectOf(project),
    image_url: project.iconUrl,
    quarters: quarters.map(({ period, commits }) => ({
      quarter: period.key,
      year: period.year,
      label: period.label,
      period_start: period.start,
      period_end: period.end,
      total_commits: commits,
    })),
    default_quarter: defaultQuarter,
  };
}
