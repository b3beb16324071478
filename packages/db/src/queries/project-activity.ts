// What one project did: weekly activity for charts, lookups by name, slug or GitHub org, its
// latest feed items and the commits the classifier filtered out as noise.
import { and, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { commits, repositories } from '../schema/index';

export interface WeeklyActivityRow {
  /** YYYY-MM-DD, the Monday (UTC) that starts the ISO week. */
  weekStart: string;
  /** Meaningful commits (noise_reason is null) committed that week. */
  commits: number;
  /** Distinct authors of those commits (GitHub login, else the git author name). */
  contributors: number;
}

const DAY_MS = 86_400_000;

function dayToUtc(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

function utcToDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The Monday of the ISO week holding this day (YYYY-MM-DD, UTC). */
export function isoWeekStart(day: string): string {
  const ms = dayToUtc(day);
  const weekday = (new Date(ms).getUTCDay() + 6) % 7;
  return utcToDay(ms - weekday * DAY_MS);
}

/**
 * Meaningful commits and distinct authors per ISO week of the project's repositories, for every
 * week from the one holding fromDay to the one holding toDay (both YYYY-MM-DD, inclusive), weeks
 * without commits included as zeros so a chart shows the gaps.
 */
export async function weeklyActivity(
  db: Database,
  projectId: number,
  fromDay: string,
  toDay: string,
): Promise<WeeklyActivityRow[]> {
  const firstWeek = isoWeekStart(fromDay);
  const lastWeek = isoWeekStart(toDay);
  const week = sql<string>`to_char(date_trunc('week', ${commits.committedAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      weekStart: week,
      commits: sql<number>`count(*)::int`,
      contributors: sql<number>`count(distinct lower(coalesce(${commits.authorLogin}, ${commits.authorName})))::int`,
    })
    .from(commits)
    .innerJoin(repositories, eq(repositories.id, commits.repositoryId))
    .where(
      and(
        eq(repositories.projectId, projectId),
        isNull(commits.noiseReason),
        gte(commits.committedAt, new Date(dayToUtc(fromDay))),
        lt(commits.committedAt, new Date(dayToUtc(toDay) + DAY_MS)),
      ),
    )
    .groupBy(week);

  const byWeek = new Map(rows.map((row) => [row.weekStart, row]));
  const series: WeeklyActivityRow[] = [];
  for (let ms = dayToUtc(firstWeek); ms <= dayToUtc(lastWeek); ms += 7 * DAY_MS) {
    const weekStart = utcToDay(ms);
    const row = byWeek.get(weekStart);
    series.push({
      weekStart,
      commits: Number(row?.commits ?? 0),
      contributors: Number(row?.contributors ?? 0),
    });
  }
  return series;
}
