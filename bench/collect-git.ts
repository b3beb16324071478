// npx tsx bench/collect-git.ts [--commits N] (and part of npm run bench) — the git collector's
// throughput on a generated
// repository (built once with git fast-import into bench/.data/collect-git, git-ignored):
// commits per second for reading `git log --raw --numstat` alone, and for the whole collect
// (mirror, read, classify, store) into a fresh in-memory PGlite.
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  migrateDatabase,
  openPglite,
  findProjectIdBySlug,
  saveRepository,
  saveRegistryProjects,
} from '@gitsignals/db';
import { batchNoise, classifyCommit } from '@gitsignals/analysis';
import {
  collectRepositories,
  readIdentities,
  readLog,
  type CollectedCommit,
  type Progress,
} from '@gitsignals/server/bench';
import { History } from '@gitsignals/server/testing';

const base = fileURLToPath(new URL('./.data/collect-git/', import.meta.url));
const quiet: Progress = { start: () => undefined, tick: () => undefined, done: () => undefined };
const seconds = (t0: number) => (performance.now() - t0) / 1000;
const rate = (n: number, s: number) => Math.round(n / s).toLocaleString('en-US');

// A deterministic pseudo-random stream, so every run measures the same repository.
let state = 42;
const random = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;

const AUTHORS = Array.from({ length: 40 }, (_, i) => [`Dev ${i}`, `dev${i}@example.org`] as const);
const DIRS = ['src', 'contracts', 'src/oracle', 'src/vault', 'test', 'docs', 'script', 'pkg/api'];
const EXT = ['.sol', '.ts', '.go', '.rs', '.md', '.json'];
const SUBJECTS = [
  'feat: add %s support',
  'fix: handle %s overflow',
  'refactor: simplify %s',
  'docs: document %s',
  'test: cover %s',
  'chore: bump %s',
  'perf: cache %s lookups',
  'feat(oracle): add %s price feed',
];
const WORDS = ['vault', 'router', 'oracle', 'staking', 'bridge', 'governor', 'fees', 'pool'];

function generate(dir: string, count: number): void {
  const h = new History();
  const files = Array.from({ length: 2_000 }, (_, i) => `${pick(DIRS)}/file${i}${pick(EXT)}`);
  const contents = new Map<string, string[]>();
  let at = Date.parse('2024-01-01T00:00:00Z');
  for (let i = 0; i < count; i += 1) {
    at += Math.floor(random() * 3_600_000);
    const changed: Record<string, string> = {};
    const touched = 1 + Math.floor(random() * 5);
    for (let f = 0; f < touched; f += 1) {
      const path = pick(files);
      const lines = contents.get(path) ?? [];
      const edits = 1 + Math.floor(random() * 20);
      for (let e = 0; e < edits; e += 1) {
        const line = `line ${i}-${e} ${pick(WORDS)}`;
        // Files stay at most 80 lines, as source files edited in small steps mostly are.
        if (lines.length >= 80 || (lines.length > 0 && random() < 0.3)) {
          lines[Math.floor(random() * lines.length)] = line;
        } else lines.push(line);
      }
      contents.set(path, lines);
      changed[path] = `${lines.join('\n')}\n`;
    }
    h.commit({
      at: new Date(at).toISOString(),
      author: [...pick(AUTHORS)],
      message: `${pick(SUBJECTS).replace('%s', pick(WORDS))}\n\nChange ${i}.\n`,
      files: changed,
    });
  }
  h.writeTo(dir);
}

export interface CollectGitBench {
  commits: number;
  parseCommitsPerSecond: number;
  classifyCommitsPerSecond: number;
  collectCommitsPerSecond: number;
}

/** The generated repository of `total` commits, built on first use. */
function sourceRepository(total: number, log: (line: string) => void): string {
  const source = `${base}source-v2-${total}.git`;
  if (!existsSync(source)) {
    const t0 = performance.now();
    generate(source, total);
    log(
      `Generated ${total.toLocaleString('en-US')} commits with git fast-import in ${seconds(t0).toFixed(1)} s`,
    );
  }
  return source;
}

