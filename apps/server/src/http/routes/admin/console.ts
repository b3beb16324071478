// The operators' console's API (/api/admin/…, ADR 055): one GET per screen (repositories, jobs,
// LLM, users), adding a repository, "Collect now", following and retrying a job. Admins only:
// `access: 'admin'` (a session of an account in ADMIN_EMAILS or granted with `grant-admin`).
import { endpointSchemas } from '@gitsignals/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../endpoint-route';
import { presentDailyRun, presentJob, presentRepository } from '../../presenters/admin';
import { jobsOverview, jobState, retryJob } from '../../../use-cases/admin/jobs-overview';
import { llmUsage } from '../../../use-cases/admin/llm-usage';
import { mailOverview } from '../../../use-cases/admin/mail-overview';
import {
  addRepository,
  collectRepositoryNow,
  listProjectRepositories,
} from '../../../use-cases/admin/repositories';
import { usersOverview } from '../../../use-cases/admin/users-overview';

const doc = (summary: string) => ({ tags: ['admin'], summary });

const adminConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const jobs = () => ({ jobs: app.deps.jobConsole });

  app.route({
    ...routeOf(
      endpointSchemas.adminRepositories,
      doc(
        "A page of projects (most recently collected first, or those matching `search`) with each repository's last collect, outcome, error and commits stored",
      ),
    ),
    config: { access: 'admin' },
    handler: async (request) => {
      const { search, page, limit } = request.query;
      const { projects, total } = await listProjectRepositories(app.deps, { search, page, limit });
      return {
        projects: projects.map((p) => ({
          slug: p.slug,
          name: p.name,
          repositories: p.repositories.map(presentRepository),
        })),
        total,
        page,
        limit,
        hasMore: page * limit < total,
        queueAvailable: app.deps.jobConsole.available,
      };
    },
  });

  app.route({
    ...routeOf(
      endpointSchemas.addRepository,
      doc(
        'Add a repository (an http(s) git URL, or the absolute path of a git repository on the server) to a project; 409 when the project has it',
      ),
    ),
    config: { access: 'admin' },
    handler: async (request, reply) => {
      const added = await addRepository(app.deps, request.body);
      return reply
        .status(201)
        .send({ project: added.projectSlug, repository: presentRepository(added.repository) });
    },
  });

  app.route({
    ...routeOf(
      endpointSchemas.collectRepository,
      doc(
        "Collect now: queue a collect of the repository (its project's analysis follows); answers the job to follow",
      ),
    ),
    config: { access: 'admin' },
    handler: async (request, reply) => {
      const { jobId } = await collectRepositoryNow(
        { db: app.deps.db, ...jobs() },
        { repositoryId: request.params.id },
      );
      return reply.status(202).send({ queue: 'collect-project', jobId });
    },
  });

  app.route({
    ...routeOf(
      endpointSchemas.adminJobs,
      doc(
        'Jobs per queue (waiting, active, failed, completed), the failed ones newest first, and the last daily run with each project’s outcome',
      ),
    ),
    config: { access: 'admin' },
    handler: async () => {
      const { queues, failed, lastDailyRun } = await jobsOverview(jobs());
      return {
        queues,
        failed: failed.map(presentJob),
        lastDailyRun: presentDailyRun(lastDailyRun),
      };
    },
  });

  app.route({
    ...routeOf(endpointSchemas.adminJob, doc("One job's state, payload, answer or error")),
    config: { access: 'admin' },
    handler: async (request) => presentJob(await jobState(jobs(), request.params)),
  });

  app.route({
    ...routeOf(
      endpointSchemas.retryJob,
      doc('Send a failed job back to its queue; answers it, waiting again'),
    ),
    config: { access: 'admin' },
    handler: async (request, reply) =>
      reply.status(202).send(presentJob(await retryJob(jobs(), request.params))),
  });

  app.route({
    ...routeOf(
      endpointSchemas.adminLlm,
      doc('LLM calls, tokens, cost and fallbacks per UTC day and model, last 30 days'),
    ),
    config: { access: 'admin' },
    handler: async () => llmUsage(app.deps),
  });

  app.route({
    ...routeOf(
      endpointSchemas.adminMail,
      doc(
        'E-mails per UTC day and kind (kept in the outbox, sent, failed), last 30 days, and the newest 50 without their text',
      ),
    ),
    config: { access: 'admin' },
    handler: async () => mailOverview(app.deps),
  });

  app.route({
    ...routeOf(
      endpointSchemas.adminUsers,
      doc(
        'Accounts: counts (confirmed, subscribers per plan) and the 50 newest with plan and admin flag',
      ),
    ),
    config: { access: 'admin' },
    handler: async () => {
      const overview = await usersOverview(app.deps);
      return {
        counts: overview.counts,
        newest: overview.newest.map((u) => ({ ...u, createdAt: u.createdAt.toISOString() })),
      };
    },
  });
};

export default adminConsoleRoutes;
