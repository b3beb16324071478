// Agent Hub insights: the job that matches subscribers' profiles against new feed items, the
// POST /api/insights/get list, and the profile editing behind PUT /user/{id} {project_profile}.
import { AGENT_PROFILE_QUESTIONS } from '@gitsignals/contracts';
import { PROFILE_QUESTIONS } from '@gitsignals/analysis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateInsights } from '../src/use-cases/insights/generate-insights';
import { createTestApp, registryProject, seedFeed, type TestApp } from './helpers';
import { signUp, type SignedInUser } from './auth-helpers';
import { giveSubscription } from './billing-helpers';
import { callAs, queryRows } from './user-api-helpers';

let t: TestApp;
const DAY = 86_400_000;
const today = new Date();
const day = (daysAgo: number) =>
  new Date(today.getTime() - daysAgo * DAY).toISOString().slice(0, 10);
let ids: Record<string, string> = {};

const run = (userIds?: string[]) =>
  generateInsights({ db: t.handle.db, now: () => today }, userIds ? { userIds } : {});

async function subscriber(profile: unknown): Promise<SignedInUser> {
  const user = await signUp(t.app);
  await giveSubscription(t.handle, user.id);
  const res = await callAs(t.app, user)('PUT', `/api/user/${user.id}`, {
    project_profile: profile,
  });
  expect(res.statusCode, res.body).toBe(200);
  return user;
}

const insightsOf = (user: SignedInUser, userId = user.id) =>
  callAs(t.app, user)('POST', '/api/insights/get', { userId });

const storedInsights = (userId: string) =>
  queryRows<{ feed_item_id: string; profile_type: string; insight_type: string }>(
    t.handle,
    `select feed_item_id, profile_type, insight_type from insights where user_id = '${userId}' order by analysis_date desc, id`,
  );

beforeAll(async () => {
  t = await createTestApp();
  const [uniToday, aaveYesterday, celestiaOld, aaveOld] = await seedFeed(
    t.handle,
    [
      registryProject('uniswap'),
      registryProject('aave', { category: 'Lending' }),
      registryProject('celestia', { category: 'Layer 1' }),
    ],
    [
      {
        slug: 'uniswap',
        date: day(0),
        title: 'Uniswap adds dynamic fee hooks',
        content: 'New features: dynamic fee hooks priced with Chainlink feeds (abc1234).',
        tags: { protocols: ['Chainlink'] },
        commits: [
          {
            sha: `abc1234${'0'.repeat(33)}`,
            message: 'feat: dynamic fee hooks',
            at: `${day(0)}T08:00:00Z`,
            files: 3,
          },
          { sha: `def5678${'0'.repeat(33)}`, message: 'chore: tidy', at: `${day(0)}T09:00:00Z` },
        ],
      },
      { slug: 'aave', date: day(1), title: 'Aave fixes a rounding issue in liquidations' },
      { slug: 'celestia', date: day(2), title: 'Celestia ships blob sampling' },
      // Outside the seven-day window: never "new" to a run.
      { slug: 'aave', date: day(10), title: 'Aave mentions Uniswap in an old migration' },
    ],
  );
  ids = {
    uniToday: uniToday!,
    aaveYesterday: aaveYesterday!,
    celestiaOld: celestiaOld!,
    aaveOld: aaveOld!,
  };
  await t.handle.db.execute(
    `update feed_items set signals = '{security_fix}' where id = '${aaveYesterday}'`,
  );
});
afterAll(async () => t.close());

describe('the question keys', () => {
  it('are the same in the contracts and the engine', () => {
    const engine = Object.fromEntries(
      Object.entries(PROFILE_QUESTIONS).map(([type, qs]) => [type, qs.map((q) => q.key)]),
    );
    expect(engine).toEqual(AGENT_PROFILE_QUESTIONS);
  });
});

describe('generateInsights', () => {
  it('writes one insight per matching (profile, item) and none for the rest', async () => {
    const user = await subscriber({
      growth: { competitors: 'Uniswap', partners: 'Chainlink' },
      risk: { protocols: 'Lido', riskFactors: 'security' },
      investor: { portfolio: 'Bitcoin Cash' },
    });
    const result = await run([user.id]);
    expect(result).toMatchObject({ users: 1, matches: 2, written: 2 });
    expect(await storedInsights(user.id)).toEqual([
      { feed_item_id: ids.uniToday, profile_type: 'growth', insight_type: 'competitor_activity' },
      { feed_item_id: ids.aaveYesterday, profile_type: 'risk', insight_type: 'risk_factor' },
    ]);
  });

  it('adds nothing when run again, and only the new item when one arrives', async () => {
    const user = await subscriber({ ecosystem: { integrations: 'blob sampling' } });
    expect((await run([user.id])).written).toBe(1);
    expect(await run([user.id])).toMatchObject({ matches: 0, written: 0 });
    const [fresh] = await seedFeed(
      t.handle,
      [registryProject('celestia', { category: 'Layer 1' })],
      [{ slug: 'celestia', date: day(0), title: 'Celestia speeds up blob sampling' }],
    );
    expect(await run([user.id])).toMatchObject({ matches: 1, written: 1 });
    expect((await storedInsights(user.id)).map((r) => r.feed_item_id)).toEqual([
      fresh,
      ids.celestiaOld,
    ]);
  });

  it('writes nothing for a user without an active subscription', async () => {
    const subscribed = await subscriber({ growth: { competitors: 'Aave' } });
    // The subscription lapses after the profile was saved.
    await t.handle.db.execute(
      `update subscriptions set status = 'canceled' where user_id = '${subscribed.id}'`,
    );
    expect(await run([subscribed.id])).toMatchObject({ users: 0, written: 0 });
    expect(await storedInsights(subscribed.id)).toEqual([]);
  });

  it('runs for everyone with a profile when no user is named', async () => {
    const a = await subscriber({ auditor: { auditProjects: 'Celestia' } });
    const b = await subscriber({ auditor: { auditProjects: 'Celestia' } });
    await run();
    expect(await storedInsights(a.id)).toHaveLength(2);
    expect(await storedInsights(b.id)).toHaveLength(2);
  });
});

