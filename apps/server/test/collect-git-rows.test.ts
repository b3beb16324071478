// Every stored row of a git collect, pinned: a generated history (renames, deletions, binary
// files, merges, unicode and tab paths, a bot, automation bursts across batch boundaries, tags)
// collected in small batches must store exactly the rows the per-row collector stored, every
// column of commits, commit_files and tags, in the same id order. The digest was taken before
// the collector's write path was rewritten for throughput (ADR 045); a second collect adds nothing.
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@gitsignals/db/testing';
import {
  findProjectIdBySlug,
  saveRegistryProjects,
  saveRepository,
  schema,
  type DatabaseHandle,
} from '@gitsignals/db';
import { silentProgress } from '../src/reporting/progress';
import { collectRepositories } from '../src/collectors/collect-projects';
import { mirrorPathFor } from '../src/collectors/git/mirror';
import { locateRepository } from '../src/collectors/git/repository-url';
import { History, type FileContent } from '../testing/collect-git-fixtures';
import { registryProject } from './helpers';

let handle: DatabaseHandle;
let work: string;
let repositoryId: number;
let source: string;

// Deterministic pseudo-random picks, so the history (and the digest) never changes.
let state = 7;
const random = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;

const AUTHORS: [string, string][] = [
  ['Ada Lovelace', 'ada@example.org'],
  ['Bob Builder', 'bob@example.org'],
  ['Zoë Ünïcode', '1234+zoe-dev@users.noreply.github.com'],
  ['Dependency Updater', '49699333+dependabot[bot]@users.noreply.github.com'],
];
const SUBJECTS = [
  'feat: add %s support',
  'fix: handle %s overflow in the vault',
  'refactor: simplify %s',
  'docs: document %s',
  'test: cover %s',
  'chore(deps): bump %s from 1.0.0 to 1.1.0',
  'perf: cache %s lookups',
  'security: fix reentrancy in %s',
  'feat(oracle): add %s price feed',
];
const WORDS = ['vault', 'router', 'oracle', 'staking', 'bridge', 'governor', 'fees', 'pool'];
const PATHS = [
  'src/Vault.sol',
  'src/Router.sol',
  'src/oracle/Feed.sol',
  'test/Vault.t.sol',
  'docs/README.md',
  'package.json',
  'pkg/contracts/bindings.go',
  'src/Pool Ünïcode\tTab.sol',
  'assets/logo.bin',
  'vendor/lib.js',
];

function buildHistory(dir: string) {
  const h = new History();
  let at = Date.parse('2026-01-05T08:00:00Z');
  const live = new Set<string>();
  let feature: string | null = null;
  for (let i = 0; i < 260; i += 1) {
    // Bursts of one author every few seconds, some straddling the 37-commit batches.
    const burst = i >= 70 && i < 175;
    at += burst ? 15_000 : Math.floor(random() * 7_200_000);
    const files: Record<string, FileContent> = {};
    const renames: [string, string][] = [];
    for (let f = 0; f < 1 + Math.floor(random() * 4); f += 1) {
      const p = pick(PATHS);
      files[p] = p.endsWith('.bin')
        ? Buffer.from([0, i % 256, 0, 255])
        : `line ${i}-${f}\n`.repeat(1 + f);
      live.add(p);
    }
    if (i % 23 === 5 && live.has('docs/README.md') && !files['docs/README.md']) {
      files['docs/README.md'] = null;
      live.delete('docs/README.md');
    }
    if (i % 31 === 7 && live.has('src/Router.sol') && !files['src/Router.sol']) {
      renames.push(['src/Router.sol', `src/Router${i}.sol`]);
      live.delete('src/Router.sol');
    }
    const subject = pick(SUBJECTS).replace('%s', pick(WORDS));
    const mark = h.commit({
      at: new Date(at).toISOString(),
      zone: i % 3 === 0 ? '+0200' : '+0000',
      author: burst ? ['Sync Script', 'sync@example.org'] : pick(AUTHORS),
      message: i % 4 === 0 ? `${subject}\n\nBody ${i}: ünïcode ✓ and "quotes".\n` : `${subject}\n`,
      files,
      renames,
    });
    if (i % 50 === 10) feature = mark;
    if (i % 50 === 30 && feature) {
      h.commit({
        branch: `feature-${i}`,
        from: feature,
        at: new Date(at + 60_000).toISOString(),
        author: ['Bob Builder', 'bob@example.org'],
        message: `feat: branch work ${i}`,
        files: { [`src/Branch${i}.sol`]: `contract B${i} {}\n` },
      });
      h.commit({
        at: new Date(at + 120_000).toISOString(),
        merge: `refs/heads/feature-${i}`,
        message: `Merge branch 'feature-${i}'`,
      });
      at += 120_000;
    }
    if (i % 60 === 0) h.tag(`v1.${i / 60}.0`, mark, new Date(at + 1_000).toISOString(), 'Release');
    if (i === 200) h.tag('nightly', mark, new Date(at + 1_000).toISOString());
  }
  h.writeTo(dir);
}

