// How a public answer is sent (ADR 043): from memory (public-answer-cache.ts), with its ETag, a
// 304 without a body when the client already has it, and a Cache-Control that lets a CDN keep it
// a minute. How a personal answer is kept out of shared caches is in `markPersonalAnswers`.
import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { COMPRESS_THRESHOLD_BYTES } from './plugins/compression';
import type { AnswerBodies } from './public-answer-cache';

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

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The answer's compressed copies, made once when it is kept rather than on each request (the
 * compression plugin would spend milliseconds per request on /api/projects). zlib's thread pool
 * does the work, so the event loop is not held; the qualities are those of a built file.
 */
async function bodiesOf(identity: Buffer): Promise<AnswerBodies> {
  if (identity.length < COMPRESS_THRESHOLD_BYTES) return { identity };
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }),
    gzipped(identity, { level: 9 }),
  ]);
  return { identity, br, gzip: gz };
}

/** The encoding to send: brotli, then gzip, when the client accepts it and a copy exists. */
function encodingFor(
  acceptEncoding: string | undefined,
  bodies: AnswerBodies,
): 'br' | 'gzip' | null {
  if (!acceptEncoding || !bodies.br || !bodies.gzip) return null;
  // The negotiator the compression and static plugins use: q-values, `*`, identity;q=0.
  const chosen = negotiate(acceptEncoding, ['br', 'gzip', 'identity']);
  return chosen === 'identity' ? null : chosen;
}

/** How a kept answer is labelled: JSON for a CDN to keep a minute, unless said otherwise. */
export interface KeptAnswerHeaders {
  contentType: string;
  cacheControl: string;
}

const JSON_ANSWER: KeptAnswerHeaders = {
  contentType: 'application/json; charset=utf-8',
  cacheControl: PUBLIC_CACHE_CONTROL,
};

/**
 * Sends the answer kept under `key` (the route and everything the answer depends on), computing
 * it with `compute` when it is not in memory; the route's own serializer writes the bytes kept,
 * unless `compute` gives them already written.
 */
export async function sendPublicAnswer(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  compute: () => Promise<unknown>,
  headers: KeptAnswerHeaders = JSON_ANSWER,
): Promise<FastifyReply> {
  const answer = await app.deps.publicAnswers.get(key, async () => {
    const computed = await compute();
    // Bytes already written (a feed page, ADR 052; a page's HTML, ADR 053) are kept as they are.
    const serialized = Buffer.isBuffer(computed) ? computed : reply.serialize(computed);
    return bodiesOf(Buffer.isBuffer(serialized) ? serialized : Buffer.from(serialized as string));
  });
  reply
    .header('Cache-Control', headers.cacheControl)
    .header('ETag', answer.etag)
    .header('Vary', 'Accept-Encoding');
  if (alreadyHeld(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  const encoding = encodingFor(request.headers['accept-encoding'], answer.bodies);
  reply.type(headers.contentType);
  // An answer with a Content-Encoding is left alone by the compression plugin.
  if (encoding) return reply.header('Content-Encoding', encoding).send(answer.bodies[encoding]);
  return reply.send(answer.bodies.identity);
}

/** Every /api answer whose route is not public and chose no caching says `private, no-store`. */
export function markPersonalAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (reply.hasHeader('cache-control') || !request.url.startsWith('/api/')) return;
    if (request.routeOptions.config?.access === 'public') return;
    reply.header('Cache-Control', PERSONAL_CACHE_CONTROL);
  });
}
