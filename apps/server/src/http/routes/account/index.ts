// Account recovery: the link e-mailed to the old address after an e-mail change puts that address
// back (ADR 022). No session is needed: the single-use token is the proof, and the change may
// have been made by someone holding the account's sessions.
import { endpointSchemas } from '@gitsignals/contracts';
import { undoEmailChange } from '@gitsignals/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hashToken } from '../../../auth/email-change';
import { routeOf } from '../../endpoint-route';
import { HttpError } from '../../plugins/errors';

export const UNDO_LINK_INVALID_MESSAGE =
  'This link is not valid any more: it was used already, has expired, or a later change replaced it.';
export const UNDO_ADDRESS_TAKEN_MESSAGE =
  'The old address belongs to another account now, so it cannot be put back. Contact support to recover your account.';

const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpointSchemas.undoEmailChange, {
      tags: ['users'],
      summary:
        'Undo an e-mail change with the link sent to the old address: the old address is back, every session ends, reset links are void',
    }),
    config: { access: 'public' },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const result = await undoEmailChange(app.deps.db, {
        undoTokenHash: hashToken(request.body.token),
        now: app.deps.now(),
      });
      if (result.status === 'invalid') {
        throw new HttpError(400, 'invalid_link', UNDO_LINK_INVALID_MESSAGE);
      }
      if (result.status === 'address_taken') {
        throw new HttpError(409, 'address_taken', UNDO_ADDRESS_TAKEN_MESSAGE);
      }
      request.log.info({ userId: result.userId }, 'e-mail change undone');
      return { email: result.email };
    },
  });
};

export default accountRoutes;
