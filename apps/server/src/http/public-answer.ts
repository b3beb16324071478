// How a public answer is sent (ADR 043): from memory (public-answer-cache.ts), with its ETag, a
// 304 without a body when the client already has it, and a Cache-Control that lets a CDN keep it
// a minute. How a personal answer is kept out of shared caches is in `markPersonalAnswers`.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Browsers revalidate every time (max-age=0; a 304 costs a few hundred bytes and shows new items
 * at once); a CDN may answer from its copy for 60 s and, past that, for 5 more minutes while it
 * revalidates in the background. The feed changes about once a day, so a CDN is at most a minute
 * behind in the common case.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/** Answers that depend on who asks: never stored by a shared cache, nor by the browser. */
export const PERSONAL_CACHE_CONTROL = 'private, no-store';

/** Whether an If-None-Match header names this (weak) ETag; weak comparison, as for GET. */
function alreadyHeld(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * Sends the answer kept under `key` (the route and everything the answer depends on), computing
 * it with `compute` when it is not in memory; the route's own serializer writes the bytes kept.
 */
export async function sendPublicAnswer(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  compute: () => Promise<unknown>,
): Promise<FastifyReply> {
  const answer = await app.deps.publicAnswers.get(key, async () => {
    const serialized = reply.serialize(await compute());
    return Buffer.isBuffer(serialized) ? serialized : Buffer.from(serialized as string);
  });
  reply.header('Cache-Control', PUBLIC_CACHE_CONTROL).header('ETag', answer.etag);
  if (alreadyHeld(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}

/** Every /api answer whose route is not public and chose no caching says `private, no-store`. */
export function markPersonalAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (reply.hasHeader('cache-control') || !request.url.startsWith('/api/')) return;
    if (request.routeOptions.config?.access === 'public') return;
    reply.header('Cache-Control', PERSONAL_CACHE_CONTROL);
  });
}
