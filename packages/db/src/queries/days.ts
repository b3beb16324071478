// Days (YYYY-MM-DD, UTC) as instants, and the conditions on a project's commits in a range of
// days, shared by the reads of commits, counts and tags. Not part of the package's API.
import { and, eq, gte, isNull, lt } from 'drizzle-orm';
import { commits, repositories } from '../schema/index';

export const DAY_MS = 86_400_000;

export function dayToUtc(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

export function utcToDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** [first day 00:00 UTC, the day after the last day 00:00 UTC): a range of days as instants. */
export function dayRange(startDay: string, endDay: string): [Date, Date] {
  return [new Date(dayToUtc(startDay)), new Date(dayToUtc(endDay) + DAY_MS)];
}

export function inDays(fromDay: string, toDay: string) {
  return and(
    gte(commits.committedAt, new Date(dayToUtc(fromDay))),
    lt(commits.committedAt, new Date(dayToUtc(toDay) + DAY_MS)),
  );
}

/** The project's meaningful (not noise) commits between two days, inclusive, UTC. */
export function meaningfulInDays(projectId: number, fromDay: string, toDay: string) {
  return and(
    eq(repositories.projectId, projectId),
    isNull(commits.noiseReason),
    inDays(fromDay, toDay),
  );
}
