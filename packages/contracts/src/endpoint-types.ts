// What an endpoint's schemas must be, and the request and answer types they give a caller. Types
// only: the web app imports them with `import type`, so no zod reaches the browser (ADR 007).
import type { z } from 'zod';
import type { Endpoint, Endpoints, EndpointName, PathParamNames, PathParams } from './endpoints';

/** An entry of the table with its schemas, named as in Fastify's route `schema`. */
export type EndpointWithSchemas = Endpoint & {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** Every status the route answers with its schema; the 2xx one is what a caller receives. */
  response: { [status: number]: z.ZodType };
};

/**
 * The entry of endpoint E: a path with `:name` segments needs a params schema reading each of them
 * (into a string or, coerced, a number); a path without has none.
 */
type SchemasFor<E extends Endpoint> = E &
  EndpointWithSchemas &
  ([PathParamNames<E['path']>] extends [never]
    ? { params?: never }
    : { params: z.ZodType<{ [Name in PathParamNames<E['path']>]: unknown }> });

/** One entry with schemas per endpoint of the table: the compiler names any that lacks one. */
export type EndpointSchemaTable = { [Name in EndpointName]: SchemasFor<Endpoints[Name]> };

type SuccessStatus = 200 | 201 | 202 | 204;

/** The answer a call receives when it succeeds (the 2xx schema's output; null for a 204). */
export type SuccessResponse<E extends EndpointWithSchemas> = z.output<
  E['response'][SuccessStatus & keyof E['response']]
>;

/** Query values travel as text: a coerced (`unknown`) field takes a string or a number. */
type QueryValues<Input> = {
  [Key in keyof Input]: unknown extends Input[Key] ? string | number : Input[Key];
};

/** What a call of the endpoint must say besides the endpoint: path parameters, query, body. */
export type RequestParts<E extends EndpointWithSchemas> = ([PathParamNames<E['path']>] extends [
  never,
]
  ? unknown
  : { params: PathParams<E['path']> }) &
  (E extends { querystring: z.ZodType }
    ? { query: QueryValues<z.input<E['querystring']>> }
    : unknown) &
  (E extends { body: z.ZodType } ? { body: z.input<E['body']> } : unknown);
