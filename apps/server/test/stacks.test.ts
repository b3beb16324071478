// Technology stacks end to end: manifests stored through the real queries, the compute-stacks
// job, the profile API and the feed item that announces a change.
import { readFileSync } from 'node:fs';
import {
  findRepository,
  insertCommits,
  saveRepositoryManifests,
  saveRegistryProjects,
  type NewCommit,
  type NewDependency,
} from '@gitsignals/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dependenciesOf } from '../src/collectors/demo/demo-repository';
import { computeStacks } from '../src/use-cases/analyse-projects/compute-stacks';
import { signUp, type SignedInUser } from './auth-helpers';
import { giveSubscription } from './billing-helpers';
import { createTestApp, registryProject, type TestApp } from './helpers';

interface Meta {
  headSha: string;
  paths: string[];
  dependencies: (Omit<NewDependency, 'kind' | 'source'> & { kind?: string; source?: string })[];
}

function meta(repo: string): Meta {
  const file = new URL(
    `../../../data/activity/${repo.replace('/', '__')}.meta.json`,
    import.meta.url,
  );
  return JSON.parse(readFileSync(file, 'utf8')) as Meta;
}

let t: TestApp;
let user: SignedInUser;

async function repositoryOf(slug: string, repo: string) {
  const project = await t.handle.db.query.projects.findFirst({
    where: (p, { eq }) => eq(p.slug, slug),
  });
  return (await findRepository(t.handle.db, project!.id, repo))!;
}

async function storeManifests(slug: string, repo: string, m: Meta, headSha = m.headSha) {
  const repository = await repositoryOf(slug, repo);
  await saveRepositoryManifests(t.handle.db, repository.id, headSha, dependenciesOf(m), m.paths);
}

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

beforeAll(async () => {
  t = await createTestApp();
  await saveRegistryProjects(t.handle.db, [
    registryProject('aave', {
      name: 'Aave',
      category: 'Lending',
      repos: ['aave-dao/aave-v3-origin'],
    }),
    registryProject('uniswap', {
      name: 'Uniswap',
      repos: ['Uniswap/v4-core', 'Uniswap/v4-periphery'],
    }),
    registryProject('optimism', {
      name: 'Optimism',
      category: 'Layer 2',
      repos: ['ethereum-optimism/optimism'],
    }),
  ]);
  await storeManifests('aave', 'aave-dao/aave-v3-origin', meta('aave-dao/aave-v3-origin'));
  await storeManifests('uniswap', 'Uniswap/v4-core', meta('Uniswap/v4-core'));
  await storeManifests('uniswap', 'Uniswap/v4-periphery', meta('Uniswap/v4-periphery'));
  user = await signUp(t.app);
  // The stack detail is premium; billing.test.ts covers the gate.
  await giveSubscription(t.handle, user.id);
});
afterAll(async () => t.close());

