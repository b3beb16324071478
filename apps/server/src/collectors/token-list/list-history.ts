// The history of a token list kept in a git repository (ADR 036): every token that was ever in the
// list, with the commit that first put it there. The list is one file or several (a path or a git
// pathspec glob each, e.g. `src/tokens/*.json`, one file per chain): at each commit, every list
// file it adds or changes is read, and a token (chainId, address) not seen before is listed by
// that commit. History runs along the first parent, oldest first, so a token is dated by the day
// it landed on the default branch (a merged pull request's merge, not its branch's commits).
// Removing a token changes nothing: added again later, it keeps its first commit.
import type { Progress } from '../../reporting/progress';
import { LOG_FORMAT, parseLog } from '../git/read-log';
import { gitOutput, gitText, gitTokens, type GitOptions } from '../git/run-git';
import { readTokenList, tokenKey, type ListToken } from './read-token-list';

export interface ListCommit {
  sha: string;
  /** The committer date, when the commit landed (ISO, UTC). */
  date: string;
}

/** A token at the commit that first listed it, and the list file it was in then. */
export type ListedToken = ListToken & ListCommit & { file: string };

export interface ListHistory {
  /** The name the list gives itself in its latest version that has one; null for bare arrays. */
  name: string | null;
  head: ListCommit;
  /** Commits that changed a list file. */
  commits: number;
  /** File versions that were not a token list (broken JSON, another shape). */
  unreadableVersions: number;
  /** Token entries without a chainId, address, name or symbol, over every version read. */
  malformedTokens: number;
  /** The first commit at which the list held a token; null when it never did. */
  firstVersion: ListCommit | null;
  /** Every token ever listed, at its first commit, oldest first. */
  tokens: ListedToken[];
}

interface FileVersion {
  commit: ListCommit;
  path: string;
}

/** Versions read per `git cat-file --batch` (a generated list can be a megabyte a version). */
const VERSIONS_PER_READ = 32;

const commitOf = (sha: string, date: Date): ListCommit => ({ sha, date: date.toISOString() });

/** The list files each commit added or changed, oldest commit first, along the first parent. */
async function listFileVersions(
  dir: string,
  files: string[],
  options: GitOptions,
): Promise<{ commits: number; versions: FileVersion[] }> {
  const log = gitTokens(
    [
      '-c',
      'log.showSignature=false',
      'log',
      '-z',
      '--raw',
      '--no-abbrev',
      '--no-color',
      '--no-renames',
      // With --first-parent, -m diffs a merge against its first parent only (older git too).
      '--first-parent',
      '-m',
      '--reverse',
      `--format=${LOG_FORMAT}`,
      'HEAD',
      '--',
      ...files,
    ],
    { ...options, cwd: dir },
  );
  let commits = 0;
  const versions: FileVersion[] = [];
  for await (const commit of parseLog(log)) {
    commits += 1;
    const at = commitOf(commit.sha, commit.committedAt);
    for (const file of commit.files) {
      // A deleted file lists nothing; a path git cannot name on one line cannot be read by it.
      if (file.status !== 'D' && !file.path.includes('\n')) {
        versions.push({ commit: at, path: file.path });
      }
    }
  }
  return { commits, versions };
}

/** The texts of these file versions, in order (null where git has no such object). */
async function readVersionTexts(
  dir: string,
  versions: FileVersion[],
  options: GitOptions,
): Promise<(string | null)[]> {
  const out = await gitOutput(['cat-file', '--batch'], {
    ...options,
    cwd: dir,
    input: versions.map((v) => `${v.commit.sha}:${v.path}\n`).join(''),
  });
  const texts: (string | null)[] = [];
  let at = 0;
  while (texts.length < versions.length && at < out.length) {
    const eol = out.indexOf(10, at);
    if (eol < 0) break;
    const [, type, size] = out.toString('utf8', at, eol).split(' ');
    if (type !== 'blob' || size === undefined) {
      texts.push(null);
      at = eol + 1;
      continue;
    }
    const end = eol + 1 + Number(size);
    texts.push(out.toString('utf8', eol + 1, end));
    at = end + 1;
  }
  return texts;
}

export async function readListHistory(
  dir: string,
  files: string[],
  options: GitOptions & { log?: (line: string) => void; progress?: Progress },
): Promise<ListHistory> {
  const [headSha, headDate] = (
    await gitText(['log', '-1', '--format=%H %cI', 'HEAD'], { ...options, cwd: dir })
  )
    .trim()
    .split(' ');
  const head = commitOf(headSha!, new Date(headDate!));
  const { commits, versions } = await listFileVersions(dir, files, options);

  const seen = new Set<string>();
  const history: ListHistory = {
    name: null,
    head,
    commits,
    unreadableVersions: 0,
    malformedTokens: 0,
    firstVersion: null,
    tokens: [],
  };
  options.progress?.start('List versions', versions.length);
  for (let from = 0; from < versions.length; from += VERSIONS_PER_READ) {
    const chunk = versions.slice(from, from + VERSIONS_PER_READ);
    const texts = await readVersionTexts(dir, chunk, options);
    chunk.forEach((version, i) => {
      const list = readTokenList(texts[i] ?? '');
      if (!list) {
        history.unreadableVersions += 1;
        options.log?.(
          `${version.commit.sha.slice(0, 10)}: ${version.path} is not a token list; skipped.`,
        );
        return;
      }
      history.malformedTokens += list.malformed;
      history.name = list.name ?? history.name;
      for (const token of list.tokens) {
        const key = tokenKey(token);
        if (seen.has(key)) continue;
        seen.add(key);
        history.tokens.push({ ...token, ...version.commit, file: version.path });
      }
    });
    options.progress?.tick(chunk.length, chunk.at(-1)?.commit.date.slice(0, 10));
  }
  const first = history.tokens[0];
  history.firstVersion = first ? { sha: first.sha, date: first.date } : null;
  options.progress?.done(`${versions.length} versions, ${history.tokens.length} tokens`);
  return history;
}
