// POST /api/analysis/analyze, GET /api/projects/{name}/overview and /related on a real database.
import {
  findRepository,
  insertCommits,
  saveRegistryProjects,
  saveCollectionCursor,
} from '@gitsignals/db';
import type { SignalId } from '@gitsignals/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type SignedInUser } from './auth-helpers';
import { giveSubscription } from './billing-helpers';
import { createTestApp, registryProject, seedFeed, type TestApp } from './helpers';
import { callAs, queryRows } from './user-api-helpers';

const DAY_MS = 86_400_000;
/** YYYY-MM-DD of n days ago (UTC). */
const daysAgo = (n: number) => new Date(Date.now() - n * DAY_MS).toISOString().slice(0, 10);
const at = (n: number, hour = 12) => `${daysAgo(n)}T${String(hour).padStart(2, '0')}:00:00Z`;
const sha = (c: string) => c.repeat(40);

let t: TestApp;
let user: SignedInUser;

async function addCommits(
  slug: string,
  repo: string,
  list: {
    sha: string;
    message: string;
    at: string;
    author?: string;
    signals?: SignalId[];
    noise?: string;
  }[],
) {
  const rows = await queryRows<{ id: number }>(
    t.handle,
    `select id from projects where slug = '${slug}'`,
  );
  const repository = await findRepository(t.handle.db, rows[0]!.id, repo);
  await insertCommits(
    t.handle.db,
    repository!.id,
    list.map((c) => ({
      sha: c.sha,
      parents: ['0'.repeat(40)],
      authorName: c.author ?? 'Ada',
      authorLogin: null,
      authoredAt: new Date(c.at),
      committedAt: new Date(c.at),
      recordedCommittedAt: new Date(c.at),
      message: c.message,
      signals: c.noise ? [] : (c.signals ?? []),
      noiseReason: c.noise ?? null,
      files: [{ path: 'src/Pool.sol', status: 'M', oldPath: null, additions: 5, deletions: 1 }],
    })),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  await seedFeed(
    t.handle,
    [
      registryProject('uniswap', {
        name: 'Uniswap',
        githubOrgs: ['Uniswap'],
        repos: ['Uniswap/v4-core', 'Uniswap/v4-periphery'],
      }),
      registryProject('chainlink', {
        name: 'Chainlink',
        category: 'Oracle',
        githubOrgs: ['smartcontractkit'],
      }),
      registryProject('aave', { name: 'Aave', category: 'Lending' }),
      registryProject('quiet', { name: 'Quiet Labs', category: 'Tooling' }),
    ],
    [{ slug: 'uniswap', date: daysAgo(2), title: 'Uniswap adds dynamic fee hooks' }],
  );
  await addCommits('uniswap', 'Uniswap/v4-core', [
    {
      sha: sha('a'),
      message: 'fix(pool): prevent reentrancy in swap callback',
      at: at(1),
      signals: ['security_fix'],
    },
    {
      sha: sha('b'),
      message: 'feat(hooks): add dynamic fee hooks (#812)',
      at: at(3),
      author: 'Grace',
      signals: ['new_feature'],
    },
    { sha: sha('c'), message: 'chore: bump lockfile', at: at(3, 13), noise: 'lockfile' },
    { sha: sha('d'), message: 'style: prettier', at: at(4), noise: 'formatting' },
    { sha: sha('e'), message: 'chore: update yarn.lock', at: at(5), noise: 'lockfile' },
    // Ten days ago: inside the 14-day window only.
    { sha: sha('f'), message: 'feat: add limit orders', at: at(10), signals: ['new_feature'] },
    // Today: outside every window (the window ends yesterday).
    { sha: sha('9'), message: 'feat: add TWAMM', at: at(0, 0), signals: ['new_feature'] },
  ]);
  await queryRows(
    t.handle,
    `insert into technology_profiles (project_id, categories, technology_count)
     select id, '{"oracles": ["chainlink", "Pyth"], "layer_1s": ["Ethereum"]}'::jsonb, 3
     from projects where slug = 'aave'`,
  );
  await queryRows(
    t.handle,
    `insert into technology_profiles (project_id, categories, technology_count)
     select id, '{"layer_1s": ["Ethereum"], "frameworks": ["Foundry", "Hardhat"], "oracles": []}'::jsonb, 3
     from projects where slug = 'uniswap'`,
  );
  user = await signUp(t.app);
  // Analysis beyond the free projects is premium (docs/decisions/014); billing.test.ts covers the gate.
  await giveSubscription(t.handle, user.id);
});
afterAll(async () => t.close());

