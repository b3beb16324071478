// Days (YYYY-MM-DD, UTC) as instants, and the conditions on a project's commits in a range of
// days, shared by the reads of commits, counts and tags. Not part of the package's API.
import { addDays, utcMidnight } from '@gitsignals/domain';
import { and, eq, gte, isNull, lt } from 'drizzle-orm';
import { commits, repositories } from '../schema/index';

/** [first day 00:00 UTC, the day after the last day 00:00 UTC): a range of days as instants. */
export function dayRange(startDay: string, endDay: string): [Date, Date] {
  return [utcMidnight(startDay), addDays(utcMidnight(endDay), 1)];
}

export function inDays(fromDay: string, toDay: string) {
  const [from, until] = dayRange(fromDay, toDay);
  return and(gte(commits.committedAt, from), lt(commits.committedAt, until));
}

/** The project's meaningful (not noise) commits between two days, inclusive, UTC. */
export function meaningfulInDays(projectId: number, fromDay: string, toDay: string) {
  return and(
    eq(repositories.projectId, projectId),
    isNull(commits.noiseReason),
    inDays(fromDay, toDay),
  );
}
