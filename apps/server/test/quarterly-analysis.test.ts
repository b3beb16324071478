// POST /api/analysis/{owner}/quarterly and GET /api/analysis/{owner}/quarters on a real database:
// figures from stored commits, peers of the same category, caching, and every refusal.
import { previousQuarter, quarterOfDay, type QuarterPeriod } from '@gitsignals/analysis';
import {
  findRepository,
  insertCommits,
  schema,
  saveFeedItem,
  saveRegistryProjects,
  insertTags,
} from '@gitsignals/db';
import type { SignalId } from '@gitsignals/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type SignedInUser } from './auth-helpers';
import { createTestApp, registryProject, type TestApp } from './helpers';
import { callAs, queryRows } from './user-api-helpers';

const today = new Date().toISOString().slice(0, 10);
/** The quarter before the current one (the default) and the one before it. */
const last = previousQuarter(quarterOfDay(today));
const older = previousQuarter(last);
const current = quarterOfDay(today);
/** A moment inside the quarter: day d of its second month. */
const inQuarter = (q: QuarterPeriod, d: number, hour = 12) =>
  `${q.start.slice(0, 5)}${String(Number(q.start.slice(5, 7)) + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00Z`;
const sha = (c: string) => c.repeat(40);
const emptyTags = {
  blockchain_technologies: [],
  protocols: [],
  tools_and_platforms: [],
  standards_and_frameworks: [],
};

let t: TestApp;
let user: SignedInUser;
let ids: Map<string, number>;

async function addCommits(
  slug: string,
  list: {
    sha: string;
    message: string;
    at: string;
    author?: string;
    signals?: SignalId[];
    noise?: string;
    additions?: number;
  }[],
) {
  const repository = await findRepository(t.handle.db, ids.get(slug)!, `${slug}/core`);
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
      files: [
        {
          path: 'src/Pool.sol',
          status: 'M',
          oldPath: null,
          additions: c.additions ?? 5,
          deletions: 1,
        },
        { path: 'src/Hook.sol', status: 'A', oldPath: null, additions: 2, deletions: 0 },
      ],
    })),
  );
}

async function addItem(
  slug: string,
  day: string,
  extra: { title?: string; priority?: 'high' | 'medium' | 'low'; signals?: SignalId[] } = {},
) {
  const priority = extra.priority ?? 'medium';
  await saveFeedItem(t.handle.db, {
    projectId: ids.get(slug)!,
    owner: slug,
    title: extra.title ?? `${slug} work on ${day}`,
    summary: 'Summary.',
    content: 'Content.',
    totalCommits: 1,
    priority,
    priorityRank: { high: 3, medium: 2, low: 1 }[priority],
    signals: extra.signals ?? ['new_feature'],
    tags: emptyTags,
    category: 'DEX',
    networks: ['Ethereum'],
    analysisDate: day,
    daysAnalyzed: 1,
    score: 50,
    imageUrl: null,
    noise: {},
    isReplay: false,
    recordedDate: null,
    commitIds: [],
    tagIds: [],
  });
}

const post = (owner: string, body: unknown, as: SignedInUser | null = user) =>
  callAs(t.app, as)('POST', `/api/analysis/${encodeURIComponent(owner)}/quarterly`, body);

