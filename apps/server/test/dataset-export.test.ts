// The dataset exporter on a real repository made by the test: what it writes imports with
// import-demo into a real database as the same commits, files and counts, without one e-mail
// address; the window, --days and --cap choose the commits; the same export gives the same bytes;
// INDEX.json keeps the other repositories; a snapshot missing a blob still exports.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@gitsignals/db/testing';
import { schema, type DatabaseHandle } from '@gitsignals/db';
import { readActivityCommits } from '../src/collectors/demo/dataset';
import { importDemo } from '../src/collectors/demo/import-demo';
import { exportDataset, type ExportRequest } from '../src/collectors/dataset-export/export-dataset';
import { ExportRefused } from '../src/collectors/dataset-export/export-refused';
import { silentProgress } from '../src/reporting/progress';
import { git } from '../testing/collect-git-fixtures';
import {
  buildAlpha,
  copyWithoutBlob,
  exportedCommits,
  filesOf,
  readJson,
  registryDir,
  tempRoot,
  type AlphaRepository,
} from './dataset-export-fixture';
import { DEMO_DATA } from './demo-slice';

const NOW = new Date('2026-11-22T08:00:00Z');
let root: string;
let alpha: AlphaRepository;

beforeAll(() => {
  root = tempRoot();
  alpha = buildAlpha(root);
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

function exportInto(
  outDir: string,
  extra: Partial<ExportRequest> = {},
): ReturnType<typeof exportDataset> {
  return exportDataset(
    {
      repoPath: alpha.dir,
      projectSlug: 'alpha',
      outDir,
      registryDir: outDir,
      days: 365,
      cap: 4000,
      cwd: root,
      ...extra,
    },
    silentProgress,
  );
}

describe('export-dataset then import-demo', () => {
  let handle: DatabaseHandle;
  let dataDir: string;

  beforeAll(async () => {
    handle = await createTestDatabase();
    dataDir = registryDir(root, 'round-trip');
    await exportInto(dataDir);
    await importDemo(handle.db, dataDir, NOW, silentProgress);
  });

  afterAll(() => handle.close());

  it('stores the window commits with their files and counts, and not the older one', async () => {
    const stored = await handle.db.select().from(schema.commits);
    const inWindow = [alpha.dropped, alpha.merge, alpha.polish, alpha.feature, alpha.renamed];
    expect(stored.map((c) => c.sha).sort()).toEqual([...inWindow, alpha.added].sort());
    expect(stored.map((c) => c.sha)).not.toContain(alpha.old);

    const files = await handle.db.select().from(schema.commitFiles);
    const idOf = new Map(stored.map((c) => [c.sha, c.id]));
    const of = (sha: string) =>
      files
        .filter((f) => f.commitId === idOf.get(sha))
        .map(({ path, status, oldPath, additions, deletions }) => ({
          path,
          status,
          oldPath,
          additions,
          deletions,
        }))
        .sort((a, b) => a.path.localeCompare(b.path));
    expect(of(alpha.added)).toEqual([
      { path: 'assets/logo.bin', status: 'A', oldPath: null, additions: null, deletions: null },
      { path: 'package.json', status: 'A', oldPath: null, additions: 1, deletions: 0 },
      { path: 'src/Oracle.sol', status: 'A', oldPath: null, additions: 4, deletions: 0 },
    ]);
    expect(of(alpha.renamed)).toEqual([
      { path: 'assets/logo.bin', status: 'M', oldPath: null, additions: null, deletions: null },
      {
        path: 'src/PriceOracle.sol',
        status: 'R',
        oldPath: 'src/Oracle.sol',
        additions: 0,
        deletions: 0,
      },
    ]);
    expect(of(alpha.dropped)).toEqual([
      { path: 'README.md', status: 'D', oldPath: null, additions: 0, deletions: 2 },
    ]);
    expect(of(alpha.merge)).toEqual([]);
  });

  it('keeps a message holding U+2028 whole, one line in the file', async () => {
    const { lines } = exportedCommits(dataDir);
    expect(lines.some((l) => l.includes('\u2028'))).toBe(false);
    const stored = await handle.db.select({ message: schema.commits.message }).from(schema.commits);
    expect(stored.filter((c) => c.message.includes('as before.\u2028Same line'))).toHaveLength(1);
  });

  it('leaves no e-mail address in what is stored', async () => {
    const stored = await handle.db.select().from(schema.commits);
    const text = JSON.stringify(stored);
    expect(text).not.toMatch(/example\.org|acme\.example/);
    const renamed = stored.find((c) => c.sha === alpha.renamed)!;
    expect(renamed.message).toContain('Signed-off-by: Ada Lovelace <redacted>');
    expect(renamed.message).toContain('Co-authored-by: Bob Builder <redacted>');
    expect(renamed.message).toContain('seed node <redacted>:26656');
    expect(renamed.message).toContain('Pinned viem@2.7.19...viem as before.');
    expect(stored.find((c) => c.sha === alpha.feature)!.authorName).toBe('<redacted>');
  });

  it('stores the tags of the window and the dependencies of HEAD', async () => {
    const tags = await handle.db.select().from(schema.tags);
    expect(tags.map((t) => [t.name, t.sha])).toEqual([['v1.0.0', alpha.renamed]]);
    const dependencies = await handle.db.select().from(schema.repositoryDependencies);
    expect(dependencies.map((d) => [d.name, d.version, d.kind]).sort()).toEqual([
      ['viem', '^2.21.0', 'runtime'],
      ['vitest', '^4.0.0', 'dev'],
    ]);
  });

  it('writes dates as git wrote them, in the schema and key order of the bundled files', () => {
    const { lines, commits } = exportedCommits(dataDir);
    expect(commits.map((c) => c.sha)).toEqual([
      alpha.dropped,
      alpha.merge,
      alpha.polish,
      alpha.feature,
      alpha.renamed,
      alpha.added,
    ]);
    const added = commits.at(-1)!;
    expect([added.authorDate, added.committerDate]).toEqual([
      '2025-12-01T11:00:00+02:00',
      '2025-12-01T11:00:00+02:00',
    ]);
    expect(commits[4]!.committerDate).toBe('2026-01-10T10:00:00-07:00');
    expect(Object.keys(JSON.parse(lines[4]!))).toEqual([
      'repo',
      'sha',
      'parents',
      'authorName',
      'authorDate',
      'committerDate',
      'message',
      'files',
    ]);
    expect(lines[4]).toContain(
      '{"path":"src/PriceOracle.sol","additions":0,"deletions":0,"status":"R","oldPath":"src/Oracle.sol"}',
    );
    const meta = readJson(path.join(dataDir, 'activity', 'acme__alpha.meta.json.gz'));
    expect(meta).toMatchObject({
      repo: 'acme/alpha',
      defaultBranch: 'main',
      headSha: alpha.dropped,
      headDate: '2026-03-01T10:00:00+00:00',
      windowStart: '2025-03-01T10:00:00+00:00',
      windowDays: 365,
      commitCount: 6,
      capped: false,
      cap: 4000,
      tags: [{ name: 'v1.0.0', date: '2026-01-11T00:00:00+00:00', targetSha: alpha.renamed }],
      paths: ['assets/logo.bin', 'docs/staking.md', 'package.json', 'src/PriceOracle.sol'].concat([
        'src/Staking.sol',
      ]),
      missingBlobCount: 0,
      fork: false,
      publishedContacts: [
        {
          kind: 'package-author',
          handle: null,
          name: 'Acme Labs',
          firstName: null,
          lastName: null,
          email: null,
          url: null,
          title: 'Package author (package.json)',
          path: 'package.json',
        },
      ],
    });
  });

  it("keeps no contacts of a fork, whose files are its upstream's", async () => {
    const dataDir = registryDir(root, 'fork');
    await exportInto(dataDir, { fork: true });
    expect(readJson(path.join(dataDir, 'activity', 'acme__alpha.meta.json.gz'))).toMatchObject({
      fork: true,
      publishedContacts: [],
    });
  });
});

describe('the same export', () => {
  it('gives the same bytes in another directory and when run again', async () => {
    const first = registryDir(root, 'same-1');
    const second = registryDir(root, 'same-2');
    await exportInto(first);
    await exportInto(second);
    const bytes = filesOf(first);
    expect([...bytes.keys()].sort()).toEqual([
      'activity/INDEX.json',
      'activity/acme__alpha.meta.json.gz',
      'activity/acme__alpha.ndjson.gz',
      'projects.json',
    ]);
    expect(filesOf(second)).toEqual(bytes);
    // No file name (flag byte 0) and no modification time in the gzip header.
    const gz = bytes.get('activity/acme__alpha.ndjson.gz')!;
    expect([gz[3], gz.readUInt32LE(4)]).toEqual([0, 0]);
    await exportInto(first);
    expect(filesOf(first)).toEqual(bytes);
  });

  it("replaces its own INDEX.json entry and keeps the others' as they were", async () => {
    const dataDir = registryDir(root, 'index');
    mkdirSync(path.join(dataDir, 'activity'));
    cpSync(
      path.join(DEMO_DATA, 'activity', 'INDEX.json'),
      path.join(dataDir, 'activity', 'INDEX.json'),
    );
    const bundled = readJson<{
      repos: { repo: string; projectSlug: string }[];
      totals: { commits: number };
    }>(path.join(DEMO_DATA, 'activity', 'INDEX.json'));
    await exportInto(dataDir, { cap: 2 });
    await exportInto(dataDir);
    const index = readJson<{
      repos: { repo: string; commitCount: number; projectSlug: string; category: string }[];
      totals: Record<string, unknown>;
      generatedAt?: string;
    }>(path.join(dataDir, 'activity', 'INDEX.json'));
    expect(index.repos.filter((r) => r.repo !== 'acme/alpha')).toEqual(bundled.repos);
    const own = index.repos.filter((r) => r.repo === 'acme/alpha');
    expect(own).toMatchObject([{ commitCount: 6, projectSlug: 'alpha', category: 'DEX' }]);
    expect(index.repos.map((r) => r.repo)).toEqual(
      index.repos.map((r) => r.repo).sort((a, b) => (a < b ? -1 : 1)),
    );
    expect(index.totals).toMatchObject({
      repos: bundled.repos.length + 1,
      commits: bundled.totals.commits + 6,
      projects: new Set(bundled.repos.map((r) => r.projectSlug)).size + 1,
    });
    expect(index.generatedAt).toBeUndefined();
  });

  it('keeps the subsets a re-exported repository belongs to', async () => {
    const dataDir = registryDir(root, 'subsets');
    await exportInto(dataDir);
    const file = path.join(dataDir, 'activity', 'INDEX.json');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(
        '"repo": "acme/alpha",',
        '"repo": "acme/alpha", "subsets": ["e2e"],',
      ),
    );
    await exportInto(dataDir);
    expect(readJson<{ repos: { subsets?: string[] }[] }>(file).repos[0]?.subsets).toEqual(['e2e']);
  });
});

describe('the window', () => {
  it('--cap keeps the newest commits and says it capped them', async () => {
    const dataDir = registryDir(root, 'capped');
    const outcome = await exportInto(dataDir, { cap: 2 });
    expect(exportedCommits(dataDir).commits.map((c) => c.sha)).toEqual([
      alpha.dropped,
      alpha.merge,
    ]);
    expect(outcome.entry).toMatchObject({ commitCount: 2, capped: true });
    expect(readJson(path.join(dataDir, 'activity', 'acme__alpha.meta.json.gz'))).toMatchObject({
      capped: true,
      cap: 2,
      commitCount: 2,
    });
  });

  it('--days keeps the commits of those days before the head commit', async () => {
    const dataDir = registryDir(root, 'days');
    const outcome = await exportInto(dataDir, { days: 30 });
    expect(exportedCommits(dataDir).commits.map((c) => c.sha)).toEqual([
      alpha.dropped,
      alpha.merge,
      alpha.polish,
      alpha.feature,
    ]);
    expect(outcome.entry.dateRange.windowStart).toBe('2026-01-30T10:00:00+00:00');
    expect(outcome.entry.tagsInWindow).toBe(0);
  });
});

describe('a snapshot without a blob', () => {
  it('exports the file with its status and null counts, and counts the blob as missing', async () => {
    const blob = git(['rev-parse', `${alpha.feature}:src/Staking.sol`], alpha.dir).trim();
    const partial = path.join(root, 'partial', 'acme+alpha', 'repo');
    copyWithoutBlob(alpha.dir, partial, blob);
    const dataDir = registryDir(root, 'partial-data');
    const outcome = await exportInto(dataDir, { repoPath: partial });
    const feature = exportedCommits(dataDir).commits.find((c) => c.sha === alpha.feature)!;
    expect(feature.files).toEqual([
      { path: 'docs/staking.md', additions: 1, deletions: 0, status: 'A' },
      { path: 'src/Staking.sol', additions: null, deletions: null, status: 'A' },
    ]);
    expect(outcome.entry).toMatchObject({ commitCount: 6, missingBlobCount: 1 });
    const complete = registryDir(root, 'complete-data');
    await exportInto(complete);
    const others = (dir: string) =>
      exportedCommits(dir).lines.filter((l) => !l.includes(`"sha":"${alpha.feature}"`));
    expect(others(dataDir)).toEqual(others(complete));
  });
});

describe('the registry spelling', () => {
  it('names files and records as the registry spells the repository', async () => {
    const dataDir = registryDir(root, 'spelling');
    const registry = path.join(dataDir, 'projects.json');
    writeFileSync(registry, readFileSync(registry, 'utf8').replace('acme/alpha', 'Acme/Alpha'));
    const outcome = await exportInto(dataDir);
    expect(outcome.entry).toMatchObject({
      repo: 'Acme/Alpha',
      commitsFile: 'Acme__Alpha.ndjson.gz',
      metaFile: 'Acme__Alpha.meta.json.gz',
    });
  });
});

describe('--register', () => {
  // The registry lists only acme/beta for beta; acme/alpha lives under beta's own org, acme.
  const exportAsBeta = (dataDir: string, register: boolean) =>
    exportInto(dataDir, { projectSlug: 'beta', register });

  it("without it, refuses a repository of the project's org that the registry does not list", async () => {
    const dataDir = registryDir(root, 'unregistered');
    const before = readFileSync(path.join(dataDir, 'projects.json'), 'utf8');
    await expect(exportAsBeta(dataDir, false)).rejects.toThrow(
      /acme\/alpha is not a repository of the project "beta" .*pass --register to add it\.$/,
    );
    expect(readFileSync(path.join(dataDir, 'projects.json'), 'utf8')).toBe(before);
  });

  it('with it, lists the repository first for the project and exports it', async () => {
    const dataDir = registryDir(root, 'registered');
    const outcome = await exportAsBeta(dataDir, true);
    const registry = readJson(path.join(dataDir, 'projects.json')) as {
      projects: { slug: string; repos: string[] }[];
    };
    expect(registry.projects.find((p) => p.slug === 'beta')?.repos).toEqual([
      'acme/alpha',
      'acme/beta',
    ]);
    expect(outcome.entry).toMatchObject({ repo: 'acme/alpha', projectSlug: 'beta' });
  });
});

describe('refusals before anything is written', () => {
  const refusal = async (repoPath: string, message: string) => {
    const outDir = path.join(root, 'never-written');
    await expect(exportInto(outDir, { repoPath, registryDir: registryDir(root) })).rejects.toEqual(
      new ExportRefused(message),
    );
    expect(existsSync(outDir)).toBe(false);
  };

  it('refuses a path that does not exist and a folder inside a work tree', async () => {
    const nowhere = path.join(root, 'nowhere');
    await refusal(nowhere, `${nowhere} is not a git repository.`);
    const workTree = path.join(root, 'work-tree');
    git(['init', '--quiet', workTree]);
    const inside = path.join(workTree, 'acme__alpha');
    mkdirSync(inside);
    await refusal(inside, `${inside} is not a git repository.`);
  });

  it('asks for --name when the folder does not give owner/name', async () => {
    const unnamed = path.join(root, 'unnamed.git');
    git(['clone', '--quiet', '--bare', alpha.dir, unnamed]);
    await refusal(
      unnamed,
      `Cannot tell the repository's owner/name from ${unnamed}: pass --name owner/name.`,
    );
    const named = registryDir(root, 'named');
    const outcome = await exportInto(named, { repoPath: unnamed, name: 'acme/alpha' });
    expect(outcome.entry.commitCount).toBe(6);
  });
});

describe('reading a commit file', () => {
  it('takes only "\\n" for a line break, not a U+2028 left raw inside a message', async () => {
    const dataDir = registryDir(root, 'raw-separator');
    mkdirSync(path.join(dataDir, 'activity'));
    const record = {
      repo: 'acme/alpha',
      sha: 'a'.repeat(40),
      parents: [],
      authorName: 'Ada',
      authorDate: '2026-01-01T00:00:00+00:00',
      committerDate: '2026-01-01T00:00:00+00:00',
      message: 'first\u2028second',
      files: [],
    };
    writeFileSync(
      path.join(dataDir, 'activity', 'raw.ndjson.gz'),
      gzipSync(`${JSON.stringify(record)}\n`),
    );
    const repo = {
      repo: 'acme/alpha',
      projectSlug: 'alpha',
      commitsFile: 'raw.ndjson.gz',
      metaFile: '',
      commitCount: 1,
    };
    const read = [];
    for await (const commit of readActivityCommits(dataDir, repo)) read.push(commit.message);
    expect(read).toEqual(['first\u2028second']);
  });
});