describe('POST /api/insights/get', () => {
  it("answers the user's insights in the spec's shape, newest analysis_date first", async () => {
    const user = await subscriber({
      growth: { competitors: 'Uniswap' },
      risk: { riskFactors: 'security fixes' },
    });
    await run([user.id]);
    const res = await insightsOf(user);
    expect(res.statusCode).toBe(200);
    const { insights } = res.json();
    expect(insights.map((i: { agent_type: string }) => i.agent_type)).toEqual([
      'growth_agent',
      'risk_agent',
    ]);
    expect(insights[0]).toEqual({
      id: expect.any(Number),
      feed_id: ids.uniToday,
      project_name: 'Uniswap',
      image_url: 'https://avatars.githubusercontent.com/uniswap?size=96',
      analysis_date: day(0),
      // What matched and what changed, citing the bigger of the day's two commits.
      opportunity:
        'Uniswap is a competitor you track — Uniswap adds dynamic fee hooks (abc1234), a new feature. A new feature is a capability your users may ask you for, so weigh whether your roadmap needs an answer.',
      insight_type: 'competitor_activity',
      agent_type: 'growth_agent',
    });
    expect(insights[1].analysis_date).toBe(day(1));
  });

  it('answers an empty list before any run', async () => {
    const user = await subscriber({ growth: { competitors: 'Uniswap' } });
    expect((await insightsOf(user)).json()).toEqual({ insights: [] });
  });

  it('answers 401 without a session, 403 for another user or without a subscription', async () => {
    const owner = await subscriber({ growth: { competitors: 'Uniswap' } });
    await run([owner.id]);
    const anonymous = await callAs(t.app, null)('POST', '/api/insights/get', { userId: owner.id });
    expect(anonymous.statusCode).toBe(401);
    const other = await signUp(t.app);
    await giveSubscription(t.handle, other.id);
    const foreign = await insightsOf(other, owner.id);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).not.toHaveProperty('insights');
    const free = await signUp(t.app);
    const refused = await insightsOf(free);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Please upgrade your plan to access this feature.');
  });

  it('answers 400 naming the field for a bad body', async () => {
    const user = await subscriber({});
    const res = await callAs(t.app, user)('POST', '/api/insights/get', { userId: 42 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('userId');
  });
});

describe('PUT /api/user/:id {project_profile}', () => {
  it('answers 403 without an active subscription and changes nothing', async () => {
    const user = await signUp(t.app);
    const res = await callAs(t.app, user)('PUT', `/api/user/${user.id}`, {
      project_profile: { growth: { competitors: 'Uniswap' } },
    });
    expect(res.statusCode).toBe(403);
    const [row] = await queryRows<{ project_profile: unknown }>(
      t.handle,
      `select project_profile from users where id = '${user.id}'`,
    );
    expect(row?.project_profile).toEqual({});
  });

  it.each([
    ['a question of another profile', { growth: { protocols: 'Aave' } }, 'protocols'],
    ['an unknown profile type', { trader: { competitors: 'Aave' } }, 'trader'],
    ['an answer that is not text', { risk: { protocols: ['Aave'] } }, 'risk.protocols'],
  ])('answers 400 for %s, naming it, and keeps the stored profile', async (_l, profile, named) => {
    const user = await subscriber({ growth: { competitors: 'Uniswap' } });
    const res = await callAs(t.app, user)('PUT', `/api/user/${user.id}`, {
      project_profile: profile,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(named);
    const me = await callAs(t.app, user)('GET', `/api/user/${user.id}`);
    expect(me.json().project_profile).toEqual({ growth: { competitors: 'Uniswap' } });
  });

  it("deleting a profile deletes its insights; the others' stay", async () => {
    const user = await subscriber({
      growth: { competitors: 'Uniswap' },
      risk: { riskFactors: 'security' },
    });
    await run([user.id]);
    expect(await storedInsights(user.id)).toHaveLength(2);
    await callAs(t.app, user)('PUT', `/api/user/${user.id}`, {
      project_profile: { risk: { riskFactors: 'security' } },
    });
    expect((await storedInsights(user.id)).map((r) => r.profile_type)).toEqual(['risk']);
  });
});

describe('POST /api/dev/insights/run', () => {
  it("writes the signed-in user's insights now, and only theirs", async () => {
    const user = await subscriber({ growth: { competitors: 'Uniswap' } });
    const bystander = await subscriber({ growth: { competitors: 'Uniswap' } });
    const res = await callAs(t.app, user)('POST', '/api/dev/insights/run');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ users: 1, written: 1 });
    expect(await storedInsights(bystander.id)).toEqual([]);
    expect((await callAs(t.app, null)('POST', '/api/dev/insights/run')).statusCode).toBe(401);
  });
});
