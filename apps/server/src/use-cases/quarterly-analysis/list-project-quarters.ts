// The quarters in which a project has commits, newest first, and the one to open by default
// (the last complete quarter when it has activity, else the newest with some).
import { defaultQuarter, parseQuarter, type QuarterPeriod } from '@gitsignals/analysis';
import { listQuartersWithCommits } from '@gitsignals/db';
import { utcDay } from '@gitsignals/domain';
import type { QuarterlyProject } from './analyse-quarter';
import { findQuarterlyProject, type QuarterlyDeps } from './get-quarterly-analysis';

export interface ProjectQuarters {
  project: QuarterlyProject;
  quarters: { period: QuarterPeriod; commits: number }[];
  defaultQuarter: string | null;
}

export async function listProjectQuarters(
  deps: QuarterlyDeps,
  input: { owner: string },
): Promise<ProjectQuarters> {
  const project = await findQuarterlyProject(deps.db, input.owner);
  const rows = await listQuartersWithCommits(deps.db, project.id);
  const quarters = rows.flatMap((row) => {
    const period = parseQuarter(row.quarter);
    return period === null ? [] : [{ period, commits: row.commits }];
  });
  return {
    project,
    quarters,
    defaultQuarter: defaultQuarter(
      quarters.map((q) => q.period.key),
      utcDay(deps.now()),
    ),
  };
}
