// A project's quarter through the engine: its commits, releases, daily items, stack and
// same-category peers as engine input, and the draft stored per (project, quarter) with the
// fingerprint of the data it was built from.
import { buildQuarterlyAnalysis, type QuarterPeriod } from '@gitsignals/analysis';
import type { QuarterlyMetrics } from '@gitsignals/contracts';
import {
  listQuarterCommits,
  listQuarterFeedItems,
  listQuarterPeers,
  listQuarterReleases,
  saveQuarterlyAnalysis,
  findStackTechnologies,
  type Database,
  type ProjectRecord,
  type StoredQuarterlyAnalysis,
  type StoredQuarterlyExtras,
} from '@gitsignals/db';

export type QuarterlyProject = NonNullable<ProjectRecord>;

/** The stored metrics: the API's figures plus the weekly activity, peers and fingerprint. */
export type StoredMetrics = QuarterlyMetrics & StoredQuarterlyExtras;

/** The date git recorded, when replayed history shifted it (the page says so); else null. */
const replayedAt = (effective: Date, recorded: Date | null): string | null =>
  recorded === null || recorded.getTime() === effective.getTime() ? null : recorded.toISOString();

/** The engine's input for the quarter, read in parallel. */
async function quarterInput(
  db: Database,
  project: QuarterlyProject,
  period: QuarterPeriod,
  today: string,
) {
  const [commits, releases, items, stack, peers] = await Promise.all([
    listQuarterCommits(db, project.id, period.start, period.end),
    listQuarterReleases(db, project.id, period.start, period.end),
    listQuarterFeedItems(db, project.id, period.start, period.end),
    findStackTechnologies(db, project.id),
    listQuarterPeers(db, project, period.start, period.end),
  ]);
  return {
    project: {
      slug: project.slug,
      name: project.name,
      category: project.category,
      networks: project.networks,
    },
    quarter: period.key,
    today,
    commits: commits.map(({ recordedCommittedAt, ...c }) => ({
      ...c,
      committedAt: c.committedAt.toISOString(),
      recordedAt: replayedAt(c.committedAt, recordedCommittedAt),
      signals: c.signals,
    })),
    releases: releases.map(({ recordedTaggedAt, ...r }) => ({
      ...r,
      taggedAt: r.taggedAt.toISOString(),
      recordedAt: replayedAt(r.taggedAt, recordedTaggedAt),
    })),
    feedItems: items.map((i) => ({
      ...i,
      priority: i.priority,
      signals: i.signals,
    })),
    stack: stack?.categories ?? null,
    technologies: stack?.technologies ?? [],
    peers: peers.map((p) => ({
      ...p,
      signalDays: p.signalDays,
    })),
  };
}

/** Builds and stores the quarter's analysis; null when the quarter has no commit. */
export async function analyseQuarter(
  db: Database,
  project: QuarterlyProject,
  period: QuarterPeriod,
  today: string,
  fingerprint: string,
): Promise<StoredQuarterlyAnalysis | null> {
  const draft = buildQuarterlyAnalysis(await quarterInput(db, project, period, today));
  if (draft === null) return null;
  const metrics: StoredMetrics = {
    ...draft.metrics,
    weekly_activity: draft.weekly_activity,
    peers: draft.peers,
    comparable_peers: draft.comparable_peers,
    replay: draft.replay,
    fingerprint,
  };
  return saveQuarterlyAnalysis(db, {
    projectId: project.id,
    quarter: period.key,
    periodStart: period.start,
    periodEnd: period.end,
    totalCommits: draft.total_commits,
    analysisResult: draft.analysis_result as unknown as Record<string, unknown>,
    metrics: metrics as unknown as Record<string, unknown>,
  });
}
