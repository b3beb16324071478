// Answers assembled as JSON bytes (the saved list, ADR 048; feed pages, ADR 052) go out as they are.
import type { FastifyReply } from 'fastify';

/** Sends JSON already written as bytes, past the route's serializer (which a Buffer skips). */
export const sendJsonBytes = (reply: FastifyReply, body: Buffer): FastifyReply =>
  reply.type('application/json; charset=utf-8').send(body);