const analyze = (payload: unknown, as: SignedInUser | null = user) =>
  callAs(t.app, as)('POST', '/api/analysis/analyze', payload);

describe('POST /api/analysis/analyze', () => {
  it('analyses the last 7 complete days, citing the commits it describes', async () => {
    const res = await analyze({ owner: 'uniswap', days: 7 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      owner: 'Uniswap',
      days: 7,
      commits_count: 2,
      message: '',
      period_start: daysAgo(7),
      period_end: daysAgo(1),
      noise: { lockfile: 2, formatting: 1 },
      project: { slug: 'uniswap', name: 'Uniswap', category: 'DEX' },
    });
    expect(body.analysis.key_highlights).toEqual([
      'Security fixes: Prevented reentrancy in swap callback (aaaaaaa).',
      'New products & features: Added dynamic fee hooks (bbbbbbb).',
    ]);
    expect(body.analysis.summary).toContain(
      'Uniswap landed 2 meaningful commits by 2 contributors',
    );
    expect(body.analysis.business_impact).toMatch(/^Security fixes lower the risk/);
    expect(body.raw_analysis).toBe(body.analysis.raw_response);
    expect(body.commits.map((c: { commit_id: string }) => c.commit_id)).toEqual([
      sha('a'),
      sha('b'),
    ]);
    expect(body.commits[0].commit_url).toBe(
      `https://github.com/Uniswap/v4-core/commit/${sha('a')}`,
    );
    expect(body.feed_items.map((i: { title: string }) => i.title)).toEqual([
      'Uniswap adds dynamic fee hooks',
    ]);
  });

  it('finds the project by name, slug or GitHub organisation in any case, and widens to 14 days', async () => {
    for (const owner of ['UNISWAP', 'Uniswap', 'uniswap']) {
      const res = await analyze({ owner, days: 14 });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ owner: 'Uniswap', days: 14, commits_count: 3 });
    }
    const byOrg = await analyze({ owner: 'SmartContractKit', days: 7 });
    expect(byOrg.json()).toMatchObject({ owner: 'Chainlink', commits_count: 0 });
  });

  it('stores one analysis per project, window and last day, and reuses it', async () => {
    const first = (await analyze({ owner: 'uniswap', days: 7 })).json();
    const second = (await analyze({ owner: 'Uniswap', days: 7 })).json();
    expect(second.generated_at).toBe(first.generated_at);
    const rows = await queryRows<{ days: number; as_of: string; commits_count: number }>(
      t.handle,
      `select days, as_of::text as as_of, commits_count from project_analyses
       where project_id = (select id from projects where slug = 'uniswap') order by days`,
    );
    expect(rows).toEqual([
      { days: 7, as_of: daysAgo(1), commits_count: 2 },
      { days: 14, as_of: daysAgo(1), commits_count: 3 },
    ]);
  });

  it('writes the analysis again once a repository was collected after it', async () => {
    expect((await analyze({ owner: 'aave', days: 7 })).json().commits_count).toBe(0);
    await addCommits('aave', 'aave/core', [
      { sha: sha('7'), message: 'feat: add e-mode', at: at(2), signals: ['new_feature'] },
    ]);
    // Without a collection the stored answer stands (the demo history is never re-collected).
    expect((await analyze({ owner: 'aave', days: 7 })).json().commits_count).toBe(0);
    await queryRows(
      t.handle,
      `update repositories set last_collected_at = now() + interval '1 second'
       where full_name = 'aave/core'`,
    );
    const after = (await analyze({ owner: 'aave', days: 7 })).json();
    expect(after.commits_count).toBe(1);
    expect(after.analysis.key_highlights).toEqual([
      'New products & features: Added e-mode (7777777).',
    ]);
  });

  it("answers 'No commits found' for a window without meaningful commits", async () => {
    const res = await analyze({ owner: 'Quiet Labs', days: 7 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      owner: 'Quiet Labs',
      commits_count: 0,
      message: 'No commits found for the specified time period.',
      analysis: { summary: '', key_highlights: [], business_impact: '', raw_response: '' },
      raw_analysis: '',
      commits: [],
    });
  });

  it('refuses other windows, a missing owner and unknown projects, storing nothing', async () => {
    const before = await queryRows<{ n: number }>(
      t.handle,
      'select count(*)::int as n from project_analyses',
    );
    const bad = await analyze({ owner: 'uniswap', days: 30 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('days must be 7 or 14');
    const missing = await analyze({ days: 7 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toContain('owner');
    const unknown = await analyze({ owner: 'nope', days: 7 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      error: { code: 'not_found', message: "No project named 'nope'" },
    });
    const after = await queryRows<{ n: number }>(
      t.handle,
      'select count(*)::int as n from project_analyses',
    );
    expect(after).toEqual(before);
  });

  it('is for signed-in users only', async () => {
    const res = await analyze({ owner: 'uniswap', days: 7 }, null);
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/projects/{name}/overview', () => {
  it("gives the project's header, a year of weekly activity, stack and noise ledger", async () => {
    // The collectors keep what they never stored (a fork's inherited commits) in their cursors.
    const [repo] = await queryRows<{ id: number }>(
      t.handle,
      "select id from repositories where full_name = 'Uniswap/v4-core'",
    );
    await saveCollectionCursor(t.handle.db, repo!.id, 'git', { skipped: { fork_inherited: 30 } });
    await saveCollectionCursor(t.handle.db, repo!.id, 'github', {
      skipped: { fork_inherited: 11 },
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/projects/uniswap/overview' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.project).toMatchObject({
      slug: 'uniswap',
      name: 'Uniswap',
      github_orgs: ['Uniswap'],
    });
    expect(body.repositories.map((r: { full_name: string }) => r.full_name)).toEqual([
      'Uniswap/v4-core',
      'Uniswap/v4-periphery',
    ]);
    expect(body.activity_end).toBe(daysAgo(0));
    expect(body.weekly_activity).toHaveLength(52);
    const total = body.weekly_activity.reduce(
      (s: number, w: { commits: number }) => s + w.commits,
      0,
    );
    // Meaningful commits only: a, b, f and today's 9; the three noise commits are left out.
    expect(total).toBe(4);
    expect(body.totals).toEqual({ commits: 4, feed_items: 1 });
    for (const week of body.weekly_activity) {
      expect(new Date(`${week.weekStart}T00:00:00Z`).getUTCDay()).toBe(1);
    }
    expect(body.latest_items).toHaveLength(1);
    expect(body.stack).toMatchObject({
      technology_count: 3,
      top_categories: [
        { category: 'frameworks', technologies: ['Foundry', 'Hardhat'] },
        { category: 'layer_1s', technologies: ['Ethereum'] },
      ],
    });
    expect(body.noise_ledger).toEqual({
      days: 90,
      meaningful_commits: 4,
      filtered_commits: 3,
      reasons: [
        { reason: 'lockfile', label: 'Lockfile updates only', commits: 2 },
        { reason: 'formatting', label: 'Formatting only', commits: 1 },
      ],
      not_stored: [
        { reason: 'fork_inherited', label: 'Inherited from the upstream of a fork', commits: 41 },
      ],
    });
    expect(body.signal_counts).toEqual([
      { signal: 'new_feature', commits: 3 },
      { signal: 'security_fix', commits: 1 },
    ]);
  });

  it('shows a project without activity as zeros, and 404 for an unknown one', async () => {
    const quiet = (
      await t.app.inject({ method: 'GET', url: '/api/projects/quiet/overview' })
    ).json();
    expect(quiet.weekly_activity.every((w: { commits: number }) => w.commits === 0)).toBe(true);
    expect(quiet.stack).toBeNull();
    expect(quiet.noise_ledger.reasons).toEqual([]);
    const res = await t.app.inject({ method: 'GET', url: '/api/projects/nope/overview' });
    expect(res.statusCode).toBe(404);
  });
  it('ends the year at the newest day of data when collection stopped long ago', async () => {
    await saveRegistryProjects(t.handle.db, [registryProject('archived', { name: 'Archived' })]);
    await addCommits('archived', 'archived/core', [
      { sha: sha('8'), message: 'feat: last feature', at: at(200), signals: ['new_feature'] },
    ]);
    const body = (
      await t.app.inject({ method: 'GET', url: '/api/projects/archived/overview' })
    ).json();
    expect(body.activity_end).toBe(daysAgo(200));
    expect(body.weekly_activity.at(-1)).toMatchObject({ commits: 1, contributors: 1 });
    expect(body.noise_ledger.meaningful_commits).toBe(1);
  });
});

describe('GET /api/projects/{name}/related', () => {
  it('lists projects whose stack names this one, in any letter case', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/projects/Chainlink/related' });
    expect(res.json()).toEqual({
      project: 'Chainlink',
      related: [
        {
          slug: 'aave',
          name: 'Aave',
          category: 'Lending',
          image_url: 'https://avatars.githubusercontent.com/aave?size=96',
          via: ['oracles'],
        },
      ],
    });
    const none = await t.app.inject({ method: 'GET', url: '/api/projects/uniswap/related' });
    expect(none.json().related).toEqual([]);
  });
});
