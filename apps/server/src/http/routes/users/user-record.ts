// The backend user record of spec section 7: POST /user, GET and PUT /user/{id}.
import {
  apiErrorSchema,
  createUserRequestSchema,
  updateUserRequestSchema,
  userIdParamsSchema,
  userSchema,
  type UpdateUserPayload,
} from '@gitsignals/contracts';
import {
  deleteInsightsOutsideProfiles,
  ensureUserName,
  findUserRow,
  replaceProjectSubscriptions,
  subscribedProjectNames,
  updateUserName,
  updateUserSettings,
  type Database,
} from '@gitsignals/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { HttpError, notFound } from '../../plugins/errors';
import { presentUser } from '../../presenters/user';
import { requireSelf, requireUser, selfOnly } from '../../plugins/auth';
import {
  requireActiveSubscription,
  requireProjectListChangeAllowed,
} from '../../plugins/subscription-access';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
} as const;

const userNotFound = () => notFound('User not found');

async function loadUser(db: Database, id: string) {
  const row = await findUserRow(db, id);
  if (!row) throw userNotFound();
  return presentUser(row, await subscribedProjectNames(db, id));
}

function localPart(email: string): string {
  return email.split('@')[0]?.trim() ?? '';
}

export const EMAIL_CHANGE_FLOW_MESSAGE =
  'The e-mail address cannot be changed here. Change it in Settings: it asks for your current password and sends a link to the new address (POST /api/auth/change-email).';

/**
 * {email, name} saves the name. The e-mail is the sign-in address: a different one is refused
 * before anything is written, whether or not another account has it (that is not revealed), and
 * points at the verified flow (docs/decisions/022).
 */
async function applyProfile(db: Database, id: string, body: { email: string; name: string }) {
  const current = await findUserRow(db, id);
  if (!current) throw userNotFound();
  if (body.email.trim().toLowerCase() !== current.email.toLowerCase()) {
    throw new HttpError(400, 'email_change_needs_verification', EMAIL_CHANGE_FLOW_MESSAGE);
  }
  if (!(await updateUserName(db, id, body.name))) throw userNotFound();
}

/** Writes one PUT payload; throws the HTTP error the spec implies when it cannot. */
async function applyUpdate(db: Database, id: string, body: UpdateUserPayload): Promise<void> {
  if ('email' in body) return applyProfile(db, id, body);
  if ('projectSubList' in body) {
    const result = await replaceProjectSubscriptions(db, id, body.projectSubList);
    if (!result.ok) {
      throw new HttpError(
        400,
        'unknown_projects',
        `Unknown projects: ${result.unknownNames.join(', ')}`,
      );
    }
    return;
  }
  if ('project_profile' in body) {
    if (!(await updateUserSettings(db, id, { projectProfile: body.project_profile })))
      throw userNotFound();
    // A deleted profile takes its insights with it.
    await deleteInsightsOutsideProfiles(db, id, Object.keys(body.project_profile));
    return;
  }
  const settings =
    'defaultFeed' in body
      ? { defaultFeed: body.defaultFeed }
      : { subscribedToEmails: body.subscribedToEmails, emailFrequency: body.emailFrequency };
  if (!(await updateUserSettings(db, id, settings))) throw userNotFound();
}

const userRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user',
    {
      preValidation: selfInBody,
      schema: {
        tags: ['users'],
        summary:
          "Ensure the signed-in user's record (sign-up already made it; a blank name becomes the e-mail's local part). Answers it with 200.",
        body: createUserRequestSchema,
        response: { 200: userSchema, ...errors },
      },
    },
    async (request) => {
      const { id, name } = request.body;
      const row = await findUserRow(app.deps.db, id);
      if (!row) throw userNotFound();
      if (row.name.trim() === '') {
        await ensureUserName(app.deps.db, id, name || localPart(row.email) || row.email);
      }
      return loadUser(app.deps.db, id);
    },
  );

  app.get(
    '/user/:id',
    {
      preValidation: selfOnly('id'),
      schema: {
        tags: ['users'],
        summary: "The signed-in user's record with its settings and subscribed projects",
        params: userIdParamsSchema,
        response: { 200: userSchema, ...errors },
      },
    },
    async (request) => loadUser(app.deps.db, request.params.id),
  );

  app.put(
    '/user/:id',
    {
      preValidation: selfOnly('id'),
      schema: {
        tags: ['users'],
        summary:
          'Update one group of settings: {email, name} (the name; the e-mail must be the current one, a new address goes through POST /api/auth/change-email), {subscribedToEmails, emailFrequency}, {projectSubList} (the whole list, project names), {project_profile} or {defaultFeed}',
        params: userIdParamsSchema,
        body: updateUserRequestSchema,
        response: { 200: userSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      // Agent Hub profiles are premium (spec section 6): refused before anything is written.
      if ('project_profile' in request.body) await requireActiveSubscription(request);
      if ('projectSubList' in request.body) {
        // The subscriptions editor is premium beyond the sign-up choice (docs/decisions/014).
        await requireProjectListChangeAllowed(
          request,
          await requireUser(request),
          await subscribedProjectNames(app.deps.db, id),
          request.body.projectSubList,
        );
      }
      await applyUpdate(app.deps.db, id, request.body);
      return loadUser(app.deps.db, id);
    },
  );
};

export default userRecordRoutes;

/**
 * POST /user names the user in its body rather than its path: a session first, then, when the
 * body names an id at all, it must be the session's (a body without one is a 400).
 */
async function selfInBody(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  const id = (request.body as { id?: unknown } | null | undefined)?.id;
  if (typeof id === 'string') await requireSelf(request, id);
}
