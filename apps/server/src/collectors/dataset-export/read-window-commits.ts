// Reads the chosen commits with the git collector's own log reader. A repository snapshot may
// lack some blobs (the stored snapshots leave out files of 4 MiB or more), and `git log --numstat`
// stops at the first blob it cannot read. So the blobs each commit changes are listed first
// (without rename detection, which reads no blob) and checked; the commits that need none of the
// missing ones are read in one `git log`, and each other commit on its own through `diff-tree`
// (the same format and parser) without the files whose blobs are missing, which are added back
// with the status git gives them and null counts, as the dataset writes binaries.
import type { NewCommitFile } from '@gitsignals/db';
import { LOG_FORMAT, parseLog, readLog, type LoggedCommit } from '../git/read-log';
import { gitText, gitTokens, type GitOptions } from '../git/run-git';

interface RawChange {
  path: string;
  status: string;
  blobs: string[];
}

export interface WindowCommits {
  /** The commits, in the order asked for. */
  commits: LoggedCommit[];
  /** Distinct blobs the commits change that the repository does not hold. */
  missingBlobs: number;
}

const NO_BLOB = /^0+$/;
const GITLINK = '160000';

/** Each commit's changed files with the blobs on both sides (gitlinks name no blob here). */
async function changedBlobs(
  dir: string,
  shas: string[],
  options: GitOptions,
): Promise<Map<string, RawChange[]>> {
  const changes = new Map<string, RawChange[]>();
  const tokens = gitTokens(
    ['log', '--no-walk=unsorted', '--stdin', '-z', '--raw', '--no-renames', '--no-abbrev'].concat([
      '--no-color',
      '--format=%x1e%H',
      '--',
    ]),
    { ...options, cwd: dir, input: `${shas.join('\n')}\n` },
  );
  let current: RawChange[] = [];
  let entry: { status: string; blobs: string[] } | null = null;
  for await (const token of tokens) {
    if (entry) {
      current.push({ path: token, ...entry });
      entry = null;
      continue;
    }
    // The changes start on a new line after the header.
    const t = token.startsWith('\n') ? token.slice(1) : token;
    if (t.startsWith('\x1e')) {
      current = [];
      changes.set(t.slice(1), current);
    } else if (t.startsWith(':')) {
      const [oldMode, newMode, oldSha, newSha, status] = t.slice(1).split(' ');
      const blobs = [
        oldMode === GITLINK ? null : oldSha,
        newMode === GITLINK ? null : newSha,
      ].filter((s): s is string => !!s && !NO_BLOB.test(s));
      entry = { status: status === 'T' || status === 'U' ? 'M' : status!.charAt(0), blobs };
    }
  }
  return changes;
}

/** The blobs among `shas` the repository does not hold. */
async function missingObjects(dir: string, shas: string[], options: GitOptions) {
  if (shas.length === 0) return new Set<string>();
  const out = await gitText(['cat-file', '--batch-check'], {
    ...options,
    cwd: dir,
    input: `${shas.join('\n')}\n`,
  });
  return new Set(
    out
      .split('\n')
      .filter((line) => line.endsWith(' missing'))
      .map((line) => line.slice(0, line.indexOf(' '))),
  );
}

/** One commit without the files whose blobs are missing, then those files with null counts. */
async function readWithoutMissing(
  dir: string,
  sha: string,
  absent: RawChange[],
  options: GitOptions,
): Promise<LoggedCommit> {
  const tokens = gitTokens(
    [
      'diff-tree',
      '--always',
      '--root',
      '-r',
      '-z',
      '--raw',
      '--numstat',
      '-M',
      '--no-abbrev',
    ].concat(
      ['--no-color', `--format=${LOG_FORMAT}`, sha, '--'],
      absent.map((c) => `:(exclude,literal)${c.path}`),
    ),
    { ...options, cwd: dir },
  );
  let commit: LoggedCommit | undefined;
  for await (const read of parseLog(tokens)) commit = read;
  if (!commit) throw new Error(`git diff-tree printed nothing for ${sha}`);
  const added: NewCommitFile[] = absent.map((c) => ({
    path: c.path,
    status: c.status,
    oldPath: null,
    additions: null,
    deletions: null,
  }));
  commit.files = [...commit.files, ...added].sort((a, b) =>
    a.path < b.path ? -1 : a.path > b.path ? 1 : 0,
  );
  return commit;
}

export async function readWindowCommits(
  dir: string,
  shas: string[],
  options: GitOptions,
  onRead: () => void,
): Promise<WindowCommits> {
  const changes = await changedBlobs(dir, shas, options);
  const blobs = [...new Set([...changes.values()].flat().flatMap((c) => c.blobs))];
  const missing = await missingObjects(dir, blobs, options);
  const absentOf = (sha: string) =>
    (changes.get(sha) ?? []).filter((c) => c.blobs.some((b) => missing.has(b)));
  const read = new Map<string, LoggedCommit>();
  const whole = shas.filter((sha) => absentOf(sha).length === 0);
  // With no commit on its standard input, git log would read HEAD's whole history.
  if (whole.length > 0) {
    const input = `${whole.join('\n')}\n`;
    for await (const commit of readLog(dir, ['--no-walk=unsorted', '--stdin'], {
      ...options,
      input,
    })) {
      read.set(commit.sha, commit);
      onRead();
    }
  }
  for (const sha of shas.filter((s) => !read.has(s))) {
    read.set(sha, await readWithoutMissing(dir, sha, absentOf(sha), options));
    onRead();
  }
  return { commits: shas.map((sha) => read.get(sha)!), missingBlobs: missing.size };
}
