// The GitHub collector against the local stand-in: what it does when GitHub says wait, fails,
// runs out of budget, or does not know a repository.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addRepository,
  makeHistory,
  startGithubStandIn,
  type GithubStandIn,
} from './stand-ins/github-api';
import {
  collectorFor,
  commitsOf,
  fakeClock,
  memoryStore,
  runInMemory,
  toCollect,
  type FakeClock,
} from './collect-github-harness';

const START = new Date('2026-11-20T06:00:00Z');

let clock: FakeClock;
let standIn: GithubStandIn;

beforeEach(async () => {
  clock = fakeClock(START);
  standIn = await startGithubStandIn({ now: clock.now });
  for (const name of ['uniswap/v3-core', 'uniswap/v4-core']) {
    addRepository(standIn, {
      fullName: name,
      commits: makeHistory(name, 12, { newest: new Date('2026-11-19T18:00:00Z') }),
    });
  }
});

afterEach(async () => {
  await standIn.close();
});

describe('GitHub collector limits', () => {
  it('waits as long as retry-after says on a secondary limit, then carries on', async () => {
    standIn.fail('retry-after', 1, 42);
    const store = memoryStore();
    const collector = collectorFor(standIn, clock, store);
    const batches = await runInMemory(collector, toCollect(['uniswap/v3-core']), store);
    expect(clock.waits).toEqual([42_000]);
    expect(commitsOf(batches.get('uniswap/v3-core'))).toHaveLength(12);
  });

  it('backs off exponentially on 502 and succeeds when GitHub recovers', async () => {
    standIn.fail('bad-gateway', 3);
    const store = memoryStore();
    const collector = collectorFor(standIn, clock, store);
    const batches = await runInMemory(collector, toCollect(['uniswap/v3-core']), store);
    // random() = 0.5 puts each wait at three quarters of its ceiling: 1 s, 2 s, 4 s.
    expect(clock.waits).toEqual([750, 1500, 3000]);
    expect(commitsOf(batches.get('uniswap/v3-core'))).toHaveLength(12);
  });

  it('retries a query GitHub abandoned on its time limit', async () => {
    standIn.fail('timeout');
    const store = memoryStore();
    const collector = collectorFor(standIn, clock, store);
    const batches = await runInMemory(collector, toCollect(['uniswap/v3-core']), store);
    expect(clock.waits).toEqual([750]);
    expect(commitsOf(batches.get('uniswap/v3-core'))).toHaveLength(12);
  });

  it('gives up after the last attempt on a GitHub that keeps failing', async () => {
    standIn.fail('bad-gateway', 10);
    const store = memoryStore();
    const collector = collectorFor(standIn, clock, store, { maxAttempts: 3 });
    await expect(runInMemory(collector, toCollect(['uniswap/v3-core']), store)).rejects.toThrow(
      /failed after 3 attempts: 502/,
    );
    expect(clock.waits).toHaveLength(2);
  });

  it('waits until resetAt when the remaining points would not cover the next query', async () => {
    standIn.rateLimit.remaining = 1;
    standIn.rateLimit.resetAt = new Date(START.getTime() + 20 * 60_000);
    const store = memoryStore();
    const collector = collectorFor(standIn, clock, store);
    const batches = await runInMemory(
      collector,
      toCollect(['uniswap/v3-core', 'uniswap/v4-core']),
      store,
    );
    // The heads query spends the last point; the pages query is not sent until the reset.
    expect(clock.waits).toEqual([20 * 60_000]);
    expect(standIn.costs).toEqual([1, 1]);
    expect(commitsOf(batches.get('uniswap/v3-core'))).toHaveLength(12);
    expect(commitsOf(batches.get('uniswap/v4-core'))).toHaveLength(12);
  });

  it('spends no query it cannot afford: an empty budget means waiting for resetAt first', async () => {
    standIn.rateLimit.remaining = 0;
    standIn.rateLimit.resetAt = new Date(START.getTime() + 15 * 60_000);
    const store = memoryStore();
    const collector = collectorFor(standIn, clock, store);
    const batches = await runInMemory(collector, toCollect(['uniswap/v3-core']), store);
    // The first answer is RATE_LIMITED (the collector did not know the budget yet): it waits
    // until the reset the headers announced, then the run completes.
    expect(clock.waits).toHaveLength(1);
    expect(clock.waits[0]).toBeGreaterThanOrEqual(15 * 60_000);
    expect(clock.waits[0]).toBeLessThanOrEqual(15 * 60_000 + 1_000);
    expect(commitsOf(batches.get('uniswap/v3-core'))).toHaveLength(12);
    expect(collector.lastRun.stopped).toBeNull();
  });

  it('handles a RATE_LIMITED answer like the primary budget and retries the same query', async () => {
    standIn.fail('rate-limited');
    const store = memoryStore();
    const collector = collectorFor(standIn, clock, store);
    const batches = await runInMemory(collector, toCollect(['uniswap/v3-core']), store);
    // The budget window opened an hour after START; the collector sleeps until then, once.
    expect(clock.waits).toEqual([3_600_000]);
    expect(commitsOf(batches.get('uniswap/v3-core'))).toHaveLength(12);
  });

  it('stops cleanly, progress saved, when the reset is further away than allowed', async () => {
    addRepository(standIn, {
      fullName: 'uniswap/big',
      commits: makeHistory('uniswap/big', 250, { newest: new Date('2026-11-19T18:00:00Z') }),
    });
    const store = memoryStore();
    const collector = collectorFor(standIn, clock, store, { maxWaitMs: 10 * 60_000 });
    // Enough points for the heads query and one page, then the budget is gone for an hour.
    standIn.rateLimit.remaining = 2;
    const batches = await runInMemory(collector, toCollect(['uniswap/big']), store);
    expect(collector.lastRun.stopped).toMatch(/longer than allowed/);
    expect(clock.waits).toEqual([]);
    const stored = commitsOf(batches.get('uniswap/big'));
    expect(stored).toHaveLength(100);
    expect(store.cursors.get(1)).toMatchObject({ walk: { after: expect.any(String) } });

    // An hour later the next run continues at the second page.
    await clock.sleep(3_600_000);
    clock.waits.length = 0;
    const calls = standIn.historyCalls.length;
    const rest = await runInMemory(collector, toCollect(['uniswap/big']), store);
    expect(commitsOf(rest.get('uniswap/big'))).toHaveLength(150);
    const pages = standIn.historyCalls.slice(calls).filter((c) => c.nodes);
    expect(pages.map((p) => p.after)).toEqual([
      expect.stringMatching(/ 99$/),
      expect.stringMatching(/ 199$/),
    ]);
  });

  it('reports a repository GitHub does not know and collects the others', async () => {
    const store = memoryStore();
    const collector = collectorFor(standIn, clock, store);
    const batches = await runInMemory(
      collector,
      toCollect(['uniswap/v3-core', 'uniswap/deleted-repo', 'uniswap/v4-core']),
      store,
    );
    expect(collector.lastRun.failed).toEqual([
      {
        fullName: 'uniswap/deleted-repo',
        reason: "Could not resolve to a Repository with the name 'uniswap/deleted-repo'.",
      },
    ]);
    expect(commitsOf(batches.get('uniswap/v3-core'))).toHaveLength(12);
    expect(commitsOf(batches.get('uniswap/v4-core'))).toHaveLength(12);
    expect(batches.has('uniswap/deleted-repo')).toBe(false);
  });

  it('fetches files over REST only up to the cap and reports the commits left without', async () => {
    const store = memoryStore();
    const lines: string[] = [];
    const collector = collectorFor(standIn, clock, store, {
      restFileCap: 5,
      log: (line) => lines.push(line),
    });
    const batches = await runInMemory(collector, toCollect(['uniswap/v3-core']), store);
    const commits = commitsOf(batches.get('uniswap/v3-core'));
    expect(standIn.restCalls).toHaveLength(5);
    expect(commits.filter((c) => c.files.length > 0)).toHaveLength(5);
    // The tree call of the HEAD snapshot is counted apart: the cap is for commit files.
    expect(collector.lastRun).toMatchObject({ restCalls: 5, filesCapped: 7, treeCalls: 1 });
    expect(lines.at(-1)).toBe(
      'GitHub: 2 GraphQL points in 2 queries, 4998 left this hour, 5 REST calls, ' +
        '1 HEAD snapshot read (1 tree call, 0 points), 12 commits, 7 stored without files (REST cap)',
    );
  });

  it('asks REST for no file list of an empty commit', async () => {
    standIn.repositories.get('uniswap/v3-core')!.commits[3]!.files = [];
    const store = memoryStore();
    const collector = collectorFor(standIn, clock, store);
    const batches = await runInMemory(collector, toCollect(['uniswap/v3-core']), store);
    expect(commitsOf(batches.get('uniswap/v3-core'))).toHaveLength(12);
    expect(standIn.restCalls).toHaveLength(11);
  });

  it('waits for the REST budget reset announced in x-ratelimit-reset', async () => {
    standIn.fail('rest-exhausted', 1, 300);
    const store = memoryStore();
    const collector = collectorFor(standIn, clock, store);
    standIn.restCalls.length = 0;
    // The first request (GraphQL heads) takes the fault: same rule for either API.
    const batches = await runInMemory(collector, toCollect(['uniswap/v3-core']), store);
    expect(clock.waits).toHaveLength(1);
    expect(clock.waits[0]).toBeGreaterThanOrEqual(300_000);
    expect(clock.waits[0]).toBeLessThanOrEqual(302_000);
    expect(commitsOf(batches.get('uniswap/v3-core'))).toHaveLength(12);
  });

  it("tells a fork's own commits from an upstream history longer than one page", async () => {
    const upstream = addRepository(standIn, {
      fullName: 'uniswap/v3-periphery',
      commits: makeHistory('uniswap/v3-periphery', 150, {
        newest: new Date('2026-11-19T12:00:00Z'),
      }),
    });
    addRepository(standIn, {
      fullName: 'acme/periphery-fork',
      parent: 'uniswap/v3-periphery',
      commits: makeHistory('acme/periphery-fork', 5, {
        newest: new Date('2026-11-19T20:00:00Z'),
        base: upstream.commits,
      }),
    });
    const store = memoryStore();
    const collector = collectorFor(standIn, clock, store);
    const batches = await runInMemory(collector, toCollect(['acme/periphery-fork']), store);
    const own = commitsOf(batches.get('acme/periphery-fork'));
    expect(own).toHaveLength(5);
    expect(own.every((c) => !upstream.commits.some((u) => u.oid === c.sha))).toBe(true);
    expect(store.upstreams.get(1)).toBe('uniswap/v3-periphery');
    expect(store.cursors.get(1)).toMatchObject({ skipped: { fork_inherited: 150 }, walk: null });
    const upstreamPages = standIn.historyCalls.filter(
      (c) => c.repository === 'uniswap/v3-periphery' && c.nodes,
    );
    expect(upstreamPages.map((c) => c.after === null)).toEqual([true, false]);
  });

  it('stops before its next query when the run is aborted', async () => {
    const controller = new AbortController();
    const store = memoryStore();
    // One repository per query, so there is a next query to skip.
    const collector = collectorFor(standIn, clock, store, { batchSize: 1 });
    const seen: string[] = [];
    for await (const { repository } of collector.collect(
      toCollect(['uniswap/v3-core', 'uniswap/v4-core']),
      { dataDir: '/nonexistent', log: () => {}, signal: controller.signal },
    )) {
      seen.push(repository.fullName);
      controller.abort();
    }
    expect(collector.lastRun.stopped).toBe('aborted');
    expect(seen).toEqual(['uniswap/v3-core']);
    // Two heads queries and the first repository's page; the second page is never asked for.
    expect(standIn.costs).toHaveLength(3);
  });
});
