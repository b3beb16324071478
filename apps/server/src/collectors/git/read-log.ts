// Reads `git log --raw --numstat -z` as a stream of commits. With -z every field and path is
// NUL-terminated and never quoted, so any message or file name parses: a commit is
// "\x1e<sha>" NUL parents NUL name NUL email NUL author date NUL committer date NUL message NUL,
// then its raw entries (":old new oldsha newsha STATUS" NUL path [NUL new path]) and numstat
// entries ("adds\tdels\tpath" or, for a rename, "adds\tdels\t" NUL old NUL new). Merges carry
// no diff, so they arrive without files.
import type { IdentityCommit } from '@gitsignals/analysis';
import type { NewCommitFile } from '@gitsignals/db';
import type { CollectedCommit } from '../collected';
import { gitTokens, type GitOptions } from './run-git';

const RECORD = '\x1e';

export const LOG_FORMAT = `${RECORD}%H%x00%P%x00%aN%x00%aE%x00%aI%x00%cI%x00%B%x00`;

// GitHub's no-reply address carries the account: 12345+login@users.noreply.github.com.
const NOREPLY = /^(?:\d+\+)?([\w-]+(?:\[bot\])?)@users\.noreply\.github\.com$/i;

export function loginFromEmail(email: string | null): string | null {
  return email ? (NOREPLY.exec(email)?.[1] ?? null) : null;
}

/**
 * A commit as `git log` printed it: the collected record plus its dates exactly as git wrote them
 * (%aI, %cI, with the author's and committer's own offsets), which a Date drops. The dataset
 * exporter writes those texts; the live collector stores the Dates, as before.
 */
export interface LoggedCommit extends CollectedCommit {
  authoredAtText: string;
  committedAtText: string;
}

interface Pending {
  commit: LoggedCommit;
  files: Map<string, NewCommitFile>;
}

function finish(p: Pending): LoggedCommit {
  p.commit.files = [...p.files.values()];
  return p.commit;
}

function fileFor(p: Pending, path: string): NewCommitFile {
  let file = p.files.get(path);
  if (!file) {
    file = { path, status: 'M', oldPath: null, additions: null, deletions: null };
    p.files.set(path, file);
  }
  return file;
}

const count = (s: string) => (s === '-' ? null : Number(s));

/** Commits from the NUL-separated tokens of `git log -z --raw --numstat --format=LOG_FORMAT`. */
export async function* parseLog(tokens: AsyncIterable<string>): AsyncGenerator<LoggedCommit> {
  const iterator = tokens[Symbol.asyncIterator]();
  const next = async (): Promise<string | null> => {
    const r = await iterator.next();
    return r.done ? null : r.value;
  };
  let pending: Pending | null = null;
  for (let token = await next(); token !== null; token = await next()) {
    // Diff sections start on a new line after the header.
    const t = token.startsWith('\n') ? token.slice(1) : token;
    if (t.startsWith(RECORD)) {
      if (pending) yield finish(pending);
      const sha = t.slice(1);
      const [parents, name, email, authored, committed, message] = [
        await next(),
        await next(),
        await next(),
        await next(),
        await next(),
        await next(),
      ];
      if (message === null) throw new Error(`git log output ended inside commit ${sha}`);
      pending = {
        commit: {
          sha,
          parents: parents ? parents.split(' ') : [],
          authorName: name ?? '',
          authorEmail: email || null,
          authorLogin: loginFromEmail(email),
          authoredAt: new Date(authored!),
          committedAt: new Date(committed!),
          authoredAtText: authored!,
          committedAtText: committed!,
          message: message.replace(/\n+$/, ''),
          files: [],
        },
        files: new Map(),
      };
    } else if (pending && t.startsWith(':')) {
      // ":100644 100644 abc def M" or "R087": the letter is the status, copies count as adds.
      const letter = t.slice(t.lastIndexOf(' ') + 1).charAt(0);
      const first = await next();
      if (first === null) break;
      if (letter === 'R' || letter === 'C') {
        const second = await next();
        if (second === null) break;
        const file = fileFor(pending, second);
        file.status = letter === 'R' ? 'R' : 'A';
        file.oldPath = letter === 'R' ? first : null;
      } else {
        fileFor(pending, first).status = letter === 'T' || letter === 'U' ? 'M' : letter;
      }
    } else if (pending) {
      const match = /^(\d+|-)\t(\d+|-)\t([\s\S]*)$/.exec(t);
      if (!match) continue;
      let path = match[3]!;
      if (path === '') {
        await next();
        path = (await next()) ?? '';
      }
      const file = fileFor(pending, path);
      file.additions = count(match[1]!);
      file.deletions = count(match[2]!);
    }
  }
  if (pending) yield finish(pending);
}

/**
 * Commits reachable from HEAD, minus those reachable from `exclude` (the previous head, a fork's
 * upstream glob), newest first.
 */
export function readLog(
  dir: string,
  revisions: string[],
  options: GitOptions,
): AsyncGenerator<LoggedCommit> {
  return parseLog(
    gitTokens(
      [
        '-c',
        'log.showSignature=false',
        'log',
        '-z',
        '--raw',
        '--numstat',
        '-M',
        '--no-abbrev',
        '--no-color',
        `--format=${LOG_FORMAT}`,
        ...revisions,
        '--',
      ],
      { ...options, cwd: dir },
    ),
  );
}

/**
 * Who committed what when, without diffs (an order of magnitude faster than readLog): enough
 * to find automation bursts over the whole range before the commits arrive in batches.
 */
export async function readIdentities(
  dir: string,
  revisions: string[],
  options: GitOptions,
): Promise<IdentityCommit[]> {
  const out: IdentityCommit[] = [];
  const tokens = gitTokens(
    ['log', '-z', '--no-color', '--format=%H%x1f%aN%x1f%aE%x1f%cI', ...revisions, '--'],
    { ...options, cwd: dir },
  );
  for await (const token of tokens) {
    const [sha, authorName, authorEmail, committed] = token.split('\x1f');
    if (!sha || committed === undefined) continue;
    out.push({
      sha,
      authorName: authorName ?? '',
      authorEmail: authorEmail || null,
      committedAt: new Date(committed),
    });
  }
  return out;
}
