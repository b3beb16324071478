// The user API of spec section 7: the user record, bookmarks, saved searches and the personal
// feed. Every route names a user id and answers only that user (access { self } on each route).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import personalFeedRoutes from './personal-feed';
import savedFeedRoutes from './saved-feeds';
import savedSearchRoutes from './saved-searches';
import userRecordRoutes from './user-record';

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(userRecordRoutes);
  await app.register(savedFeedRoutes);
  await app.register(savedSearchRoutes);
  await app.register(personalFeedRoutes);
};

export default userRoutes;
