// Quarterly analyses: the stored ones, a fingerprint of what one reads (equal fingerprints: the
// stored analysis still holds) and the category peers it compares with.
import type { SignalId } from '@gitsignals/domain';
import { and, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../client';
import {
  commits,
  feedItems,
  projects,
  quarterlyAnalyses,
  repositories,
  tags,
  technologyProfiles,
} from '../schema/index';
import { dayRange } from './days';
import { stackTechnologiesOf, type StackTechnology } from './technology-profiles';

/** What the analysis stores beside the spec's metrics, in the metrics column. */
export interface StoredQuarterlyExtras {
  weekly_activity: { weekStart: string; commits: number; contributors: number }[];
  peers: string[];
  /** The peers whose stacks are like the project's (ADR 040). */
  comparable_peers: string[];
  /** Replayed demo history: the recorded days of the quarter's first and last commit. */
  replay: { recorded_start: string; recorded_end: string } | null;
  /** findQuarterFingerprint at the time of the analysis, plus whether the quarter was open. */
  fingerprint: string;
}

export async function findQuarterlyAnalysis(db: Database, projectId: number, quarter: string) {
  const rows = await db
    .select()
    .from(quarterlyAnalyses)
    .where(and(eq(quarterlyAnalyses.projectId, projectId), eq(quarterlyAnalyses.quarter, quarter)));
  return rows[0] ?? null;
}

export type StoredQuarterlyAnalysis = NonNullable<
  Awaited<ReturnType<typeof findQuarterlyAnalysis>>
>;

export interface QuarterlyAnalysisRow {
  projectId: number;
  quarter: string;
  periodStart: string;
  periodEnd: string;
  totalCommits: number;
  analysisResult: Record<string, unknown>;
  metrics: Record<string, unknown>;
}

/** Inserts or replaces the quarter's analysis; created_at stays, updated_at moves. */
export async function saveQuarterlyAnalysis(
  db: Database,
  row: QuarterlyAnalysisRow,
): Promise<StoredQuarterlyAnalysis> {
  const [saved] = await db
    .insert(quarterlyAnalyses)
    .values(row)
    .onConflictDoUpdate({
      target: [quarterlyAnalyses.projectId, quarterlyAnalyses.quarter],
      set: {
        periodStart: row.periodStart,
        periodEnd: row.periodEnd,
        totalCommits: row.totalCommits,
        analysisResult: row.analysisResult,
        metrics: row.metrics,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  if (!saved) throw new Error('quarterly analysis was not saved');
  return saved;
}

/**
 * A digest of everything a quarter's analysis reads: the project's commits, release tags and
 * daily items in the quarter, and the category's daily items and technology profiles. Equal
 * digests mean a stored analysis still says what a new one would.
 */
export async function findQuarterFingerprint(
  db: Database,
  project: { id: number; category: string },
  startDay: string,
  endDay: string,
): Promise<string> {
  const [from, to] = dayRange(startDay, endDay).map((d) => d.toISOString());
  // Both drivers answer raw statements with { rows }.
  const result = (await db.execute(sql`
    select concat_ws('|',
      (select count(*) || ':' || coalesce(max(c.id), 0)
         from ${commits} c join ${repositories} r on r.id = c.repository_id
        where r.project_id = ${project.id} and c.committed_at >= ${from}::timestamptz and c.committed_at < ${to}::timestamptz),
      (select count(*) || ':' || coalesce(max(t.id), 0)
         from ${tags} t join ${repositories} r on r.id = t.repository_id
        where r.project_id = ${project.id} and t.is_release
          and t.tagged_at >= ${from}::timestamptz and t.tagged_at < ${to}::timestamptz),
      (select count(*) || ':' || coalesce(max(f.updated_at)::text, '')
         from ${feedItems} f join ${projects} p on p.id = f.project_id
        where p.category = ${project.category}
          and f.analysis_date >= ${startDay}::date and f.analysis_date <= ${endDay}::date),
      (select count(*) || ':' || coalesce(max(tp.updated_at)::text, '')
         from ${technologyProfiles} tp join ${projects} p on p.id = tp.project_id
        where p.category = ${project.category})
    ) as digest`)) as unknown as { rows: { digest: string }[] };
  return result.rows[0]?.digest ?? '';
}

export interface QuarterPeerRow {
  name: string;
  stack: Record<string, string[]> | null;
  /** The stack's technologies with their arrivals (ADR 040); empty without a profile. */
  technologies: StackTechnology[];
  /** Daily items of the quarter carrying each signal. */
  signalDays: Partial<Record<SignalId, number>>;
  activeDays: number;
}

/**
 * The other projects of the category that had daily items in the quarter or have a technology
 * profile: what the competitive comparison measures the project against.
 */
export async function listQuarterPeers(
  db: Database,
  project: { id: number; category: string },
  startDay: string,
  endDay: string,
): Promise<QuarterPeerRow[]> {
  const inQuarter = and(
    eq(projects.category, project.category),
    ne(projects.id, project.id),
    eq(feedItems.daysAnalyzed, 1),
    gte(feedItems.analysisDate, startDay),
    lte(feedItems.analysisDate, endDay),
  );
  const active = await db
    .select({ id: projects.id, name: projects.name, days: sql<number>`count(*)::int` })
    .from(feedItems)
    .innerJoin(projects, eq(projects.id, feedItems.projectId))
    .where(inQuarter)
    .groupBy(projects.id, projects.name);
  const signal = sql<SignalId>`unnest(${feedItems.signals})`;
  const perSignal = await db
    .select({ id: projects.id, signal, days: sql<number>`count(*)::int` })
    .from(feedItems)
    .innerJoin(projects, eq(projects.id, feedItems.projectId))
    .where(inQuarter)
    .groupBy(projects.id, signal);
  const profiled = await db
    .select({
      id: projects.id,
      name: projects.name,
      categories: technologyProfiles.categories,
      evidence: technologyProfiles.evidence,
    })
    .from(technologyProfiles)
    .innerJoin(projects, eq(projects.id, technologyProfiles.projectId))
    .where(and(eq(projects.category, project.category), ne(projects.id, project.id)));

  const peers = new Map<number, QuarterPeerRow>();
  const peerOf = (id: number, name: string): QuarterPeerRow => {
    const found = peers.get(id);
    if (found) return found;
    const fresh: QuarterPeerRow = {
      name,
      stack: null,
      technologies: [],
      signalDays: {},
      activeDays: 0,
    };
    peers.set(id, fresh);
    return fresh;
  };
  for (const row of active) peerOf(row.id, row.name).activeDays = row.days;
  for (const row of profiled) {
    const peer = peerOf(row.id, row.name);
    peer.stack = row.categories;
    peer.technologies = stackTechnologiesOf(row.evidence);
  }
  for (const row of perSignal) {
    const peer = peers.get(row.id);
    if (peer) peer.signalDays[row.signal] = row.days;
  }
  return [...peers.values()].sort((a, b) => a.name.localeCompare(b.name));
}
