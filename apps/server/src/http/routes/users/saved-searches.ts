// Saved keyword searches (spec section 7): save a set once, list them, remove one.
import { endpointSchemas, MAX_SAVED_SEARCHES } from '@gitsignals/contracts';
import { deleteSavedSearch, insertSavedSearch, listSavedSearches } from '@gitsignals/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../endpoint-route';
import { HttpError, notFound } from '../../plugins/errors';
import { presentSavedSearch } from '../../presenters/user';

const savedSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpointSchemas.saveSearch, {
      tags: ['users'],
      summary: `Save a keyword set (the same set, in any order or letter case, is saved once; at most ${MAX_SAVED_SEARCHES} per user)`,
    }),
    config: { access: { self: 'params.id' } },
    handler: async (request, reply) => {
      const result = await insertSavedSearch(
        app.deps.db,
        request.params.id,
        request.body.keywords,
        MAX_SAVED_SEARCHES,
      );
      if (!result.ok && result.reason === 'duplicate') {
        throw new HttpError(409, 'already_saved', 'This search is already saved');
      }
      if (!result.ok) {
        throw new HttpError(
          409,
          'saved_search_limit',
          `You can keep at most ${MAX_SAVED_SEARCHES} saved searches. Delete one to save another.`,
        );
      }
      return reply.status(201).send(presentSavedSearch(result.search));
    },
  });

  app.route({
    ...routeOf(endpointSchemas.savedSearches, {
      tags: ['users'],
      summary: 'The saved searches, newest first',
    }),
    config: { access: { self: 'params.id' }, apiToken: 'accepted' },
    handler: async (request) => {
      const rows = await listSavedSearches(app.deps.db, request.params.id);
      return rows.map(presentSavedSearch);
    },
  });

  app.route({
    ...routeOf(endpointSchemas.deleteSavedSearch, {
      tags: ['users'],
      summary: 'Remove one saved search',
    }),
    config: { access: { self: 'params.id' } },
    handler: async (request, reply) => {
      const { id, searchId } = request.params;
      if (!(await deleteSavedSearch(app.deps.db, id, searchId))) {
        throw notFound('Saved search not found');
      }
      return reply.status(204).send(null);
    },
  });
};

export default savedSearchRoutes;
