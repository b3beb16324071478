// Counts over a project's commits: per ISO week, per signal, per noise reason, per author, per
// quarter.
import { shiftDay, utcMidnight, type SignalId } from '@gitsignals/domain';
import { and, eq, gte, isNotNull, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { commits, repositories } from '../schema/index';
import { inDays, meaningfulInDays } from './days';

export interface WeeklyActivityRow {
  /** YYYY-MM-DD, the Monday (UTC) that starts the ISO week. */
  weekStart: string;
  /** Meaningful commits (noise_reason is null) committed that week. */
  commits: number;
  /** Distinct authors of those commits (GitHub login, else the git author name). */
  contributors: number;
}

/** The Monday of the ISO week holding this day (YYYY-MM-DD, UTC). */
export function isoWeekStart(day: string): string {
  const weekday = (utcMidnight(day).getUTCDay() + 6) % 7;
  return shiftDay(day, -weekday);
}

/**
 * Meaningful commits and distinct authors per ISO week of the project's repositories, for every
 * week from the one holding fromDay to the one holding toDay (both YYYY-MM-DD, inclusive), weeks
 * without commits included as zeros so a chart shows the gaps.
 */
export async function listWeeklyActivity(
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
    .where(meaningfulInDays(projectId, fromDay, toDay))
    .groupBy(week);

  const byWeek = new Map(rows.map((row) => [row.weekStart, row]));
  const series: WeeklyActivityRow[] = [];
  for (let weekStart = firstWeek; weekStart <= lastWeek; weekStart = shiftDay(weekStart, 7)) {
    const row = byWeek.get(weekStart);
    series.push({
      weekStart,
      commits: Number(row?.commits ?? 0),
      contributors: Number(row?.contributors ?? 0),
    });
  }
  return series;
}

/** How many meaningful commits the project has between two days (inclusive, UTC). */
export async function countMeaningfulCommits(
  db: Database,
  projectId: number,
  fromDay: string,
  toDay: string,
): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(commits)
    .innerJoin(repositories, eq(repositories.id, commits.repositoryId))
    .where(meaningfulInDays(projectId, fromDay, toDay));
  return Number(rows[0]?.n ?? 0);
}

export interface NoiseCount {
  reason: string;
  commits: number;
}

/** Filtered commits between two days (inclusive, UTC) by noise reason, largest first. */
export async function countNoiseByReason(
  db: Database,
  projectId: number,
  fromDay: string,
  toDay: string,
): Promise<NoiseCount[]> {
  const rows = await db
    .select({ reason: commits.noiseReason, commits: sql<number>`count(*)::int` })
    .from(commits)
    .innerJoin(repositories, eq(repositories.id, commits.repositoryId))
    .where(
      and(
        eq(repositories.projectId, projectId),
        isNotNull(commits.noiseReason),
        inDays(fromDay, toDay),
      ),
    )
    .groupBy(commits.noiseReason);
  return rows
    .map((row) => ({ reason: row.reason ?? '', commits: Number(row.commits) }))
    .sort((a, b) => b.commits - a.commits || a.reason.localeCompare(b.reason));
}

/** Meaningful commits per signal between two days (inclusive, UTC), largest first. */
export async function countSignalsBetween(
  db: Database,
  projectId: number,
  fromDay: string,
  toDay: string,
): Promise<{ signal: SignalId; commits: number }[]> {
  const signal = sql<SignalId>`unnest(${commits.signals})`;
  const rows = await db
    .select({ signal, commits: sql<number>`count(*)::int` })
    .from(commits)
    .innerJoin(repositories, eq(repositories.id, commits.repositoryId))
    .where(meaningfulInDays(projectId, fromDay, toDay))
    .groupBy(signal);
  return rows
    .map((row) => ({ signal: row.signal, commits: Number(row.commits) }))
    .sort((a, b) => b.commits - a.commits || a.signal.localeCompare(b.signal));
}

/** Quarters ('YYYY-Qn', UTC) in which the project has commits, newest first, with counts. */
export async function listQuartersWithCommits(db: Database, projectId: number) {
  const quarter = sql<string>`to_char(${commits.committedAt} at time zone 'UTC', 'YYYY-"Q"Q')`;
  return db
    .select({ quarter, commits: sql<number>`count(*)::int` })
    .from(commits)
    .innerJoin(repositories, eq(repositories.id, commits.repositoryId))
    .where(eq(repositories.projectId, projectId))
    .groupBy(quarter)
    .orderBy(sql`1 desc`);
}

/** Noise that is not a person's work: bots, automation, merges and a fork's inherited history. */
const NOT_A_CONTRIBUTION = ['bot', 'automation', 'merge', 'fork_inherited'];

export interface AuthorCommitCount {
  authorName: string;
  authorLogin: string | null;
  /** Whether the commits come from a github.com repository (a login is then a GitHub login). */
  onGithub: boolean;
  commits: number;
}

/** Commits per author (name and login as stored) of a project since an instant; people only. */
export async function countCommitsByAuthor(
  db: Database,
  projectId: number,
  since: Date,
): Promise<AuthorCommitCount[]> {
  const onGithub = sql<boolean>`${repositories.url} ilike 'https://github.com/%'`;
  return db
    .select({
      authorName: commits.authorName,
      authorLogin: commits.authorLogin,
      onGithub,
      commits: sql<number>`count(*)::int`,
    })
    .from(commits)
    .innerJoin(repositories, eq(repositories.id, commits.repositoryId))
    .where(
      and(
        eq(repositories.projectId, projectId),
        gte(commits.committedAt, since),
        eq(commits.isMerge, false),
        or(
          sql`${commits.noiseReason} is null`,
          notInArray(commits.noiseReason, NOT_A_CONTRIBUTION),
        ),
      ),
    )
    .groupBy(commits.authorName, commits.authorLogin, onGithub);
}
