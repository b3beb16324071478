// A small real repository for the dataset exporter's tests, laid out as fetched snapshots are
// (`…/acme+alpha/repo`, a bare repository): a commit older than the window with a tag, then a
// year of work with offsets, a binary file, a rename, a package.json, e-mail addresses in a
// message, trailers and an author name, a branch and its merge, a release tag and a deletion.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { git, History, sha } from '../testing/collect-git-fixtures';

export const PACKAGE_JSON = JSON.stringify({
  name: 'alpha',
  author: 'Acme Labs <dev@acme.example>',
  dependencies: { viem: '^2.21.0' },
  devDependencies: { vitest: '^4.0.0' },
});

export const RENAME_MESSAGE =
  'refactor: rename the oracle\n\nReported by ops@acme.example, seed node abc123@seed.acme.example:26656.\n' +
  // U+2028 is valid inside a JSON string but a line break to node:readline.
  'Pinned viem@2.7.19...viem as before.\u2028Same line for git.\n\n' +
  'Signed-off-by: Ada Lovelace <ada@example.org>\nCo-authored-by: Bob Builder <bob@example.org>';

const STAKING = {
  'src/Staking.sol': 'contract Staking {\n  function stake() external {}\n}\n',
  'docs/staking.md': '# Staking\n',
};

export interface AlphaRepository {
  dir: string;
  old: string;
  added: string;
  renamed: string;
  feature: string;
  polish: string;
  merge: string;
  dropped: string;
}

/** Builds the repository in `root`/acme+alpha/repo; its newest commit is 2026-03-01T10:00Z. */
export function buildAlpha(root: string): AlphaRepository {
  const dir = path.join(root, 'acme+alpha', 'repo');
  mkdirSync(path.dirname(dir), { recursive: true });
  const h = new History();
  const old = h.commit({
    at: '2024-06-01T12:00:00Z',
    message: 'chore: initial import',
    files: { 'README.md': '# Alpha\nA protocol.\n' },
  });
  h.tag('v0.1.0', old, '2024-06-02T00:00:00Z', 'An old release');
  h.commit({
    at: '2025-12-01T09:00:00Z',
    zone: '+0200',
    message: 'feat: add the price oracle and a logo',
    files: {
      'src/Oracle.sol': 'contract Oracle {\n  uint256 price;\n  function read() external {}\n}\n',
      'assets/logo.bin': Buffer.from([0, 1, 2, 3, 0, 255, 0]),
      'package.json': PACKAGE_JSON,
    },
  });
  const renamed = h.commit({
    at: '2026-01-10T17:00:00Z',
    zone: '-0700',
    message: RENAME_MESSAGE,
    renames: [['src/Oracle.sol', 'src/PriceOracle.sol']],
    files: { 'assets/logo.bin': Buffer.from([0, 9, 9, 0]) },
  });
  h.tag('v1.0.0', renamed, '2026-01-11T00:00:00Z', 'First release');
  const feature = h.commit({
    branch: 'feature',
    from: renamed,
    author: ['bob@example.org', 'bob@example.org'],
    at: '2026-02-01T10:00:00Z',
    message: 'feat: add staking',
    files: STAKING,
  });
  h.commit({
    at: '2026-02-01T12:00:00Z',
    message: 'docs: describe the oracle',
    files: { 'README.md': '# Alpha\nA protocol with a price oracle.\n' },
  });
  // fast-import takes a merge's tree from its first parent: the merge brings the branch's files.
  h.commit({
    at: '2026-02-02T10:00:00Z',
    merge: feature,
    message: 'Merge staking',
    files: STAKING,
  });
  h.commit({
    at: '2026-03-01T10:00:00Z',
    message: 'chore: drop the readme',
    files: { 'README.md': null },
  });
  h.writeTo(dir);
  const at = (rev: string) => sha(dir, rev);
  return {
    dir,
    old: at('v0.1.0^{commit}'),
    added: at('v1.0.0^{commit}~1'),
    renamed: at('v1.0.0^{commit}'),
    feature: at('refs/heads/feature'),
    polish: at('main~1^1'),
    merge: at('main~1'),
    dropped: at('main'),
  };
}

/** A data directory with a registry of two projects (alpha lists acme/alpha, beta acme/beta). */
export function registryDir(root: string, name = 'data'): string {
  const dir = path.join(root, name);
  mkdirSync(dir, { recursive: true });
  const project = (slug: string, category: string) => ({
    slug,
    name: slug.charAt(0).toUpperCase() + slug.slice(1),
    category,
    networks: ['Ethereum'],
    githubOrgs: ['acme'],
    repos: [`acme/${slug}`],
  });
  writeFileSync(
    path.join(dir, 'projects.json'),
    JSON.stringify({ projects: [project('alpha', 'DEX'), project('beta', 'Lending')] }),
  );
  return dir;
}

export const tempRoot = () => mkdtempSync(path.join(os.tmpdir(), 'gitsignals-export-'));

export interface ExportedLine {
  sha: string;
  parents: string[];
  authorName: string;
  authorDate: string;
  committerDate: string;
  message: string;
  files: { path: string; additions: number | null; deletions: number | null; status: string }[];
}

/** The exported commits of acme/alpha, as written. */
export function exportedCommits(dataDir: string): { lines: string[]; commits: ExportedLine[] } {
  const file = path.join(dataDir, 'activity', 'acme__alpha.ndjson.gz');
  const lines = gunzipSync(readFileSync(file)).toString('utf8').trimEnd().split('\n');
  return { lines, commits: lines.map((l) => JSON.parse(l) as ExportedLine) };
}

/** A JSON file, gunzipped first when its name ends in .gz (the exported meta files). */
export function readJson<T = Record<string, unknown>>(file: string): T {
  const bytes = readFileSync(file);
  return JSON.parse((file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8')) as T;
}

/** Every file under `dir` with its bytes, by relative path. */
export function filesOf(dir: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    out.set(path.relative(dir, full), readFileSync(full));
  }
  return out;
}

/** A copy of `source` without one blob, as a snapshot that left a large file out. */
export function copyWithoutBlob(source: string, target: string, blob: string): void {
  const objects = git(['rev-list', '--objects', '--all'], source)
    .split('\n')
    .map((line) => line.split(' ')[0]!)
    .filter((o) => o !== '' && o !== blob);
  const tagObjects = git(['for-each-ref', '--format=%(objectname)', 'refs/tags'], source)
    .trim()
    .split('\n');
  const pack = execFileSync('git', ['pack-objects', '--stdout', '-q'], {
    cwd: source,
    input: `${[...objects, ...tagObjects].join('\n')}\n`,
  });
  mkdirSync(path.dirname(target), { recursive: true });
  git(['init', '--quiet', '--bare', '--initial-branch=main', target]);
  execFileSync('git', ['unpack-objects', '-q'], { cwd: target, input: pack });
  for (const line of git(['for-each-ref', '--format=%(refname) %(objectname)'], source)
    .trim()
    .split('\n')) {
    const [ref, object] = line.split(' ');
    git(['update-ref', ref!, object!], target);
  }
}
