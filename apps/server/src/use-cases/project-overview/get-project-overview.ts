// A project's home (/project/{name}): its repositories, a year of weekly activity, the latest items,
// its stack and the noise ledger, over periods that end at the project's newest day of data.
import {
  countFeedItemsOfProject,
  listFeedItemsOfProject,
  findProjectByOwner,
  isoWeekStart,
  countMeaningfulCommits,
  findNewestCommitDay,
  countNoiseByReason,
  listRepositoriesOfProject,
  countSignalsBetween,
  countSkippedByReason,
  findTechnologyProfileSummary,
  listWeeklyActivity,
  type Database,
} from '@gitsignals/db';
import { shiftDay, utcDay } from '@gitsignals/domain';
import { notFound } from '../errors';

export const OVERVIEW_WEEKS = 52;
export const LEDGER_DAYS = 90;
const LATEST_ITEMS = 6;

export interface ProjectOverviewDeps {
  db: Database;
  now: () => Date;
}

export type ProjectOverviewData = Awaited<ReturnType<typeof getProjectOverview>>;

export async function getProjectOverview(deps: ProjectOverviewDeps, input: { name: string }) {
  const { db } = deps;
  const project = await findProjectByOwner(db, input.name);
  if (!project) throw notFound(`No project named '${input.name}'`);

  // The periods end at the newest day of data, so a project whose collection paused still
  // shows its last year rather than an empty chart; today when nothing was collected.
  const today = utcDay(deps.now());
  const newest = await findNewestCommitDay(db, project.id);
  const end = newest !== null && newest < today ? newest : today;
  const ledgerStart = shiftDay(end, -(LEDGER_DAYS - 1));
  const weeksStart = isoWeekStart(shiftDay(end, -(OVERVIEW_WEEKS - 1) * 7));

  const [repositories, weeks, items, itemCount, profile, noise, signals, meaningful, skipped] =
    await Promise.all([
      listRepositoriesOfProject(db, project.id),
      listWeeklyActivity(db, project.id, weeksStart, end),
      listFeedItemsOfProject(db, project.id, { limit: LATEST_ITEMS }),
      countFeedItemsOfProject(db, project.id),
      findTechnologyProfileSummary(db, project.id),
      countNoiseByReason(db, project.id, ledgerStart, end),
      countSignalsBetween(db, project.id, ledgerStart, end),
      countMeaningfulCommits(db, project.id, ledgerStart, end),
      countSkippedByReason(db, project.id),
    ]);
  return {
    project,
    end,
    repositories,
    weeks,
    items,
    itemCount,
    profile,
    ledger: { noise, meaningful, skipped },
    signals,
  };
}