/** What storeCollected computes before writing: batch noise, then each commit's verdict. */
function timeClassify(commits: CollectedCommit[]): { count: number; noise: number; s: number } {
  const t0 = performance.now();
  const inputs = commits.map((c) => ({
    ...c,
    input: {
      sha: c.sha,
      repository: 'bench/source',
      parents: c.parents,
      authorName: c.authorName,
      committedAt: c.committedAt.toISOString(),
      message: c.message,
      files: c.files.map((f) => ({ ...f, oldPath: f.oldPath ?? undefined })),
    },
  }));
  const verdicts = batchNoise(inputs, { generated: [], vendored: [] });
  let noise = 0;
  for (const c of inputs) {
    if (classifyCommit({ ...c.input, collectorNoise: verdicts.get(c.sha) ?? null }).noise)
      noise += 1;
  }
  return { count: inputs.length, noise, s: seconds(t0) };
}

/** The whole collect (mirror, read, classify, store) of `source` into a fresh in-memory PGlite. */
async function timeCollect(
  source: string,
  log: (line: string) => void,
): Promise<{ stored: number; s: number }> {
  const dataDir = `${base}run`;
  rmSync(dataDir, { recursive: true, force: true });
  const handle = await openPglite();
  try {
    await migrateDatabase(handle);
    await saveRegistryProjects(handle.db, [
      {
        slug: 'bench',
        name: 'Bench',
        category: 'DEX',
        networks: ['Ethereum'],
        githubOrgs: [],
        repos: [],
        iconUrl: null,
        source: null,
      },
    ]);
    const projectId = (await findProjectIdBySlug(handle.db, 'bench'))!;
    const repositoryId = await saveRepository(handle.db, {
      projectId,
      fullName: 'bench/source',
      host: 'local',
      url: source,
      isFork: false,
      upstreamFullName: null,
    });
    const t0 = performance.now();
    const summary = await collectRepositories(handle.db, {
      repositoryIds: [repositoryId],
      dataDir,
      progress: quiet,
      log,
      now: () => new Date(),
    });
    return { stored: summary.newCommits, s: seconds(t0) };
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchCollectGit(
  log: (line: string) => void,
  total = 20_000,
): Promise<CollectGitBench> {
  const source = sourceRepository(total, log);
  const options = { timeoutMs: 30 * 60_000 };
  let t0 = performance.now();
  const identities = await readIdentities(source, ['HEAD'], options);
  const identitiesS = seconds(t0);

  t0 = performance.now();
  const commits: CollectedCommit[] = [];
  for await (const commit of readLog(source, ['HEAD'], options)) commits.push(commit);
  const parseS = seconds(t0);
  const parsed = commits.length;
  const fileRows = commits.reduce((n, c) => n + c.files.length, 0);

  const classified = timeClassify(commits);
  const collected = await timeCollect(source, log);

  log(`\nGit collector on a generated ${total.toLocaleString('en-US')}-commit repository:`);
  console.table([
    {
      step: 'identities (git log, no diffs)',
      commits: identities.length,
      seconds: identitiesS.toFixed(2),
      'commits/s': rate(identities.length, identitiesS),
    },
    {
      step: 'parse (git log --raw --numstat -z)',
      commits: parsed,
      files: fileRows,
      seconds: parseS.toFixed(2),
      'commits/s': rate(parsed, parseS),
    },
    {
      step: 'classify (batch noise + classifyCommit)',
      commits: classified.count,
      noise: classified.noise,
      seconds: classified.s.toFixed(2),
      'commits/s': rate(classified.count, classified.s),
    },
    {
      step: 'collect (mirror + parse + classify + store, PGlite)',
      commits: collected.stored,
      seconds: collected.s.toFixed(2),
      'commits/s': rate(collected.stored, collected.s),
    },
  ]);
  return {
    commits: total,
    parseCommitsPerSecond: Math.round(parsed / parseS),
    classifyCommitsPerSecond: Math.round(classified.count / classified.s),
    collectCommitsPerSecond: Math.round(collected.stored / collected.s),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { values } = parseArgs({
    options: { commits: { type: 'string', default: process.env.BENCH_GIT_COMMITS ?? '20000' } },
  });
  const commits = Number(values.commits);
  if (!Number.isInteger(commits) || commits <= 0)
    throw new Error('--commits must be a positive integer');
  await benchCollectGit((line) => console.log(line), commits);
}
