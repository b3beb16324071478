// POST /api/admin/commands and GET /api/admin/commands/{id}: a CLI hands an operator command to
// the server that holds the embedded database, then reads its output (cli/remote-command.ts).
// Both need the admin token (access 'operator'), checked before the body is read.
import { endpointSchemas } from '@gitsignals/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../endpoint-route';
import { HttpError, notFound } from '../../plugins/errors';

/** Contact and listing files travel as text: allow more than the API's default body. */
const COMMAND_BODY_LIMIT = 32 * 1024 * 1024;

const adminCommandRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpointSchemas.startCommand, {
      tags: ['admin'],
      summary: 'Run an operator command on this server (the CLI with --server)',
      security: [{ adminToken: [] }],
    }),
    bodyLimit: COMMAND_BODY_LIMIT,
    config: { access: 'operator' },
    handler: async (request, reply) => {
      const runner = app.deps.operatorCommands!.runner;
      const started = runner.start(request.body.command, request.body.args);
      if ('refused' in started) {
        const { status, message } = started.refused;
        throw new HttpError(status, status === 409 ? 'command_running' : 'bad_request', message);
      }
      return reply.status(202).send(started.run);
    },
  });

  app.route({
    ...routeOf(endpointSchemas.commandRun, {
      tags: ['admin'],
      summary: "An operator command's status and its output lines from `from` on",
      security: [{ adminToken: [] }],
    }),
    config: { access: 'operator' },
    handler: async (request) => {
      const run = app.deps.operatorCommands!.runner.get(request.params.id, request.query.from);
      if (!run) throw notFound('No such command run on this server (it may have restarted).');
      return run;
    },
  });
};

export default adminCommandRoutes;
