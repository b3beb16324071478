// The user API's calls with real payloads: without a session 401, as another user 403, and in
// both cases the target user's stored data stays exactly as it was, while the owner's same call
// does change it (so "nothing changed" is no empty claim). The same holds for bad input; the
// owner's bad input answers 400 and changes nothing either. Which routes exist and what each
// declares is user-access.test.ts's part: it walks the app's own routes.
import type { DatabaseHandle } from '@gitsignals/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registryProject, seedFeed, type TestApp } from './helpers';
import { signUp, type SignedInUser } from './auth-helpers';
import { giveSubscription } from './billing-helpers';
import { callAs, storedUserState } from './user-api-helpers';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A user with something in every area the API can change. */
interface Target {
  user: SignedInUser;
  savedSearchId: number;
}

interface Case {
  name: string;
  method: Method;
  url: (target: Target) => string;
  body?: (target: Target) => unknown;
  /** Whether the owner's own call changes stored data (the control below proves it does). */
  mutates: boolean;
}

let t: TestApp;
let feedIds: string[];
let victim: Target;
let mallory: SignedInUser;

async function makeTarget(): Promise<Target> {
  const user = await signUp(t.app, { name: 'Victim' });
  // A subscriber, so every premium change the owner may make (profiles, the project list) works.
  await giveSubscription(t.handle, user.id);
  const call = callAs(t.app, user);
  await call('PUT', `/api/user/${user.id}`, { projectSubList: ['Uniswap'] });
  await call('PUT', `/api/user/${user.id}`, { project_profile: { growth: { partners: 'A' } } });
  await call('POST', `/api/users/${user.id}/save-feed?feedId=${feedIds[0]}`);
  const search = await call('POST', `/api/users/${user.id}/save-search`, { keywords: ['zk'] });
  return { user, savedSearchId: search.json().id };
}

const userPath = (target: Target) => `/api/user/${target.user.id}`;
const usersPath = (target: Target, rest: string) => `/api/users/${target.user.id}/${rest}`;

const cases: Case[] = [
  {
    name: 'POST /user',
    method: 'POST',
    url: () => '/api/user',
    body: (v) => ({ id: v.user.id, email: v.user.email, name: 'Changed' }),
    mutates: false,
  },
  { name: 'GET /user/{id}', method: 'GET', url: userPath, mutates: false },
  {
    name: 'PUT /user/{id} {email, name}',
    method: 'PUT',
    url: userPath,
    // The name: a new e-mail goes through the confirmed change flow (auth-email-change.test.ts).
    body: (v) => ({ email: v.user.email, name: 'Mallory' }),
    mutates: true,
  },
  {
    name: 'PUT /user/{id} {subscribedToEmails, emailFrequency}',
    method: 'PUT',
    url: userPath,
    body: () => ({ subscribedToEmails: true, emailFrequency: 'daily' }),
    mutates: true,
  },
  {
    name: 'PUT /user/{id} {projectSubList}',
    method: 'PUT',
    url: userPath,
    body: () => ({ projectSubList: ['Aave'] }),
    mutates: true,
  },
  {
    name: 'PUT /user/{id} {project_profile}',
    method: 'PUT',
    url: userPath,
    body: () => ({ project_profile: { risk: { protocols: 'X' } } }),
    mutates: true,
  },
  {
    name: 'PUT /user/{id} {defaultFeed}',
    method: 'PUT',
    url: userPath,
    body: () => ({ defaultFeed: 'personal' }),
    mutates: true,
  },
  {
    name: 'GET /users/{id}/saved-feeds',
    method: 'GET',
    url: (v) => usersPath(v, 'saved-feeds'),
    mutates: false,
  },
  {
    name: 'POST /users/{id}/save-feed (removing a saved one)',
    method: 'POST',
    url: (v) => usersPath(v, `save-feed?feedId=${feedIds[0]}`),
    mutates: true,
  },
  {
    name: 'POST /users/{id}/save-feed (adding one)',
    method: 'POST',
    url: (v) => usersPath(v, `save-feed?feedId=${feedIds[1]}`),
    mutates: true,
  },
  {
    name: 'POST /users/{id}/save-search',
    method: 'POST',
    url: (v) => usersPath(v, 'save-search'),
    body: () => ({ keywords: ['planted'] }),
    mutates: true,
  },
  {
    name: 'GET /users/{id}/save-search',
    method: 'GET',
    url: (v) => usersPath(v, 'save-search'),
    mutates: false,
  },
  {
    name: 'DELETE /users/{id}/save-search/{searchId}',
    method: 'DELETE',
    url: (v) => usersPath(v, `save-search/${v.savedSearchId}`),
    mutates: true,
  },
  {
    name: 'POST /feeds/user/{userId}',
    method: 'POST',
    url: (v) => `/api/feeds/user/${v.user.id}`,
    body: () => ({ page: 1, limit: 30 }),
    mutates: false,
  },
];

