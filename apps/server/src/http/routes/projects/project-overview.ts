// A project's home (/project/{name}): header, a year of weekly activity, latest items, stack and
// the noise ledger; and the projects whose stack names it (the analysis page's ecosystem tab).
import {
  apiErrorSchema,
  projectNameParamsSchema,
  projectOverviewSchema,
  relatedProjectsResponseSchema,
  signalIdSchema,
  type ProjectOverview,
} from '@gitsignals/contracts';
import { noiseLabel, shiftDay } from '@gitsignals/analysis';
import {
  feedItemCountOfProject,
  feedItemsOfProject,
  findProjectByOwner,
  isoWeekStart,
  meaningfulCommitCount,
  newestCommitDay,
  noiseByReason,
  skippedByReason,
  projectsUsing,
  repositoriesOfProject,
  signalCountsBetween,
  technologyProfileOf,
  weeklyActivity,
} from '@gitsignals/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../plugins/errors';
import { presentPublicFeedItem, toIso } from '../../presenters/feed-item';

const WEEKS = 52;
const LEDGER_DAYS = 90;
const LATEST_ITEMS = 6;
const TOP_CATEGORIES = 4;

const errors = { 400: apiErrorSchema, 404: apiErrorSchema } as const;

const projectOverviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/projects/:name/overview',
    {
      config: { access: 'public' },
      schema: {
        tags: ['projects'],
        summary:
          "A project's home: repositories, 52 weeks of activity, latest items, stack summary and what was filtered as noise",
        params: projectNameParamsSchema,
        response: { 200: projectOverviewSchema, ...errors },
      },
    },
    async (request): Promise<ProjectOverview> => {
      const { db } = app.deps;
      const project = await findProjectByOwner(db, request.params.name);
      if (!project) throw notFound(`No project named '${request.params.name}'`);

      // The periods end at the newest day of data, so a project whose collection paused still
      // shows its last year rather than an empty chart; today when nothing was collected.
      const today = new Date().toISOString().slice(0, 10);
      const newest = await newestCommitDay(db, project.id);
      const end = newest !== null && newest < today ? newest : today;
      const ledgerStart = shiftDay(end, -(LEDGER_DAYS - 1));

      const [repositories, weeks, items, itemCount, profile, noise, signals, meaningful, skipped] =
        await Promise.all([
          repositoriesOfProject(db, project.id),
          weeklyActivity(db, project.id, isoWeekStart(shiftDay(end, -(WEEKS - 1) * 7)), end),
          feedItemsOfProject(db, project.id, { limit: LATEST_ITEMS }),
          feedItemCountOfProject(db, project.id),
          technologyProfileOf(db, project.id),
          noiseByReason(db, project.id, ledgerStart, end),
          signalCountsBetween(db, project.id, ledgerStart, end),
          meaningfulCommitCount(db, project.id, ledgerStart, end),
          skippedByReason(db, project.id),
        ]);

      return {
        project: {
          slug: project.slug,
          name: project.name,
          category: project.category,
          networks: project.networks,
          github_orgs: project.githubOrgs,
          image_url: project.iconUrl,
          website: project.website,
        },
        repositories: repositories.map((r) => ({
          full_name: r.fullName,
          url: r.url,
          is_fork: r.isFork,
          is_replay: r.isReplay,
          last_collected_at: toIso(r.lastCollectedAt),
        })),
        activity_end: end,
        weekly_activity: weeks,
        totals: {
          commits: weeks.reduce((sum, w) => sum + w.commits, 0),
          feed_items: itemCount,
        },
        latest_items: items.map(presentPublicFeedItem),
        stack: profile
          ? {
              technology_count: profile.technologyCount,
              top_categories: Object.entries(profile.categories)
                .filter(([, technologies]) => technologies.length > 0)
                .sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))
                .slice(0, TOP_CATEGORIES)
                .map(([category, technologies]) => ({ category, technologies })),
              updated_at: toIso(profile.updatedAt)!,
            }
          : null,
        noise_ledger: {
          days: LEDGER_DAYS,
          meaningful_commits: meaningful,
          filtered_commits: noise.reduce((sum, n) => sum + n.commits, 0),
          reasons: noise.map((n) => ({
            reason: n.reason,
            label: noiseLabel(n.reason),
            commits: n.commits,
          })),
          not_stored: Object.entries(skipped)
            .filter(([, commits]) => commits > 0)
            .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
            .map(([reason, commits]) => ({ reason, label: noiseLabel(reason), commits })),
        },
        signal_counts: signals.flatMap((s) => {
          const parsed = signalIdSchema.safeParse(s.signal);
          return parsed.success ? [{ signal: parsed.data, commits: s.commits }] : [];
        }),
      };
    },
  );

  app.get(
    '/projects/:name/related',
    {
      config: { access: 'public' },
      schema: {
        tags: ['projects'],
        summary: 'Projects whose technology stack names this project (its ecosystem)',
        params: projectNameParamsSchema,
        response: { 200: relatedProjectsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { db } = app.deps;
      const project = await findProjectByOwner(db, request.params.name);
      if (!project) throw notFound(`No project named '${request.params.name}'`);
      const rows = await projectsUsing(db, project);
      return {
        project: project.name,
        related: rows.map((r) => ({
          slug: r.slug,
          name: r.name,
          category: r.category,
          image_url: r.iconUrl,
          via: r.via,
        })),
      };
    },
  );
};

export default projectOverviewRoutes;
