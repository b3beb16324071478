// insertCommits writes a chunk in one statement (ADR 045) with the per-row insert's rules: only
// new shas count, a sha listed twice keeps its first row (with the last one's files), a path
// listed twice keeps its first entry, text that UTF-8 cannot hold arrives as U+FFFD, and an
// existing commit keeps its row and files.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/client';
import { insertCommits, jsonParam, listStoredShas, type NewCommit } from '../src/queries/commits';
import { findRepository } from '../src/queries/repositories';
import { commitFiles, commits } from '../src/schema/index';
import { createTestDatabase } from '../src/testing';
import { saveOneProject } from './fixtures';

let handle: DatabaseHandle;
let repositoryId: number;

const commit = (sha: string, over: Partial<NewCommit> = {}): NewCommit => ({
  sha,
  parents: [],
  authorName: 'Ada',
  authorLogin: null,
  authoredAt: new Date('2026-11-02T10:00:00.123Z'),
  committedAt: new Date('2026-11-02T11:00:00Z'),
  recordedCommittedAt: new Date('2026-11-02T11:00:00Z'),
  message: `change ${sha}`,
  signals: [],
  noiseReason: null,
  files: [],
  ...over,
});

const file = (path: string, additions: number | null = 1) => ({
  path,
  status: 'M',
  oldPath: null,
  additions,
  deletions: additions,
});

beforeAll(async () => {
  handle = await createTestDatabase();
  const projectId = await saveOneProject(handle.db, 'bulk');
  repositoryId = (await findRepository(handle.db, projectId, 'bulk/core'))!.id;
});

afterAll(async () => {
  await handle?.close();
});

describe('insertCommits', () => {
  it('stores new commits in list order with their files, by the per-row rules', async () => {
    const first = await insertCommits(handle.db, repositoryId, [
      commit('c1', {
        parents: ['p1', 'p2'],
        authorLogin: 'ada-l',
        message: 'lone \ud800 surrogate, pair 😀, quote " and \\ud800 text',
        signals: ['new_feature', 'security_fix'] as NewCommit['signals'],
        noiseReason: null,
        files: [file('src/A.sol', 3), file('src/A.sol', 9), file('bin/x', null)],
      }),
      commit('c2', { files: [file('old.txt')] }),
      commit('c2', { message: 'second c2', files: [file('new.txt', 5)] }),
    ]);
    expect(first).toBe(2);
    const again = await insertCommits(handle.db, repositoryId, [
      commit('c1', { message: 'changed', files: [file('other')] }),
      commit('c3', { noiseReason: 'bot' }),
    ]);
    expect(again).toBe(1);
    expect(await insertCommits(handle.db, repositoryId, [])).toBe(0);

    const rows = (await handle.db.select().from(commits)).sort((a, b) => a.id - b.id);
    expect(rows.map((r) => r.sha)).toEqual(['c1', 'c2', 'c3']);
    const [c1, c2, c3] = rows;
    expect(c1).toMatchObject({
      parents: ['p1', 'p2'],
      authorLogin: 'ada-l',
      message: 'lone \ufffd surrogate, pair 😀, quote " and \\ud800 text',
      signals: ['new_feature', 'security_fix'],
      additions: 12,
      deletions: 12,
      filesChanged: 3,
      isMerge: true,
      noiseReason: null,
    });
    expect(c1!.authoredAt.toISOString()).toBe('2026-11-02T10:00:00.123Z');
    expect(c2).toMatchObject({
      message: 'change c2',
      filesChanged: 1,
      isMerge: false,
      parents: [],
    });
    expect(c3).toMatchObject({ noiseReason: 'bot', signals: [], filesChanged: 0 });

    const files = (await handle.db.select().from(commitFiles))
      .map((f) => [rows.find((r) => r.id === f.commitId)!.sha, f.path, f.additions, f.deletions])
      .sort();
    expect(files).toEqual([
      ['c1', 'bin/x', null, null],
      ['c1', 'src/A.sol', 3, 3],
      ['c2', 'new.txt', 5, 5],
    ]);
    expect([...(await listStoredShas(handle.db, repositoryId, ['c3', 'c9', 'c1']))].sort()).toEqual(
      ['c1', 'c3'],
    );
  });

  it('sends well-formed JSON as it is', () => {
    expect(jsonParam([{ a: 'plain ü' }])).toBe('[{"a":"plain ü"}]');
    expect(jsonParam([{ a: '\udc00x' }])).toBe('[{"a":"\ufffdx"}]');
  });
});
