// A user's insights run through the real queue (pg-boss on the test database, PGlite or
// PostgreSQL): saving a profile queues one run for that user, however many saves come in a row;
// the run writes that user's insights and nobody else's; GET /users/{id}/insights-run answers its
// state to that user only; editing a profile's answers rewrites its insights of the window.
import { createTestDatabase } from '@gitsignals/db/testing';
import type { DatabaseHandle } from '@gitsignals/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobs, type Jobs } from '../src/jobs/scheduler';
import { USER_INSIGHTS_JOB } from '../src/jobs/generate-insights.job';
import { generateInsights } from '../src/use-cases/insights/generate-insights';
import { signUp, type SignedInUser } from './auth-helpers';
import { giveSubscription } from './billing-helpers';
import { createTestApp, registryProject, seedFeed, type TestApp } from './helpers';
import { callAs, queryRows } from './user-api-helpers';

const DAY = 86_400_000;
const today = new Date();
const day = (daysAgo: number) =>
  new Date(today.getTime() - daysAgo * DAY).toISOString().slice(0, 10);
const sha = (prefix: string) => `${prefix}${'0'.repeat(40 - prefix.length)}`;

async function seed(handle: DatabaseHandle) {
  return seedFeed(
    handle,
    [registryProject('celestia', { category: 'Layer 1' }), registryProject('lido')],
    [
      {
        slug: 'celestia',
        date: day(1),
        title: 'Celestia bounds MaxAgeNumBlocks to the unbonding period',
        signals: ['security_fix', 'breaking_change'],
        commits: [
          { sha: sha('c0ffee1'), message: 'fix: bound max age', at: `${day(1)}T10:00:00Z` },
        ],
      },
      {
        slug: 'lido',
        date: day(2),
        title: 'Lido changes the staking reward split',
        signals: ['tokenomics_change'],
        commits: [
          { sha: sha('1d0a5e7'), message: 'feat: reward split', at: `${day(2)}T10:00:00Z` },
        ],
      },
    ],
  );
}

const profileOf = (app: TestApp['app'], user: SignedInUser, profile: unknown) =>
  callAs(app, user)('PUT', `/api/user/${user.id}`, { project_profile: profile });

async function subscriber(t: TestApp): Promise<SignedInUser> {
  const user = await signUp(t.app);
  await giveSubscription(t.handle, user.id);
  return user;
}

const insightsOf = (t: TestApp, userId: string) =>
  queryRows<{ profile_type: string; opportunity: string }>(
    t.handle,
    `select profile_type, opportunity from insights where user_id = '${userId}' order by analysis_date desc`,
  );

const queuedRuns = (t: TestApp, userId: string) =>
  queryRows<{ state: string }>(
    t.handle,
    `select state from pgboss.job where name = '${USER_INSIGHTS_JOB}' and singleton_key = '${userId}'`,
  );

describe('saving a profile with no worker running', () => {
  let t: TestApp;
  let jobs: Jobs;
  beforeAll(async () => {
    const handle = await createTestDatabase();
    // A process that only asks for runs (an api process on PostgreSQL without RUN_JOBS).
    jobs = await startJobs({
      handle,
      databaseUrl: handle.pool?.options.connectionString,
      log: () => undefined,
    });
    t = await createTestApp({ insightRuns: jobs.insightRuns }, handle);
    await seed(t.handle);
  });
  afterAll(async () => {
    await jobs.stop();
    await t.close();
  });

  it('queues exactly one run for the user, however many saves come in a row', async () => {
    const user = await subscriber(t);
    const saves = [
      { risk: { protocols: 'Celestia' } },
      { risk: { protocols: 'Celestia, Lido' } },
      { risk: { protocols: 'Celestia, Lido', riskFactors: 'security' } },
    ];
    for (const profile of saves)
      expect((await profileOf(t.app, user, profile)).statusCode).toBe(200);
    await Promise.all(saves.map((profile) => profileOf(t.app, user, profile)));
    expect(await queuedRuns(t, user.id)).toEqual([{ state: 'created' }]);
    const state = await callAs(t.app, user)('GET', `/api/users/${user.id}/insights-run`);
    expect(state.statusCode).toBe(200);
    expect(state.json()).toMatchObject({ status: 'queued', window_days: 7, written: null });
    expect(state.json().requested_at).toEqual(expect.any(String));
  });

  it('queues nothing when a save only deletes a profile', async () => {
    const user = await subscriber(t);
    await t.handle.db.execute(
      `update users set project_profile = '{"risk":{"protocols":"Lido"},"growth":{"competitors":"Lido"}}' where id = '${user.id}'`,
    );
    await profileOf(t.app, user, { risk: { protocols: 'Lido' } });
    expect(await queuedRuns(t, user.id)).toEqual([]);
    const state = await callAs(t.app, user)('GET', `/api/users/${user.id}/insights-run`);
    expect(state.json()).toMatchObject({ status: 'none', requested_at: null });
  });

  it('answers the state only to its own signed-in subscriber', async () => {
    const owner = await subscriber(t);
    const path = `/api/users/${owner.id}/insights-run`;
    expect((await callAs(t.app, null)('GET', path)).statusCode).toBe(401);
    expect((await callAs(t.app, null)('POST', path)).statusCode).toBe(401);
    const other = await subscriber(t);
    const foreign = await callAs(t.app, other)('GET', path);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).not.toHaveProperty('status');
    expect((await callAs(t.app, other)('POST', path)).statusCode).toBe(403);
    expect(await queuedRuns(t, owner.id)).toEqual([]);
    const free = await signUp(t.app);
    const unpaid = await callAs(t.app, free)('GET', `/api/users/${free.id}/insights-run`);
    expect(unpaid.statusCode).toBe(403);
  });

  it('POST asks for a run again and answers 202 with its state', async () => {
    const user = await subscriber(t);
    const res = await callAs(t.app, user)('POST', `/api/users/${user.id}/insights-run`);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ status: 'queued' });
    await callAs(t.app, user)('POST', `/api/users/${user.id}/insights-run`);
    expect(await queuedRuns(t, user.id)).toHaveLength(1);
  });
});

