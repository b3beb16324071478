// Quarterly analysis (spec "Quarterly analysis" and section 3): a project's calendar quarter, and
// the quarters it has activity in (use-cases/quarterly-analysis).
import { endpointSchemas } from '@gitsignals/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getQuarterlyAnalysis } from '../../../use-cases/quarterly-analysis/get-quarterly-analysis';
import { listProjectQuarters } from '../../../use-cases/quarterly-analysis/list-project-quarters';
import { routeOf } from '../../endpoint-route';
import {
  presentProjectQuarters,
  presentQuarterlyAnalysis,
} from '../../presenters/quarterly-analysis';

const quarterlyRoutes: FastifyPluginAsyncZod = async (app) => {
  // Signed-in users only; checked before the request is read as input.
  app.route({
    ...routeOf(endpointSchemas.quarterlyAnalysis, {
      tags: ['analysis'],
      summary:
        "A project's quarterly analysis: figures, milestones, top priorities and competitive intelligence from its real activity",
    }),
    config: { access: 'user', apiToken: 'accepted' },
    handler: async (request) => {
      const { owner } = request.params;
      const analysis = await getQuarterlyAnalysis(app.deps, {
        owner,
        quarter: request.body.quarter,
      });
      return presentQuarterlyAnalysis(analysis);
    },
  });

  app.route({
    ...routeOf(endpointSchemas.quarters, {
      tags: ['analysis'],
      summary:
        'The quarters in which a project has activity, newest first, and the one to open by default',
    }),
    config: { access: 'user', apiToken: 'accepted' },
    handler: async (request) =>
      presentProjectQuarters(await listProjectQuarters(app.deps, { owner: request.params.owner })),
  });
};

export default quarterlyRoutes;
