// The token a CLI presents to run an operator command on the server that holds the embedded
// database (`--server URL`). A server writes a fresh one to DATA_DIR/admin-token at each start,
// readable by its own user only; a CLI on the same machine with the same DATA_DIR reads it there.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const adminTokenFileOf = (dataDir: string) => path.resolve(dataDir, 'admin-token');

export function issueAdminToken(dataDir: string): string {
  const token = randomBytes(32).toString('hex');
  const file = adminTokenFileOf(dataDir);
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${token}\n`, { mode: 0o600 });
  renameSync(temporary, file);
  return token;
}

export function readAdminToken(dataDir: string): string | null {
  try {
    return readFileSync(adminTokenFileOf(dataDir), 'utf8').trim() || null;
  } catch {
    return null;
  }
}

/** Compares in constant time, so the answer's timing says nothing about how much matched. */
export function sameToken(presented: string, expected: string): boolean {
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
