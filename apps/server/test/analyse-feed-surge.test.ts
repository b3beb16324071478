// contributor_surge compares a day's meaningful commits and authors with the four weeks before.
// The baseline counts the same kind of commits as the day: typo and lint traffic before a busy day
// must not hide the surge.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findRepository,
  insertCommits,
  listFeedItems,
  listProjectRegistry,
  saveRegistryProjects,
  type DatabaseHandle,
  type NewCommit,
} from '@gitsignals/db';
import { createTestDatabase } from '@gitsignals/db/testing';
import { buildFeedItems } from '../src/use-cases/analyse-projects/build-feed-items';
import { registryProject } from './helpers';

const DAY = '2026-10-30';

function commit(n: number, at: string, author: string, message: string, noise: string | null) {
  const date = new Date(at);
  const c: NewCommit = {
    sha: n.toString(16).padStart(40, '0'),
    parents: [],
    authorName: author,
    authorLogin: null,
    authoredAt: date,
    committedAt: date,
    recordedCommittedAt: date,
    message,
    signals: [],
    noiseReason: noise,
    files: [{ path: `src/module${n}.ts`, status: 'M', oldPath: null, additions: 12, deletions: 3 }],
  };
  return c;
}

describe('contributor surge baseline', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('measures the busy day against meaningful commits only', async () => {
    await saveRegistryProjects(handle.db, [registryProject('lido')]);
    const project = (await listProjectRegistry(handle.db)).find((p) => p.slug === 'lido');
    const repo = await findRepository(handle.db, project!.id, 'lido/core');
    const commits: NewCommit[] = [];
    let n = 1;
    // Four weeks of typo fixes by three people: noise, four a day.
    for (let d = 1; d <= 28; d += 1) {
      const day = new Date(Date.parse(`${DAY}T00:00:00Z`) - d * 86_400_000);
      for (let k = 0; k < 4; k += 1) {
        const at = new Date(day.getTime() + (9 + k) * 3_600_000).toISOString();
        commits.push(commit(n++, at, `Typo Fixer ${k % 3}`, 'Fix typo in comment', 'typo'));
      }
    }
    // Then six people ship real work on one day.
    for (let k = 0; k < 6; k += 1) {
      commits.push(
        commit(
          n++,
          `${DAY}T1${k}:00:00Z`,
          `Builder ${k}`,
          `feat: add staking router module ${k}`,
          null,
        ),
      );
    }
    await insertCommits(handle.db, repo!.id, commits);

    await buildFeedItems({ db: handle.db }, { projectSlugs: ['lido'] });
    const [item] = await listFeedItems(handle.db, {}, 30, 0);
    expect(item?.analysisDate).toBe(DAY);
    expect(item?.signals).toContain('contributor_surge');
  });
});
