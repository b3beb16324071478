// What follows new commits: feed items (with the configured writer), then what derives from them
// (technology stacks, core contributors), for the projects that changed.
import type { Writer } from '@gitsignals/analysis';
import type { DatabaseHandle } from '@gitsignals/db';
import type { Progress } from '../../reporting/progress';
// eslint-disable-next-line import-x/no-restricted-paths -- an operator command is a CLI command (entry point); issue 12 moves it to cli/commands
import { analyseFeed } from '../../jobs/analyse-feed.job';
// eslint-disable-next-line import-x/no-restricted-paths -- an operator command is a CLI command (entry point); issue 12 moves it to cli/commands
import { computeContributors } from '../../jobs/compute-contributors.job';
// eslint-disable-next-line import-x/no-restricted-paths -- an operator command is a CLI command (entry point); issue 12 moves it to cli/commands
import { computeStacks } from '../../jobs/compute-stacks.job';

export async function analyseAndDerive(
  handle: DatabaseHandle,
  scope: { projectSlugs?: string[] | undefined; since?: string | undefined },
  progress: () => Progress,
  now: () => Date,
  writer?: Writer,
): Promise<{ items: number }> {
  const analysed = await analyseFeed(handle.db, scope, progress(), writer);
  const projects = { projectSlugs: scope.projectSlugs };
  await computeStacks(handle.db, projects, now(), progress());
  await computeContributors(handle.db, projects, now(), progress());
  return { items: analysed.items };
}
