// Quarterly analysis (spec "Quarterly analysis" and section 3): a project's calendar quarter
// computed from its real activity, stored per (project, quarter) and recomputed only when the data
// it reads, the engine (ENGINE_VERSION) or whether the quarter is still open has changed.
import { parseQuarter } from '@gitsignals/analysis';
import { quarterlyEmptyMessage } from '@gitsignals/contracts';
import {
  findProjectByOwner,
  findQuarterFingerprint,
  findQuarterlyAnalysis,
  type Database,
  type StoredQuarterlyAnalysis,
} from '@gitsignals/db';
import { utcDay } from '@gitsignals/domain';
import { notFound } from '../errors';
import { analyseQuarter, type QuarterlyProject } from './analyse-quarter';

/** Part of the fingerprint: raise it when the engine's output changes, so stored answers renew. */
export const ENGINE_VERSION = 'quarterly-4';

export interface QuarterlyDeps {
  db: Database;
  now: () => Date;
}

export interface QuarterlyAnalysisOfProject {
  project: QuarterlyProject;
  stored: StoredQuarterlyAnalysis;
  /** The day the answer was given for (UTC): whether the quarter is still open is read from it. */
  today: string;
}

export async function findQuarterlyProject(db: Database, owner: string): Promise<QuarterlyProject> {
  const project = await findProjectByOwner(db, owner);
  if (!project) throw notFound(`No project named '${owner}'`);
  return project;
}

/** The spec's empty-quarter answer: its message is shown on the screen as it is. */
const quarterMissing = (p: QuarterlyProject) =>
  notFound(quarterlyEmptyMessage(p.name), 'quarter_not_found');

export async function getQuarterlyAnalysis(
  deps: QuarterlyDeps,
  input: { owner: string; quarter: string },
): Promise<QuarterlyAnalysisOfProject> {
  const { db } = deps;
  const project = await findQuarterlyProject(db, input.owner);
  const period = parseQuarter(input.quarter);
  const today = utcDay(deps.now());
  if (period === null || period.start > today) throw quarterMissing(project);

  // Whether the quarter is open changes the text ("so far"), so it is part of the digest.
  const fingerprint = [
    ENGINE_VERSION,
    await findQuarterFingerprint(db, project, period.start, period.end),
    today <= period.end ? 'open' : 'closed',
  ].join('|');
  const stored = await findQuarterlyAnalysis(db, project.id, period.key);
  const fresh =
    stored !== null && (stored.metrics as { fingerprint?: unknown }).fingerprint === fingerprint
      ? stored
      : await analyseQuarter(db, project, period, today, fingerprint);
  if (fresh === null) throw quarterMissing(project);
  return { project, stored: fresh, today };
}