describe('compute-stacks and GET /api/profile/{project}/technologies', () => {
  it('computes a profile per project with manifests, and announces nothing the first time', async () => {
    const result = await computeStacks(
      { db: t.handle.db, changes: t.handle.changes, now: () => new Date('2026-11-20T12:00:00Z') },
      {},
    );
    expect(result).toMatchObject({ projects: 2, profiles: 2, changes: 0 });
    const again = await computeStacks(
      { db: t.handle.db, changes: t.handle.changes, now: () => new Date('2026-11-20T13:00:00Z') },
      {},
    );
    expect(again).toMatchObject({ projects: 2, profiles: 0, changes: 0 });
  });

  it('answers the spec shape with all 27 lists, the count and the evidence', async () => {
    const res = await get('/api/profile/Aave/technologies', user.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.github_url).toBe('https://github.com/aave-dao/aave-v3-origin');
    expect(body.oracles).toEqual(['Chainlink']);
    expect(body.rwas).toEqual([]);
    expect(body.development_frameworks).toContain('Foundry');
    const listed = [
      'layer_1s',
      'layer_2s',
      'oracles',
      'cross_chain',
      'indexers',
      'lending',
      'staking',
      'dex',
      'yield_optimization',
      'rwas',
      'consumer',
      'authentication',
      'development_frameworks',
      'data_storage',
      'data_availability',
      'security',
      'payments',
      'rpcs',
      'compute',
      'ai',
      'privacy',
      'observability',
      'analytics',
      'programming_languages',
      'centralized_exchanges',
      'token_management',
      'other_infrastructure',
    ].reduce((n, key) => n + (body[key] as string[]).length, 0);
    expect(body.technology_count).toBe(listed);
    expect(body.evidence).toContainEqual(
      expect.objectContaining({
        technology: 'Chainlink',
        category: 'oracles',
        sources: expect.arrayContaining([
          {
            file: 'src/contracts/dependencies/chainlink/AggregatorInterface.sol',
            rule: 'vendored library chainlink',
          },
        ]),
      }),
    );
  });

  it('finds the project by slug or name in any case, URL-decoded, and names repositories in evidence', async () => {
    const bySlug = await get('/api/profile/uniswap/technologies', user.cookie);
    const byName = await get(
      `/api/profile/${encodeURIComponent('UNISWAP')}/technologies`,
      user.cookie,
    );
    expect(bySlug.statusCode).toBe(200);
    expect(byName.json()).toEqual(bySlug.json());
    const permit2 = bySlug
      .json()
      .evidence.find((e: { technology: string }) => e.technology === 'Permit2');
    expect(permit2.sources[0].file).toMatch(/^Uniswap\/v4-periphery\//);
  });

  it('answers 401 signed out and 404 for an unknown project or one without a profile', async () => {
    expect((await get('/api/profile/aave/technologies')).statusCode).toBe(401);
    const unknown = await get('/api/profile/no-such-project/technologies', user.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      error: {
        code: 'not_found',
        message: "We couldn't find technology information for no-such-project.",
      },
    });
    expect((await get('/api/profile/optimism/technologies', user.cookie)).statusCode).toBe(404);
  });

  it('gives the example counts from the database, leaving out projects without a profile', async () => {
    expect((await get('/api/profile/examples')).statusCode).toBe(401);
    const res = await get('/api/profile/examples', user.cookie);
    expect(res.statusCode).toBe(200);
    const aave = (await get('/api/profile/aave/technologies', user.cookie)).json();
    const uniswap = (await get('/api/profile/uniswap/technologies', user.cookie)).json();
    expect(res.json()).toEqual([
      { project: 'Uniswap', slug: 'uniswap', technology_count: uniswap.technology_count },
      { project: 'Aave', slug: 'aave', technology_count: aave.technology_count },
    ]);
  });

  it("shows /stack-example's sample (Aave) to a free account, which the detail refuses", async () => {
    expect((await get('/api/profile/stack-example')).statusCode).toBe(401);
    const free = await signUp(t.app);
    const sample = await get('/api/profile/stack-example', free.cookie);
    expect(sample.statusCode).toBe(200);
    const detail = await get('/api/profile/aave/technologies', user.cookie);
    expect(sample.json()).toEqual(detail.json());
    expect(sample.json().project).toBe('Aave');
    expect((await get('/api/profile/aave/technologies', free.cookie)).statusCode).toBe(403);
  });
});

