// The HEAD snapshot through the GitHub API: paths from the tree endpoint, manifests from batched
// Blob lookups, stored by the collect run so the stack job sees github.com repositories read
// with a token, and read again only when the commits since could have changed it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@gitsignals/db/testing';
import {
  readCursor,
  stackProject,
  storedTechnologyProfile,
  upsertRegistry,
  writeCursor,
  type DatabaseHandle,
} from '@gitsignals/db';
import { collectRepositories } from '../src/collectors/collect-projects';
import { githubDatabaseStore } from '../src/collectors/github/github-store';
import { computeStacks } from '../src/jobs/compute-stacks.job';
import { silentProgress } from '../src/cli/progress';
import {
  addRepository,
  makeHistory,
  sha,
  startGithubStandIn,
  type GithubStandIn,
  type StandInCommit,
  type StandInRepository,
} from './stand-ins/github-api';
import { collectorFor, fakeClock, type FakeClock } from './collect-github-harness';
import { registryProject } from './helpers';

const START = new Date('2026-11-20T06:00:00Z');
const NEWEST = new Date('2026-11-19T18:00:00Z');
const HOUR = 3_600_000;

const PACKAGE_JSON = `{
  "name": "@uniswap/v4-core",
  "version": "1.0.2",
  "license": "BUSL-1.1",
  "scripts": { "test": "forge test", "prettier": "prettier --write ." },
  "devDependencies": {
    "@chainlink/contracts": "^1.2.0",
    "prettier": "^3.3.3",
    "prettier-plugin-solidity": "^1.4.1"
  }
}
`;

const FILES: Record<string, string> = {
  'package.json': PACKAGE_JSON,
  'foundry.toml': `[profile.default]
solc_version = "0.8.26"
evm_version = "cancun"
optimizer_runs = 44444000
via_ir = true
ffi = true
fs_permissions = [{ access = "read-write", path = ".forge-snapshots/"}]
`,
  'remappings.txt': `forge-std/=lib/forge-std/src/
solmate/=lib/solmate/
@openzeppelin/contracts/=lib/openzeppelin-contracts/contracts/
`,
  '.gitmodules': `[submodule "lib/forge-std"]
	path = lib/forge-std
	url = https://github.com/foundry-rs/forge-std
[submodule "lib/solmate"]
	path = lib/solmate
	url = git@github.com:transmissions11/solmate.git
[submodule "lib/openzeppelin-contracts"]
	path = lib/openzeppelin-contracts
	url = https://github.com/OpenZeppelin/openzeppelin-contracts
`,
  '.gitattributes': `*.sol linguist-language=Solidity
.forge-snapshots/** linguist-generated=true
`,
  'src/PoolManager.sol': '// SPDX-License-Identifier: BUSL-1.1\npragma solidity 0.8.26;\n',
  'src/libraries/TickMath.sol': '// SPDX-License-Identifier: GPL-2.0-or-later\n',
  'test/PoolManager.t.sol': 'import {Test} from "forge-std/Test.sol";\n',
  '.forge-snapshots/swap.snap': '123456',
  'docs/whitepaper-v4.pdf': '%PDF-1.7',
};

const SUBMODULES: Record<string, string> = {
  'lib/forge-std': sha('forge-std v1.9.4'),
  'lib/solmate': sha('solmate main'),
  'lib/openzeppelin-contracts': sha('openzeppelin v5.0.2'),
};

let handle: DatabaseHandle;
let standIn: GithubStandIn;
let clock: FakeClock;
let projectId: number;

beforeEach(async () => {
  handle = await createTestDatabase();
  clock = fakeClock(START);
  standIn = await startGithubStandIn({ now: clock.now });
  const ids = await upsertRegistry(handle.db, [
    registryProject('uniswap', { name: 'Uniswap', repos: ['uniswap/v4-core'] }),
  ]);
  projectId = ids.get('uniswap')!;
});

afterEach(async () => {
  await standIn.close();
  await handle.close();
});

function v4Core(): StandInRepository {
  return addRepository(standIn, {
    fullName: 'uniswap/v4-core',
    commits: makeHistory('uniswap/v4-core', 8, { newest: NEWEST }),
    files: { ...FILES },
    submodules: { ...SUBMODULES },
  });
}

/** One collect run as the pipeline does it; returns the GitHub collector's report. */
async function collect() {
  const github = collectorFor(standIn, clock, githubDatabaseStore(handle.db));
  const summary = await collectRepositories(handle.db, {
    dataDir: '/nonexistent',
    github,
    progress: silentProgress,
    log: () => {},
  });
  expect(summary.failures).toEqual([]);
  return github.lastRun;
}

