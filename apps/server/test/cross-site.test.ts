// Writes carrying another site's Origin are refused before any route runs, so a page elsewhere
// cannot use a signed-in visitor's cookie to change their data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registryProject, seedFeed, type TestApp } from './helpers';
import { signUp, type SignedInUser } from './auth-helpers';

let t: TestApp;
let user: SignedInUser;
let feedId: string;

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'http://localhost:3000' });
  const [id] = await seedFeed(
    t.handle,
    [registryProject('uniswap')],
    [{ slug: 'uniswap', date: '2026-11-20' }],
  );
  feedId = id!;
  user = await signUp(t.app);
});
afterAll(async () => t.close());

const toggle = (origin?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/users/${user.id}/save-feed?feedId=${feedId}`,
    headers: { cookie: user.cookie, ...(origin ? { origin } : {}) },
  });

const savedCount = async () =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/users/${user.id}/saved-feeds`,
      headers: { cookie: user.cookie, origin: 'https://evil.example' },
    })
  ).json<{ total_saved: number }>().total_saved;

describe('cross-site writes', () => {
  it('refuses a write from another origin and changes nothing', async () => {
    const response = await toggle('https://evil.example');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: { code: 'cross_site_request', message: 'Cross-site request refused' },
    });
    expect(await savedCount()).toBe(0);
  });

  it('accepts writes from our own origin, its loopback twin, or without an Origin', async () => {
    expect((await toggle('http://localhost:3000')).json()).toEqual({ feedId, saved: true });
    expect((await toggle('http://127.0.0.1:3000')).json()).toEqual({ feedId, saved: false });
    expect((await toggle()).json()).toEqual({ feedId, saved: true });
    expect(await savedCount()).toBe(1);
  });

  it('lets mail providers post one-click unsubscribes from their own origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/not-a-real-token/unsubscribe',
      headers: {
        origin: 'https://mail.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(404); // reached the route: the token is unknown
  });
});