beforeAll(async () => {
  t = await createTestApp();
  ids = await saveRegistryProjects(t.handle.db, [
    registryProject('uniswap', { name: 'Uniswap' }),
    registryProject('sushi', { name: 'Sushi' }),
    registryProject('curve', { name: 'Curve' }),
    registryProject('aave', { name: 'Aave', category: 'Lending' }),
  ]);
  await addCommits('uniswap', [
    {
      sha: sha('a'),
      message: 'fix(pool): prevent reentrancy in swap callback (#12)',
      at: inQuarter(last, 3),
      signals: ['security_fix'],
      additions: 40,
    },
    {
      sha: sha('b'),
      message: 'feat(hooks): add dynamic fee hooks',
      at: inQuarter(last, 10),
      author: 'Grace',
      signals: ['new_feature'],
    },
    {
      sha: sha('c'),
      message: 'chore(deps): bump forge-std',
      at: inQuarter(last, 10, 15),
      author: 'dependabot[bot]',
      noise: 'bot',
    },
    {
      sha: sha('d'),
      message: 'feat: add swap router',
      at: inQuarter(older, 5),
      signals: ['new_feature'],
    },
  ]);
  const repository = await findRepository(t.handle.db, ids.get('uniswap')!, 'uniswap/core');
  await insertTags(t.handle.db, repository!.id, [
    {
      name: 'v4.0.0',
      sha: sha('b'),
      taggedAt: new Date(inQuarter(last, 12)),
      recordedTaggedAt: null,
      isRelease: true,
    },
  ]);
  await addItem('uniswap', inQuarter(last, 3).slice(0, 10), {
    title: 'Uniswap prevents reentrancy in swap callback',
    priority: 'high',
    signals: ['security_fix'],
  });
  await addItem('uniswap', inQuarter(last, 10).slice(0, 10));
  await addItem('sushi', inQuarter(last, 4).slice(0, 10), { signals: ['security_fix'] });
  await addItem('sushi', inQuarter(last, 6).slice(0, 10), { signals: ['security_fix'] });
  await addItem('aave', inQuarter(last, 6).slice(0, 10), { signals: ['security_fix'] });
  const solidity = { development_frameworks: ['Foundry'], programming_languages: ['Solidity'] };
  await t.handle.db.insert(schema.technologyProfiles).values([
    { projectId: ids.get('uniswap')!, categories: solidity, technologyCount: 2 },
    {
      projectId: ids.get('sushi')!,
      categories: { ...solidity, oracles: ['Chainlink'] },
      technologyCount: 3,
    },
    {
      projectId: ids.get('curve')!,
      categories: { ...solidity, oracles: ['Chainlink'] },
      technologyCount: 3,
    },
  ]);
  user = await signUp(t.app);
});

afterAll(async () => {
  await t.close();
});

