// The git collector on real repositories made by the test: what is stored (commits, files,
// line counts, tags, dependencies, paths), which commits are noise and why, incremental and
// repeated runs, a force-push, and a fork that only counts its own commits.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@gitsignals/db/testing';
import {
  findProjectIdBySlug,
  findCollectionCursor,
  saveRepository,
  schema,
  countSkippedByReason,
  saveRegistryProjects,
  type DatabaseHandle,
} from '@gitsignals/db';
import { silentProgress } from '../src/reporting/progress';
import { collectRepositories, registerRepositoryFor } from '../src/collectors/collect-projects';
import { updateMirror } from '../src/collectors/git/mirror';
import { locateRepository } from '../src/collectors/git/repository-url';
import { buildFeedItems } from '../src/use-cases/analyse-projects/build-feed-items';
import { git, History, sha } from '../testing/collect-git-fixtures';
import { registryProject } from './helpers';

let handle: DatabaseHandle;
let work: string;
let upstream: string;
let fork: string;
let upstreamId: number;
let forkId: number;
const logs: string[] = [];
const FORGE_STD_PIN = 'a'.repeat(40);

const PACKAGE_JSON = JSON.stringify({
  name: 'alpha',
  dependencies: { viem: '^2.21.0', '@chainlink/contracts': '1.2.0' },
  devDependencies: { vitest: '^4.0.0' },
});

function buildUpstream(dir: string) {
  const h = new History();
  const first = h.commit({
    at: '2026-03-02T09:00:00Z',
    message: 'feat: add price oracle adapter',
    files: {
      'src/Oracle.sol': 'contract Oracle {\n  uint256 price;\n  function read() external {}\n}\n',
      'package.json': PACKAGE_JSON,
      'Cargo.toml': '[dependencies]\nalloy = "1.0"\n[dev-dependencies]\nproptest = "1"\n',
      'remappings.txt': '@openzeppelin/=lib/openzeppelin-contracts/\n',
      '.gitmodules':
        '[submodule "lib/forge-std"]\n\tpath = lib/forge-std\n\turl = git@github.com:foundry-rs/forge-std.git\n',
      '.gitattributes': 'pkg/contracts/*.go linguist-generated\n',
    },
    gitlinks: { 'lib/forge-std': FORGE_STD_PIN },
  });
  const second = h.commit({
    at: '2026-03-02T11:00:00Z',
    message: 'refactor: rename oracle to PriceOracle and add logo',
    renames: [['src/Oracle.sol', 'src/PriceOracle.sol']],
    files: {
      'assets/logo.bin': Buffer.from([0, 1, 2, 3, 0, 255, 0]),
    },
  });
  h.tag('v1.0.0', second, '2026-03-02T12:00:00Z', 'First release');
  h.commit({
    at: '2026-03-03T08:00:00Z',
    author: ['Dependency Updater', '49699333+dependabot[bot]@users.noreply.github.com'],
    message: 'chore(deps): bump viem from 2.21.0 to 2.22.0',
    files: { 'src/Bump.sol': 'contract Bump {}\n' },
  });
  const feature = h.commit({
    branch: 'feature',
    from: second,
    author: ['Bob Builder', 'bob@example.org'],
    at: '2026-03-03T10:00:00Z',
    message: 'feat: add staking rewards',
    files: {
      'src/Staking.sol': 'contract Staking {\n  function stake() external {}\n}\n',
      'src/Pool Ünïcode\tTab.sol': 'contract Pool {}\n',
    },
  });
  h.commit({
    at: '2026-03-03T12:00:00Z',
    merge: feature,
    message: "Merge branch 'feature'",
  });
  h.commit({
    at: '2026-03-04T09:00:00Z',
    message: 'regenerate oracle bindings',
    files: { 'pkg/contracts/oracle.go': 'package contracts\n\nfunc Read() {}\n' },
  });
  // A release script pushing 100 commits within half an hour: automation, not 100 people-hours.
  for (let i = 0; i < 100; i += 1) {
    h.commit({
      at: new Date(Date.parse('2026-03-05T10:00:00Z') + i * 15_000).toISOString(),
      author: ['Sync Script', 'sync@example.org'],
      message: `feat: sync market ${i}`,
      files: { [`markets/m${i}.json`]: `{"id":${i}}\n` },
    });
  }
  h.tag('nightly', first, '2026-03-05T12:00:00Z');
  h.writeTo(dir);
  return { first, second };
}