/** sha256 over every column of the stored commits, files and tags, in id order. */
async function digest(): Promise<{ commits: number; files: number; tags: number; hash: string }> {
  const commits = (await handle.db.select().from(schema.commits)).sort((a, b) => a.id - b.id);
  const idToSha = new Map(commits.map((c) => [c.id, c.sha]));
  const files = (await handle.db.select().from(schema.commitFiles))
    .map(({ commitId, ...f }) => ({ sha: idToSha.get(commitId)!, ...f }))
    .sort((a, b) =>
      a.sha === b.sha ? (a.path < b.path ? -1 : a.path > b.path ? 1 : 0) : a.sha < b.sha ? -1 : 1,
    );
  const tags = (await handle.db.select().from(schema.tags)).sort((a, b) => a.id - b.id);
  const hash = createHash('sha256');
  const firstId = commits[0]?.id ?? 0;
  for (const { id, ...c } of commits) {
    hash.update(JSON.stringify({ order: id - firstId, ...c })).update('\n');
  }
  for (const f of files) hash.update(JSON.stringify(f)).update('\n');
  const firstTag = tags[0]?.id ?? 0;
  for (const { id, ...t } of tags) {
    hash.update(JSON.stringify({ order: id - firstTag, ...t })).update('\n');
  }
  return {
    commits: commits.length,
    files: files.length,
    tags: tags.length,
    hash: hash.digest('hex'),
  };
}

const collect = () =>
  collectRepositories(handle.db, {
    repositoryIds: [repositoryId],
    dataDir: work,
    progress: silentProgress,
    log: () => undefined,
    gitBatchSize: 37,
    now: () => new Date('2026-06-01T00:00:00Z'),
  });

beforeAll(async () => {
  handle = await createTestDatabase();
  work = mkdtempSync(path.join(os.tmpdir(), 'collect-git-rows-'));
  source = path.join(work, 'src', 'gamma-labs', 'protocol.git');
  buildHistory(source);
  await saveRegistryProjects(handle.db, [registryProject('gamma')]);
  repositoryId = await saveRepository(handle.db, {
    projectId: (await findProjectIdBySlug(handle.db, 'gamma'))!,
    ...locateRepository(source, work),
    isFork: false,
    upstreamFullName: null,
  });
}, 60_000);

afterAll(async () => {
  await handle?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('the rows a git collect stores', () => {
  it('are exactly those of the per-row collector, and a second collect adds none', async () => {
    const first = await collect();
    expect(first.newCommits).toBe(270);
    expect(first.filtered).toEqual(EXPECTED_FILTERED);
    const stored = await digest();
    expect(stored).toEqual(EXPECTED);

    const again = await collect();
    expect(again.newCommits).toBe(0);
    expect(again.filtered).toEqual({});
    expect(await digest()).toEqual(EXPECTED);
  });

  it('mirrors a repository on this machine through hard links to its packs', () => {
    const packs = path.join(mirrorPathFor(work, source), 'objects', 'pack');
    const files = readdirSync(packs).filter((f) => f.endsWith('.pack'));
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) expect(statSync(path.join(packs, f)).nlink).toBeGreaterThan(1);
  });
});

const EXPECTED_FILTERED = {
  automation: 105,
  bot: 36,
  tests_only: 17,
  docs: 12,
  merge: 5,
  vendored: 1,
  generated: 1,
};
const EXPECTED = {
  commits: 270,
  files: 543,
  tags: 6,
  hash: '8c98f23954835574b971fbcd455c7b9583eb07962103d99efb2b40d94e9fcb68',
};