/** A commit on top of HEAD touching these files (status as GitHub names it). */
function push(
  repository: StandInRepository,
  files: StandInCommit['files'],
  hoursAfter: number,
): StandInCommit {
  const at = new Date(NEWEST.getTime() + hoursAfter * HOUR).toISOString();
  const commit: StandInCommit = {
    oid: sha(`uniswap/v4-core push ${hoursAfter}`),
    message: `chore: update (${hoursAfter})`,
    committedDate: at,
    authoredDate: at,
    author: { name: 'Hayden Adams', email: 'hayden@uniswap.org', login: 'haydenadams' },
    parents: [repository.commits[0]!.oid],
    files,
  };
  repository.commits.unshift(commit);
  return commit;
}

const stored = async () => (await stackProject(handle.db, projectId))!.repositories[0]!;
const repositoryRow = async () =>
  (await handle.db.query.repositories.findFirst({
    where: (r, { eq }) => eq(r.fullName, 'uniswap/v4-core'),
  }))!;

describe('the GitHub collector reads the HEAD snapshot', { timeout: 60_000 }, () => {
  it('stores the dependencies and paths of a repository read through the API', async () => {
    const repository = v4Core();
    const run = await collect();

    expect(run).toMatchObject({ snapshots: 1, treeCalls: 1, treesTruncated: 0 });
    // One tree request for HEAD, and the five manifests in one GraphQL query of one point.
    expect(standIn.treeCalls).toEqual([`uniswap/v4-core@${repository.commits[0]!.oid}`]);
    expect(standIn.blobsServed).toBe(5);
    expect(run.snapshotPoints).toBe(1);

    const { paths, dependencies } = await stored();
    // Files and submodules, not directories, as git ls-tree lists them.
    expect([...paths].sort()).toEqual([...Object.keys(FILES), ...Object.keys(SUBMODULES)].sort());
    const rows = dependencies.map((d) => [d.manifestPath, d.ecosystem, d.name, d.version]);
    expect(rows).toEqual(
      expect.arrayContaining([
        ['package.json', 'npm', '@chainlink/contracts', '^1.2.0'],
        ['package.json', 'npm', 'prettier', '^3.3.3'],
        ['.gitmodules', 'git-submodule', 'lib/forge-std', SUBMODULES['lib/forge-std']],
        [
          '.gitmodules',
          'git-submodule',
          'lib/openzeppelin-contracts',
          SUBMODULES['lib/openzeppelin-contracts'],
        ],
      ]),
    );
    expect(
      rows.some(
        ([path, ecosystem]) => path === 'remappings.txt' && ecosystem === 'foundry-remapping',
      ),
    ).toBe(true);
    const solmate = dependencies.find((d) => d.name === 'lib/solmate');
    // SSH submodule URLs are stored as https, as the git collector stores them.
    expect(solmate?.source).toBe('https://github.com/transmissions11/solmate');

    expect(await repositoryRow()).toMatchObject({
      headSha: repository.commits[0]!.oid,
      defaultBranch: 'main',
      headAt: new Date(repository.commits[0]!.committedDate),
    });
  });

  it('reads nothing on a run where HEAD did not move', async () => {
    v4Core();
    await collect();
    const trees = standIn.treeCalls.length;
    const blobs = standIn.blobsServed;

    const run = await collect();
    expect(run).toMatchObject({ snapshots: 0, treeCalls: 0, snapshotPoints: 0 });
    expect(standIn.treeCalls.length).toBe(trees);
    expect(standIn.blobsServed).toBe(blobs);
    expect((await stored()).dependencies.length).toBeGreaterThan(0);
  });

  it('stores the new dependencies when a pushed commit changes a manifest', async () => {
    const repository = v4Core();
    await collect();

    repository.files['package.json'] = PACKAGE_JSON.replace(
      '"@chainlink/contracts": "^1.2.0"',
      '"@pythnetwork/pyth-sdk-solidity": "^4.0.0"',
    ).replace('"prettier": "^3.3.3"', '"prettier": "^3.4.2"');
    const pushed = push(
      repository,
      [{ filename: 'package.json', status: 'modified', additions: 2, deletions: 2 }],
      4,
    );
    const run = await collect();

    expect(run).toMatchObject({ newCommits: 1, snapshots: 1 });
    expect(standIn.treeCalls.at(-1)).toBe(`uniswap/v4-core@${pushed.oid}`);
    const npm = (await stored()).dependencies
      .filter((d) => d.ecosystem === 'npm')
      .map((d) => [d.name, d.version])
      .sort();
    expect(npm).toEqual([
      ['@pythnetwork/pyth-sdk-solidity', '^4.0.0'],
      ['prettier', '^3.4.2'],
      ['prettier-plugin-solidity', '^1.4.1'],
    ]);
    expect((await repositoryRow()).headSha).toBe(pushed.oid);
  });

  it('skips the snapshot when the new commits only edit files that are not manifests', async () => {
    const repository = v4Core();
    await collect();
    const trees = standIn.treeCalls.length;

    const pushed = push(
      repository,
      [
        { filename: 'src/PoolManager.sol', status: 'modified', additions: 12, deletions: 3 },
        { filename: 'test/PoolManager.t.sol', status: 'modified', additions: 40, deletions: 0 },
      ],
      2,
    );
    const run = await collect();
    expect(run).toMatchObject({ newCommits: 1, snapshots: 0, snapshotsUnchanged: 1, treeCalls: 0 });
    expect(standIn.treeCalls.length).toBe(trees);
    const id = (await repositoryRow()).id;
    expect(await readCursor(handle.db, id, 'github')).toMatchObject({
      head: pushed.oid,
      snapshot: { head: pushed.oid },
    });

    // A file added changes the path set: the next push is read again.
    repository.files['src/hooks/DynamicFee.sol'] = 'contract DynamicFee {}\n';
    push(
      repository,
      [{ filename: 'src/hooks/DynamicFee.sol', status: 'added', additions: 1, deletions: 0 }],
      3,
    );
    expect(await collect()).toMatchObject({ snapshots: 1, treeCalls: 1 });
    expect((await stored()).paths).toContain('src/hooks/DynamicFee.sol');
  });

  it('reads a snapshot once for a repository collected before snapshots existed', async () => {
    const repository = v4Core();
    const id = (await repositoryRow()).id;
    // The cursor an earlier version left: HEAD collected, no snapshot mark.
    const head = repository.commits[0]!;
    await writeCursor(handle.db, id, 'github', {
      since: head.committedDate,
      head: head.oid,
      walk: null,
      skipped: {},
    });
    expect(await collect()).toMatchObject({ newCommits: 0, snapshots: 1, treeCalls: 1 });
    expect((await stored()).paths).toContain('foundry.toml');
    expect(await collect()).toMatchObject({ snapshots: 0, treeCalls: 0 });
  });

  it('stores the commits when the snapshot cannot be read, and reads it on the next run', async () => {
    v4Core();
    // Requests: the heads query, one page (no file lists under a cap of 0), then the tree call.
    standIn.crashAfter(2);
    const crashed = collectorFor(standIn, clock, githubDatabaseStore(handle.db), {
      maxAttempts: 2,
      restFileCap: 0,
    });
    await collectRepositories(handle.db, {
      dataDir: '/nonexistent',
      github: crashed,
      progress: silentProgress,
      log: () => {},
    });
    const id = (await repositoryRow()).id;
    const commits = await handle.db.query.commits.findMany({
      where: (c, { eq }) => eq(c.repositoryId, id),
    });
    expect(commits).toHaveLength(8);
    expect((await stored()).paths).toEqual([]);

    standIn.recover();
    expect(await collect()).toMatchObject({ newCommits: 0, snapshots: 1 });
    expect((await stored()).paths).toContain('package.json');
  });

  it('keeps what a truncated tree returned and reports it', async () => {
    const repository = v4Core();
    repository.treeLimit = 6;
    const lines: string[] = [];
    const github = collectorFor(standIn, clock, githubDatabaseStore(handle.db), {
      log: (line) => lines.push(line),
    });
    await collectRepositories(handle.db, {
      dataDir: '/nonexistent',
      github,
      progress: silentProgress,
      log: () => {},
    });
    expect(github.lastRun).toMatchObject({ snapshots: 1, treesTruncated: 1 });
    expect(lines).toContain(
      'GitHub: the tree of uniswap/v4-core is truncated by GitHub (6 entries kept)',
    );
    // Six entries: two directories and the four files sorted first.
    const { paths, dependencies } = await stored();
    expect(paths).toEqual([
      '.forge-snapshots/swap.snap',
      '.gitattributes',
      '.gitmodules',
      'docs/whitepaper-v4.pdf',
    ]);
    expect(dependencies.map((d) => d.manifestPath)).toContain('.gitmodules');
  });

  it('gives the stack job what it needs: technologies for a repository read with a token', async () => {
    v4Core();
    await collect();
    const result = await computeStacks(handle.db, {}, START, silentProgress);
    expect(result.projects).toBe(1);
    const profile = await storedTechnologyProfile(handle.db, projectId);
    expect(profile?.categories.oracles).toEqual(['Chainlink']);
    expect(profile?.categories.development_frameworks).toContain('Foundry');
  });
});
