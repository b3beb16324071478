// Saved keyword searches (spec section 7): save a set once, list them, remove one.
import {
  apiErrorSchema,
  MAX_SAVED_SEARCHES,
  savedSearchesResponseSchema,
  savedSearchParamsSchema,
  savedSearchSchema,
  saveSearchRequestSchema,
  userIdParamsSchema,
} from '@gitsignals/contracts';
import { deleteSavedSearch, insertSavedSearch, listSavedSearches } from '@gitsignals/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, notFound } from '../../plugins/errors';
import { presentSavedSearch } from '../../presenters/user';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema } as const;

const savedSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users/:id/save-search',
    {
      config: { access: { self: 'params.id' } },
      schema: {
        tags: ['users'],
        summary: `Save a keyword set (the same set, in any order or letter case, is saved once; at most ${MAX_SAVED_SEARCHES} per user)`,
        params: userIdParamsSchema,
        body: saveSearchRequestSchema,
        response: { 201: savedSearchSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
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
  );

  app.get(
    '/users/:id/save-search',
    {
      config: { access: { self: 'params.id' } },
      schema: {
        tags: ['users'],
        summary: 'The saved searches, newest first',
        params: userIdParamsSchema,
        response: { 200: savedSearchesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const rows = await listSavedSearches(app.deps.db, request.params.id);
      return rows.map(presentSavedSearch);
    },
  );

  app.delete(
    '/users/:id/save-search/:searchId',
    {
      config: { access: { self: 'params.id' } },
      schema: {
        tags: ['users'],
        summary: 'Remove one saved search',
        params: savedSearchParamsSchema,
        response: { 204: z.null().describe('Removed'), ...errors, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id, searchId } = request.params;
      if (!(await deleteSavedSearch(app.deps.db, id, searchId))) {
        throw notFound('Saved search not found');
      }
      return reply.status(204).send(null);
    },
  );
};

export default savedSearchRoutes;
