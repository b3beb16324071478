// DATA_DIR (the embedded database, mirrors, the auth secret): there or creatable, and
// writable; and who holds the embedded database in it (one process at a time, pgdata.lock).
import { accessSync, constants, existsSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DataDirInUse, lockFileOf, lockHolderOf, type LockHolder } from '@gitsignals/db';
import { fail, ok, reasonOf, warn, type CheckResult } from './check';
import type { Probe } from './http-probe';

const NAME = 'DATA_DIR';

function nearestExisting(folder: string): string {
  let current = folder;
  while (!existsSync(current) && path.dirname(current) !== current) current = path.dirname(current);
  return current;
}

/** Writes and removes a probe file: `access()` alone is fooled by read-only mounts. */
function writable(folder: string): string | null {
  const probe = path.join(folder, `.doctor-${process.pid}`);
  try {
    writeFileSync(probe, '');
    unlinkSync(probe);
    return null;
  } catch (error) {
    return reasonOf(error);
  }
}

export function checkDataDir(dataDir: string): CheckResult {
  const folder = path.resolve(dataDir);
  const fix = `give the user running GitSignals write access to ${folder}, or set DATA_DIR to a folder it can write`;
  if (existsSync(folder)) {
    if (!statSync(folder).isDirectory()) {
      return fail(NAME, `${folder} is a file, not a folder`, 'set DATA_DIR to a folder');
    }
    const problem = writable(folder);
    return problem
      ? fail(NAME, `${folder} is not writable (${problem})`, fix)
      : ok(NAME, `${folder} (writable)`);
  }
  const parent = nearestExisting(folder);
  try {
    accessSync(parent, constants.W_OK);
  } catch (error) {
    return fail(
      NAME,
      `${folder} does not exist and ${parent} is not writable (${reasonOf(error)})`,
      fix,
    );
  }
  return ok(
    NAME,
    `${folder} does not exist yet; it is created at the first start (${parent} is writable)`,
  );
}

/** Who holds the embedded database: nobody, a stale lock, or a live process (maybe our server). */
export function holderOf(dataDir: string): { holder: LockHolder; alive: boolean } | null {
  return lockHolderOf(lockFileOf(dataDir));
}

const LOCK = 'embedded database lock';
const STOP_IT =
  'stop it (or wait for it to finish), or use PostgreSQL (DATABASE_URL) to run several processes';

/**
 * `start`: this process is about to open the database, so any live holder is a ✗. `doctor`: a
 * running server holding it is how it should be (✓ with a note); another command holding it is a
 * ⚠ (a server cannot start until it ends). ADR 056.
 */
export function checkLock(
  dataDir: string,
  mode: 'doctor' | 'start',
  server: Probe | null,
): CheckResult {
  const found = holderOf(dataDir);
  if (!found) return ok(LOCK, 'free (no process has the embedded database open)');
  const { holder, alive } = found;
  const who = `\`${holder.command}\` (PID ${holder.pid})`;
  if (!alive) {
    return ok(LOCK, `left by ${who}, which no longer runs; the next start takes it over`);
  }
  const inUse = new DataDirInUse(path.resolve(dataDir), holder).message;
  if (mode === 'start') return fail(LOCK, inUse, STOP_IT);
  if (holder.url && server?.kind === 'gitsignals') {
    return ok(
      LOCK,
      `in use by the server, PID ${holder.pid} (\`${holder.command}\` at ${holder.url})`,
    );
  }
  if (holder.command === 'serve' || holder.command === 'api') {
    return ok(
      LOCK,
      `in use by the server, PID ${holder.pid} (\`${holder.command}\`, not answering HTTP yet: starting or importing)`,
    );
  }
  return warn(LOCK, `${inUse} A server cannot start on this DATA_DIR until it ends`, STOP_IT);
}