describe('POST /api/analysis/{owner}/quarterly', () => {
  it('answers the quarter of real commits with every field of spec section 3', async () => {
    const res = await post('uniswap', { quarter: last.key, year: last.year });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      owner: 'Uniswap',
      quarter: last.key,
      period_start: last.start,
      period_end: last.end,
      is_open: false,
      image_url: 'https://avatars.githubusercontent.com/uniswap?size=96',
      total_commits: 3,
    });
    expect(body.metrics).toMatchObject({
      total_commits: 3,
      total_files_changed: 6,
      total_lines_changed: 43 + 8 + 8,
      unique_authors: { count: 3 },
      unique_repositories: { count: 1, names: ['uniswap/core'] },
      unique_contributors: 2,
      lines_of_code_changed: 43 + 8,
      meaningful_commits: 2,
      filtered_commits: 1,
    });
    const result = body.analysis_result;
    expect(result.productivity_metrics).toEqual({
      total_files_changed: 6,
      total_lines_changed: 59,
      active_repositories: 1,
    });
    expect(result.major_features).toEqual([`Added dynamic fee hooks (${sha('b').slice(0, 7)})`]);
    expect(result.key_milestones_timeline).toEqual([
      {
        date_period: inQuarter(last, 3).slice(0, 10),
        milestone: `Prevented reentrancy in swap callback (${sha('a').slice(0, 7)})`,
        frontend_impact: 'Users and integrators should move to the fixed version.',
        signals: ['security_fix'],
        recorded_date: null,
      },
      {
        date_period: inQuarter(last, 12).slice(0, 10),
        milestone: 'Released v4.0.0 (uniswap/core)',
        frontend_impact:
          'A major version: integrators should check it for breaking changes before upgrading.',
        signals: ['release'],
        recorded_date: null,
      },
    ]);
    expect(body.replay).toBeNull();
    expect(result.top_three_priorities.map((p: { priority: string }) => p.priority)).toEqual([
      'New products & features',
      'Security fixes',
    ]);
    // Peers are the other DEX projects only: Aave (Lending) is left out.
    expect(body.peers).toEqual(['Curve', 'Sushi']);
    const [improvement] = result.competitive_intelligence.performance_and_security_improvements;
    expect(improvement.competitor_implementation).toBe(
      '1 of 2 other DEX projects had days with security fixes this quarter (Sushi: 2 days).',
    );
    // Both peers' stacks are like Uniswap's; no arrival is stored, so no adoption is recent.
    expect(body.comparable_peers).toEqual(['Curve', 'Sushi']);
    expect(result.competitive_intelligence.immediate_tech_adoptions).toMatchObject([
      {
        technology: 'Chainlink',
        urgency: 'Low',
        competitor_action:
          'No comparable peer adopted it in the last two quarters; used by Curve and Sushi.',
      },
    ]);
    expect(
      body.weekly_activity.reduce((s: number, w: { commits: number }) => s + w.commits, 0),
    ).toBe(2);
  });

  it('reuses the stored analysis until the quarter’s data changes', async () => {
    const first = (await post('Uniswap', { quarter: last.key, year: last.year })).json();
    const again = (await post('uniswap', { quarter: last.key, year: last.year })).json();
    expect(again.updated_at).toBe(first.updated_at);
    expect(again.id).toBe(first.id);

    await addCommits('uniswap', [
      {
        sha: sha('e'),
        message: 'feat: add limit orders',
        at: inQuarter(last, 20),
        signals: ['new_feature'],
      },
    ]);
    const changed = (await post('uniswap', { quarter: last.key, year: last.year })).json();
    expect(changed.id).toBe(first.id);
    expect(changed.total_commits).toBe(4);
    expect(changed.created_at).toBe(first.created_at);
    const rows = await queryRows<{ n: number }>(
      t.handle,
      `select count(*)::int as n from quarterly_analyses where quarter = '${last.key}'`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it("answers a quarter without commits with the spec's 'does not exist yet' message", async () => {
    const empty = previousQuarter(older);
    const res = await post('uniswap', { quarter: empty.key, year: empty.year });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(
      'Quarter analysis for Uniswap does not exist yet, we are working on it. Please check back later.',
    );
    const future = quarterOfDay(`${current.year + 1}-06-01`);
    expect((await post('uniswap', { quarter: future.key, year: future.year })).statusCode).toBe(
      404,
    );
  });

  it('answers 404 for an unknown project', async () => {
    const res = await post('no-such-project', { quarter: last.key, year: last.year });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe("No project named 'no-such-project'");
  });

  it('refuses a malformed quarter or a year that does not match, storing nothing', async () => {
    const before = await queryRows<{ n: number }>(
      t.handle,
      'select count(*)::int as n from quarterly_analyses',
    );
    for (const body of [
      { quarter: '2025-Q5', year: 2025 },
      { quarter: '2025Q1', year: 2025 },
      { quarter: '2025-Q1', year: 2024 },
      { quarter: '2025-Q1' },
    ]) {
      const res = await post('uniswap', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('bad_request');
    }
    const mismatch = await post('uniswap', { quarter: '2025-Q1', year: 2024 });
    expect(mismatch.json().error.message).toMatch(/year must match the quarter's year/);
    const after = await queryRows<{ n: number }>(
      t.handle,
      'select count(*)::int as n from quarterly_analyses',
    );
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('is for signed-in users only', async () => {
    const res = await post('uniswap', { quarter: last.key, year: last.year }, null);
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/analysis/{owner}/quarters', () => {
  it('lists the quarters with commits, newest first, defaulting to the previous quarter', async () => {
    const res = await callAs(t.app, user)('GET', '/api/analysis/uniswap/quarters');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.quarters.map((q: { quarter: string }) => q.quarter)).toEqual([last.key, older.key]);
    expect(body.quarters[1]).toEqual({
      quarter: older.key,
      year: older.year,
      label: older.label,
      period_start: older.start,
      period_end: older.end,
      total_commits: 1,
    });
    expect(body.default_quarter).toBe(last.key);
  });

  it('has no default for a project without commits, and 401 without a session', async () => {
    const res = await callAs(t.app, user)('GET', '/api/analysis/aave/quarters');
    expect(res.json()).toMatchObject({ owner: 'Aave', quarters: [], default_quarter: null });
    expect((await callAs(t.app, null)('GET', '/api/analysis/aave/quarters')).statusCode).toBe(401);
  });
});
