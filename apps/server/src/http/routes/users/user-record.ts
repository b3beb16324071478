// The backend user record of spec section 7: POST /user, GET and PUT /user/{id}.
import { endpointSchemas } from '@gitsignals/contracts';
import { listSubscribedProjectNames } from '@gitsignals/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isAdmin } from '../../../auth/admin-role';
import { routeOf } from '../../endpoint-route';
import { presentUser } from '../../presenters/user';
import { requireSubscription } from '../../plugins/access-checks';
import { projectListChangeNeedsSubscription } from '../../../billing/entitlements';
import { ensureUserRecord, getUser, type UserRecord } from '../../../use-cases/users/get-user';
import { updateUser } from '../../../use-cases/users/update-user';

const userRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  const present = ({ row, projectNames }: UserRecord) =>
    presentUser(row, projectNames, isAdmin(row, app.deps.adminEmails));

  app.route({
    ...routeOf(endpointSchemas.createUser, {
      tags: ['users'],
      summary:
        "Ensure the signed-in user's record (sign-up already made it; a blank name becomes the e-mail's local part). Answers it with 200.",
    }),
    // The user is named in the body: a body without an id is a 400 for anyone signed in.
    config: { access: { self: 'body.id' } },
    handler: async (request) => {
      const { id, name } = request.body;
      return present(await ensureUserRecord(app.deps, { userId: id, name }));
    },
  });

  app.route({
    ...routeOf(endpointSchemas.user, {
      tags: ['users'],
      summary: "The signed-in user's record with its settings and subscribed projects",
    }),
    config: { access: { self: 'params.id' }, apiToken: 'accepted' },
    handler: async (request) => present(await getUser(app.deps, { userId: request.params.id })),
  });

  app.route({
    ...routeOf(endpointSchemas.updateUser, {
      tags: ['users'],
      summary:
        'Update one group of settings: {email, name} (the name; the e-mail must be the current one, a new address goes through POST /api/auth/change-email), {subscribedToEmails, emailFrequency}, {projectSubList} (the whole list, project names), {project_profile} or {defaultFeed}',
    }),
    config: { access: { self: 'params.id' } },
    handler: async (request) => {
      const { id } = request.params;
      // Agent Hub profiles are premium (spec section 6): refused before anything is written.
      if ('project_profile' in request.body) await requireSubscription(request);
      // The subscriptions editor is premium beyond the sign-up choice (docs/decisions/014).
      if (
        'projectSubList' in request.body &&
        projectListChangeNeedsSubscription(
          await listSubscribedProjectNames(app.deps.db, id),
          request.body.projectSubList,
        )
      ) {
        await requireSubscription(request);
      }
      await updateUser(app.deps, { userId: id, change: request.body });
      return present(await getUser(app.deps, { userId: id }));
    },
  });
};

export default userRecordRoutes;
