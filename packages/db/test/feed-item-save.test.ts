// A feed item and its links are written together: a write that fails half-way leaves the stored
// item and its links as they were, on its own and inside a caller's transaction.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction, type DatabaseHandle } from '../src/client';
import { insertCommits, listCommitIdsBySha } from '../src/queries/commits';
import { saveFeedItem, type FeedItemWrite } from '../src/queries/feed-item-save';
import { listFeedItemCommits } from '../src/queries/feed-item-links';
import { findFeedItem } from '../src/queries/feed-items';
import { findRepository } from '../src/queries/repositories';
import { feedItems } from '../src/schema/index';
import { createTestDatabase } from '../src/testing';
import { feedItemWrite, saveOneProject } from './fixtures';

/** No commit has this id: a link to it breaks the foreign key. */
const MISSING_COMMIT_ID = 999_999_999;

let handle: DatabaseHandle;
let item: FeedItemWrite;
let firstId: number;
let secondId: number;

const commit = (sha: string, day: string) => ({
  sha,
  parents: [],
  authorName: 'Ada',
  authorLogin: null,
  authoredAt: new Date(`${day}T10:00:00Z`),
  committedAt: new Date(`${day}T10:00:00Z`),
  recordedCommittedAt: new Date(`${day}T10:00:00Z`),
  message: `change ${sha}`,
  signals: [],
  noiseReason: null,
  files: [],
});

const linkedShas = async (id: string) =>
  (await listFeedItemCommits(handle.db, id)).map((c) => c.sha).sort();

beforeAll(async () => {
  handle = await createTestDatabase();
  const projectId = await saveOneProject(handle.db, 'atomic');
  const repository = (await findRepository(handle.db, projectId, 'atomic/core'))!;
  await insertCommits(handle.db, repository.id, [
    commit('a1', '2026-11-02'),
    commit('b2', '2026-11-02'),
  ]);
  const bySha = await listCommitIdsBySha(handle.db, repository.id, ['a1', 'b2']);
  firstId = bySha.get('a1')!;
  secondId = bySha.get('b2')!;
  item = feedItemWrite(projectId, { commitIds: [firstId] });
});

afterAll(async () => {
  await handle?.close();
});

describe('saveFeedItem', () => {
  it('writes the item with its links, and leaves an unchanged item alone', async () => {
    const first = await saveFeedItem(handle.db, item);
    expect(first.changed).toBe(true);
    expect(await linkedShas(first.id)).toEqual(['a1']);
    expect(await saveFeedItem(handle.db, item)).toEqual({ id: first.id, changed: false });
  });

  it('keeps the old item and links when a link cannot be written', async () => {
    const { id } = await saveFeedItem(handle.db, item);
    const broken = {
      ...item,
      title: 'Two commits',
      totalCommits: 2,
      commitIds: [secondId, MISSING_COMMIT_ID],
    };
    await expect(saveFeedItem(handle.db, broken)).rejects.toThrow();
    expect((await findFeedItem(handle.db, id))?.title).toBe('One commit');
    expect(await linkedShas(id)).toEqual(['a1']);
  });

  it('inside a caller transaction, the failure rolls back the whole transaction', async () => {
    const { id } = await saveFeedItem(handle.db, item);
    const broken = { ...item, title: 'Two commits', commitIds: [secondId, MISSING_COMMIT_ID] };
    await expect(
      inTransaction(handle.db, async (tx) => {
        await tx.update(feedItems).set({ summary: 'touched' }).where(eq(feedItems.id, id));
        await saveFeedItem(tx, broken);
      }),
    ).rejects.toThrow();
    const stored = await findFeedItem(handle.db, id);
    expect(stored).toMatchObject({ title: 'One commit', summary: 'A day of work.' });
    expect(await linkedShas(id)).toEqual(['a1']);
  });

  it('rewrites the links of a changed item', async () => {
    const { id, changed } = await saveFeedItem(handle.db, {
      ...item,
      title: 'Two commits',
      totalCommits: 2,
      commitIds: [firstId, secondId],
    });
    expect(changed).toBe(true);
    expect(await linkedShas(id)).toEqual(['a1', 'b2']);
  });
});