/** Bad input for every payload shape (and query or path value) of the routes above. */
const badInputs: (Omit<Case, 'mutates'> & { namesNoUser?: true })[] = [
  {
    name: 'POST /user with an e-mail lacking @',
    method: 'POST',
    url: () => '/api/user',
    body: (v) => ({ id: v.user.id, email: 'nope', name: 'X' }),
  },
  {
    name: 'POST /user without an id',
    method: 'POST',
    url: () => '/api/user',
    body: () => ({}),
    // Names nobody, so another user's session gets the 400 too.
    namesNoUser: true,
  },
  ...[
    { email: 'no-at-sign', name: 'X' },
    { subscribedToEmails: 'maybe', emailFrequency: 'daily' },
    { projectSubList: 'Aave' },
    { project_profile: { trader: { a: 'b' } } },
    { defaultFeed: 'trending' },
    { defaultFeed: 'daily', projectSubList: ['Aave'] },
    { nickname: 'X' },
  ].map((payload) => ({
    name: `PUT /user/{id} ${JSON.stringify(payload)}`,
    method: 'PUT' as const,
    url: userPath,
    body: () => payload,
  })),
  {
    name: 'POST /users/{id}/save-feed without feedId',
    method: 'POST',
    url: (v) => usersPath(v, 'save-feed'),
  },
  {
    name: 'POST /users/{id}/save-search with no keywords',
    method: 'POST',
    url: (v) => usersPath(v, 'save-search'),
    body: () => ({ keywords: [' '] }),
  },
  {
    name: 'POST /users/{id}/save-search with keywords not a list',
    method: 'POST',
    url: (v) => usersPath(v, 'save-search'),
    body: () => ({ keywords: 'zk' }),
  },
  {
    name: 'DELETE /users/{id}/save-search/{searchId} with a non-numeric id',
    method: 'DELETE',
    url: (v) => usersPath(v, 'save-search/abc'),
  },
  {
    name: 'POST /feeds/user/{userId} with page 0',
    method: 'POST',
    url: (v) => `/api/feeds/user/${v.user.id}`,
    body: () => ({ page: 0 }),
  },
];

function send(actor: SignedInUser | null, c: Omit<Case, 'mutates'>, target: Target) {
  return callAs(t.app, actor)(c.method, c.url(target), c.body?.(target));
}

const snapshot = (handle: DatabaseHandle, target: Target) =>
  storedUserState(handle, target.user.id);

beforeAll(async () => {
  t = await createTestApp();
  feedIds = await seedFeed(
    t.handle,
    [registryProject('uniswap'), registryProject('aave', { category: 'Lending' })],
    [
      { slug: 'uniswap', date: '2026-03-19' },
      { slug: 'aave', date: '2026-03-18' },
    ],
  );
  victim = await makeTarget();
  mallory = await signUp(t.app, { name: 'Mallory' });
});
afterAll(async () => t.close());

const nobody = null;
const forged = (): SignedInUser => ({
  ...mallory,
  cookie: 'better-auth.session_token=forged.value',
});

describe.each(cases)('$name', (c) => {
  it('answers 401 without a session and changes nothing', async () => {
    const before = await snapshot(t.handle, victim);
    const res = await send(nobody, c, victim);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: { code: 'unauthorized', message: 'Authentication required' },
    });
    expect(await snapshot(t.handle, victim)).toEqual(before);
  });

  it('answers 401 for a forged session cookie and changes nothing', async () => {
    const before = await snapshot(t.handle, victim);
    const res = await send(forged(), c, victim);
    expect(res.statusCode).toBe(401);
    expect(await snapshot(t.handle, victim)).toEqual(before);
  });

  it('answers 403 to another user and changes nothing', async () => {
    const before = await snapshot(t.handle, victim);
    const malloryBefore = await storedUserState(t.handle, mallory.id);
    const res = await send(mallory, c, victim);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: { code: 'forbidden', message: 'You can only access your own account' },
    });
    expect(await snapshot(t.handle, victim)).toEqual(before);
    expect(await storedUserState(t.handle, mallory.id)).toEqual(malloryBefore);
  });

  it('answers 403, not 404, for an id that names no user', async () => {
    const ghost: Target = { ...victim, user: { ...victim.user, id: crypto.randomUUID() } };
    const res = await send(mallory, c, ghost);
    expect(res.statusCode).toBe(403);
  });

  it(`answers the owner with success${c.mutates ? ' and changes their data' : ''}`, async () => {
    // A control on a fresh user: the refused calls above would have had an effect if allowed.
    const owner = await makeTarget();
    const before = await snapshot(t.handle, owner);
    const res = await send(owner.user, c, owner);
    expect([200, 201, 204]).toContain(res.statusCode);
    const after = await snapshot(t.handle, owner);
    if (c.mutates) expect(after).not.toEqual(before);
    else expect(after).toEqual(before);
  });
});

describe.each(badInputs)('$name', (c) => {
  it('answers 401 without a session, 403 to another user, 400 to the owner; changes nothing', async () => {
    const before = await snapshot(t.handle, victim);
    expect((await send(nobody, c, victim)).statusCode).toBe(401);
    expect((await send(mallory, c, victim)).statusCode).toBe(c.namesNoUser ? 400 : 403);
    const own = await send(victim.user, c, victim);
    expect(own.statusCode).toBe(400);
    expect(own.json().error.code).toBe('bad_request');
    expect(own.json().error.message.length).toBeGreaterThan(0);
    expect(await snapshot(t.handle, victim)).toEqual(before);
  });
});