describe('a stack change becomes a feed item', () => {
  it("announces Aave's switch from Chainlink to Pyth in the feed, once per day", async () => {
    const m = meta('aave-dao/aave-v3-origin');
    const switched: Meta = {
      headSha: 'f'.repeat(40),
      paths: m.paths.filter((p) => !p.includes('/chainlink/')),
      dependencies: [
        ...m.dependencies,
        {
          ecosystem: 'npm',
          name: '@pythnetwork/pyth-sdk-solidity',
          version: '^4.0.0',
          manifestPath: 'package.json',
        },
      ],
    };
    await storeManifests('aave', 'aave-dao/aave-v3-origin', switched, switched.headSha);
    // The commits collected with the new manifests: the one that edited package.json explains it.
    const at = new Date('2026-11-20T18:00:00Z');
    const commit = (sha: string, path: string, message: string): NewCommit => ({
      sha,
      parents: [],
      authorName: 'dev',
      authorLogin: null,
      authoredAt: at,
      committedAt: at,
      recordedCommittedAt: at,
      message,
      signals: [],
      noiseReason: null,
      files: [{ path, status: 'M', oldPath: null, additions: 3, deletions: 1 }],
    });
    const aaveRepo = await repositoryOf('aave', 'aave-dao/aave-v3-origin');
    await insertCommits(t.handle.db, aaveRepo.id, [
      commit('a1'.repeat(20), 'package.json', 'feat: price feeds from Pyth'),
      commit('b2'.repeat(20), 'src/contracts/protocol/pool/Pool.sol', 'fix: rounding'),
    ]);
    const day = new Date('2026-11-21T08:00:00Z');
    expect(
      await computeStacks(
        { db: t.handle.db, changes: t.handle.changes, now: () => day },
        { projectSlugs: ['aave'] },
      ),
    ).toMatchObject({
      projects: 1,
      profiles: 1,
      changes: 1,
    });
    // Running again the same day changes nothing.
    expect(
      await computeStacks(
        { db: t.handle.db, changes: t.handle.changes, now: () => day },
        { projectSlugs: ['aave'] },
      ),
    ).toMatchObject({
      projects: 1,
      profiles: 0,
      changes: 0,
    });

    const feed = await t.app.inject({ method: 'POST', url: '/api/feeds/daily', payload: {} });
    const items = feed.json().data.filter((i: { owner: string }) => i.owner === 'Aave');
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      summary: expect.stringContaining("Aave's oracle changed from Chainlink to Pyth"),
      priority: 'medium',
      analysis_date: '2026-11-21',
      type: 'stack_change',
    });
    expect(items[0].content).toContain('Oracles: changed from Chainlink to Pyth.');
    expect(items[0].total_commits).toBe(1);
    const detail = (await t.app.inject({ method: 'GET', url: `/api/feeds/${items[0].id}` })).json();
    expect(detail.commits.map((c: { message: string }) => c.message)).toEqual([
      'feat: price feeds from Pyth',
    ]);

    const profile = (await get('/api/profile/aave/technologies', user.cookie)).json();
    expect(profile.oracles).toEqual(['Pyth']);
  });
  it('takes the announcement back when the same day undoes the change', async () => {
    const m = meta('Uniswap/v4-core');
    const isJustfile = (p: string) => /(^|\/)justfile$/i.test(p);
    const withoutJust = { ...m, paths: m.paths.filter((p) => !isJustfile(p)) };
    const day = new Date('2026-11-22T09:00:00Z');
    const uniswapItems = async () => {
      const feed = await t.app.inject({ method: 'POST', url: '/api/feeds/daily', payload: {} });
      return feed.json().data.filter((i: { owner: string }) => i.owner === 'Uniswap');
    };

    await storeManifests('uniswap', 'Uniswap/v4-core', withoutJust, 'a'.repeat(40));
    await computeStacks(
      { db: t.handle.db, changes: t.handle.changes, now: () => day },
      { projectSlugs: ['uniswap'] },
    );
    const [item] = await uniswapItems();
    expect(item.summary).toContain('Uniswap removed Just from its stack');

    await storeManifests('uniswap', 'Uniswap/v4-core', m, 'b'.repeat(40));
    expect(
      await computeStacks(
        { db: t.handle.db, changes: t.handle.changes, now: () => day },
        { projectSlugs: ['uniswap'] },
      ),
    ).toMatchObject({ projects: 1, profiles: 1, changes: 0 });
    expect(await uniswapItems()).toEqual([]);
  });
  it('announces a move to another major release of a technology', async () => {
    const m = meta('Uniswap/v4-core');
    const withOpenZeppelin = (version: string): Meta => ({
      ...m,
      dependencies: [
        ...m.dependencies,
        {
          ecosystem: 'npm',
          name: '@openzeppelin/contracts',
          version,
          manifestPath: 'package.json',
        },
      ],
    });
    await storeManifests('uniswap', 'Uniswap/v4-core', withOpenZeppelin('4.9.3'), 'c'.repeat(40));
    await computeStacks(
      { db: t.handle.db, changes: t.handle.changes, now: () => new Date('2026-11-23T09:00:00Z') },
      { projectSlugs: ['uniswap'] },
    );
    await storeManifests('uniswap', 'Uniswap/v4-core', withOpenZeppelin('^5.0.2'), 'd'.repeat(40));
    expect(
      await computeStacks(
        { db: t.handle.db, changes: t.handle.changes, now: () => new Date('2026-11-24T09:00:00Z') },
        { projectSlugs: ['uniswap'] },
      ),
    ).toMatchObject({ projects: 1, profiles: 1, changes: 1 });
    const feed = await t.app.inject({ method: 'POST', url: '/api/feeds/daily', payload: {} });
    const items = feed.json().data.filter((i: { owner: string }) => i.owner === 'Uniswap');
    expect(items.map((i: { summary: string }) => i.summary)).toEqual([
      'Uniswap upgraded OpenZeppelin Contracts from 4.9.3 to 5.0.2.',
    ]);
    const profile = (await get('/api/profile/uniswap/technologies', user.cookie)).json();
    expect(profile.evidence).toContainEqual(
      expect.objectContaining({ technology: 'OpenZeppelin Contracts', version: '5.0.2' }),
    );
  });
});
