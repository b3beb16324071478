// The backend user record: POST /user, GET /user/{id}, PUT /user/{id} with each payload shape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../src/mail/outbox';
import { createTestApp, registryProject, seedFeed, type TestApp } from './helpers';
import { signIn, signUp, uniqueEmail, type SignedInUser } from './auth-helpers';
import { callAs, queryRows, storedUserState } from './user-api-helpers';
import { giveSubscription } from './billing-helpers';
import { EMAIL_CHANGE_FLOW_MESSAGE } from '../src/use-cases/users/update-user';

let t: TestApp;
/** What the app's outbox (the test default mailer) holds for an address. */
const mailTo = async (email: string) =>
  (await listOutbox(t.app.deps.db)).filter((m) => m.to === email);

beforeAll(async () => {
  t = await createTestApp();
  await seedFeed(
    t.handle,
    [
      registryProject('uniswap'),
      registryProject('aave', { category: 'Lending' }),
      registryProject('celestia', { category: 'Layer 1' }),
    ],
    [],
  );
});
afterAll(async () => t.close());

const put = (user: SignedInUser, body: unknown) =>
  callAs(t.app, user)('PUT', `/api/user/${user.id}`, body);

describe('POST /api/user', () => {
  it('answers the record sign-up made, with the spec defaults, and is idempotent', async () => {
    const user = await signUp(t.app, { name: 'Ada Lovelace' });
    const call = callAs(t.app, user);
    const first = await call('POST', '/api/user', {
      id: user.id,
      email: user.email,
      name: 'Ada Lovelace',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      id: user.id,
      email: user.email,
      name: 'Ada Lovelace',
      subscribedToEmails: false,
      emailFrequency: 'weekly',
      defaultFeed: 'daily',
      projectSubList: [],
      project_profile: {},
      twoFactorEnabled: false,
      isAdmin: false,
      created_at: expect.any(String),
    });
    const again = await call('POST', '/api/user', { id: user.id, email: user.email, name: 'X' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await queryRows(t.handle, `select id from users where id = '${user.id}'`)).toHaveLength(
      1,
    );
  });

  it("fills a blank name with the given name, else the e-mail's local part", async () => {
    const withName = await signUp(t.app);
    await t.handle.db.execute(`update users set name = '' where id = '${withName.id}'`);
    const named = await callAs(t.app, withName)('POST', '/api/user', {
      id: withName.id,
      email: withName.email,
      name: 'Grace',
    });
    expect(named.json().name).toBe('Grace');

    const blank = await signUp(t.app, { email: uniqueEmail('hopper') });
    await t.handle.db.execute(`update users set name = '  ' where id = '${blank.id}'`);
    const fallback = await callAs(t.app, blank)('POST', '/api/user', {
      id: blank.id,
      email: blank.email,
      name: '   ',
    });
    expect(fallback.statusCode).toBe(200);
    expect(fallback.json().name).toBe(blank.email.split('@')[0]);
  });

  it('refuses another id (403) and a missing session (401)', async () => {
    const user = await signUp(t.app);
    const other = await signUp(t.app);
    const body = { id: other.id, email: other.email, name: 'Mallory' };
    const forbidden = await callAs(t.app, user)('POST', '/api/user', body);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error.code).toBe('forbidden');
    const anonymous = await callAs(t.app, null)('POST', '/api/user', body);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBe('Authentication required');
  });

  it('answers 400 for a body without id or with an e-mail lacking @', async () => {
    const user = await signUp(t.app);
    const call = callAs(t.app, user);
    expect((await call('POST', '/api/user', { email: user.email })).statusCode).toBe(400);
    const badEmail = await call('POST', '/api/user', { id: user.id, email: 'nope', name: 'A' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error.message).toContain('Please enter a valid email address');
  });
});

describe('GET /api/user/:id', () => {
  it("answers the user's own record", async () => {
    const user = await signUp(t.app, { name: 'Ada' });
    const res = await callAs(t.app, user)('GET', `/api/user/${user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, email: user.email, name: 'Ada' });
  });
});

describe('PUT /api/user/:id {email, name}', () => {
  it('saves the name; the e-mail may be sent as it is, in any letter case', async () => {
    const user = await signUp(t.app);
    const res = await put(user, { email: `  ${user.email.toUpperCase()} `, name: ' Ada King ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Ada King', email: user.email });
    expect(await mailTo(user.email)).toHaveLength(1); // the sign-up confirmation only
  });

  // Issue 11: a session cookie alone used to change the sign-in address (account takeover).
  it('refuses a new e-mail, pointing at the verified flow, and changes nothing', async () => {
    const user = await signUp(t.app);
    const newEmail = uniqueEmail('taken-over');
    const before = await storedUserState(t.handle, user.id);
    const res = await put(user, { email: newEmail, name: 'Thief' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'email_change_needs_verification',
      message: EMAIL_CHANGE_FLOW_MESSAGE,
    });
    expect(EMAIL_CHANGE_FLOW_MESSAGE).toContain('current password');
    expect(await storedUserState(t.handle, user.id)).toEqual(before);
    expect((await signIn(t.app, { email: newEmail, password: user.password })).statusCode).toBe(
      401,
    );
    expect((await signIn(t.app, { email: user.email, password: user.password })).statusCode).toBe(
      200,
    );
  });

  it("answers another user's e-mail exactly as a free one, so it reveals nothing", async () => {
    const user = await signUp(t.app);
    const other = await signUp(t.app);
    const before = await storedUserState(t.handle, user.id);
    const taken = await put(user, { email: other.email.toUpperCase(), name: 'Thief' });
    const free = await put(user, { email: uniqueEmail('free'), name: 'Thief' });
    expect(taken.statusCode).toBe(free.statusCode);
    expect(taken.json()).toEqual(free.json());
    expect(await storedUserState(t.handle, user.id)).toEqual(before);
  });

  it.each([
    [{ email: 'no-at-sign', name: 'A' }, 'Please enter a valid email address'],
    [{ email: '', name: 'A' }, 'Please enter a valid email address'],
    [{ email: 'a@b.c', name: '  ' }, 'name'],
    [{ email: 'a@b.c' }, 'name'],
  ])('answers 400 for %j', async (body, message) => {
    const user = await signUp(t.app);
    const res = await put(user, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
  });
});

describe('PUT /api/user/:id {subscribedToEmails, emailFrequency}', () => {
  it("accepts booleans and the strings 'true'/'false'", async () => {
    const user = await signUp(t.app);
    const on = await put(user, { subscribedToEmails: 'true', emailFrequency: 'monthly' });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ subscribedToEmails: true, emailFrequency: 'monthly' });
    const off = await put(user, { subscribedToEmails: false, emailFrequency: 'biweekly' });
    expect(off.json()).toMatchObject({ subscribedToEmails: false, emailFrequency: 'biweekly' });
    const offString = await put(user, { subscribedToEmails: 'false', emailFrequency: 'daily' });
    expect(offString.json()).toMatchObject({ subscribedToEmails: false, emailFrequency: 'daily' });
  });

  it.each([
    [{ subscribedToEmails: true, emailFrequency: 'hourly' }, 'emailFrequency'],
    [{ subscribedToEmails: 'yes', emailFrequency: 'weekly' }, 'subscribedToEmails'],
    [{ subscribedToEmails: true }, 'emailFrequency'],
  ])('answers 400 for %j', async (body, field) => {
    const user = await signUp(t.app);
    const res = await put(user, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(field);
  });
});

describe('PUT /api/user/:id {projectSubList}', () => {
  it('rewrites the whole list by project name, in any letter case, without repeats', async () => {
    const user = await signUp(t.app);
    // Adding projects to a chosen list is premium (docs/decisions/014).
    await giveSubscription(t.handle, user.id);
    const first = await put(user, { projectSubList: ['Uniswap', 'aave', 'Aave'] });
    expect(first.statusCode).toBe(200);
    expect(first.json().projectSubList).toEqual(['Aave', 'Uniswap']);
    const second = await put(user, { projectSubList: ['Celestia'] });
    expect(second.json().projectSubList).toEqual(['Celestia']);
    const fetched = await callAs(t.app, user)('GET', `/api/user/${user.id}`);
    expect(fetched.json().projectSubList).toEqual(['Celestia']);
  });

  it('accepts an empty list (the screen asks for one or more)', async () => {
    const user = await signUp(t.app);
    await put(user, { projectSubList: ['Uniswap'] });
    const res = await put(user, { projectSubList: [] });
    expect(res.statusCode).toBe(200);
    expect(res.json().projectSubList).toEqual([]);
  });

  it('refuses unknown names, naming them, and keeps the old list', async () => {
    const user = await signUp(t.app);
    await giveSubscription(t.handle, user.id);
    await put(user, { projectSubList: ['Uniswap'] });
    const res = await put(user, { projectSubList: ['Aave', 'Nope Protocol', 'Vapourware'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Unknown projects: Nope Protocol, Vapourware');
    const fetched = await callAs(t.app, user)('GET', `/api/user/${user.id}`);
    expect(fetched.json().projectSubList).toEqual(['Uniswap']);
  });

  it('ends with one whole list when two rewrites race', async () => {
    const user = await signUp(t.app);
    await Promise.all([
      put(user, { projectSubList: ['Uniswap', 'Aave'] }),
      put(user, { projectSubList: ['Celestia'] }),
    ]);
    const list = (await callAs(t.app, user)('GET', `/api/user/${user.id}`)).json().projectSubList;
    expect([['Aave', 'Uniswap'], ['Celestia']]).toContainEqual(list);
  });

  it.each([[{ projectSubList: 'Uniswap' }], [{ projectSubList: [''] }], [{ projectSubList: [1] }]])(
    'answers 400 for %j',
    async (body) => {
      const user = await signUp(t.app);
      const res = await put(user, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toContain('projectSubList');
    },
  );
});

describe('PUT /api/user/:id {project_profile}', () => {
  it('stores the Agent Hub answers by profile type', async () => {
    const user = await signUp(t.app);
    await giveSubscription(t.handle, user.id);
    const profile = {
      growth: { competitors: 'Uniswap, Curve', partners: 'Chainlink' },
      risk: { protocols: 'Aave', riskFactors: 'oracle delays' },
    };
    const res = await put(user, { project_profile: profile });
    expect(res.statusCode).toBe(200);
    expect(res.json().project_profile).toEqual(profile);
    const cleared = await put(user, { project_profile: {} });
    expect(cleared.json().project_profile).toEqual({});
  });

  it.each([
    ['an unknown type', { project_profile: { trader: { a: 'b' } } }],
    ['answers that are not an object', { project_profile: { growth: 'everything' } }],
    [
      'an answer over 2000 characters',
      { project_profile: { growth: { competitors: 'x'.repeat(2001) } } },
    ],
    ['a list', { project_profile: [] }],
  ])('answers 400 for %s', async (_label, body) => {
    const user = await signUp(t.app);
    const res = await put(user, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('project_profile');
  });
});

describe('PUT /api/user/:id {defaultFeed}', () => {
  it('switches the default tab', async () => {
    const user = await signUp(t.app);
    const res = await put(user, { defaultFeed: 'personal' });
    expect(res.statusCode).toBe(200);
    expect(res.json().defaultFeed).toBe('personal');
  });

  it('answers 400 for an unknown feed', async () => {
    const user = await signUp(t.app);
    const res = await put(user, { defaultFeed: 'trending' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('defaultFeed');
  });
});

describe('PUT /api/user/:id with no single payload shape', () => {
  it.each([
    [{}, 'Expected one of these payloads'],
    [{ nickname: 'Ada' }, 'Expected one of these payloads'],
    [{ defaultFeed: 'daily', projectSubList: [] }, 'Send one payload at a time'],
    [{ email: 'a@b.c', name: 'A', subscribedToEmails: true }, 'Send one payload at a time'],
    [{ defaultFeed: 'daily', nickname: 'Ada' }, 'nickname'],
    [{ email: 'a@b.c', name: 'A', id: 'someone-else' }, 'id'],
  ])('answers 400 for %j and changes nothing', async (body, message) => {
    const user = await signUp(t.app);
    const before = await storedUserState(t.handle, user.id);
    const res = await put(user, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('bad_request');
    expect(res.json().error.message).toContain(message);
    expect(await storedUserState(t.handle, user.id)).toEqual(before);
  });

  it('answers 400 for a body that is not an object', async () => {
    const user = await signUp(t.app);
    const res = await put(user, ['defaultFeed']);
    expect(res.statusCode).toBe(400);
  });
});
