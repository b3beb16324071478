// Every operation the fuzz suite walks, read from the running app rather than listed by hand: the
// OpenAPI document's operations, and better-auth's endpoints (each carries its path, method and
// zod schemas), mounted under /api/auth. A route added later is covered without touching this.
import { z } from 'zod';
import type { Auth } from '../../src/auth/auth';

/** The subset of JSON Schema the OpenAPI document and zod's converter produce. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  /** A number, or (OpenAPI 3.0) true to make minimum exclusive. */
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  format?: string;
  pattern?: string;
}

export interface Parameter {
  name: string;
  schema: JsonSchema;
  required: boolean;
}

export interface FuzzOperation {
  source: 'openapi' | 'better-auth';
  method: string;
  /** The full path with {name} placeholders, e.g. /api/projects/{name}/overview. */
  path: string;
  pathParams: Parameter[];
  query: Parameter[];
  /** The JSON body's schema; undefined when the operation takes none. */
  body: JsonSchema | undefined;
}

export const operationName = (op: FuzzOperation) => `${op.method} ${op.path}`;

interface OpenApiDocument {
  paths?: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);

export function openApiOperations(document: unknown): FuzzOperation[] {
  const out: FuzzOperation[] = [];
  for (const [path, item] of Object.entries((document as OpenApiDocument).paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      if (!HTTP_METHODS.has(method)) continue;
      const parameters = operation.parameters ?? [];
      const pick = (where: string) =>
        parameters
          .filter((p) => p.in === where)
          .map((p) => ({ name: p.name, schema: p.schema ?? {}, required: p.required ?? false }));
      out.push({
        source: 'openapi',
        method: method.toUpperCase(),
        path,
        pathParams: pick('path'),
        query: pick('query'),
        body: operation.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return out;
}

interface AuthEndpoint {
  path?: string;
  options?: { method?: string | string[]; body?: z.ZodType; query?: z.ZodType };
}

function toJsonSchema(schema: z.ZodType | undefined): JsonSchema | undefined {
  if (!schema) return undefined;
  return z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as JsonSchema;
}

function queryParameters(schema: JsonSchema | undefined): Parameter[] {
  // A union of shapes (e.g. /account-info) offers the union of their fields.
  const shapes = schema?.anyOf ?? (schema ? [schema] : []);
  const out = new Map<string, Parameter>();
  for (const shape of shapes) {
    for (const [name, property] of Object.entries(shape.properties ?? {})) {
      out.set(name, { name, schema: property, required: shape.required?.includes(name) ?? false });
    }
  }
  return [...out.values()];
}

/** better-auth's HTTP endpoints (those without a path are server-side calls only). */
export function betterAuthOperations(auth: Auth, basePath: string): FuzzOperation[] {
  const out: FuzzOperation[] = [];
  for (const endpoint of Object.values(auth.api) as AuthEndpoint[]) {
    if (!endpoint.path || !endpoint.options?.method) continue;
    const methods = [endpoint.options.method].flat();
    const path = basePath + endpoint.path.replace(/:(\w+)/g, '{$1}');
    const pathParams = [...endpoint.path.matchAll(/:(\w+)/g)].map((m) => ({
      name: m[1]!,
      schema: { type: 'string' },
      required: true,
    }));
    for (const method of methods) {
      if (method === '*') continue;
      out.push({
        source: 'better-auth',
        method,
        path,
        pathParams,
        query: queryParameters(toJsonSchema(endpoint.options.query)),
        body: method === 'GET' ? undefined : toJsonSchema(endpoint.options.body),
      });
    }
  }
  return out;
}
