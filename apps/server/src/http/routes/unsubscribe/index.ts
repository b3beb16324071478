// One-click unsubscribe (RFC 8058): PUT from the /unsubscribe page and POST from mail clients,
// both at /api/user/{token}/unsubscribe. The token is the opaque one in every digest, not the
// user id, so no session is needed: knowing the token is the proof.
import { endpointSchemas } from '@gitsignals/contracts';
import { markUnsubscribedByToken } from '@gitsignals/db';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../endpoint-route';
import { notFound } from '../../plugins/errors';

/**
 * The bodies these routes meet, parsed in this plugin only: mail clients POST the form body
 * `List-Unsubscribe=One-Click` (url-encoded or multipart, RFC 8058 allows both) and the page PUTs
 * with a JSON content type and no body, which Fastify's own JSON parser would refuse. The body
 * carries nothing we need, so it is read (within the body limit) and set aside.
 */
function acceptUnsubscribeBodies(app: FastifyInstance): void {
  const ignore = (_request: unknown, _body: unknown, done: (err: null, body?: unknown) => void) =>
    done(null, undefined);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, ignore);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, ignore);
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, ignore);
}

const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptUnsubscribeBodies(app);

  const summaries = {
    unsubscribe:
      'Turn off all e-mails for the owner of an unsubscribe token (the /unsubscribe page)',
    oneClickUnsubscribe:
      'RFC 8058 one-click unsubscribe: mail clients POST List-Unsubscribe=One-Click',
  };
  for (const name of ['unsubscribe', 'oneClickUnsubscribe'] as const) {
    app.route({
      ...routeOf(endpointSchemas[name], { tags: ['users'], summary: summaries[name] }),
      // The opaque token of every digest is the proof; the :userId name is the spec's.
      config: { access: 'public' },
      handler: async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        if (!(await markUnsubscribedByToken(app.deps.db, request.params.userId))) {
          throw notFound(
            'This unsubscribe link is not valid. Sign in and turn e-mails off in Settings.',
          );
        }
        return { unsubscribed: true as const };
      },
    });
  }
};

export default unsubscribeRoutes;
