// What a daily GitHub run costs: 5,000 repositories, each with a realistic day of commits (0 to 5,
// a fork now and then), priced by the stand-in with GitHub's formula. The target is under 1,000
// of the 5,000 points an hour a token gets, HEAD snapshots (tree calls, manifest blobs) included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addRepository,
  makeHistory,
  startGithubStandIn,
  type GithubStandIn,
} from './stand-ins/github-api';
import {
  collectorFor,
  fakeClock,
  memoryStore,
  runInMemory,
  type FakeClock,
} from './collect-github-harness';
import type { RepositoryToCollect } from '../src/collectors/collected';
import {
  headsQuery,
  headsRequests,
  pagesQuery,
  pagesRequests,
} from '../src/collectors/github/github-queries';
import { costOf, parseOperation, requestsOf } from './stand-ins/graphql-parse';

const REPOSITORIES = 5_000;
const START = new Date('2026-11-20T06:00:00Z');
const HOUR = 3_600_000;

let clock: FakeClock;
let standIn: GithubStandIn;

beforeAll(async () => {
  clock = fakeClock(START);
  standIn = await startGithubStandIn({ now: clock.now });
  // Plenty of budget: the test measures what is spent, not the waiting.
  standIn.rateLimit.limit = 100_000;
  standIn.rateLimit.remaining = 100_000;
});

afterAll(async () => {
  await standIn.close();
});

describe('a daily GitHub run over 5,000 repositories', () => {
  it('spends fewer than 1,000 points', async () => {
    const store = memoryStore();
    const repositories: RepositoryToCollect[] = [];
    let newCommits = 0;
    let moved = 0;
    for (let i = 0; i < REPOSITORIES; i++) {
      const fullName = `org${Math.floor(i / 10)}/repo-${i}`;
      // 0-5 commits today, spread over the working day; yesterday's history underneath.
      const today = (i * 7) % 6;
      newCommits += today;
      if (today > 0) moved += 1;
      const commits = makeHistory(fullName, today + 20, {
        newest: new Date(START.getTime() - HOUR),
        spacingMinutes: 90,
        mergeEvery: 3,
      });
      const collectedHead = commits[today]!;
      const isFork = i % 50 === 49;
      addRepository(standIn, {
        fullName,
        commits,
        parent: isFork ? `org${Math.floor((i - 1) / 10)}/repo-${i - 1}` : null,
        tags: [
          {
            name: 'v1.0.0',
            oid: commits[commits.length - 1]!.oid,
            date: commits[commits.length - 1]!.committedDate,
            annotated: true,
          },
        ],
        releases: [
          {
            tagName: 'v1.0.0',
            publishedAt: commits[commits.length - 1]!.committedDate,
            isDraft: false,
          },
        ],
        files: {
          'package.json': JSON.stringify({
            name: `@org${Math.floor(i / 10)}/repo-${i}`,
            devDependencies: { hardhat: '^2.22.3', '@chainlink/contracts': '^1.2.0' },
          }),
          'foundry.toml': '[profile.default]\nsrc = "src"\n',
          'src/Vault.sol': '// SPDX-License-Identifier: MIT\n',
        },
      });
      repositories.push({
        id: i + 1,
        projectId: 1 + Math.floor(i / 10),
        projectSlug: `org${Math.floor(i / 10)}`,
        fullName,
        url: `https://github.com/${fullName}`,
        isFork,
        upstreamFullName: isFork ? `org${Math.floor((i - 1) / 10)}/repo-${i - 1}` : null,
      });
      store.cursors.set(i + 1, {
        since: collectedHead.committedDate,
        head: collectedHead.oid,
        walk: null,
        skipped: {},
        // Yesterday's run read the snapshot of the HEAD it collected.
        snapshot: { head: collectedHead.oid, submodules: [] },
      });
    }

    const collector = collectorFor(standIn, clock, store, { batchSize: 50, restFileCap: 0 });
    const batches = await runInMemory(collector, repositories, store);
    const run = collector.lastRun;
    const charged = standIn.costs.reduce((a, b) => a + b, 0);
    const collected = [...batches.values()].reduce(
      (n, list) => n + list.reduce((m, b) => m + b.commits.length, 0),
      0,
    );
    const nonMerge = [...batches.values()]
      .flat()
      .flatMap((b) => b.commits)
      .filter((c) => c.parents.length < 2).length;

    console.log(
      `GitHub daily run over ${REPOSITORIES} repositories: ${charged} points in ${run.queries} ` +
        `GraphQL queries for ${collected} new commits; REST calls needed: ${nonMerge} file lists ` +
        `and ${collected - nonMerge} merge comparisons; ${run.snapshots} HEAD snapshots read ` +
        `with ${run.treeCalls} REST tree calls and ${run.snapshotPoints} points`,
    );
    // No commit files are fetched here (REST cap 0), so every moved HEAD is read again.
    expect(run.snapshots).toBe(moved);
    expect(run.treeCalls).toBe(moved);
    expect(run.snapshotPoints).toBeGreaterThan(0);
    expect(run.points).toBe(charged);
    expect(charged).toBeLessThan(1_000);
    expect(run.failed).toEqual([]);
    expect(clock.waits).toEqual([]);
    expect(collected).toBe(newCommits);
    // 5,000 repositories over loopback HTTP: seconds alone, longer on a busy machine.
  }, 180_000);

  it('is priced with the formula GitHub documents, which the collector also uses to plan', () => {
    // GitHub's worked examples: 1 + 50 + 50×20 = 1,051 requests; with issues and followers 2,102.
    const documented = parseOperation(`query { viewer {
      repositories(first: 50) { edges { repository: node { name
        pullRequests(first: 20) { edges { pullRequest: node { title
          comments(first: 10) { edges { comment: node { bodyHTML } } } } } }
        issues(first: 20) { totalCount edges { issue: node { title bodyHTML
          comments(first: 10) { edges { comment: node { bodyHTML } } } } } } } } }
      followers(first: 10) { edges { follower: node { login } } } } }`);
    expect(requestsOf(documented)).toBe(2_102);
    expect(costOf(documented)).toBe(21);

    const since = new Date('2026-11-19T00:00:00Z');
    const heads = Array.from({ length: 50 }, (_, i) => ({
      alias: `r${i}`,
      owner: 'org',
      name: `repo-${i}`,
      since,
    }));
    expect(requestsOf(parseOperation(headsQuery(heads)))).toBe(headsRequests(heads));
    const pages = heads.map((h, i) => ({
      ...h,
      head: 'a'.repeat(40),
      after: null,
      first: 1 + (i % 5),
    }));
    const upstreams = [{ alias: 'u0', owner: 'org', name: 'repo-0', since, after: null }];
    expect(requestsOf(parseOperation(pagesQuery(pages, upstreams)))).toBe(
      pagesRequests(pages, upstreams),
    );
  });
});
