// One owner per embedded database folder. PGlite is a whole PostgreSQL inside one process; two
// processes writing the same data folder corrupt it (issue 11: 2 of 4 tries, the folder unusable).
// The owner keeps a lock file beside the data folder: its PID, its process start time (so a reused
// PID is not mistaken for the owner), the command, and the address when it serves HTTP. A second
// process reads it and refuses at once with a line that says who holds the folder and what to do.
import { hostname } from 'node:os';
import {
  closeSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
  writeSync,
  fsyncSync,
} from 'node:fs';

export interface LockHolder {
  pid: number;
  /** What the holder runs: `serve`, `collect`, `import-demo`, … */
  command: string;
  hostname: string;
  /** Clock ticks since boot when the process started (Linux), to tell a reused PID apart. */
  processStart: string | null;
  startedAt: string;
  /** The holder's HTTP address, once it serves one. */
  url?: string;
}

export class DataDirInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    const here = holder.hostname === hostname();
    super(
      `DATA_DIR ${dataDir} is in use by \`${holder.command}\` (PID ${holder.pid}${here ? '' : ` on ${holder.hostname}`}).`,
    );
  }
}

/** Field 22 of /proc/<pid>/stat: when the process started, in clock ticks since boot. */
function processStartOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(holder: LockHolder): boolean {
  // A lock written on another machine (a shared folder) cannot be checked from here.
  if (holder.hostname !== hostname()) return true;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const start = processStartOf(holder.pid);
  return holder.processStart === null || start === null || start === holder.processStart;
}

function readHolder(file: string): LockHolder | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as LockHolder;
    return typeof parsed.pid === 'number' ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * Who holds the lock `file` now, without taking it: the holder and whether its process still
 * runs (a lock left by a killed process is taken over by the next opener). Null: no lock.
 */
export function lockHolderOf(file: string): { holder: LockHolder; alive: boolean } | null {
  const holder = readHolder(file);
  return holder ? { holder, alive: isAlive(holder) } : null;
}

function writeNew(file: string, holder: LockHolder): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, JSON.stringify(holder, null, 2));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return true;
}

/** A half-written lock (a crash between create and write) is given this long before it is stale. */
const UNREADABLE_GRACE_MS = 10_000;

function olderThan(file: string, ms: number): boolean {
  try {
    return Date.now() - statSync(file).mtimeMs > ms;
  } catch {
    return true;
  }
}

export interface DataDirLock {
  readonly file: string;
  readonly holder: LockHolder;
  /** Records the address this process serves, so a refused process can point at it. */
  setUrl(url: string): void;
  release(): void;
}

/**
 * Takes the lock `file` for this process or throws DataDirInUse. A lock whose process is gone is
 * taken over; two processes taking over the same stale lock at once are serialised by a second,
 * exclusive file, so exactly one wins.
 */
export function acquireDataDirLock(file: string, dataDir: string, command: string): DataDirLock {
  const me: LockHolder = {
    pid: process.pid,
    command,
    hostname: hostname(),
    processStart: processStartOf(process.pid),
    startedAt: new Date(Date.now() - process.uptime() * 1000).toISOString(),
  };
  for (let attempt = 0; ; attempt++) {
    if (writeNew(file, me)) break;
    const holder = readHolder(file);
    if (holder && holder.pid === process.pid && holder.hostname === me.hostname) {
      throw new DataDirInUse(dataDir, holder);
    }
    if (holder && isAlive(holder)) throw new DataDirInUse(dataDir, holder);
    if (!holder && !olderThan(file, UNREADABLE_GRACE_MS)) {
      throw new Error(
        `DATA_DIR ${dataDir} is being opened by another process (its lock file ${file} is being written). Try again in a few seconds.`,
      );
    }
    if (attempt >= 3) throw new Error(`could not take the lock ${file}: it keeps changing`);
    takeOverStale(file, holder, me);
    if (readHolder(file)?.pid === me.pid) break;
  }
  let holder = me;
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    if (readHolder(file)?.pid === me.pid) unlinkSync(file);
  };
  // A crash (an uncaught error) still removes the lock; a SIGKILL leaves it, and the next process
  // finds its PID gone.
  process.on('exit', release);
  return {
    file,
    get holder() {
      return holder;
    },
    setUrl(url) {
      holder = { ...holder, url };
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, JSON.stringify(holder, null, 2));
      renameSync(temporary, file);
    },
    release,
  };
}

function takeOverStale(file: string, stale: LockHolder | null, me: LockHolder): void {
  const guard = `${file}.takeover`;
  if (!writeNew(guard, me)) {
    // Another process is taking it over; a guard left by a crash expires.
    if (olderThan(guard, UNREADABLE_GRACE_MS)) unlinkSync(guard);
    return;
  }
  try {
    const now = readHolder(file);
    const unchanged = stale ? now?.pid === stale.pid && now.startedAt === stale.startedAt : !now;
    if (unchanged) {
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, JSON.stringify(me, null, 2));
      renameSync(temporary, file);
    }
  } finally {
    unlinkSync(guard);
  }
}
