// One bare mirror per repository under DATA_DIR/mirrors: branches and tags only (a GitHub
// mirror of refs/* would also pull every pull request). Full clones, not blobless ones:
// --numstat needs every blob, and a blobless clone fetches them one commit at a time. A
// repository on this machine (a plain path) is first cloned with hard links to its packs, which
// git does for local clones: a fetch would re-index every object (4.5 s for 20,000 commits).
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { gitSucceeds, gitText, type GitOptions } from './run-git';

/** `mirrors/<host or local>/<owner>/<name>.git`, safe as a path whatever the URL holds. */
export function mirrorPathFor(dataDir: string, url: string): string {
  const safe = (s: string) => s.replace(/[^\w.-]+/g, '_').replace(/^\.+/, '_') || '_';
  let host = 'local';
  let rest: string;
  const scp = /^[\w.-]+@([^:/]+):(.+)$/.exec(url);
  if (scp) {
    host = scp[1]!;
    rest = scp[2]!;
  } else if (/^[a-z][\w+.-]*:\/\//i.test(url) && !url.startsWith('file:')) {
    const parsed = new URL(url);
    host = parsed.hostname;
    rest = parsed.pathname;
  } else {
    rest = url.replace(/^file:\/\//, '');
  }
  const parts = rest
    .replace(/\.git\/?$/, '')
    .split('/')
    .filter(Boolean);
  const name = parts.pop() ?? 'repository';
  const owner = parts.pop() ?? '_';
  return path.join(dataDir, 'mirrors', safe(host), safe(owner), `${safe(name)}.git`);
}

/**
 * A URL git would read as an option (`--upload-pack=…` runs a command) or a transport that
 * runs one (`ext::`) is refused before git sees it: URLs come from the registry and the CLI.
 */
export function assertFetchable(url: string): void {
  if (url.startsWith('-') || /^ext::/i.test(url) || /[\0\n]/.test(url)) {
    throw new Error(`Refusing to fetch from ${JSON.stringify(url)}: not a repository URL or path`);
  }
}

/** An absolute path to a directory on this machine (not a URL, scp-like address or file://). */
function isLocalPath(url: string): boolean {
  return path.isAbsolute(url) && existsSync(url);
}

const REFSPECS = ['+refs/heads/*:refs/heads/*', '+refs/tags/*:refs/tags/*'];

async function setFetchRefspecs(dir: string, url: string, options: GitOptions): Promise<void> {
  const at = { ...options, cwd: dir };
  await gitText(['config', 'remote.origin.url', url], at);
  await gitText(['config', '--unset-all', 'remote.origin.fetch'], at).catch(() => '');
  for (const spec of REFSPECS) await gitText(['config', '--add', 'remote.origin.fetch', spec], at);
}

/** Points HEAD at the remote's default branch; null for an empty remote. */
async function followRemoteHead(dir: string, options: GitOptions): Promise<string | null> {
  const at = { ...options, cwd: dir };
  const out = await gitText(['ls-remote', '--symref', 'origin', 'HEAD'], at);
  const match = /^ref: refs\/heads\/(\S+)\tHEAD$/m.exec(out);
  if (!match) return null;
  await gitText(['symbolic-ref', 'HEAD', `refs/heads/${match[1]}`], at);
  return match[1]!;
}

const LOCK_POLL_MS = 250;

/**
 * Runs `work` while holding `<mirror>.lock` (a directory: mkdir is atomic on every file system),
 * so two jobs never fetch into one mirror at once: the same repository can belong to two
 * projects (cosmos/cosmos-sdk), and workers on one machine share DATA_DIR. A lock older than
 * the fetch deadline was left by a crashed process and is taken over.
 */
async function withMirrorLock<T>(
  dir: string,
  options: GitOptions,
  work: () => Promise<T>,
): Promise<T> {
  const lock = `${dir}.lock`;
  await mkdir(path.dirname(dir), { recursive: true });
  // How long this process waits is elapsed time: the monotonic performance.now().
  const deadline = performance.now() + options.timeoutMs;
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const age = await stat(lock).then(
        // A lock's age compares its mtime, written by the file system from the system clock, with
        // that same clock: a faked application clock would take over (or never free) a live lock.
        // eslint-disable-next-line no-restricted-syntax
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (age > options.timeoutMs) {
        await rm(lock, { recursive: true, force: true });
        continue;
      }
      if (performance.now() > deadline) {
        throw new Error(`${dir} stayed locked by another collection`, { cause: err });
      }
      await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
    }
  }
  try {
    return await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

export interface MirrorState {
  dir: string;
  defaultBranch: string | null;
  created: boolean;
}

/**
 * Clones the repository once (into a temporary directory renamed when complete, so a crash
 * never leaves half a mirror), then fetches what changed with pruning.
 */
export async function updateMirror(
  dataDir: string,
  url: string,
  options: GitOptions,
): Promise<MirrorState> {
  assertFetchable(url);
  const dir = mirrorPathFor(dataDir, url);
  return withMirrorLock(dir, options, async () => {
    const created = !existsSync(path.join(dir, 'HEAD'));
    if (created) {
      const tmp = `${dir}.partial`;
      await rm(tmp, { recursive: true, force: true });
      await mkdir(path.dirname(dir), { recursive: true });
      // A local clone that git refuses (another user's repository, hard links it will not
      // make) falls back to the fetch, which reports the error that stands.
      const cloned =
        isLocalPath(url) &&
        (await gitText(['clone', '--quiet', '--bare', '--local', '--', url, tmp], options).then(
          () => true,
          () => rm(tmp, { recursive: true, force: true }).then(() => false),
        ));
      if (cloned) {
        // Branches and tags, as the refspecs fetch; objects hard-linked (copied across devices).
        await setFetchRefspecs(tmp, url, options);
      } else {
        await gitText(['init', '--quiet', '--bare', tmp], options);
        await gitText(['remote', 'add', 'origin', url], { ...options, cwd: tmp });
        await setFetchRefspecs(tmp, url, options);
        await gitText(['fetch', '--quiet', '--prune', 'origin'], { ...options, cwd: tmp });
      }
      await rename(tmp, dir);
    } else {
      await setFetchRefspecs(dir, url, options);
      await gitText(['fetch', '--quiet', '--prune', 'origin'], { ...options, cwd: dir });
    }
    const defaultBranch = await followRemoteHead(dir, options);
    return { dir, defaultBranch, created };
  });
}

/** Fetches a fork's upstream branches under refs/upstream/heads/*, so its history can be excluded. */
export async function fetchUpstream(
  dir: string,
  upstreamUrl: string,
  options: GitOptions,
): Promise<void> {
  assertFetchable(upstreamUrl);
  await withMirrorLock(dir, options, () =>
    gitText(
      [
        'fetch',
        '--quiet',
        '--no-tags',
        '--prune',
        upstreamUrl,
        '+refs/heads/*:refs/upstream/heads/*',
      ],
      { ...options, cwd: dir },
    ),
  );
}

export async function hasCommit(dir: string, sha: string, options: GitOptions): Promise<boolean> {
  return gitSucceeds(['cat-file', '-e', `${sha}^{commit}`], { ...options, cwd: dir });
}

/** The commit HEAD points at, or null for a repository without commits. */
export async function headCommit(dir: string, options: GitOptions): Promise<string | null> {
  try {
    return (
      (
        await gitText(['rev-parse', '--verify', '-q', 'HEAD^{commit}'], { ...options, cwd: dir })
      ).trim() || null
    );
  } catch {
    return null;
  }
}
