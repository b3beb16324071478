// Quarterly analysis (spec "Quarterly analysis" and section 3): a project's calendar quarter
// computed from its real commits, releases, daily items and same-category peers, stored per
// (project, quarter) and recomputed only when the data it reads has changed.
import {
  apiErrorSchema,
  quarterlyAnalysisRequestSchema,
  quarterlyAnalysisSchema,
  quarterlyEmptyMessage,
  quarterlyOwnerParamsSchema,
  quartersResponseSchema,
  type QuarterlyAnalysis,
  type QuarterlyAnalysisResult,
  type QuarterlyMetrics,
} from '@gitsignals/contracts';
import {
  buildQuarterlyAnalysis,
  defaultQuarter,
  parseQuarter,
  type QuarterPeriod,
  type SignalId,
} from '@gitsignals/analysis';
import {
  findProjectByOwner,
  quarterCommits,
  quarterFeedItems,
  quarterFingerprint,
  quarterPeers,
  quarterReleases,
  quartersWithCommits,
  saveQuarterlyAnalysis,
  storedQuarterlyAnalysis,
  technologyStackOf,
  type Database,
  type ProjectRecord,
  type StoredQuarterlyAnalysis,
  type StoredQuarterlyExtras,
} from '@gitsignals/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { utcDay } from '../../../time';
import { HttpError, notFound } from '../../plugins/errors';
import { toIso } from '../../presenters/feed-item';

type StoredMetrics = QuarterlyMetrics & StoredQuarterlyExtras;
type QuarterlyProject = NonNullable<ProjectRecord>;

/** Part of the fingerprint: raise it when the engine's output changes, so stored answers renew. */
const ENGINE_VERSION = 'quarterly-3';

const projectOf = (p: QuarterlyProject) => ({ slug: p.slug, name: p.name, category: p.category });

/** The spec's empty-quarter answer: a 404 whose message the screen shows as it is. */
const quarterMissing = (p: QuarterlyProject) =>
  new HttpError(404, 'quarter_not_found', quarterlyEmptyMessage(p.name));

async function findProject(db: Database, owner: string): Promise<QuarterlyProject> {
  const project = await findProjectByOwner(db, owner);
  if (!project) throw notFound(`No project named '${owner}'`);
  return project;
}

/** Builds and stores the quarter's analysis; null when the quarter has no commit. */
async function analyse(
  db: Database,
  project: QuarterlyProject,
  period: QuarterPeriod,
  today: string,
  fingerprint: string,
): Promise<StoredQuarterlyAnalysis | null> {
  const [commits, releases, items, stack, peers] = await Promise.all([
    quarterCommits(db, project.id, period.start, period.end),
    quarterReleases(db, project.id, period.start, period.end),
    quarterFeedItems(db, project.id, period.start, period.end),
    technologyStackOf(db, project.id),
    quarterPeers(db, project, period.start, period.end),
  ]);
  const draft = buildQuarterlyAnalysis({
    project: {
      slug: project.slug,
      name: project.name,
      category: project.category,
      networks: project.networks,
    },
    quarter: period.key,
    today,
    commits: commits.map((c) => ({
      ...c,
      committedAt: c.committedAt.toISOString(),
      signals: c.signals as SignalId[],
    })),
    releases: releases.map((r) => ({ ...r, taggedAt: r.taggedAt.toISOString() })),
    feedItems: items.map((i) => ({
      ...i,
      priority: i.priority as 'high' | 'medium' | 'low',
      signals: i.signals as SignalId[],
    })),
    stack,
    peers: peers.map((p) => ({
      ...p,
      signalDays: p.signalDays as Partial<Record<SignalId, number>>,
    })),
  });
  if (draft === null) return null;
  const metrics: StoredMetrics = {
    ...draft.metrics,
    weekly_activity: draft.weekly_activity,
    peers: draft.peers,
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

function present(
  project: QuarterlyProject,
  stored: StoredQuarterlyAnalysis,
  today: string,
): QuarterlyAnalysis {
  const {
    weekly_activity,
    peers,
    fingerprint: _fingerprint,
    ...metrics
  } = stored.metrics as unknown as StoredMetrics;
  return {
    id: stored.id,
    owner: project.name,
    project: projectOf(project),
    quarter: stored.quarter,
    period_start: stored.periodStart,
    period_end: stored.periodEnd,
    is_open: today <= stored.periodEnd,
    image_url: project.iconUrl,
    created_at: toIso(stored.createdAt)!,
    updated_at: toIso(stored.updatedAt)!,
    total_commits: stored.totalCommits,
    analysis_result: stored.analysisResult as unknown as QuarterlyAnalysisResult,
    metrics,
    weekly_activity,
    peers,
  };
}

const quarterlyRoutes: FastifyPluginAsyncZod = async (app) => {
  // Signed-in users only; checked before the request is read as input.
  app.post(
    '/analysis/:owner/quarterly',
    {
      config: { access: 'user' },
      schema: {
        tags: ['analysis'],
        summary:
          "A project's quarterly analysis: figures, milestones, top priorities and competitive intelligence from its real activity",
        params: quarterlyOwnerParamsSchema,
        body: quarterlyAnalysisRequestSchema,
        response: {
          200: quarterlyAnalysisSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { db } = app.deps;
      const project = await findProject(db, request.params.owner);
      const period = parseQuarter(request.body.quarter);
      const today = utcDay(new Date());
      if (period === null || period.start > today) throw quarterMissing(project);

      // Whether the quarter is open changes the text ("so far"), so it is part of the digest.
      const fingerprint = [
        ENGINE_VERSION,
        await quarterFingerprint(db, project, period.start, period.end),
        today <= period.end ? 'open' : 'closed',
      ].join('|');
      const stored = await storedQuarterlyAnalysis(db, project.id, period.key);
      const fresh =
        stored !== null && (stored.metrics as { fingerprint?: unknown }).fingerprint === fingerprint
          ? stored
          : await analyse(db, project, period, today, fingerprint);
      if (fresh === null) throw quarterMissing(project);
      return present(project, fresh, today);
    },
  );

  app.get(
    '/analysis/:owner/quarters',
    {
      config: { access: 'user' },
      schema: {
        tags: ['analysis'],
        summary:
          'The quarters in which a project has activity, newest first, and the one to open by default',
        params: quarterlyOwnerParamsSchema,
        response: { 200: quartersResponseSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const { db } = app.deps;
      const project = await findProject(db, request.params.owner);
      const rows = await quartersWithCommits(db, project.id);
      const quarters = rows.flatMap((row) => {
        const period = parseQuarter(row.quarter);
        return period === null
          ? []
          : [
              {
                quarter: period.key,
                year: period.year,
                label: period.label,
                period_start: period.start,
                period_end: period.end,
                total_commits: row.commits,
              },
            ];
      });
      return {
        owner: project.name,
        project: projectOf(project),
        image_url: project.iconUrl,
        quarters,
        default_quarter: defaultQuarter(
          quarters.map((q) => q.quarter),
          utcDay(new Date()),
        ),
      };
    },
  );
};

export default quarterlyRoutes;
