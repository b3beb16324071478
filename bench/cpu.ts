// CPU time per answer, beside latency: on a machine shared with other work the latencies move
// with the load, while the CPU one answer costs the app and PostgreSQL moves much less (each is
// still inflated somewhat by contention for caches and cores). The app reports its own
// process.cpuUsage() over IPC; PostgreSQL's share is read from /proc for the backends connected to
// the bench database (Linux; elsewhere it is left out).
import { existsSync, readFileSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import type { DatabaseHandle } from '@gitsignals/db';
import { withSession } from './seed';

/** The app's user + system CPU so far, in ms (the bench server answers the 'cpu' message). */
export function appCpuMs(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.once('message', (m: { cpu: { user: number; system: number } }) =>
      resolve((m.cpu.user + m.cpu.system) / 1000),
    );
    child.send('cpu');
  });
}

const TICKS_PER_SECOND = 100;

function procCpuMs(pid: number): number {
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/**
 * CPU so far of each PostgreSQL backend connected to the bench database (the app's pool), in ms
 * by process id; undefined on PGlite or where /proc cannot be read. Compare two readings with
 * `dbCpuDeltaMs`: backends come and go (a pool may replace a connection).
 */
export async function dbCpuMs(handle: DatabaseHandle): Promise<Map<number, number> | undefined> {
  if (handle.pglite) return undefined;
  const rows = await withSession(handle, (exec) =>
    exec(
      `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    ),
  );
  const pids = rows.map((r) => Number(r.pid));
  if (!existsSync('/proc/self/stat')) return undefined;
  return new Map(pids.map((pid) => [pid, procCpuMs(pid)]));
}

/** CPU the backends spent between two readings; one that started in between counts whole. */
export function dbCpuDeltaMs(before: Map<number, number>, after: Map<number, number>): number {
  let sum = 0;
  for (const [pid, ms] of after) sum += ms - (before.get(pid) ?? 0);
  return sum;
}