describe('a run for one user on a working queue', () => {
  let t: TestApp;
  let jobs: Jobs;
  const runs: string[][] = [];
  beforeAll(async () => {
    const handle = await createTestDatabase();
    jobs = await startJobs({
      handle,
      databaseUrl: handle.pool?.options.connectionString,
      userInsights: {
        run: async (payload) => {
          runs.push(payload.userIds ?? []);
          return generateInsights({ db: handle.db, now: () => today }, payload);
        },
        pollingSeconds: 0.5,
      },
      log: () => undefined,
    });
    t = await createTestApp({ insightRuns: jobs.insightRuns }, handle);
    await seed(t.handle);
  });
  afterAll(async () => {
    await jobs.stop();
    await t.close();
  });

  const stateOf = async (user: SignedInUser) =>
    (await callAs(t.app, user)('GET', `/api/users/${user.id}/insights-run`)).json() as {
      status: string;
      items_checked: number | null;
      written: number | null;
    };

  it("writes the saving user's insights within seconds, and nobody else's", async () => {
    const user = await subscriber(t);
    const bystander = await subscriber(t);
    // The bystander's matching profile is stored without a save, so no run is asked for them.
    await t.handle.db.execute(
      `update users set project_profile = '{"risk":{"protocols":"Celestia"}}' where id = '${bystander.id}'`,
    );
    const saved = await profileOf(t.app, user, {
      risk: { protocols: 'Celestia', riskFactors: 'security fixes' },
      investor: { economicFactors: 'tokenomics' },
    });
    expect(saved.statusCode).toBe(200);
    await expect
      .poll(async () => (await stateOf(user)).status, { timeout: 20_000, interval: 250 })
      .toBe('done');
    expect(await stateOf(user)).toMatchObject({ items_checked: 2, written: 2 });
    expect(runs).toContainEqual([user.id]);
    expect(runs).not.toContainEqual([bystander.id]);
    const written = await insightsOf(t, user.id);
    expect(written.map((w) => w.profile_type)).toEqual(['risk', 'investor']);
    expect(written[0]!.opportunity).toBe(
      'You monitor Celestia for risk, and it also matches security fixes from your risk factors — Celestia bounds MaxAgeNumBlocks to the unbonding period (c0ffee1), a security fix and a breaking change. A security fix means the deployed code had a flaw until now, so check what you hold in Celestia against it.',
    );
    expect(written[1]!.opportunity).toMatch(
      /^You follow tokenomics as economic factors — Lido changes the staking reward split \(1d0a5e7\), a tokenomics change\. /,
    );
    expect(await insightsOf(t, bystander.id)).toEqual([]);
  }, 30_000);

  it("rewrites an edited profile's insights of the window from its new answers", async () => {
    const user = await subscriber(t);
    await profileOf(t.app, user, { risk: { protocols: 'Celestia' } });
    await expect
      .poll(async () => (await stateOf(user)).status, { timeout: 20_000, interval: 250 })
      .toBe('done');
    expect((await insightsOf(t, user.id)).map((w) => w.opportunity)).toEqual([
      expect.stringMatching(/^You monitor Celestia for risk — /),
    ]);
    await profileOf(t.app, user, { risk: { protocols: 'Lido', riskFactors: 'security' } });
    await expect
      .poll(async () => (await insightsOf(t, user.id)).length, { timeout: 20_000, interval: 250 })
      .toBe(2);
    expect((await insightsOf(t, user.id)).map((w) => w.opportunity)).toEqual([
      expect.stringMatching(/^You listed security among your risk factors — Celestia bounds/),
      expect.stringMatching(/^You monitor Lido for risk — Lido changes the staking reward split/),
    ]);
  }, 45_000);
});