async function count(table: 'commits' | 'tags' | 'commit_files'): Promise<number> {
  const t =
    table === 'commits' ? schema.commits : table === 'tags' ? schema.tags : schema.commitFiles;
  return (await handle.db.select().from(t)).length;
}

async function commitsOf(repositoryId: number) {
  return (await handle.db.select().from(schema.commits)).filter(
    (c) => c.repositoryId === repositoryId,
  );
}

/** Rows of a per-repository table for one repository (tests filter in memory, without SQL). */
async function rowsOf<T extends { repositoryId: number }>(
  rows: Promise<T[]>,
  repositoryId: number,
) {
  return (await rows).filter((r) => r.repositoryId === repositoryId);
}

const collect = (repositoryIds: number[], gitBatchSize?: number, progress = silentProgress) =>
  collectRepositories(handle.db, {
    repositoryIds,
    dataDir: work,
    progress,
    log: (line) => logs.push(line),
    gitBatchSize,
    now: () => new Date(),
  });

beforeAll(async () => {
  handle = await createTestDatabase();
  work = mkdtempSync(path.join(os.tmpdir(), 'collect-git-'));
  upstream = path.join(work, 'src', 'alpha-labs', 'protocol.git');
  fork = path.join(work, 'src', 'beta-labs', 'protocol-fork.git');
  buildUpstream(upstream);
  await saveRegistryProjects(handle.db, [registryProject('alpha'), registryProject('beta')]);
  const alpha = await findProjectIdBySlug(handle.db, 'alpha');
  const beta = await findProjectIdBySlug(handle.db, 'beta');
  upstreamId = await saveRepository(handle.db, {
    projectId: alpha!,
    ...locateRepository(upstream, work),
    isFork: false,
    upstreamFullName: null,
  });
  git(['clone', '--quiet', '--bare', upstream, fork]);
  const f = new History();
  f.continueBranch('main');
  const own = f.commit({
    at: '2026-03-06T09:00:00Z',
    author: ['Carol Fork', 'carol@example.org'],
    message: 'feat: add Base deployment of the price oracle',
    files: { 'src/BaseOracle.sol': 'contract BaseOracle {}\n' },
  });
  f.commit({
    at: '2026-03-06T10:00:00Z',
    author: ['Carol Fork', 'carol@example.org'],
    message: 'feat: add fee switch',
    files: { 'src/Fees.sol': 'contract Fees {\n  uint256 fee;\n}\n' },
  });
  f.tag('v1.1.0-fork', own, '2026-03-06T11:00:00Z', 'Fork release');
  f.writeTo(fork);
  forkId = await saveRepository(handle.db, {
    projectId: beta!,
    ...locateRepository(fork, work),
    isFork: true,
    upstreamFullName: upstream,
  });
}, 60_000);

