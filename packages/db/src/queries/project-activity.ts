// What one project did: weekly activity for charts, lookups by name, slug or GitHub org, its
// latest feed items and the commits the classifier filtered out as noise.
import type { SignalId } from '@gitsignals/domain';
import { and, asc, desc, eq, gte, isNotNull, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../client';
import {
  commits,
  feedItems,
  projectAnalyses,
  projects,
  repositories,
  tags,
  technologyProfiles,
} from '../schema/index';
import { feedItemListColumns } from './feed-items';

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

const projectColumns = {
  id: projects.id,
  slug: projects.slug,
  name: projects.name,
  category: projects.category,
  networks: projects.networks,
  githubOrgs: projects.githubOrgs,
  iconUrl: projects.iconUrl,
  website: projects.website,
};
export type ProjectRecord = Awaited<ReturnType<typeof findProjectByOwner>>;

/**
 * The project an owner names: its display name, else its slug, else one of its GitHub
 * organisations, all case-insensitive. A name beats a slug beats an organisation when two
 * projects could answer.
 */
export async function findProjectByOwner(db: Database, owner: string) {
  const key = owner.trim().toLowerCase();
  const byName = sql`lower(${projects.name}) = ${key}`;
  const bySlug = sql`lower(${projects.slug}) = ${key}`;
  const byOrg = sql`exists (select 1 from unnest(${projects.githubOrgs}) as org where lower(org) = ${key})`;
  const rows = await db
    .select(projectColumns)
    .from(projects)
    .where(sql`${byName} or ${bySlug} or ${byOrg}`)
    .orderBy(sql`case when ${byName} then 0 when ${bySlug} then 1 else 2 end`, asc(projects.id))
    .limit(1);
  return rows[0] ?? null;
}

/** The UTC day of the project's newest stored commit (noise included), or null without commits. */
export async function findNewestCommitDay(db: Database, projectId: number): Promise<string | null> {
  const rows = await db
    .select({
      day: sql<
        string | null
      >`to_char(max(${commits.committedAt}) at time zone 'UTC', 'YYYY-MM-DD')`,
    })
    .from(commits)
    .innerJoin(repositories, eq(repositories.id, commits.repositoryId))
    .where(eq(repositories.projectId, projectId));
  return rows[0]?.day ?? null;
}

function inDays(fromDay: string, toDay: string) {
  return and(
    gte(commits.committedAt, new Date(dayToUtc(fromDay))),
    lt(commits.committedAt, new Date(dayToUtc(toDay) + DAY_MS)),
  );
}

/** The project's meaningful (not noise) commits between two days, inclusive, UTC. */
function meaningfulInDays(projectId: number, fromDay: string, toDay: string) {
  return and(
    eq(repositories.projectId, projectId),
    isNull(commits.noiseReason),
    inDays(fromDay, toDay),
  );
}

/** Meaningful commits of the project between two days (inclusive, UTC), newest first. */
export async function listMeaningfulCommits(
  db: Database,
  projectId: number,
  fromDay: string,
  toDay: string,
) {
  return db
    .select({
      sha: commits.sha,
      message: commits.message,
      authorName: commits.authorName,
      committedAt: commits.committedAt,
      recordedCommittedAt: commits.recordedCommittedAt,
      repository: repositories.fullName,
      repositoryUrl: repositories.url,
      isReplay: sql<boolean>`${repositories.replayOffsetDays} is not null`,
      signals: commits.signals,
      filesChanged: commits.filesChanged,
      additions: commits.additions,
      deletions: commits.deletions,
    })
    .from(commits)
    .innerJoin(repositories, eq(repositories.id, commits.repositoryId))
    .where(meaningfulInDays(projectId, fromDay, toDay))
    .orderBy(desc(commits.committedAt), asc(commits.sha));
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

/** Release tags of the project tagged between two days (inclusive, UTC), newest first. */
export async function listReleaseNamesBetween(
  db: Database,
  projectId: number,
  fromDay: string,
  toDay: string,
): Promise<string[]> {
  const rows = await db
    .select({ name: tags.name })
    .from(tags)
    .innerJoin(repositories, eq(repositories.id, tags.repositoryId))
    .where(
      and(
        eq(repositories.projectId, projectId),
        eq(tags.isRelease, true),
        gte(tags.taggedAt, new Date(dayToUtc(fromDay))),
        lt(tags.taggedAt, new Date(dayToUtc(toDay) + DAY_MS)),
      ),
    )
    .orderBy(desc(tags.taggedAt), asc(tags.name));
  return rows.map((row) => row.name);
}

/** The project's feed items, newest analysis date first, optionally within two days. */
export async function listFeedItemsOfProject(
  db: Database,
  projectId: number,
  options: { fromDay?: string; toDay?: string; limit: number },
) {
  const conditions = [eq(feedItems.projectId, projectId)];
  if (options.fromDay) conditions.push(gte(feedItems.analysisDate, options.fromDay));
  if (options.toDay) conditions.push(lte(feedItems.analysisDate, options.toDay));
  return db
    .select(feedItemListColumns)
    .from(feedItems)
    .innerJoin(projects, eq(projects.id, feedItems.projectId))
    .where(and(...conditions))
    .orderBy(desc(feedItems.analysisDate), desc(feedItems.priorityRank), asc(feedItems.id))
    .limit(options.limit);
}

export async function countFeedItemsOfProject(db: Database, projectId: number): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(feedItems)
    .where(eq(feedItems.projectId, projectId));
  return Number(rows[0]?.n ?? 0);
}

/** The project's repositories in registry order, with where they come from. */
export async function listRepositoriesOfProject(db: Database, projectId: number) {
  return db
    .select({
      fullName: repositories.fullName,
      url: repositories.url,
      isFork: repositories.isFork,
      isReplay: sql<boolean>`${repositories.replayOffsetDays} is not null`,
      lastCollectedAt: repositories.lastCollectedAt,
    })
    .from(repositories)
    .where(eq(repositories.projectId, projectId))
    .orderBy(asc(repositories.position), asc(repositories.fullName));
}

export async function findTechnologyProfileSummary(db: Database, projectId: number) {
  const rows = await db
    .select({
      categories: technologyProfiles.categories,
      technologyCount: technologyProfiles.technologyCount,
      updatedAt: technologyProfiles.updatedAt,
    })
    .from(technologyProfiles)
    .where(eq(technologyProfiles.projectId, projectId))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Projects whose technology profile names this project (case-insensitive) in any category, with
 * those categories: the 'Ecosystem Activity' of the analysis page.
 */
export async function listProjectsUsing(db: Database, project: { id: number; name: string }) {
  const key = project.name.trim().toLowerCase();
  const via = sql<string[]>`array(
    select c.key from jsonb_each(${technologyProfiles.categories}) as c
    where exists (select 1 from jsonb_array_elements_text(c.value) as t where lower(t) = ${key})
    order by c.key
  )`;
  const rows = await db
    .select({
      slug: projects.slug,
      name: projects.name,
      category: projects.category,
      iconUrl: projects.iconUrl,
      via,
    })
    .from(technologyProfiles)
    .innerJoin(projects, eq(projects.id, technologyProfiles.projectId))
    .where(and(ne(projects.id, project.id), sql`cardinality(${via}) > 0`))
    .orderBy(asc(projects.name));
  return rows;
}

/** A stored project analysis for (project, days, as_of), or null. */
export async function findProjectAnalysis(
  db: Database,
  projectId: number,
  days: number,
  asOf: string,
) {
  const rows = await db
    .select({
      commitsCount: projectAnalyses.commitsCount,
      result: projectAnalyses.result,
      writer: projectAnalyses.writer,
      createdAt: projectAnalyses.createdAt,
    })
    .from(projectAnalyses)
    .where(
      and(
        eq(projectAnalyses.projectId, projectId),
        eq(projectAnalyses.days, days),
        eq(projectAnalyses.asOf, asOf),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** Stores (or replaces) the analysis of (project, days, as_of); returns when it was written. */
export async function saveProjectAnalysis(
  db: Database,
  row: {
    projectId: number;
    days: number;
    asOf: string;
    commitsCount: number;
    result: Record<string, unknown>;
    writer: string;
  },
): Promise<Date> {
  const [saved] = await db
    .insert(projectAnalyses)
    .values(row)
    .onConflictDoUpdate({
      target: [projectAnalyses.projectId, projectAnalyses.days, projectAnalyses.asOf],
      set: {
        commitsCount: row.commitsCount,
        result: row.result,
        writer: row.writer,
        createdAt: sql`now()`,
      },
    })
    .returning({ createdAt: projectAnalyses.createdAt });
  return saved!.createdAt;
}
