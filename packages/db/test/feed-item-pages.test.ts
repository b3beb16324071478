// A feed page sought from a remembered position (ADR 051) holds exactly the items `offset` gives,
// from any earlier page's start, for every filter the feeds have, with ties of rank and day broken
// by id as the feed order does; and the position of the next page's first item is told until the
// feed ends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/client';
import { listFeedPage, positionOf, type FeedPosition } from '../src/queries/feed-item-pages';
import { saveFeedItem } from '../src/queries/feed-item-save';
import { listFeedItems, listFeedItemsById, type FeedFilters } from '../src/queries/feed-items';
import { createTestDatabase } from '../src/testing';
import { feedItemWrite, saveOneProject } from './fixtures';

const LIMIT = 7;

let handle: DatabaseHandle;
let projectIds: number[];

/**
 * 3 projects × 4 item types × 12 items: ranks off the scale too (0 and 4), few days, so many
 * items share rank and day and only the id orders them.
 */
beforeAll(async () => {
  handle = await createTestDatabase();
  projectIds = [
    await saveOneProject(handle.db, 'alpha'),
    await saveOneProject(handle.db, 'bravo'),
    await saveOneProject(handle.db, 'charlie'),
  ];
  const ranks = [3, 2, 1, 3, 4, 0, 3, 1];
  const categories = ['DeFi', 'Infrastructure', 'Gaming'];
  for (const [p, projectId] of projectIds.entries()) {
    for (let type = 0; type < 4; type += 1) {
      for (let n = 0; n < 12; n += 1) {
        const rank = ranks[(n + type + p) % ranks.length]!;
        await saveFeedItem(
          handle.db,
          feedItemWrite(projectId, {
            type: `pages-test-${type}`,
            title: `Item ${p}.${type}.${n}`,
            priority: rank >= 3 ? 'high' : rank === 2 ? 'medium' : 'low',
            priorityRank: rank,
            analysisDate: `2026-11-${String(20 + ((n * 5 + p) % 6)).padStart(2, '0')}`,
            daysAnalyzed: 1 + (n % 2),
            category: categories[(n + p) % 3]!,
            networks: n % 3 === 0 ? ['ethereum'] : ['solana', 'base'].slice(0, 1 + (n % 2)),
          }),
        );
      }
    }
  }
});

afterAll(async () => {
  await handle?.close();
});

const FILTERS: [string, () => FeedFilters][] = [
  ['no filter', () => ({})],
  ['since a day', () => ({ since: '2026-11-23' })],
  ['categories', () => ({ categories: ['DeFi', 'Gaming'] })],
  ['networks', () => ({ networks: ['base', 'ethereum'] })],
  ['projects', () => ({ projectIds: [projectIds[0]!, projectIds[2]!] })],
  ['no projects', () => ({ projectIds: [] })],
];

/** Every page by `offset` alone, as the feeds read them before ADR 051. */
async function pagesByOffset(filters: FeedFilters): Promise<string[][]> {
  const pages: string[][] = [];
  for (let offset = 0; ; offset += LIMIT) {
    const rows = await listFeedItems(handle.db, filters, LIMIT, offset);
    if (rows.length === 0) return pages;
    pages.push(rows.map((r) => r.id));
  }
}

describe.each(FILTERS)('listFeedPage (%s)', (_name, filtersOf) => {
  it('reads each page from the position the page before told, as offset does', async () => {
    const filters = filtersOf();
    const expected = await pagesByOffset(filters);
    const pages: string[][] = [];
    let from: FeedPosition | undefined;
    for (let page = 1; page === 1 || from; page += 1) {
      const read = await listFeedPage(handle.db, filters, { limit: LIMIT, offset: 0, from });
      if (page === 1 || read.entries.length) pages.push(read.entries.map((r) => r.id));
      from = read.next ?? undefined;
    }
    expect(pages.filter((p) => p.length)).toEqual(expected);
    if (filtersOf().projectIds?.length === 0) expect(expected).toEqual([]);
    else expect(expected.length).toBeGreaterThan(3);
  });

  it('reads any page from any earlier page start plus an offset', async () => {
    const filters = filtersOf();
    const expected = await pagesByOffset(filters);
    const starts: FeedPosition[] = [];
    for (const [index] of expected.entries()) {
      const read = await listFeedPage(handle.db, filters, {
        limit: LIMIT,
        offset: index * LIMIT,
      });
      expect(read.entries.map((r) => r.id)).toEqual(expected[index]);
      const versions = new Map(
        (await listFeedItemsById(handle.db, expected[index]!)).map((r) => [r.id, r.version]),
      );
      expect(read.entries.map((r) => r.version)).toEqual(
        read.entries.map((r) => versions.get(r.id)),
      );
      starts.push(positionOf(read.entries[0]!));
      expect(read.next === null).toBe(index === expected.length - 1);
    }
    for (const [from, start] of starts.entries()) {
      for (let page = from; page < expected.length + 1; page += 1) {
        const read = await listFeedPage(handle.db, filters, {
          limit: LIMIT,
          offset: (page - from) * LIMIT,
          from: start,
        });
        expect(read.entries.map((r) => r.id)).toEqual(expected[page] ?? []);
      }
    }
  });
});

describe('listFeedPage', () => {
  it('starts a position that is no item (deleted since) where that item would stand', async () => {
    const all = (await listFeedPage(handle.db, {}, { limit: 10_000, offset: 0 })).entries;
    /** Whether a row comes at or after a position in the feed order. */
    const atOrAfter = (row: FeedPosition, from: FeedPosition) =>
      row.priorityRank !== from.priorityRank
        ? row.priorityRank < from.priorityRank
        : row.analysisDate !== from.analysisDate
          ? row.analysisDate < from.analysisDate
          : row.id >= from.id;
    const middle = all[40]!;
    const positions: FeedPosition[] = [
      { ...middle, id: '00000000-0000-0000-0000-000000000000' },
      { ...middle, id: 'ffffffff-ffff-ffff-ffff-ffffffffffff' },
      { priorityRank: middle.priorityRank, analysisDate: '2026-11-22', id: middle.id },
      { priorityRank: 5, analysisDate: '2026-11-21', id: middle.id },
      { priorityRank: -1, analysisDate: '2026-11-21', id: middle.id },
    ];
    for (const from of positions) {
      const read = await listFeedPage(handle.db, {}, { limit: LIMIT, offset: 2, from });
      const expected = all.filter((r) => atOrAfter(r, from)).slice(2, 2 + LIMIT);
      expect(read.entries.map((r) => r.id)).toEqual(expected.map((r) => r.id));
    }
  });
});
