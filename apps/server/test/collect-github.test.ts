// The GitHub collector end to end: the local stand-in speaks GitHub's GraphQL and REST, the
// batches go through the real storeCollected into a fresh database, cursors included.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@gitsignals/db/testing';
import {
  listCommitsOfProject,
  findCollectionCursor,
  listRepositoriesToCollect,
  countSkippedByReason,
  saveRegistryProjects,
  type DatabaseHandle,
} from '@gitsignals/db';
import type { RepositoryToCollect } from '../src/collectors/collected';
import { storeCollected } from '../src/collectors/store-collected';
import { type GithubCollector } from '../src/collectors/github/github-collector';
import { githubDatabaseStore } from '../src/collectors/github/github-store';
import { githubCollectorFromEnv } from '../src/collectors/github/github-from-env';
import { collectRepositories, toCollect } from '../src/collectors/collect-projects';
import { silentProgress } from '../src/reporting/progress';
import {
  addRepository,
  makeHistory,
  mergeOldBranch,
  startGithubStandIn,
  type GithubStandIn,
} from './stand-ins/github-api';
import { collectorFor, fakeClock, type FakeClock } from './collect-github-harness';
import { registryProject } from './helpers';

const START = new Date('2026-11-20T06:00:00Z');
const NEWEST = new Date('2026-11-19T18:00:00Z');

let handle: DatabaseHandle;
let standIn: GithubStandIn;
let clock: FakeClock;
let projectId: number;

async function repositories(): Promise<RepositoryToCollect[]> {
  return (await listRepositoriesToCollect(handle.db)).map(toCollect);
}

/** Stores every batch the way the pipeline does; returns how many commits were new. */
async function collectAll(collector: GithubCollector): Promise<number> {
  let stored = 0;
  for await (const { repository, batch } of collector.collect(await repositories(), {
    dataDir: '/nonexistent',
    log: () => {},
  })) {
    const result = await storeCollected(handle.db, repository, batch, {
      source: collector.name,
      now: clock.now,
    });
    stored += result.newCommits;
  }
  return stored;
}

const commitsBy = async (fullName: string) =>
  (await listCommitsOfProject(handle.db, projectId)).filter((c) => c.repository === fullName);

beforeEach(async () => {
  handle = await createTestDatabase();
  clock = fakeClock(START);
  standIn = await startGithubStandIn({ now: clock.now });
  const ids = await saveRegistryProjects(handle.db, [
    registryProject('uniswap', {
      repos: ['uniswap/v3-core', 'uniswap/v4-core', 'uniswap/v3-periphery', 'acme/v3-core-fork'],
    }),
  ]);
  projectId = ids.get('uniswap')!;
});

afterEach(async () => {
  await standIn.close();
  await handle.close();
});

