// Routes are registered from the endpoint table of @gitsignals/contracts (ADR 030): the entry gives
// the method, the URL and the schemas Fastify validates and serialises with, so the server and the
// web app cannot disagree on them. The route adds what only the server knows: its OpenAPI tags and
// summary, its access level and its handler.
//
//   app.route({
//     ...routeOf(endpointSchemas.dailyFeeds, { tags: ['feeds'], summary: 'A page of the feed' }),
//     config: { access: 'public' },
//     handler: async (request) => feedPage(app.deps, request.body),
//   });
//
// Fastify's own `route` infers the handler's request and answer types from the spread schema
// (fastify-type-provider-zod), exactly as with a schema written inline.
import type { EndpointWithSchemas } from '@gitsignals/contracts';
import type { FastifySchema } from 'fastify';

/** What the OpenAPI document says of a route besides its schemas. */
export type RouteDoc = Pick<FastifySchema, 'tags' | 'summary' | 'security' | 'description'>;

/**
 * The method, URL and schema of a route for `app.route`. The URL is the table's full path, so the
 * route is registered in a scope without a prefix.
 */
export function routeOf<const E extends EndpointWithSchemas, const D extends RouteDoc>(
  endpoint: E,
  doc: D,
) {
  const { method, path, ...schemas } = endpoint;
  return { method, url: path, schema: { ...doc, ...schemas } };
}
