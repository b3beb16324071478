// The lock that keeps a second process off an embedded database folder.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirInUse, type LockHolder } from '../src/pglite/data-dir-lock';
import { readTestEnv } from '../src/env';

let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'gitsignals-lock-'));
  file = path.join(dir, 'pgdata.lock');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const holderIn = (f: string) => JSON.parse(readFileSync(f, 'utf8')) as LockHolder;

/** The PID of a process that has ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

const someone = (overrides: Partial<LockHolder>): LockHolder => ({
  pid: process.ppid,
  command: 'serve',
  hostname: hostname(),
  processStart: null,
  startedAt: '2026-11-26T10:00:00.000Z',
  ...overrides,
});

describe.runIf(readTestEnv().TEST_DB === 'pglite')('the DATA_DIR lock', () => {
  it('records who holds it and its address, and is gone when released', () => {
    const lock = acquireDataDirLock(file, dir, 'serve');
    expect(holderIn(file)).toMatchObject({
      pid: process.pid,
      command: 'serve',
      hostname: hostname(),
    });
    lock.setUrl('http://localhost:3000');
    expect(holderIn(file).url).toBe('http://localhost:3000');
    lock.release();
    expect(existsSync(file)).toBe(false);
  });

  it('refuses a second owner while the holder lives, naming its command and PID', () => {
    writeFileSync(
      file,
      JSON.stringify(someone({ command: 'serve', url: 'http://localhost:3941' })),
    );
    let refused: unknown;
    try {
      acquireDataDirLock(file, dir, 'collect');
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(DataDirInUse);
    expect((refused as DataDirInUse).message).toBe(
      `DATA_DIR ${dir} is in use by \`serve\` (PID ${process.ppid}).`,
    );
    expect((refused as DataDirInUse).holder.url).toBe('http://localhost:3941');
    expect(holderIn(file).command).toBe('serve');
  });

  it('refuses a second open in the same process', () => {
    const lock = acquireDataDirLock(file, dir, 'serve');
    expect(() => acquireDataDirLock(file, dir, 'serve')).toThrow(DataDirInUse);
    lock.release();
  });

  it('takes over the lock of a process that has ended', () => {
    writeFileSync(file, JSON.stringify(someone({ pid: deadPid() })));
    const lock = acquireDataDirLock(file, dir, 'collect');
    expect(holderIn(file)).toMatchObject({ pid: process.pid, command: 'collect' });
    lock.release();
  });

  it('takes over a lock whose PID now belongs to another process (a different start time)', () => {
    writeFileSync(file, JSON.stringify(someone({ processStart: '1' })));
    const lock = acquireDataDirLock(file, dir, 'collect');
    expect(holderIn(file).pid).toBe(process.pid);
    lock.release();
  });

  it("never takes over a lock written on another machine (its process can't be checked)", () => {
    writeFileSync(file, JSON.stringify(someone({ pid: deadPid(), hostname: 'elsewhere' })));
    expect(() => acquireDataDirLock(file, dir, 'collect')).toThrow(
      `DATA_DIR ${dir} is in use by \`serve\``,
    );
  });

  it('waits out a lock file being written, and takes over one left half-written by a crash', () => {
    writeFileSync(file, '{"pid":');
    expect(() => acquireDataDirLock(file, dir, 'collect')).toThrow(
      /is being opened by another process/,
    );
    const aMinuteAgo = new Date(Date.now() - 60_000);
    utimesSync(file, aMinuteAgo, aMinuteAgo);
    const lock = acquireDataDirLock(file, dir, 'collect');
    expect(holderIn(file).pid).toBe(process.pid);
    lock.release();
  });
});
