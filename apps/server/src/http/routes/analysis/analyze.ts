// The project analysis (spec "Project analysis" and section 3 "Daily analysis result"): what a
// project did over the last 7 or 14 complete days, stored per (project, days, last day).
import {
  analyzeRequestSchema,
  analyzeResponseSchema,
  apiErrorSchema,
  NO_COMMITS_MESSAGE,
  type AnalyzeResponse,
  type SignalId,
} from '@gitsignals/contracts';
import { analyseProjectWindow, analysisWindow } from '@gitsignals/analysis';
import {
  feedItemsOfProject,
  findProjectByOwner,
  meaningfulCommitsBetween,
  noiseByReason,
  releaseTagsBetween,
  repositoriesOfProject,
  saveProjectAnalysis,
  storedProjectAnalysis,
  type Database,
  type ProjectRecord,
} from '@gitsignals/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireProjectAnalysisAccess } from '../../plugins/subscription-access';
import { requireUser } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import { presentPublicFeedItem, toIso } from '../../presenters/feed-item';

const WRITER = 'local';
/** The window's feed items shown under Detailed Analysis: one per day at most. */
const MAX_WINDOW_ITEMS = 14;

type StoredResult = Pick<AnalyzeResponse, 'analysis' | 'raw_analysis' | 'message' | 'noise'>;

const emptyAnalysis = { summary: '', key_highlights: [], business_impact: '', raw_response: '' };

/**
 * The stored analysis is reused unless a repository was collected after it was written (late
 * commits of the window may have arrived), so repeated clicks on Analyze cost one read.
 */
async function freshStored(
  db: Database,
  project: NonNullable<ProjectRecord>,
  days: number,
  toDay: string,
) {
  const stored = await storedProjectAnalysis(db, project.id, days, toDay);
  if (!stored || stored.writer !== WRITER) return null;
  const repositories = await repositoriesOfProject(db, project.id);
  const collectedAfter = repositories.some(
    (r) => r.lastCollectedAt !== null && r.lastCollectedAt > stored.createdAt,
  );
  return collectedAfter ? null : stored;
}

const analyzeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/analysis/analyze',
    {
      // Signed-in users only; checked before the body is read as input.
      preValidation: async (request) => {
        await requireUser(request);
      },
      schema: {
        tags: ['analysis'],
        summary:
          "A project's analysis over the last 7 or 14 complete days: summary, key highlights citing commits, business impact",
        body: analyzeRequestSchema,
        response: {
          200: analyzeResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { db } = app.deps;
      const { owner, days } = request.body;
      const project = await findProjectByOwner(db, owner);
      if (!project) throw notFound(`No project named '${owner}'`);
      // Free accounts: the free projects only (docs/decisions/014).
      await requireProjectAnalysisAccess(request, project);

      const today = new Date().toISOString().slice(0, 10);
      const { fromDay, toDay } = analysisWindow(today, days);
      const commits = await meaningfulCommitsBetween(db, project.id, fromDay, toDay);

      let stored = await freshStored(db, project, days, toDay);
      if (!stored) {
        const noise = Object.fromEntries(
          (await noiseByReason(db, project.id, fromDay, toDay)).map((n) => [n.reason, n.commits]),
        );
        const analysis = analyseProjectWindow({
          project: {
            slug: project.slug,
            name: project.name,
            category: project.category,
            networks: project.networks,
          },
          days,
          fromDay,
          toDay,
          commits: commits.map((c) => ({
            sha: c.sha,
            repository: c.repository,
            authorName: c.authorName,
            committedAt: c.committedAt.toISOString(),
            message: c.message,
            signals: c.signals as SignalId[],
            filesChanged: c.filesChanged,
            additions: c.additions,
            deletions: c.deletions,
          })),
          noise,
          releases: await releaseTagsBetween(db, project.id, fromDay, toDay),
        });
        const result: StoredResult = analysis
          ? { analysis, raw_analysis: analysis.raw_response, message: '', noise }
          : { analysis: emptyAnalysis, raw_analysis: '', message: NO_COMMITS_MESSAGE, noise };
        const createdAt = await saveProjectAnalysis(db, {
          projectId: project.id,
          days,
          asOf: toDay,
          commitsCount: commits.length,
          result,
          writer: WRITER,
        });
        stored = { commitsCount: commits.length, result, writer: WRITER, createdAt };
      }

      const result = stored.result as StoredResult;
      const items = await feedItemsOfProject(db, project.id, {
        fromDay,
        toDay,
        limit: MAX_WINDOW_ITEMS,
      });
      return {
        owner: project.name,
        days,
        commits_count: stored.commitsCount,
        analysis: result.analysis,
        raw_analysis: result.raw_analysis,
        message: result.message,
        project: {
          slug: project.slug,
          name: project.name,
          category: project.category,
          image_url: project.iconUrl,
        },
        period_start: fromDay,
        period_end: toDay,
        generated_at: toIso(stored.createdAt)!,
        noise: result.noise,
        commits: commits.map((c) => ({
          commit_id: c.sha,
          commit_url: `${c.repositoryUrl}/commit/${c.sha}`,
          message: c.message,
          author: c.authorName,
          updated_at: toIso(c.committedAt)!,
          repository: c.repository,
          recorded_at: c.isReplay ? toIso(c.recordedCommittedAt) : null,
          signals: c.signals as SignalId[],
        })),
        feed_items: items.map(presentPublicFeedItem),
      };
    },
  );
};

export default analyzeRoutes;
