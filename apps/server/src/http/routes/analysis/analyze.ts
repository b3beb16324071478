// POST /analysis/analyze: a project's analysis over the last 7 or 14 complete days
// (use-cases/project-analysis). Free accounts analyse the free projects only (ADR 014).
import { endpointSchemas } from '@gitsignals/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getProjectAnalysis } from '../../../use-cases/project-analysis/get-project-analysis';
import { routeOf } from '../../endpoint-route';
import { requireProjectAnalysisAccess } from '../../plugins/access-checks';
import { presentProjectAnalysis } from '../../presenters/project-analysis';

const analyzeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpointSchemas.analyzeProject, {
      tags: ['analysis'],
      summary:
        "A project's analysis over the last 7 or 14 complete days: summary, key highlights citing commits, business impact",
    }),
    // Signed-in users only; checked before the body is read as input.
    config: { access: 'user', apiToken: 'accepted' },
    handler: async (request) => {
      const { db, now } = app.deps;
      const analysis = await getProjectAnalysis(
        { db, now, checkAccess: (project) => requireProjectAnalysisAccess(request, project) },
        request.body,
      );
      return presentProjectAnalysis(analysis);
    },
  });
};

export default analyzeRoutes;