// Each test stores a few hundred commits through PGlite: allow for a machine busy with other work.
describe('GitHub collector into the database', { timeout: 60_000 }, () => {
  it('collects several repositories: commits with files, merges, tags and releases, fork-only commits', async () => {
    const core = makeHistory('uniswap/v3-core', 30, { newest: NEWEST, mergeEvery: 5 });
    addRepository(standIn, {
      fullName: 'uniswap/v3-core',
      commits: core,
      tags: [
        { name: 'v1.0.0', oid: core[20]!.oid, date: core[20]!.committedDate, annotated: true },
        { name: 'nightly', oid: core[2]!.oid, date: core[2]!.committedDate, annotated: false },
      ],
      releases: [{ tagName: 'v1.0.0', publishedAt: core[19]!.committedDate, isDraft: false }],
    });
    addRepository(standIn, {
      fullName: 'uniswap/v4-core',
      commits: makeHistory('uniswap/v4-core', 8, { newest: NEWEST }),
    });
    addRepository(standIn, {
      fullName: 'uniswap/v3-periphery',
      commits: makeHistory('uniswap/v3-periphery', 3, { newest: NEWEST }),
    });
    // The fork carries 4 commits of its own on top of the upstream's history.
    addRepository(standIn, {
      fullName: 'acme/v3-core-fork',
      parent: 'uniswap/v3-core',
      commits: makeHistory('acme/v3-core-fork', 4, {
        newest: new Date(NEWEST.getTime() + 3_600_000),
        base: core,
      }),
    });

    const collector = collectorFor(standIn, clock, githubDatabaseStore(handle.db));
    expect(await collectAll(collector)).toBe(30 + 8 + 3 + 4);

    const stored = await commitsBy('uniswap/v3-core');
    expect(stored).toHaveLength(30);
    const merges = stored.filter((c) => c.parents.length === 2);
    expect(merges).toHaveLength(5);
    expect(merges.every((c) => c.files.length === 0)).toBe(true);
    // Files come from REST for the 25 non-merge commits only, renames with their old path.
    expect(standIn.restCalls.filter((c) => c.startsWith('uniswap/v3-core@'))).toHaveLength(25);
    const renamed = stored.flatMap((c) => c.files).find((f) => f.status === 'R');
    expect(renamed).toMatchObject({
      path: 'contracts/libraries/TickMath.sol',
      oldPath: 'contracts/TickMath.sol',
    });
    const first = stored.find((c) => c.sha === core[0]!.oid)!;
    expect(first.files.map((f) => [f.path, f.status, f.additions, f.deletions])).toEqual([
      ['contracts/UniswapV3Factory.sol', 'M', 10, 0],
      ['test/0.spec.ts', 'M', 4, 1],
    ]);

    // The fork: its own 4 commits are stored, the 30 it inherited are counted, not stored.
    expect(await commitsBy('acme/v3-core-fork')).toHaveLength(4);
    expect(await countSkippedByReason(handle.db, projectId)).toEqual({ fork_inherited: 30 });
    const fork = (await listRepositoriesToCollect(handle.db)).find(
      (r) => r.fullName === 'acme/v3-core-fork',
    );
    expect(fork).toMatchObject({ isFork: true, upstreamFullName: 'uniswap/v3-core' });

    const tags = await handle.db.query.tags.findMany({ orderBy: (t, { asc }) => asc(t.name) });
    expect(tags.map((t) => [t.name, t.sha, t.isRelease])).toEqual([
      ['nightly', core[2]!.oid, false],
      ['v1.0.0', core[20]!.oid, true],
    ]);
    expect(collector.lastRun).toMatchObject({ failed: [], stopped: null, filesCapped: 0 });
  });

  it('collects only what is new on the next run, and nothing when nothing changed', async () => {
    const repository = addRepository(standIn, {
      fullName: 'uniswap/v4-core',
      commits: makeHistory('uniswap/v4-core', 10, { newest: NEWEST }),
    });
    const collector = collectorFor(standIn, clock, githubDatabaseStore(handle.db));
    expect(await collectAll(collector)).toBe(10);

    const calls = standIn.historyCalls.length;
    const rest = standIn.restCalls.length;
    expect(await collectAll(collector)).toBe(0);
    expect(standIn.historyCalls.slice(calls).filter((c) => c.nodes)).toEqual([]);
    expect(standIn.restCalls.length).toBe(rest);

    // Three commits land on top: the next run asks for exactly those (plus the one it stopped at).
    repository.commits.unshift(
      ...makeHistory('uniswap/v4-core-next', 3, {
        newest: new Date(NEWEST.getTime() + 6 * 3_600_000),
      }).map((c, i, all) => ({
        ...c,
        parents: [all[i + 1]?.oid ?? repository.commits[0]!.oid],
      })),
    );
    const before = standIn.historyCalls.length;
    expect(await collectAll(collector)).toBe(3);
    const pages = standIn.historyCalls.slice(before).filter((c) => c.nodes);
    expect(pages).toEqual([expect.objectContaining({ first: 4, after: null })]);
    expect(await commitsBy('uniswap/v4-core')).toHaveLength(13);
  });

  it('finds the commits a merge brought in with committer dates older than the cursor', async () => {
    const repository = addRepository(standIn, {
      fullName: 'uniswap/v4-core',
      commits: makeHistory('uniswap/v4-core', 10, { newest: NEWEST }),
    });
    const collector = collectorFor(standIn, clock, githubDatabaseStore(handle.db));
    expect(await collectAll(collector)).toBe(10);

    // A pull request written two days before the last collection is merged today.
    const branch = mergeOldBranch(repository, {
      count: 3,
      branchDate: new Date(NEWEST.getTime() - 2 * 86_400_000),
      mergeDate: new Date(NEWEST.getTime() + 6 * 3_600_000),
      forkAt: 5,
      name: 'dynamic-fees',
    });
    expect(await collectAll(collector)).toBe(4);
    const stored = await commitsBy('uniswap/v4-core');
    expect(stored).toHaveLength(14);
    for (const commit of branch) {
      const found = stored.find((c) => c.sha === commit.oid);
      expect(found?.committedAt.toISOString()).toBe(commit.committedDate);
      expect(found?.files.length).toBe(2);
    }
    expect(standIn.compareCalls).toHaveLength(1);
    expect(collector.lastRun).toMatchObject({ mergedLate: 3, mergesUnread: 0 });
  });

  it('filters an automation burst that spans two pages as one burst', async () => {
    const commits = makeHistory('uniswap/v3-core', 150, { newest: NEWEST, spacingMinutes: 0.3 });
    for (const c of commits) {
      c.author = { name: 'release script', email: 'ci@uniswap.org', login: null };
    }
    addRepository(standIn, { fullName: 'uniswap/v3-core', commits });
    const collector = collectorFor(standIn, clock, githubDatabaseStore(handle.db));
    expect(await collectAll(collector)).toBe(150);
    const stored = await handle.db.query.commits.findMany({ columns: { noiseReason: true } });
    expect(stored.filter((c) => c.noiseReason === 'automation')).toHaveLength(150);
  });

  it('pages through long histories, 100 commits at a time', async () => {
    addRepository(standIn, {
      fullName: 'uniswap/v3-core',
      commits: makeHistory('uniswap/v3-core', 250, { newest: NEWEST, spacingMinutes: 20 }),
    });
    const collector = collectorFor(standIn, clock, githubDatabaseStore(handle.db));
    expect(await collectAll(collector)).toBe(250);
    const pages = standIn.historyCalls.filter((c) => c.nodes);
    expect(pages.map((p) => p.first)).toEqual([100, 100, 50]);
    expect(await commitsBy('uniswap/v3-core')).toHaveLength(250);
    const cursor = await findCollectionCursor(handle.db, (await repositories())[0]!.id, 'github');
    expect(cursor).toMatchObject({ since: NEWEST.toISOString(), walk: null });
  });

  it('resumes after a crash at the first page not stored, refetching nothing stored', async () => {
    addRepository(standIn, {
      fullName: 'uniswap/v3-core',
      commits: makeHistory('uniswap/v3-core', 250, { newest: NEWEST, spacingMinutes: 20 }),
    });
    // Requests: 1 heads query, 1 page query, 100 REST file lists; the 103rd (page 2) never lands.
    standIn.crashAfter(102);
    const crashed = collectorFor(standIn, clock, githubDatabaseStore(handle.db), {
      maxAttempts: 2,
    });
    await expect(collectAll(crashed)).rejects.toThrow(/failed after 2 attempts: network error/);
    expect(await commitsBy('uniswap/v3-core')).toHaveLength(100);

    standIn.recover();
    const restarted = collectorFor(standIn, clock, githubDatabaseStore(handle.db));
    expect(await collectAll(restarted)).toBe(150);
    expect(await commitsBy('uniswap/v3-core')).toHaveLength(250);
    const pages = standIn.historyCalls.filter((c) => c.nodes);
    expect(pages.map((p) => p.after?.split(' ')[1] ?? null)).toEqual([null, '99', '199']);
    expect(new Set(standIn.restCalls).size).toBe(standIn.restCalls.length);
    expect(standIn.restCalls).toHaveLength(250);
  });

  it('serves the collect run: github.com repositories go through the API, a missing one is reported', async () => {
    addRepository(standIn, {
      fullName: 'uniswap/v3-core',
      commits: makeHistory('uniswap/v3-core', 6, { newest: NEWEST }),
    });
    addRepository(standIn, {
      fullName: 'uniswap/v4-core',
      commits: makeHistory('uniswap/v4-core', 2, { newest: NEWEST }),
    });
    addRepository(standIn, {
      fullName: 'acme/v3-core-fork',
      commits: makeHistory('acme/v3-core-fork', 1, { newest: NEWEST }),
    });
    const settings = {
      GITHUB_TOKEN: standIn.token,
      GITHUB_API_URL: standIn.url,
      GITHUB_GRAPHQL_BATCH: 2,
      GITHUB_REST_FILE_CAP: 100,
    };
    // Without a token there is no GitHub collector: github.com repositories go to git mirrors.
    const noToken = { ...settings, GITHUB_TOKEN: undefined };
    expect(
      githubCollectorFromEnv(
        noToken,
        handle.db,
        () => {},
        () => new Date(),
      ),
    ).toBeUndefined();
    const github = githubCollectorFromEnv(
      settings,
      handle.db,
      () => {},
      () => new Date(),
    );
    const summary = await collectRepositories(handle.db, {
      dataDir: '/nonexistent',
      github,
      progress: silentProgress,
      log: () => {},
      now: () => new Date(),
    });
    expect(summary.newCommits).toBe(9);
    expect(summary.repositories).toEqual({ ok: 3, failed: 1 });
    expect(summary.failures).toEqual([
      {
        fullName: 'uniswap/v3-periphery',
        projectSlug: 'uniswap',
        reason: "Could not resolve to a Repository with the name 'uniswap/v3-periphery'.",
      },
    ]);
  });
});
