// Turns one parsed line of the activity dataset (data/README.md) into a CommitInput. Pure:
// callers do the reading. Throws with a plain message when a required field is missing, so
// the CLI can report the line number.
import type { CommitFileInput, CommitInput } from './types';

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function str(o: Json, key: string): string {
  const v = o[key];
  if (typeof v !== 'string') throw new Error(`field "${key}" must be a string`);
  return v;
}

function count(v: unknown): number | null {
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

function file(v: unknown, i: number): CommitFileInput {
  if (!isObject(v) || typeof v.path !== 'string')
    throw new Error(`files[${i}].path must be a string`);
  return {
    path: v.path,
    status: typeof v.status === 'string' ? v.status : 'M',
    additions: count(v.additions),
    deletions: count(v.deletions),
    oldPath: typeof v.oldPath === 'string' ? v.oldPath : undefined,
  };
}

export function commitFromDatasetRecord(record: unknown): CommitInput {
  if (!isObject(record)) throw new Error('record must be a JSON object');
  const parents = record.parents;
  const files = record.files;
  if (!Array.isArray(parents) || !parents.every((p) => typeof p === 'string')) {
    throw new Error('field "parents" must be an array of strings');
  }
  if (!Array.isArray(files)) throw new Error('field "files" must be an array');
  return {
    sha: str(record, 'sha'),
    repository: str(record, 'repo'),
    parents: parents as string[],
    authorName: typeof record.authorName === 'string' ? record.authorName : '',
    committedAt:
      typeof record.committerDate === 'string' ? record.committerDate : str(record, 'authorDate'),
    message: typeof record.message === 'string' ? record.message : '',
    files: files.map(file),
  };
}
