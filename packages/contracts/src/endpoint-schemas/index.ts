// Every endpoint of the table with its schemas: the server registers its routes with these
// entries (apps/server/src/http/endpoint-route.ts), the web app types its calls with them.
import type { EndpointSchemaTable } from '../endpoint-types';
import type { Endpoint, EndpointName } from '../endpoints';
import { adminEndpoints } from './admin';
import { billingEndpoints } from './billing';
import { feedEndpoints } from './feeds';
import { integrationEndpoints } from './integrations';
import { operationEndpoints } from './operations';
import { projectEndpoints } from './projects';
import { userEndpoints } from './users';

export const endpointSchemas = {
  ...feedEndpoints,
  ...projectEndpoints,
  ...userEndpoints,
  ...billingEndpoints,
  ...operationEndpoints,
  ...adminEndpoints,
  ...integrationEndpoints,
} as const satisfies EndpointSchemaTable;

export type EndpointSchemas = typeof endpointSchemas;

/** The entry with schemas of a table endpoint, found by its method and path. */
export type SchemasOf<E extends Endpoint> = Extract<
  EndpointSchemas[EndpointName],
  { method: E['method']; path: E['path'] }
>;
