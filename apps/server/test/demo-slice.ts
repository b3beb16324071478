// A slice of the bundled dataset for tests: the whole registry and only the named repositories'
// history, in a temporary folder laid out as DEMO_DATA_DIR.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEMO_DATA = fileURLToPath(new URL('../../../data', import.meta.url));

export interface ActivityIndexEntry {
  repo: string;
  commitCount: number;
  commitsFile: string;
  metaFile: string;
}

export function readActivityIndex(dir = DEMO_DATA): { repos: ActivityIndexEntry[] } {
  return JSON.parse(readFileSync(path.join(dir, 'activity', 'INDEX.json'), 'utf8')) as {
    repos: ActivityIndexEntry[];
  };
}

/** Makes the slice; answers its folder (remove it when done). */
export function makeDemoSlice(repos: string[]): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gitsignals-demo-'));
  mkdirSync(path.join(dir, 'activity'));
  cpSync(path.join(DEMO_DATA, 'projects.json'), path.join(dir, 'projects.json'));
  const index = readActivityIndex();
  const sliced = { ...index, repos: index.repos.filter((r) => repos.includes(r.repo)) };
  writeFileSync(path.join(dir, 'activity', 'INDEX.json'), JSON.stringify(sliced));
  for (const r of sliced.repos) {
    cpSync(
      path.join(DEMO_DATA, 'activity', r.commitsFile),
      path.join(dir, 'activity', r.commitsFile),
    );
    cpSync(path.join(DEMO_DATA, 'activity', r.metaFile), path.join(dir, 'activity', r.metaFile));
  }
  return dir;
}
