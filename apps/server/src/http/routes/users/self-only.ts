// The access rule of every route that names a user id, checked before the body is even read as
// input: 401 without a session, 403 for another user's id. Nothing runs, so nothing changes.
import type { FastifyRequest } from 'fastify';
import { requireSelf, requireUser } from '../../plugins/auth';

/** A preValidation hook: the raw path parameter `param` must be the signed-in user's id. */
export function selfOnly(param: 'id' | 'userId') {
  return async (request: FastifyRequest): Promise<void> => {
    const params = request.params as Record<string, string | undefined>;
    await requireSelf(request, params[param] ?? '');
  };
}

/**
 * A preValidation hook for POST /user, which carries the user id in its body: a session first,
 * then, when the body names an id at all, it must be the session's (a body without one is a 400).
 */
export async function selfInBody(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  const id = (request.body as { id?: unknown } | null | undefined)?.id;
  if (typeof id === 'string') await requireSelf(request, id);
}
