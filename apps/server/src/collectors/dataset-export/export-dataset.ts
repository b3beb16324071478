// export-dataset: a local git repository or bare mirror → the dataset files import-demo reads
// (data/README.md, section 2), read with the git collector's own readers. Everything is checked
// before anything is written; the same repository and flags give the same bytes.
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Progress } from '../../reporting/progress';
import { readIdentities } from '../git/read-log';
import { headCommit } from '../git/mirror';
import { readSnapshot } from '../git/read-snapshot';
import { readWrittenTags } from '../git/read-tags';
import { gitText, type GitOptions } from '../git/run-git';
import { commitFigures, datasetCommit } from './commit-record';
import { ExportRefused } from './export-refused';
import {
  gitRepositoryAt,
  registryMatch,
  repositoryNameOf,
  type RegistryMatch,
} from './export-target';
import { indexEntry, updatedIndexText, type IndexEntry } from './index-update';
import { datasetMeta, type ExportedHead } from './meta';
import { readWindowCommits } from './read-window-commits';
import { chooseWindow, windowStartText } from './window';
import { ensureWritable, replaceFile, stableGzip } from './write-files';

export interface ExportRequest {
  /** The repository as the operator wrote it (messages name it so). */
  repoPath: string;
  projectSlug: string;
  /** The data directory written to (its activity/ folder). */
  outDir: string;
  /** Where projects.json is read when the output directory has none. */
  registryDir: string;
  days: number;
  cap: number;
  name?: string | undefined;
  /** The repository is a fork of another: it publishes no contacts of its own. */
  fork?: boolean | undefined;
  /** Add a repository of the project's own GitHub orgs to its registry list when missing. */
  register?: boolean | undefined;
  /** Relative paths resolve from here. */
  cwd: string;
}

export interface ExportOutcome {
  entry: IndexEntry;
  commitsPath: string;
  totals: { repos: number; commits: number; bytes: number };
  inWindow: number;
}

/** How long one git read may take (a history of tens of thousands of commits reads in minutes). */
const GIT_READ: GitOptions = { timeoutMs: 30 * 60_000 };

async function readHead(dir: string, shownAs: string): Promise<ExportedHead> {
  const sha = await headCommit(dir, GIT_READ);
  if (sha === null) throw new ExportRefused(`${shownAs} has no commits.`);
  const date = (
    await gitText(['log', '-1', '--format=%cI', sha], { ...GIT_READ, cwd: dir })
  ).trim();
  const branch = await gitText(['symbolic-ref', '-q', '--short', 'HEAD'], {
    ...GIT_READ,
    cwd: dir,
  }).catch(() => '');
  return { sha, date, defaultBranch: branch.trim() || null };
}

/** Every check that can refuse the export, before anything is read at length or written. */
async function checkRequest(request: ExportRequest) {
  const dir = path.resolve(request.cwd, request.repoPath);
  const outDir = path.resolve(request.cwd, request.outDir);
  await gitRepositoryAt(dir, request.repoPath, GIT_READ);
  const name = repositoryNameOf(dir, request.repoPath, request.name);
  const match = await registryMatch(
    [outDir, path.resolve(request.cwd, request.registryDir)],
    request.projectSlug,
    name,
    request.register,
  );
  const head = await readHead(dir, request.repoPath);
  await ensureWritable(path.join(outDir, 'activity'), request.outDir);
  await match.register?.();
  return { dir, activityDir: path.join(outDir, 'activity'), match, head };
}

async function readIndex(file: string): Promise<Record<string, unknown> | null> {
  const text = await readFile(file, 'utf8').catch(() => null);
  if (text === null) return null;
  try {
    const index = JSON.parse(text) as Record<string, unknown>;
    if (Array.isArray(index.repos)) return index;
  } catch {
    // Reported below with the file's name.
  }
  throw new ExportRefused(`${file} is not an activity index (JSON with a "repos" list).`);
}

export async function exportDataset(
  request: ExportRequest,
  progress: Progress,
): Promise<ExportOutcome> {
  const { dir, activityDir, match, head } = await checkRequest(request);
  const index = await readIndex(path.join(activityDir, 'INDEX.json'));
  const windowStart = windowStartText(head.date, request.days);
  const window = chooseWindow(
    await readIdentities(dir, ['HEAD'], GIT_READ),
    new Date(windowStart),
    request.cap,
  );
  progress.start('Exporting commits', window.shas.length);
  const read = await readWindowCommits(dir, window.shas, GIT_READ, () => progress.tick(1));
  const commits = read.commits.map((c) => datasetCommit(match.repo, c));
  const meta = datasetMeta({
    repo: match.repo,
    head,
    windowStart,
    days: request.days,
    cap: request.cap,
    commitCount: commits.length,
    capped: window.capped,
    missingBlobs: read.missingBlobs,
    fork: request.fork === true,
    tags: await readWrittenTags(dir, GIT_READ),
    snapshot: await readSnapshot(
      dir,
      { sha: head.sha, defaultBranch: head.defaultBranch },
      GIT_READ,
    ),
  });
  const written = await writeRepositoryFiles(activityDir, match, {
    commits: commits.map((c) => `${ndjsonLine(c)}\n`).join(''),
    meta: JSON.stringify(meta),
  });
  const entry = indexEntry(commitFigures(commits), {
    ...written,
    repo: match.repo,
    projectSlug: match.project.slug,
    projectName: match.project.name,
    category: match.project.category,
    defaultBranch: head.defaultBranch,
    headSha: head.sha,
    headDate: head.date,
    capped: window.capped,
    windowStart,
    tagsInWindow: meta.tags.length,
    pathCount: meta.pathCount,
    dependencyCount: meta.dependencies.length,
    missingBlobCount: read.missingBlobs,
  });
  const indexText = updatedIndexText(index, entry);
  await replaceFile(path.join(activityDir, 'INDEX.json'), indexText);
  progress.done(
    `${commits.length} commits of ${match.repo}${window.capped ? ` (the newest ${request.cap} of ${window.inWindow})` : ''}`,
  );
  const totals = (JSON.parse(indexText) as { totals: ExportOutcome['totals'] }).totals;
  return {
    entry,
    commitsPath: path.join(activityDir, entry.commitsFile),
    totals,
    inWindow: window.inWindow,
  };
}

async function writeRepositoryFiles(
  activityDir: string,
  match: RegistryMatch,
  text: { commits: string; meta: string },
) {
  const base = match.repo.replace('/', '__');
  const commitsFile = `${base}.ndjson.gz`;
  // Gzipped like the commits: a monorepo's 20,000 HEAD paths are most of a meta file's bytes.
  const metaFile = `${base}.meta.json.gz`;
  const gz = stableGzip(text.commits);
  const meta = stableGzip(text.meta);
  await replaceFile(path.join(activityDir, commitsFile), gz);
  await replaceFile(path.join(activityDir, metaFile), meta);
  // An earlier, uncompressed meta file of the same repository would be a stale second copy.
  await rm(path.join(activityDir, `${base}.meta.json`), { force: true });
  return {
    commitsFile,
    metaFile,
    sizes: { commitsGzBytes: gz.length, metaJsonBytes: meta.length },
  };
}

/**
 * One record as a line: JSON with U+2028 and U+2029 escaped, which JSON allows unescaped but
 * many line readers (node:readline, Python's splitlines) take for line breaks.
 */
function ndjsonLine(record: unknown): string {
  return JSON.stringify(record)
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
