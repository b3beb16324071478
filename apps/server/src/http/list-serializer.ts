// Answers of many full feed items (search: up to 100) are written with plain JSON.stringify
// instead of the zod serializer every other route uses. The zod serializer encodes the whole
// answer against its schema on every request: for 200 saved items it cost two thirds of what
// JSON.stringify itself did (ADR 046; the saved list now sends bytes assembled from the items'
// JSON kept in memory, ADR 048). The shape is still
// the contract's: the handler's return type is the schema's (fastify-type-provider-zod), the
// presenters build every field, and the route tests check answers against the schema. Fastify's
// own compiled serializer (fast-json-stringify from the schema's JSON Schema) was slower here: the
// nullable and union fields compile to anyOf branches it tries one by one.
import type { FastifySerializerCompiler } from 'fastify';

export const listAnswerSerializer: FastifySerializerCompiler<unknown> = () => (data) =>
  JSON.stringify(data);
