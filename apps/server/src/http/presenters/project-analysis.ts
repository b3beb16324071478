// A project analysis (use-cases/project-analysis) in the API's shape (AnalyzeResponse).
import type { AnalyzeResponse } from '@gitsignals/contracts';
import type { ProjectAnalysis } from '../../use-cases/project-analysis/get-project-analysis';
import { presentCommit, presentPublicFeedItem, toIso } from './feed-item';

export function presentProjectAnalysis(a: ProjectAnalysis): AnalyzeResponse {
  const { project, window, stored } = a;
  return {
    owner: project.name,
    days: window.days,
    commits_count: stored.commitsCount,
    analysis: stored.result.analysis,
    raw_analysis: stored.result.raw_analysis,
    message: stored.result.message,
    project: {
      slug: project.slug,
      name: project.name,
      category: project.category,
      image_url: project.iconUrl,
    },
    period_start: window.fromDay,
    period_end: window.toDay,
    generated_at: toIso(stored.createdAt)!,
    noise: stored.result.noise,
    commits: a.commits.map(presentCommit),
    feed_items: a.items.map(presentPublicFeedItem),
  };
}
