// A project's window through the engine: its meaningful commits, noise and releases as engine
// input, and the answer stored per (project, days, last day) with the writer that wrote it.
import { analyseProjectWindow } from '@gitsignals/analysis';
import { NO_COMMITS_MESSAGE, type AnalyzeResponse } from '@gitsignals/contracts';
import {
  countNoiseByReason,
  listReleaseNamesBetween,
  saveProjectAnalysis,
  type Database,
  type listMeaningfulCommits,
  type ProjectRecord,
} from '@gitsignals/db';

/** Only the local writer writes project analyses so far; a stored answer names its writer. */
export const PROJECT_ANALYSIS_WRITER = 'local';

/** What is stored per analysis: the answer's analysis part, in the API's shape. */
export type StoredProjectAnalysis = Pick<
  AnalyzeResponse,
  'analysis' | 'raw_analysis' | 'message' | 'noise'
>;

export type AnalysedProject = NonNullable<ProjectRecord>;
export type WindowCommit = Awaited<ReturnType<typeof listMeaningfulCommits>>[number];

export interface AnalysisWindow {
  days: number;
  fromDay: string;
  toDay: string;
}

const emptyAnalysis = { summary: '', key_highlights: [], business_impact: '', raw_response: '' };

/** Runs the engine over the window and stores its answer; answers what was stored and when. */
export async function analyseAndStoreWindow(
  db: Database,
  project: AnalysedProject,
  window: AnalysisWindow,
  commits: WindowCommit[],
): Promise<{ commitsCount: number; result: StoredProjectAnalysis; createdAt: Date }> {
  const { days, fromDay, toDay } = window;
  const noise = Object.fromEntries(
    (await countNoiseByReason(db, project.id, fromDay, toDay)).map((n) => [n.reason, n.commits]),
  );
  const analysis = analyseProjectWindow({
    project: {
      slug: project.slug,
      name: project.name,
      category: project.category,
      networks: project.networks,
    },
    days,
    fromDay,
    toDay,
    commits: commits.map((c) => ({
      sha: c.sha,
      repository: c.repository,
      authorName: c.authorName,
      committedAt: c.committedAt.toISOString(),
      message: c.message,
      signals: c.signals,
      filesChanged: c.filesChanged,
      additions: c.additions,
      deletions: c.deletions,
    })),
    noise,
    releases: await listReleaseNamesBetween(db, project.id, fromDay, toDay),
  });
  const result: StoredProjectAnalysis = analysis
    ? { analysis, raw_analysis: analysis.raw_response, message: '', noise }
    : { analysis: emptyAnalysis, raw_analysis: '', message: NO_COMMITS_MESSAGE, noise };
  const createdAt = await saveProjectAnalysis(db, {
    projectId: project.id,
    days,
    asOf: toDay,
    commitsCount: commits.length,
    result,
    writer: PROJECT_ANALYSIS_WRITER,
  });
  return { commitsCount: commits.length, result, createdAt };
}
