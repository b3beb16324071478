// `GET /api` (issue 16, item 7): a small public index instead of a 404 — the API's name and
// version, links that answer (docs, OpenAPI document, health), and whether 'Continue with Google'
// can work, which the sign-in page reads to show the button only then.
import type { ApiIndex } from '@gitsignals/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers';

const plain = await createTestApp({ version: '9.8.7' });
const withGoogle = await createTestApp(
  { google: { clientId: 'client-id.apps.googleusercontent.com', clientSecret: 'secret' } },
  plain.handle,
);
afterAll(async () => {
  await withGoogle.app.close();
  await plain.close();
});

describe('GET /api', () => {
  it('answers the index without a session, with links that answer', async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/api' });
    expect(res.statusCode).toBe(200);
    const index = res.json<ApiIndex>();
    expect(index).toEqual({
      name: 'GitSignals API',
      version: '9.8.7',
      links: { docs: '/api/docs', openapi: '/api/docs/json', health: '/api/health' },
      signIn: { google: false },
    });
    for (const link of Object.values(index.links)) {
      const answer = await plain.app.inject({ method: 'GET', url: link });
      expect([link, answer.statusCode]).toEqual([link, 200]);
    }
    const openapi = (await plain.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(openapi.paths)).toContain('/api');
  });

  it('says Google sign-in works only when the server has a Google client', async () => {
    const res = await withGoogle.app.inject({ method: 'GET', url: '/api' });
    expect(res.json<ApiIndex>().signIn).toEqual({ google: true });
  });
});
