// The project analysis (spec "Project analysis" and section 3 "Daily analysis result"): what a
// project did over the last 7 or 14 complete days, computed once per (project, days, last day) and
// reused until a repository of the project is collected again.
import { analysisWindow } from '@gitsignals/analysis';
import type { AnalyzeRequest } from '@gitsignals/contracts';
import {
  listFeedItemsOfProject,
  findProjectByOwner,
  listMeaningfulCommits,
  listRepositoriesOfProject,
  findProjectAnalysis,
  type Database,
  type FeedItemRow,
} from '@gitsignals/db';
import { utcDay } from '@gitsignals/domain';
import { notFound } from '../errors';
import {
  analyseAndStoreWindow,
  PROJECT_ANALYSIS_WRITER,
  type AnalysedProject,
  type AnalysisWindow,
  type StoredProjectAnalysis,
  type WindowCommit,
} from './analyse-window';

/** The window's feed items shown under Detailed Analysis: one per day at most. */
const MAX_WINDOW_ITEMS = 14;

export interface GetProjectAnalysisDeps {
  db: Database;
  now: () => Date;
  /**
   * Throws when the caller may not analyse the project (free accounts analyse the free projects
   * only, ADR 014): asked once the project is known, before anything is read or written.
   */
  checkAccess: (project: AnalysedProject) => Promise<void>;
}

export interface ProjectAnalysis {
  project: AnalysedProject;
  window: AnalysisWindow;
  stored: { commitsCount: number; result: StoredProjectAnalysis; createdAt: Date };
  commits: WindowCommit[];
  items: FeedItemRow[];
}

/**
 * The stored analysis is reused unless a repository was collected after it was written (late
 * commits of the window may have arrived), so repeated clicks on Analyze cost one read.
 */
async function freshStored(db: Database, project: AnalysedProject, window: AnalysisWindow) {
  const stored = await findProjectAnalysis(db, project.id, window.days, window.toDay);
  if (!stored || stored.writer !== PROJECT_ANALYSIS_WRITER) return null;
  const repositories = await listRepositoriesOfProject(db, project.id);
  const collectedAfter = repositories.some(
    (r) => r.lastCollectedAt !== null && r.lastCollectedAt > stored.createdAt,
  );
  return collectedAfter ? null : { ...stored, result: stored.result as StoredProjectAnalysis };
}

export async function getProjectAnalysis(
  deps: GetProjectAnalysisDeps,
  input: AnalyzeRequest,
): Promise<ProjectAnalysis> {
  const { db } = deps;
  const project = await findProjectByOwner(db, input.owner);
  if (!project) throw notFound(`No project named '${input.owner}'`);
  await deps.checkAccess(project);

  const window = { days: input.days, ...analysisWindow(utcDay(deps.now()), input.days) };
  const commits = await listMeaningfulCommits(db, project.id, window.fromDay, window.toDay);
  const stored =
    (await freshStored(db, project, window)) ??
    (await analyseAndStoreWindow(db, project, window, commits));
  const items = await listFeedItemsOfProject(db, project.id, {
    fromDay: window.fromDay,
    toDay: window.toDay,
    limit: MAX_WINDOW_ITEMS,
  });
  return { project, window, stored, commits, items };
}