afterAll(async () => {
  await handle?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('collect from git', () => {
  it('stores every commit with its files, line counts, tags, dependencies and noise', async () => {
    // Batches of 40 commits: the 106-commit history arrives in three batches.
    const progress: string[] = [];
    const summary = await collect([upstreamId], 40, {
      start: (label, total) => progress.push(`${label} 0/${total}`),
      tick: (n = 1, detail = '') => progress.push(`+${n} ${detail}`),
      done: (line) => progress.push(line),
    });
    expect(progress.slice(0, 5)).toEqual([
      'Collecting 0/1',
      '+0 alpha-labs/protocol: 40 commits read',
      '+0 alpha-labs/protocol: 80 commits read',
      '+0 alpha-labs/protocol: 106 commits read',
      '+1 alpha-labs/protocol',
    ]);
    expect(progress[5]).toMatch(
      /^1 repositories collected, 0 failed, 106 new commits \(filtered: 100 automation, 1 \w+, 1 \w+, 1 \w+\) in [\d.]+ s$/,
    );
    expect(summary.repositories).toEqual({ ok: 1, failed: 0 });
    expect(summary.newCommits).toBe(106);
    expect(summary.filtered).toEqual({ automation: 100, bot: 1, merge: 1, generated: 1 });
    expect(summary.projects.alpha).toEqual({ newCommits: 106, since: '2026-03-02' });

    const rows = await commitsOf(upstreamId);
    expect(rows).toHaveLength(106);
    const byMessage = (m: string) => rows.find((r) => r.message.startsWith(m))!;

    const first = byMessage('feat: add price oracle adapter');
    expect(first.noiseReason).toBeNull();
    expect(first.authorName).toBe('Ada Lovelace');
    expect(first.committedAt.toISOString()).toBe('2026-03-02T09:00:00.000Z');
    expect(first.signals).toContain('new_feature');

    const renamed = byMessage('refactor: rename oracle');
    const files = (await handle.db.select().from(schema.commitFiles)).filter(
      (f) => f.commitId === renamed.id,
    );
    expect(
      files.map((f) => [f.path, f.status, f.oldPath, f.additions, f.deletions]).sort(),
    ).toEqual([
      ['assets/logo.bin', 'A', null, null, null],
      ['src/PriceOracle.sol', 'R', 'src/Oracle.sol', 0, 0],
    ]);
    expect(first.additions).toBeGreaterThanOrEqual(4);

    expect(byMessage('chore(deps): bump viem').noiseReason).toBe('bot');
    expect(byMessage('chore(deps): bump viem').authorLogin).toBe('dependabot[bot]');
    const merge = byMessage("Merge branch 'feature'");
    expect([merge.isMerge, merge.noiseReason, merge.parents.length]).toEqual([true, 'merge', 2]);
    expect(byMessage('regenerate oracle bindings').noiseReason).toBe('generated');
    expect(rows.filter((r) => r.noiseReason === 'automation')).toHaveLength(100);
    const staking = byMessage('feat: add staking rewards');
    expect(staking.noiseReason).toBeNull();
    expect([staking.filesChanged, staking.additions, staking.deletions]).toEqual([2, 4, 0]);
    const stakingFiles = (await handle.db.select().from(schema.commitFiles)).filter(
      (f) => f.commitId === staking.id,
    );
    expect(stakingFiles.map((f) => f.path).sort()).toEqual([
      'src/Pool Ünïcode\tTab.sol',
      'src/Staking.sol',
    ]);

    const tags = await rowsOf(handle.db.select().from(schema.tags), upstreamId);
    const v1 = tags.find((t) => t.name === 'v1.0.0')!;
    expect([v1.isRelease, v1.sha, v1.taggedAt?.toISOString()]).toEqual([
      true,
      renamed.sha,
      '2026-03-02T12:00:00.000Z',
    ]);
    const nightly = tags.find((t) => t.name === 'nightly')!;
    expect([nightly.isRelease, nightly.sha]).toEqual([false, first.sha]);

    const deps = await rowsOf(handle.db.select().from(schema.repositoryDependencies), upstreamId);
    const described = deps
      .map((d) => `${d.ecosystem} ${d.name} ${d.version} ${d.kind} ${d.source}`)
      .sort();
    expect(described).toEqual([
      'cargo alloy 1.0 runtime null',
      'cargo proptest 1 dev null',
      `foundry-remapping @openzeppelin/ lib/openzeppelin-contracts/ null null`,
      `git-submodule lib/forge-std ${FORGE_STD_PIN} null https://github.com/foundry-rs/forge-std`,
      'npm @chainlink/contracts 1.2.0 runtime null',
      'npm viem ^2.21.0 runtime null',
      'npm vitest ^4.0.0 dev null',
    ]);
    const [paths] = await rowsOf(handle.db.select().from(schema.repositoryPaths), upstreamId);
    expect(paths!.paths).toContain('src/PriceOracle.sol');
    expect(paths!.paths).toContain('lib/forge-std');
    expect(paths!.paths).not.toContain('src/Oracle.sol');

    const repo = (await handle.db.select().from(schema.repositories)).find(
      (r) => r.id === upstreamId,
    );
    expect(repo!.headSha).toBe(sha(upstream, 'main'));
    expect(repo!.defaultBranch).toBe('main');
    expect(repo!.lastCollectedAt).not.toBeNull();
    expect(await findCollectionCursor(handle.db, upstreamId, 'git')).toEqual({
      head: sha(upstream, 'main'),
      skipped: {},
    });
  });

  it('changes nothing when run again', async () => {
    const before = [await count('commits'), await count('commit_files'), await count('tags')];
    const summary = await collect([upstreamId]);
    expect(summary.newCommits).toBe(0);
    expect(summary.filtered).toEqual({});
    expect(summary.projects.alpha).toEqual({ newCommits: 0, since: null });
    expect([await count('commits'), await count('commit_files'), await count('tags')]).toEqual(
      before,
    );
  });

  it('reads only the commits pushed since the last run, and recovers from a force-push', async () => {
    const next = new History();
    next.continueBranch('main');
    next.commit({
      at: '2026-03-07T09:00:00Z',
      message: 'fix: reject stale oracle prices',
      files: {
        'package.json': JSON.stringify({
          dependencies: { viem: '^2.22.0', '@chainlink/contracts': '1.2.0' },
        }),
        'src/PriceOracle.sol': 'contract Oracle {\n  uint256 price;\n  uint256 updatedAt;\n}\n',
      },
    });
    next.writeTo(upstream);
    const incremental = await collect([upstreamId]);
    expect(incremental.newCommits).toBe(1);
    // The snapshot at the new HEAD replaces the stored manifests: a bump and a removal.
    const npm = (await rowsOf(handle.db.select().from(schema.repositoryDependencies), upstreamId))
      .filter((d) => d.ecosystem === 'npm')
      .map((d) => `${d.name} ${d.version}`)
      .sort();
    expect(npm).toEqual(['@chainlink/contracts 1.2.0', 'viem ^2.22.0']);
    expect(incremental.projects.alpha).toEqual({ newCommits: 1, since: '2026-03-07' });
    expect(
      (await commitsOf(upstreamId)).find((c) => c.message.startsWith('fix: reject'))?.noiseReason,
    ).toBeNull();

    // Rewrite the last commit: the stored head is no longer in the history.
    const amended = new History();
    amended.commit({
      from: `${sha(upstream, 'main')}^`,
      at: '2026-03-07T10:00:00Z',
      message: 'fix: reject stale oracle prices (with a heartbeat)',
      files: { 'src/Heartbeat.sol': 'contract Heartbeat {}\n' },
    });
    amended.writeTo(upstream);
    // The mirror no longer has the old head either once it fetched and collected garbage.
    const mirror = path.join(work, 'mirrors', 'local', 'alpha-labs', 'protocol.git');
    git(['fetch', '--quiet', '--prune', 'origin'], mirror);
    git(['gc', '--quiet', '--prune=now'], mirror);
    const rewritten = await collect([upstreamId]);
    expect(rewritten.newCommits).toBe(1);
    expect(logs.some((l) => l.includes('force-push'))).toBe(true);
    expect(await commitsOf(upstreamId)).toHaveLength(108);
    expect((await findCollectionCursor(handle.db, upstreamId, 'git'))?.head).toBe(
      sha(upstream, 'main'),
    );
  });

  it('counts only the commits a fork made itself, and only its own tags', async () => {
    const summary = await collect([forkId]);
    expect(summary.repositories).toEqual({ ok: 1, failed: 0 });
    expect(summary.newCommits).toBe(2);
    expect(summary.filtered).toEqual({ fork_inherited: 106 });
    const rows = await commitsOf(forkId);
    expect(rows.map((r) => r.message).sort()).toEqual([
      'feat: add Base deployment of the price oracle',
      'feat: add fee switch',
    ]);
    const tags = await rowsOf(handle.db.select().from(schema.tags), forkId);
    expect(tags.map((t) => t.name)).toEqual(['v1.1.0-fork']);
    const beta = await findProjectIdBySlug(handle.db, 'beta');
    expect(await countSkippedByReason(handle.db, beta!)).toEqual({ fork_inherited: 106 });

    const again = await collect([forkId]);
    expect(again.newCommits).toBe(0);
    expect(again.filtered).toEqual({});
  });

  it('finds an automation burst cut in two by the end of a run', async () => {
    const burstRepo = path.join(work, 'src', 'alpha-labs', 'burst.git');
    const sync = (from: number, to: number, h = new History()) => {
      for (let i = from; i < to; i += 1) {
        h.commit({
          at: new Date(Date.parse('2026-03-09T23:30:00Z') + i * 20_000).toISOString(),
          author: ['Market Maker', 'mm@example.org'],
          message: `feat: quote pair ${i}`,
          files: { [`quotes/q${i}.json`]: `{"i":${i}}\n` },
        });
      }
      return h;
    };
    sync(0, 60).writeTo(burstRepo);
    const alpha = await findProjectIdBySlug(handle.db, 'alpha');
    const id = await saveRepository(handle.db, {
      projectId: alpha!,
      ...locateRepository(burstRepo, work),
      isFork: false,
      upstreamFullName: null,
    });
    const before = await collect([id]);
    // 60 commits in 20 minutes: not yet a burst.
    expect(before.filtered).toEqual({});
    const rest = new History();
    rest.continueBranch('main');
    sync(60, 100, rest).writeTo(burstRepo);
    const after = await collect([id]);
    expect(after.newCommits).toBe(40);
    expect(after.filtered).toEqual({ automation: 40 });
    // The first 60 are relabelled, and their day is analysed again.
    expect(after.projects.alpha).toEqual({ newCommits: 40, since: '2026-03-09' });
    const rows = await commitsOf(id);
    expect(rows.filter((r) => r.noiseReason === 'automation')).toHaveLength(100);
    expect(rows.every((r) => r.signals.length === 0)).toBe(true);
  });

  it('registers a path under a known project only', async () => {
    await expect(
      registerRepositoryFor(handle.db, { projectSlug: 'nope', urlOrPath: upstream, cwd: work }),
    ).rejects.toThrow('No project "nope" in the registry');
    const id = await registerRepositoryFor(handle.db, {
      projectSlug: 'alpha',
      urlOrPath: upstream,
      cwd: work,
    });
    expect(id).toBe(upstreamId);
    expect(locateRepository('git@github.com:Uniswap/v4-core.git', work)).toEqual({
      fullName: 'Uniswap/v4-core',
      host: 'github',
      url: 'https://github.com/Uniswap/v4-core',
    });
    expect(() => locateRepository(path.join(work, 'missing'), work)).toThrow('No repository at');
  });

  it('lets one job at a time fetch into a mirror', async () => {
    // Two projects sharing a repository, collected at the same moment on one machine.
    const dataDir = path.join(work, 'shared-data');
    const results = await Promise.all([
      updateMirror(dataDir, upstream, { timeoutMs: 60_000 }),
      updateMirror(dataDir, upstream, { timeoutMs: 60_000 }),
    ]);
    expect(results.map((r) => r.created).sort()).toEqual([false, true]);
    expect(sha(results[0]!.dir, 'HEAD')).toBe(sha(upstream, 'main'));
  });

  it('logs and counts a repository it cannot read, and collects the others', async () => {
    const alpha = await findProjectIdBySlug(handle.db, 'alpha');
    const missing = await saveRepository(handle.db, {
      projectId: alpha!,
      fullName: 'gone/away',
      host: 'local',
      url: path.join(work, 'does-not-exist.git'),
      isFork: false,
      upstreamFullName: null,
    });
    const summary = await collect([missing, upstreamId]);
    expect(summary.repositories).toEqual({ ok: 1, failed: 1 });
    expect(summary.failures[0]).toMatchObject({ fullName: 'gone/away', projectSlug: 'alpha' });
    expect(logs.some((l) => l.includes('gone/away') && l.includes('failed'))).toBe(true);
  });

  it('turns the collected commits into feed items that count what was filtered', async () => {
    const result = await buildFeedItems({ db: handle.db }, { projectSlugs: ['alpha'] });
    expect(result.items).toBeGreaterThan(0);
    const items = await handle.db.select().from(schema.feedItems);
    const first = items.find((i) => i.analysisDate === '2026-03-02');
    expect(first?.totalCommits).toBe(2);
    const automationDay = items.find((i) => i.analysisDate === '2026-03-05');
    // Every commit of that day was the sync script: no item, the burst is filtered.
    expect(automationDay).toBeUndefined();
    const mergeDay = items.find((i) => i.analysisDate === '2026-03-03');
    expect(mergeDay?.noise).toMatchObject({ bot: 1, merge: 1 });
  });
});
