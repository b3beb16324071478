// Reads one data/activity/*.ndjson.gz file into its raw records (the evaluation's only I/O).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

export const ACTIVITY_DIR = fileURLToPath(new URL('../../../data/activity/', import.meta.url));

export function readActivity(fileName: string): unknown[] {
  return gunzipSync(readFileSync(`${ACTIVITY_DIR}${fileName}`))
    .toString('utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as unknown);
}

export const activityFileOf = (repo: string): string => `${repo.replace('/', '__')}.ndjson.gz`;
