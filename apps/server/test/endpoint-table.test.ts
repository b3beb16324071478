// The server and the endpoint table of @gitsignals/contracts describe the same API (ADR 030):
// every JSON route under /api is registered from a table entry, with that entry's own schemas, and
// every entry has its route. A route written by hand, or an entry the server lacks, fails here.
import { endpointSchemas, type EndpointWithSchemas } from '@gitsignals/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import type { DeclaredRoute } from '../src/http/plugins/access';
import { createTestApp } from './helpers';

const t = await createTestApp();
afterAll(() => t.close());

/** The /api routes outside the JSON contract, each for its reason (listed in ADR 030). */
const OUTSIDE_THE_TABLE = [
  // better-auth's catch-all: its own endpoints, bodies and answers, documented by better-auth.
  /^\/api\/auth\//,
  // Swagger UI's page and assets, and the OpenAPI document made from the table's schemas.
  /^\/api\/docs(\/|$)/,
];

const nameOf = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
const entries = Object.entries(endpointSchemas).map(([name, entry]) => ({
  name,
  entry: entry as EndpointWithSchemas,
  key: `${entry.method} ${entry.path}`,
}));

/** HEAD routes are Fastify's copies of GET routes. */
const declared = t.app.declaredRoutes().filter((r) => r.method !== 'HEAD');
const apiRoutes = declared.filter((r) => r.url === '/api' || r.url.startsWith('/api/'));
const outside = (r: DeclaredRoute) => OUTSIDE_THE_TABLE.some((routes) => routes.test(r.url));
const tableRoutes = apiRoutes.filter((r) => !outside(r));

describe('the endpoint table', () => {
  it('has an entry for every /api route of the JSON contract', () => {
    const known = new Set(entries.map((e) => e.key));
    expect(tableRoutes.map(nameOf).filter((name) => !known.has(name))).toEqual([]);
  });

  it('has its route on the server for every entry, registered once', () => {
    const counts = new Map<string, number>();
    for (const r of tableRoutes) counts.set(nameOf(r), (counts.get(nameOf(r)) ?? 0) + 1);
    const notOnce = entries.filter((e) => counts.get(e.key) !== 1).map((e) => e.name);
    expect(notOnce).toEqual([]);
  });

  it("gives each route the entry's own schemas", () => {
    const byKey = new Map(tableRoutes.map((r) => [nameOf(r), r]));
    const parts = ['params', 'querystring', 'body', 'response'] as const;
    const differing = entries.flatMap(({ name, entry, key }) => {
      const schema = byKey.get(key)?.schema;
      return parts.filter((part) => schema?.[part] !== entry[part]).map((p) => `${name}.${p}`);
    });
    expect(differing).toEqual([]);
  });

  it('leaves out only the routes ADR 030 lists, each of them still there', () => {
    const gone = OUTSIDE_THE_TABLE.filter((routes) => !apiRoutes.some((r) => routes.test(r.url)));
    expect(gone).toEqual([]);
  });
});
